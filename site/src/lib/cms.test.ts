import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setActiveLocale } from '../i18n';
import {
  clearCmsCache,
  getArtists,
  getFaqEntries,
  getHome,
  getHotels,
  getNewsArticles,
  getPage,
  getProgramSlots,
  getSiteSettings,
  READ_ENDPOINTS,
  emailAddress,
  toArtist,
  toHotel,
  toImage,
  toQueryString,
  toSiteSettings,
  webUrl,
  type PageType,
} from './cms';

const CMS = 'http://cms.test:1337';

const photo = {
  id: 3,
  documentId: 'm3',
  url: '/uploads/ennuma_jessica_4a1b.webp',
  width: 1200,
  height: 1500,
  alternativeText: 'Ennuma et Jessica dansent',
  formats: { small: { url: '/uploads/small_ennuma.webp', width: 400, height: 500 } },
};

const artist = {
  id: 1,
  documentId: 'a1',
  name: 'Ennuma & Jessica',
  slug: 'ennuma-jessica',
  role: 'teacher',
  country: 'Portugal',
  city: 'Lisbonne',
  shortBio: 'Le couple star de la kizomba lisboète.',
  bio: 'Ils enseignent **depuis 2012**.',
  photo,
  instagram: 'https://instagram.com/ennuma',
  featured: true,
  order: 1,
};

const pageShape = {
  id: 1,
  documentId: 'p1',
  title: 'Mentions légales',
  description: 'Éditeur, hébergeur et contact.',
  body: '# Éditeur\n\nAssociation Lumière Kizomba Lyon.',
  cover: null,
};

type Answer = { status?: number; body: unknown };

