// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../cart/fake-api.test-helper';
import TranslationsPage from './TranslationsPage';
import { settle, rowText } from './admin.test-helper';
import { admin, signIn, peopleTestSetup } from './people.test-helper';

vi.mock('../../lib/realtime', async () => (await import('./realtime.test-helper')).fakeRealtime);
vi.mock('./admin.css', () => ({}));

peopleTestSetup();

const cell = (state: string, locale: string, documentId = 'art1') => ({
  state,
  updatedAt: state === 'missing' ? null : '2026-11-21T10:00:00.000Z',
  editorUrl: `https://cms.test/admin/content-manager/collection-types/api::artist.artist/${documentId}?plugins[i18n][locale]=${locale}`,
});

describe('TranslationsPage (/admin/translations)', () => {
  it('shows, per entry and language, missing and older-than-French translations, each opening Strapi', async () => {
    signIn(admin);
    window.history.replaceState(null, '', '/admin/translations');
    fakeApi({
      'GET /api/admin/content/translations': () =>
        json({
          data: {
            locales: ['fr', 'en', 'pt'],
            entries: [
              { type: 'api::artist.artist', typeLabel: 'Artistes', documentId: 'art1', label: 'Inês & Mateus', updatedAt: '2026-11-20T10:00:00.000Z', translations: { en: cell('outdated', 'en'), pt: cell('missing', 'pt') } },
              { type: 'api::artist.artist', typeLabel: 'Artistes', documentId: 'art2', label: 'DJ Kalunga', updatedAt: '2026-11-20T10:00:00.000Z', translations: { en: cell('up-to-date', 'en', 'art2'), pt: cell('up-to-date', 'pt', 'art2') } },
            ],
          },
        }),
    });
    render(<TranslationsPage />);
    await settle();
    expect(screen.getByTestId('translations-summary').textContent).toBe('1 traductions manquantes, 1 plus anciennes que le français, 2 à jour.');
    const table = () => within(screen.getByRole('table', { name: 'État des traductions par contenu et par langue' }));
    expect(table().getAllByRole('row').map(rowText)).toEqual([
      'Contenu | EN | PT',
      'Inês & MateusArtistes · français modifié le 20 novembre 2026 à 11:00 | plus ancienne que le français | manquante',
    ]);
    const link = screen.getByRole('link', { name: 'Inês & Mateus : manquante — portugais' });
    expect(link.getAttribute('href')).toBe('https://cms.test/admin/content-manager/collection-types/api::artist.artist/art1?plugins[i18n][locale]=pt');
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Seulement les contenus à traduire' })));
    expect(table().getAllByRole('row')).toHaveLength(3);
  });
});
