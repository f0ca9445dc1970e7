import { errors } from '@strapi/utils';
import { describe, expect, it } from 'vitest';
import { isWebUrl, linkProblems, refuseUnsafeLinks } from './link-urls';

describe('isWebUrl', () => {
  it('accepts absolute http(s) URLs only', () => {
    expect(isWebUrl('https://www.instagram.com/kizombalumiere')).toBe(true);
    expect(isWebUrl('http://hotel.example.fr/reserver?code=KL27')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>', 'vbscript:x', '//evil.example', '/\\evil.example', 'www.instagram.com/x', 'mailto:a@b.fr', 'ftp://x.fr', 'https://', '']) {
      expect(isWebUrl(bad), bad).toBe(false);
    }
  });
});

describe('link fields on save', () => {
  it('names each bad link of a hotel, an artist and the site settings (social links included)', () => {
    expect(linkProblems('api::hotel.hotel', { name: 'H', bookingUrl: 'javascript:alert(1)' })).toEqual([
      expect.objectContaining({ path: ['bookingUrl'], message: expect.stringMatching(/^« Lien de réservation \(bookingUrl\) » doit être une adresse web complète/) }),
    ]);
    expect(linkProblems('api::artist.artist', { instagram: '//evil.example' })).toHaveLength(1);
    expect(
      linkProblems('api::site-setting.site-setting', {
        photoGeneratorUrl: 'data:text/html,x',
        socialLinks: [{ platform: 'instagram', url: 'https://www.instagram.com/ok' }, { platform: 'facebook', url: 'javascript:void(0)' }],
      }).map((p) => p.path),
    ).toEqual([['photoGeneratorUrl'], ['socialLinks', '1', 'url']]);
  });

  it('lets empty links, good links, other fields and other types through', () => {
    expect(linkProblems('api::hotel.hotel', { bookingUrl: '' })).toEqual([]);
    expect(linkProblems('api::hotel.hotel', { bookingUrl: null })).toEqual([]);
    expect(linkProblems('api::hotel.hotel', { name: 'javascript:x' })).toEqual([]);
    expect(linkProblems('api::news-article.news-article', { bookingUrl: 'javascript:x' })).toEqual([]);
    expect(linkProblems('api::artist.artist', { instagram: 'https://www.instagram.com/ines' })).toEqual([]);
  });

  it('the document middleware refuses a create/update with a French ValidationError, and lets the rest through', async () => {
    const next = async () => 'saved';
    await expect(refuseUnsafeLinks({ uid: 'api::hotel.hotel', action: 'update', params: { data: { bookingUrl: 'javascript:alert(1)' } } }, next)).rejects.toBeInstanceOf(errors.ValidationError);
    await expect(refuseUnsafeLinks({ uid: 'api::artist.artist', action: 'create', params: { data: { instagram: '/\\evil.example' } } }, next)).rejects.toThrow(/Instagram/);
    await expect(refuseUnsafeLinks({ uid: 'api::hotel.hotel', action: 'create', params: { data: { bookingUrl: 'https://ok.example' } } }, next)).resolves.toBe('saved');
    await expect(refuseUnsafeLinks({ uid: 'api::hotel.hotel', action: 'findMany', params: {} }, next)).resolves.toBe('saved');
  });
});