/** A fake CMS answering by REST path; records every URL asked. */
function fakeCms(routes: Record<string, Answer | ((url: URL) => Answer)>) {
  const urls: URL[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    urls.push(url);
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
    const route = routes[url.pathname.replace('/api/', '')];
    if (!route) return new Response(JSON.stringify({ data: null, error: { status: 404 } }), { status: 404 });
    const answer = typeof route === 'function' ? route(url) : route;
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { urls, fetchMock };
}

beforeEach(() => {
  vi.stubEnv('CMS_URL', `${CMS}/`);
  vi.stubEnv('CMS_API_TOKEN', 'test-token');
  clearCmsCache();
});

afterEach(() => clearCmsCache());

describe('toQueryString', () => {
  it('writes Strapi bracket notation', () => {
    expect(
      toQueryString({
        populate: { artists: { fields: ['name', 'slug'] } },
        sort: ['day:asc'],
        pagination: { page: 1, pageSize: 100 },
      }),
    ).toBe(
      'populate[artists][fields][0]=name&populate[artists][fields][1]=slug&sort[0]=day%3Aasc&pagination[page]=1&pagination[pageSize]=100',
    );
  });
});

describe('collections', () => {
  it('maps artists: absolute photo URL, rendered bio, populate and sort', async () => {
    const { urls } = fakeCms({
      artists: { body: { data: [artist], meta: { pagination: { page: 1, pageCount: 1, total: 1 } } } },
    });

    const [mapped] = await getArtists();

    expect(mapped).toEqual({
      lang: 'fr',
      id: 1,
      name: 'Ennuma & Jessica',
      slug: 'ennuma-jessica',
      role: 'teacher',
      country: 'Portugal',
      city: 'Lisbonne',
      shortBio: 'Le couple star de la kizomba lisboète.',
      bioHtml: '<p>Ils enseignent <strong>depuis 2012</strong>.</p>\n',
      photo: {
        src: `${CMS}/uploads/ennuma_jessica_4a1b.webp`,
        width: 1200,
        height: 1500,
        alt: 'Ennuma et Jessica dansent',
      },
      instagram: 'https://instagram.com/ennuma',
      featured: true,
      order: 1,
    });
    expect(urls[0]?.searchParams.get('locale')).toBe('fr');
    expect(urls[0]?.searchParams.get('populate[photo]')).toBe('true');
    expect(urls[0]?.searchParams.get('sort[0]')).toBe('order:asc');
  });

  it('reads every page of a collection', async () => {
    const { urls } = fakeCms({
      'news-articles': (url) => {
        const page = Number(url.searchParams.get('pagination[page]'));
        return {
          body: {
            data: [
              {
                id: page,
                title: `Article ${page}`,
                slug: `article-${page}`,
                excerpt: 'Résumé',
                body: 'Texte',
                date: `2026-10-0${page}T10:00:00.000Z`,
                cover: photo,
              },
            ],
            meta: { pagination: { page, pageCount: 2, pageSize: 100, total: 2 } },
          },
        };
      },
    });
    const news = await getNewsArticles();
    expect(news.map((item) => item.slug)).toEqual(['article-1', 'article-2']);
    expect(urls).toHaveLength(2);
  });

  it('maps program slots with their artists', async () => {
    const { urls } = fakeCms({
      'program-slots': {
        body: {
          data: [
            {
              id: 9,
              title: 'Stage Kizomba — musicalité',
              day: '2027-04-16',
              startTime: '14:00:00.000',
              endTime: '15:30:00.000',
              kind: 'workshop',
              room: 'Salle Lumière',
              level: 'intermediate',
              description: 'Écouter la musique avant de danser.',
              artists: [{ id: 1, name: 'Ennuma & Jessica', slug: 'ennuma-jessica', role: 'teacher' }],
            },
          ],
          meta: { pagination: { pageCount: 1 } },
        },
      },
    });
    const [slot] = await getProgramSlots();
    expect(slot).toMatchObject({
      day: '2027-04-16',
      kind: 'workshop',
      level: 'intermediate',
      artists: [{ name: 'Ennuma & Jessica', slug: 'ennuma-jessica', role: 'teacher' }],
    });
    expect(urls[0]?.searchParams.get('populate[artists][fields][1]')).toBe('slug');
  });

  it('maps hotels and FAQ entries', async () => {
    fakeCms({
      hotels: {
        body: {
          data: [{ id: 2, name: 'Hôtel des Docks', stars: 4, priceFrom: 89, photo: null, bookingUrl: '' }],
          meta: { pagination: { pageCount: 1 } },
        },
      },
      'faq-entries': {
        body: {
          data: [{ id: 5, question: 'Puis-je venir seul·e ?', answer: 'Oui, **bien sûr**.', category: 'festival' }],
          meta: { pagination: { pageCount: 1 } },
        },
      },
    });
    const [hotel] = await getHotels();
    expect(hotel).toMatchObject({ name: 'Hôtel des Docks', stars: 4, priceFrom: 89, photo: null, bookingUrl: null });
    const [faq] = await getFaqEntries();
    expect(faq).toMatchObject({ category: 'festival', answerHtml: '<p>Oui, <strong>bien sûr</strong>.</p>\n' });
  });
});

describe('single types', () => {
  it('maps site settings', async () => {
    fakeCms({
      'site-setting': {
        body: {
          data: {
            festivalName: 'Kizomba Lumière Festival',
            tagline: '3e édition',
            startDate: '2027-04-16',
            endDate: '2027-04-18',
            venueLatitude: '45.7431',
            venueLongitude: 4.8177,
            socialLinks: [
              { id: 1, platform: 'instagram', url: 'https://instagram.com/kizombalumiere' },
              { id: 2, platform: 'myspace', url: 'https://myspace.com/x' },
            ],
            shareImage: { url: 'https://cdn.example/share.jpg', width: 1200, height: 630, alternativeText: '' },
          },
        },
      },
    });
    const settings = await getSiteSettings();
    expect(settings.socialLinks).toEqual([{ platform: 'instagram', url: 'https://instagram.com/kizombalumiere' }]);
    expect(settings.venueLatitude).toBe(45.7431);
    expect(settings.shareImage).toEqual({
      src: 'https://cdn.example/share.jpg',
      width: 1200,
      height: 630,
      alt: 'Kizomba Lumière Festival',
    });
    expect(settings.photoGeneratorUrl).toBeNull();
  });

  it('maps the home page', async () => {
    fakeCms({
      home: {
        body: {
          data: {
            title: 'Accueil',
            description: 'Le festival de kizomba de Lyon',
            heroTitle: 'Kizomba Lumière',
            heroSubtitle: 'Trois jours de danse',
            heroImage: photo,
            ctaLabel: 'Réserver',
            intro: 'Bienvenue à **Lyon**.',
            highlights: [{ id: 1, title: '18 h de stages', text: 'Tous niveaux' }],
          },
        },
      },
    });
    const home = await getHome();
    expect(home.introHtml).toBe('<p>Bienvenue à <strong>Lyon</strong>.</p>\n');
    // French typography applied: the number keeps its unit (no-break space).
    expect(home.highlights).toEqual([{ title: '18\u00a0h de stages', text: 'Tous niveaux' }]);
    expect(home.heroImage?.src).toBe(`${CMS}/uploads/ennuma_jessica_4a1b.webp`);
  });

  it('maps a page shape and keeps the page title the only h1', async () => {
    fakeCms({ 'legal-notice': { body: { data: pageShape } } });
    const page = await getPage('legal-notice');
    expect(page).toEqual({
      lang: 'fr',
      legal: true,
      title: 'Mentions légales',
      description: 'Éditeur, hébergeur et contact.',
      bodyHtml: '<h2 id="editeur">Éditeur</h2>\n<p>Association Lumière Kizomba Lyon.</p>\n',
      cover: null,
    });
  });

  it('asks the CMS once per build', async () => {
    const { fetchMock } = fakeCms({ 'legal-notice': { body: { data: pageShape } } });
    await Promise.all([getPage('legal-notice'), getPage('legal-notice')]);
    await getPage('legal-notice');
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});

describe('languages: each entry in the page language, else French', () => {
  const list = (data: unknown[]) => ({ body: { data, meta: { pagination: { page: 1, pageCount: 1 } } } });
  const byLocale = (answers: Record<string, Answer>) => (url: URL): Answer =>
    answers[url.searchParams.get('locale') ?? ''] ?? { status: 404, body: { data: null } };

  it('reads a single type in the asked language', async () => {
    const { urls } = fakeCms({
      concept: byLocale({ pt: { body: { data: { ...pageShape, title: 'Conceito', description: 'O festival.' } } } }),
    });
    const page = await getPage('concept', 'pt');
    expect(page).toMatchObject({ lang: 'pt', title: 'Conceito' });
    expect(urls.map((url) => url.searchParams.get('locale'))).toEqual(['pt']);
  });

  it('falls back to French for a single type without translation', async () => {
    fakeCms({ concept: byLocale({ fr: { body: { data: pageShape } } }) });
    expect(await getPage('concept', 'de')).toMatchObject({ lang: 'fr', title: 'Mentions légales' });
  });

  it('lists the French entries, each translated when it can be, the programme keeping its French artists', async () => {
    const frenchSlot = { id: 1, documentId: 's1', title: 'Stage', day: '2027-04-16', startTime: '14:00:00.000', kind: 'workshop', artists: [{ name: 'Ana', slug: 'ana', role: 'teacher' }] };
    const otherSlot = { ...frenchSlot, id: 2, documentId: 's2', title: 'Soirée', kind: 'party' };
    const englishSlot = { ...frenchSlot, id: 9, title: 'Workshop', artists: [] };
    fakeCms({ 'program-slots': byLocale({ fr: list([frenchSlot, otherSlot]), en: list([englishSlot]) }) });
    const slots = await getProgramSlots('en');
    expect(slots.map((slot) => [slot.title, slot.lang])).toEqual([
      ['Workshop', 'en'],
      ['Soirée', 'fr'],
    ]);
    expect(slots[0]?.artists).toEqual([{ name: 'Ana', slug: 'ana', role: 'teacher' }]);
  });

  it('applies French typography to French text only', async () => {
    const french = { ...pageShape, title: 'Quoi ?' };
    const english = { ...pageShape, title: 'What ?' };
    fakeCms({ about: byLocale({ fr: { body: { data: french } }, en: { body: { data: english } } }) });
    expect((await getPage('about', 'fr')).title).toBe('Quoi\u202f?');
    expect((await getPage('about', 'en')).title).toBe('What ?');
  });

  it('describes an image in the page language: the untranslated media alt text only on French pages', () => {
    try {
      expect(toImage(photo, 'Ennuma & Jessica')?.alt).toBe('Ennuma et Jessica dansent');
      setActiveLocale('pt');
      expect(toImage(photo, 'Ennuma & Jessica')?.alt).toBe('Ennuma & Jessica');
      expect(toImage(photo)?.alt).toBe('Ennuma et Jessica dansent');
    } finally {
      setActiveLocale('fr');
    }
  });

  it('still requires the French entry', async () => {
    fakeCms({});
    await expect(getPage('concept', 'it')).rejects.toThrow(/HTTP 404/);
  });
});

describe('failures stop the build with a clear message', () => {
  it('when the CMS is unreachable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:1337') });
      }),
    );
    await expect(getSiteSettings()).rejects.toThrow(
      /\[cms\] The CMS is unreachable at http:\/\/cms\.test:1337 \(connect ECONNREFUSED 127\.0\.0\.1:1337\)/,
    );
  });

  it('when the token is refused', async () => {
    fakeCms({ about: { status: 401, body: { error: { status: 401, message: 'Missing or invalid credentials' } } } });
    await expect(getPage('about')).rejects.toThrow(/HTTP 401\. Check CMS_API_TOKEN/);
  });

  it('when a single type has no content', async () => {
    fakeCms({});
    await expect(getPage('cookie-policy')).rejects.toThrow(/HTTP 404\. The entry does not exist yet/);
  });

  it('when a required field is empty', async () => {
    fakeCms({ concept: { body: { data: { ...pageShape, body: '' } } } });
    await expect(getPage('concept')).rejects.toThrow('[cms] concept.body is required but empty.');
  });
});

