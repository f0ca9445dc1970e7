// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsEntry } from '@kizomba/api-contract/admin/content';
import * as z from 'zod/mini';
import { fakeApi, json, refusal } from '../cart/fake-api.test-helper';
import ContentPage, { contentInput, formFromEntry } from './ContentPage';

vi.mock('./admin.css', () => ({}));

const settle = () => act(async () => {});
const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

const news = (overrides: Record<string, unknown> = {}) => ({
  documentId: 'n1abc',
  status: 'published',
  publishedAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  label: 'Le line-up complet est en ligne',
  publicPath: '/news/le-line-up-complet',
  editorUrl: 'http://127.0.0.1:1337/admin/content-manager/collection-types/api::news-article.news-article/n1abc',
  title: 'Le line-up complet est en ligne',
  slug: 'le-line-up-complet',
  excerpt: 'Vingt artistes.',
  body: '## Enfin',
  date: '2026-11-20T09:00:00.000Z',
  author: 'Équipe',
  cover: { id: 3, name: 'lineup.png', url: 'http://127.0.0.1:1337/uploads/lineup.png', thumbnailUrl: null, width: 1600, height: 900 },
  ...overrides,
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'jwt-admin');
  window.history.replaceState(null, '', '/admin/news');
});
afterEach(() => cleanup());

describe('the content form', () => {
  it('reads an entry into the form and sends only what changed, « clear » as null', () => {
    const entry = z.parse(NewsEntry, news());
    const initial = formFromEntry('news', entry);
    expect(initial).toMatchObject({ title: 'Le line-up complet est en ligne', cover: '3', author: 'Équipe', date: '2026-11-20T10:00' });
    expect(contentInput('news', initial, initial)).toEqual({ errors: {}, input: {} });
    expect(contentInput('news', { ...initial, author: '  ', cover: '' }, initial)).toEqual({ errors: {}, input: { author: '', cover: null } });
  });

  it('sends everything filled for a new entry and checks the name, the slug and the lengths', () => {
    const empty = formFromEntry('programs', null);
    expect(contentInput('programs', empty, null).errors).toEqual({ title: '« Titre » est obligatoire.' });
    const slot = { ...empty, title: 'Social de clôture', kind: 'social', day: '2027-05-16', startTime: '22:00', endTime: '04:00', artists: ['a1'] };
    expect(contentInput('programs', slot, null).input).toEqual({
      title: 'Social de clôture',
      kind: 'social',
      day: '2027-05-16',
      startTime: '22:00',
      endTime: '04:00',
      room: '',
      level: null,
      description: '',
      artists: ['a1'],
    });
    const artist = { ...formFromEntry('artists', null), name: 'Kwenda', slug: 'Kwenda Lima', shortBio: 'x'.repeat(221) };
    expect(contentInput('artists', artist, null).errors).toEqual({ slug: 'Lettres minuscules sans accent, chiffres et tirets seulement.', shortBio: '221 / 220 caractères' });
  });
});

describe('ContentPage', () => {
  it('lists the entries with their state and publishes a draft from the list', async () => {
    const api = fakeApi({
      'GET /api/admin/content/news': () => json({ data: [news(), news({ documentId: 'n2abc', label: 'Atelier surprise', title: 'Atelier surprise', status: 'draft', publishedAt: null })] }),
      'POST /api/admin/content/news/n2abc/publish': () => json({ entry: news({ documentId: 'n2abc', label: 'Atelier surprise', title: 'Atelier surprise' }) }),
    });
    render(<ContentPage kind="news" />);
    await settle();
    const rows = within(screen.getByRole('table', { name: 'Actualités' })).getAllByRole('row').slice(1);
    expect(text(rows[0]!)).toContain('Le line-up complet est en ligne');
    expect(text(rows[0]!)).toContain('Publié');
    expect(within(rows[0]!).getByRole('link', { name: /Ouvrir dans Strapi/ }).getAttribute('href')).toContain('/admin/content-manager/collection-types/api::news-article.news-article/n1abc');
    expect(text(rows[1]!)).toContain('Brouillon');
    expect(within(rows[1]!).queryByRole('link', { name: /Voir sur le site/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Publier Atelier surprise' }));
    await settle();
    expect(screen.getByRole('status').textContent).toBe('« Atelier surprise » est publié. Le site public se met à jour (moins d’une minute).');
    expect(api.paths()).toContain('POST /api/admin/content/news/n2abc/publish');
    expect(text(within(screen.getByRole('table', { name: 'Actualités' })).getAllByRole('row')[2]!)).toContain('Publié');
  });

  it('creates a draft, then shows which fields a publication still needs and keeps the new draft open', async () => {
    const created = news({ documentId: 'n3abc', label: 'Brouillon', title: 'Brouillon', status: 'draft', publishedAt: null, cover: null, excerpt: '' });
    const api = fakeApi({
      'GET /api/admin/content/news': () => json({ data: [] }),
      'GET /api/admin/content/media': () => json({ data: [{ id: 3, name: 'lineup.png', url: null, thumbnailUrl: null }] }),
      'POST /api/admin/content/news': () => json({ entry: created }, 201),
      'POST /api/admin/content/news/n3abc/publish': () => refusal(400, 'CONTENT_INCOMPLETE', "Pour publier, complétez d'abord : Résumé, Image de couverture."),
    });
    render(<ContentPage kind="news" />);
    await settle();
    expect(screen.getByText('Aucune actualité dans le CMS.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle actualité' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et publier' }));
    expect(screen.getByText('« Titre » est obligatoire.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Titre'), { target: { value: 'Brouillon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et publier' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe("Pour publier, complétez d'abord : Résumé, Image de couverture.");
    expect(screen.getByRole('heading', { name: 'Modifier « Brouillon »' })).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/api/admin/content/news' && call.method === 'POST')?.body).toMatchObject({ title: 'Brouillon', cover: null });
    expect(window.location.search).toBe('?edit=n3abc');
  });
});
