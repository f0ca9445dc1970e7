// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../cart/fake-api.test-helper';
import AuditPage from './AuditPage';
import { settle, rowText } from './admin.test-helper';
import { admin, signIn, urls, peopleTestSetup } from './people.test-helper';

vi.mock('../../lib/realtime', async () => (await import('./realtime.test-helper')).fakeRealtime);
vi.mock('./admin.css', () => ({}));

peopleTestSetup();

describe('AuditPage (/admin/audit)', () => {
  it('shows the journal with actions in French words and pages', async () => {
    signIn(admin);
    window.history.replaceState(null, '', '/admin/audit');
    const api = fakeApi({
      'GET /api/admin/audit': () =>
        json({
          data: [
            {
              id: 3,
              action: 'user.role-changed',
              targetType: 'user',
              targetId: '12',
              details: { from: 'user', to: 'scanner' },
              ip: '203.0.113.7',
              createdAt: '2026-11-23T15:00:00.000Z',
              actorId: 1,
              actorName: 'Nadia Lopes',
              actorEmail: 'admin@kizomba.fr',
            },
            { id: 2, action: 'message.replied', targetType: 'message', targetId: '7', details: { length: 23 }, ip: null, createdAt: '2026-11-23T14:00:00.000Z', actorId: null, actorName: null, actorEmail: null },
          ],
          page: 1,
          pageSize: 50,
          total: 120,
        }),
    });
    render(<AuditPage />);
    await settle();
    const rows = within(screen.getByRole('table', { name: 'Journal des actions' })).getAllByRole('row').map(rowText);
    expect(rows).toEqual([
      'Date | Auteur | Action | Cible | Détails',
      '23 novembre 2026 à 16:00 | Nadia Lopes | Rôle modifié | Utilisateur n° 12 | Utilisateur → Contrôleur',
      '23 novembre 2026 à 15:00 | Système | Réponse à un message | Message n° 7 | 23 caractères',
    ]);
    expect(screen.getByRole('link', { name: 'Utilisateur n° 12' }).getAttribute('href')).toBe('/admin/users/12');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Suivant' })));
    await settle();
    expect(urls(api).at(-1)!.searchParams.get('page')).toBe('2');
  });
});