describe('endpoint list (shared with the site server)', () => {
  it('covers exactly what the client reads', async () => {
    const { urls } = fakeCms(
      Object.fromEntries([
        ...READ_ENDPOINTS.collections.map((path) => [path, { body: { data: [], meta: { pagination: { pageCount: 1 } } } }]),
        ['site-setting', { body: { data: { festivalName: 'F', startDate: '2027-04-16', endDate: '2027-04-18' } } }],
        ['home', { body: { data: { heroTitle: 'H' } } }],
        ...READ_ENDPOINTS.singleTypes
          .filter((path) => path !== 'site-setting' && path !== 'home')
          .map((path) => [path, { body: { data: pageShape } }]),
      ]),
    );
    const pages = READ_ENDPOINTS.singleTypes.filter(
      (path): path is PageType => path !== 'site-setting' && path !== 'home',
    );
    await Promise.all([
      getSiteSettings(),
      getHome(),
      ...pages.map((path) => getPage(path)),
      getArtists(),
      getProgramSlots(),
      getNewsArticles(),
      getHotels(),
      getFaqEntries(),
    ]);
    const asked = new Set(urls.map((url) => url.pathname.replace('/api/', '')));
    expect([...asked].sort()).toEqual([...READ_ENDPOINTS.collections, ...READ_ENDPOINTS.singleTypes].sort());
  });
});

