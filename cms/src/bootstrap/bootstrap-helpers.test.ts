import { describe, expect, it } from 'vitest';
import { adminFromEnv } from './admin-user';
import { publicReadActions } from './permissions';
import { REBUILD_EVENTS, rebuildWebhookFromEnv } from './webhook';
import { festivalDates, toStrapiTime } from '../seed/seed';

describe('publicReadActions', () => {
  it('grants find/findOne on collections and find on single types, for project types only', () => {
    expect(
      publicReadActions({
        'api::artist.artist': { kind: 'collectionType' },
        'api::home.home': { kind: 'singleType' },
        'plugin::users-permissions.user': { kind: 'collectionType' },
      }),
    ).toEqual(['api::artist.artist.find', 'api::artist.artist.findOne', 'api::home.home.find']);
  });
});

describe('rebuildWebhookFromEnv', () => {
  it('is skipped without a secret', () => {
    expect(rebuildWebhookFromEnv({ SITE_PORT: '4321' })).toBeNull();
  });

  it('targets the local site by default, with the secret header and every publish event', () => {
    expect(rebuildWebhookFromEnv({ SITE_REBUILD_SECRET: 's3cret', SITE_PORT: '5000' })).toEqual({
      name: 'Reconstruction du site',
      url: 'http://127.0.0.1:5000/_hooks/cms-publish',
      headers: { 'x-rebuild-secret': 's3cret' },
      events: REBUILD_EVENTS,
      isEnabled: true,
    });
    expect(rebuildWebhookFromEnv({ SITE_REBUILD_SECRET: 's' })?.url).toBe('http://127.0.0.1:4321/_hooks/cms-publish');
    expect(REBUILD_EVENTS).toEqual(expect.arrayContaining(['entry.publish', 'entry.unpublish', 'media.create', 'media.delete']));
  });

  it('honours SITE_REBUILD_URL', () => {
    expect(rebuildWebhookFromEnv({ SITE_REBUILD_SECRET: 's', SITE_REBUILD_URL: 'http://site:4321/_hooks/cms-publish' })?.url).toBe(
      'http://site:4321/_hooks/cms-publish',
    );
  });
});

describe('adminFromEnv', () => {
  it('needs an e-mail and a password', () => {
    expect(adminFromEnv({ CMS_ADMIN_EMAIL: 'a@b.fr' })).toBeNull();
    expect(adminFromEnv({ CMS_ADMIN_EMAIL: ' Camille@Kizomba-Lumiere.fr ', CMS_ADMIN_PASSWORD: 'x', CMS_ADMIN_FIRSTNAME: 'Camille' })).toEqual({
      email: 'camille@kizomba-lumiere.fr',
      password: 'x',
      firstname: 'Camille',
      lastname: 'Kizomba Lumière',
    });
  });
});

describe('seed formatting helpers', () => {
  it('normalises times to Strapi’s HH:mm:ss.SSS', () => {
    expect(toStrapiTime('14:00')).toBe('14:00:00.000');
    expect(toStrapiTime('14:00:30')).toBe('14:00:30.000');
    expect(toStrapiTime('14:00:30.000')).toBe('14:00:30.000');
  });

  it('writes the festival dates in French', () => {
    expect(festivalDates('2027-04-16', '2027-04-18')).toBe('16 — 18 avril 2027');
    expect(festivalDates('2027-04-30', '2027-05-02')).toBe('30 avril — 2 mai 2027');
    expect(festivalDates('2027-04-16', null)).toBe('16 avril 2027');
    expect(festivalDates(null, null)).toBe('');
  });
});