describe('links from the CMS', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const hostile = ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example', '/\\evil.example', 'www.instagram.com/x', 'vbscript:x'];

  it('only absolute http(s) URLs reach an href', () => {
    expect(webUrl('https://www.instagram.com/ines', 'x')).toBe('https://www.instagram.com/ines');
    expect(webUrl('http://hotel.example.fr/r?code=KL', 'x')).toBe('http://hotel.example.fr/r?code=KL');
    for (const value of hostile) expect(webUrl(value, 'x'), value).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('lien ignoré'));
  });

  it('drops a hostile hotel booking link, artist Instagram, social link and photo generator link', () => {
    for (const value of hostile) {
      expect(toHotel({ id: 1, name: 'Hôtel', bookingUrl: value }).bookingUrl, value).toBeNull();
      expect(toArtist({ id: 1, name: 'Inès', slug: 'ines', role: 'dj', instagram: value }).instagram, value).toBeNull();
      const settings = toSiteSettings({
        festivalName: 'KL',
        startDate: '2027-04-16',
        endDate: '2027-04-18',
        photoGeneratorUrl: value,
        socialLinks: [{ platform: 'instagram', url: value }, { platform: 'facebook', url: 'https://www.facebook.com/kl' }],
      });
      expect(settings.photoGeneratorUrl, value).toBeNull();
      expect(settings.socialLinks, value).toEqual([{ platform: 'facebook', url: 'https://www.facebook.com/kl' }]);
    }
  });

  it('keeps only a plain e-mail address for mailto:', () => {
    expect(emailAddress('contact@kizomba-lumiere.fr')).toBe('contact@kizomba-lumiere.fr');
    for (const value of ['contact@kizomba-lumiere.fr?body=cliquez', 'javascript:alert(1)//@x.fr', 'a b@x.fr', 'x@y']) expect(emailAddress(value), value).toBe('');
  });
});
