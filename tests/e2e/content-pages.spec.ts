/**
 * A visitor reads every public page: each one shows what the editors wrote in the CMS (or what
 * the commerce API sells), inside the site layout, with a complete <head> for search engines and
 * share previews.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, fetchTickets, test } from './support/fixtures';
import { expectCompleteHead, readHead } from './support/page-head';
import { ALIAS_GROUPS, EDITORIAL_ROUTES } from './support/routes';
import { distinctiveSentence, euroPattern, formatFrenchDate, looseText, markdownParagraphs } from './support/text';

/** The text must be the whole accessible name / content, not a part of it. */
function exactly(text: string): RegExp {
  return new RegExp(`^\\s*${looseText(text).source}\\s*$`);
}

/**
 * Text of the card a heading titles: its largest ancestor that holds no other card's heading.
 * Works whatever elements the design uses for cards.
 */
function cardText(heading: Locator, otherTitles: string[]): Promise<string> {
  return heading.evaluate((element, others) => {
    const normalize = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
    const otherHeadings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].filter(
      (candidate) => candidate !== element && others.includes(normalize(candidate.textContent)),
    );
    let card: Element = element;
    while (
      card.parentElement &&
      card.parentElement !== document.body &&
      card.parentElement.tagName !== 'MAIN' &&
      !otherHeadings.some((other) => card.parentElement!.contains(other))
    ) {
      card = card.parentElement;
    }
    return normalize(card.textContent);
  }, otherTitles);
}

async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `GET ${path}`).toBe(200);
  await expect(page.getByRole('banner'), `top bar on ${path}`).toBeVisible();
  await expect(page.getByRole('main'), `main landmark on ${path}`).toBeVisible();
  await expect(page.getByRole('contentinfo'), `footer on ${path}`).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 }), `exactly one h1 on ${path}`).toHaveCount(1);
}

test.describe('a visitor reads every page', () => {
  test('the home page presents the festival from the CMS', async ({ page, request, cms, stack }) => {
    const [home, settings, artists] = await Promise.all([cms.home(), cms.siteSetting(), cms.artists()]);
    await visit(page, '/');
    const main = page.getByRole('main');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(exactly(home.heroTitle));
    if (home.heroSubtitle) await expect(main).toContainText(looseText(home.heroSubtitle));
    if (home.ctaLabel) await expect(main.getByRole('link', { name: exactly(home.ctaLabel) }).first()).toBeVisible();
    if (home.intro) await expect(main).toContainText(looseText(distinctiveSentence(home.intro)));
    for (const highlight of home.highlights ?? []) {
      await expect(main, `highlight "${highlight.title}"`).toContainText(looseText(highlight.title));
    }
    const featured = artists.filter((artist) => artist.featured);
    expect(featured.length, 'the seed features artists on the home page').toBeGreaterThan(0);
    for (const artist of featured) {
      await expect(main, `featured artist ${artist.name}`).toContainText(looseText(artist.name));
    }

    await expectCompleteHead(page, request, stack.siteUrl, { title: settings.festivalName });
  });

  for (const route of EDITORIAL_ROUTES) {
    test(`${route.path} shows the CMS page "${route.page}"`, async ({ page, request, cms, stack }) => {
      const content = await cms.page(route.page);
      await visit(page, route.path);
      const main = page.getByRole('main');

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(exactly(content.title));
      await expect(main, 'the description is the lead paragraph').toContainText(looseText(content.description));
      await expect(main, 'a sentence of the body').toContainText(looseText(distinctiveSentence(content.body)));
      const paragraphs = markdownParagraphs(content.body);
      await expect(main, 'the last paragraph of the body (nothing cut off)').toContainText(
        looseText(paragraphs[paragraphs.length - 1].slice(0, 120)),
      );

      await expectCompleteHead(page, request, stack.siteUrl, {
        title: content.title,
        description: content.description,
      });
    });
  }

  test('/lineup shows every published artist', async ({ page, request, cms, stack }) => {
    const artists = await cms.artists();
    expect(artists.length, 'published artists in the CMS').toBeGreaterThan(0);
    await visit(page, '/lineup');
    const main = page.getByRole('main');
    for (const artist of artists) {
      await expect(main.getByText(exactly(artist.name)).first(), `artist ${artist.name}`).toBeVisible();
    }
    await expectCompleteHead(page, request, stack.siteUrl);
  });

  test('/hotels shows every partner hotel with its booking link', async ({ page, request, cms, stack }) => {
    const hotels = await cms.hotels();
    expect(hotels.length, 'hotels in the CMS').toBeGreaterThan(0);
    await visit(page, '/hotels');
    const main = page.getByRole('main');
    for (const hotel of hotels) {
      await expect(main.getByText(exactly(hotel.name)).first(), `hotel ${hotel.name}`).toBeVisible();
      if (hotel.bookingUrl) {
        await expect(main.locator(`a[href="${hotel.bookingUrl}"]`).first(), `booking link of ${hotel.name}`).toBeVisible();
      }
    }
    await expectCompleteHead(page, request, stack.siteUrl);
  });

  test('/news lists every published article, newest first, each linking to its page', async ({ page, request, cms, stack }) => {
    const articles = await cms.newsArticles();
    expect(articles.length, 'published news articles in the CMS').toBeGreaterThan(0);
    await visit(page, '/news');
    const main = page.getByRole('main');

    const positions: number[] = [];
    for (const article of articles) {
      const link = main.getByRole('link', { name: looseText(article.title) }).first();
      await expect(link, `link to "${article.title}"`).toBeVisible();
      await expect(link).toHaveAttribute('href', new RegExp(`^(${stack.siteUrl})?/news/${article.slug}/?$`));
      positions.push(await link.evaluate((el) => [...document.querySelectorAll('a')].indexOf(el as HTMLAnchorElement)));
    }
    const sorted = [...positions].sort((a, b) => a - b);
    expect(positions, 'articles in reading order from newest to oldest (CMS: sort=date:desc)').toEqual(sorted);

    await expectCompleteHead(page, request, stack.siteUrl);
  });

  test('/news/{slug} shows the article with its French date', async ({ page, request, cms, stack }) => {
    const [article] = await cms.newsArticles();
    expect(article, 'at least one published news article').toBeTruthy();
    await visit(page, `/news/${article.slug}`);
    const main = page.getByRole('main');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(exactly(article.title));
    await expect(main, 'a sentence of the body').toContainText(looseText(distinctiveSentence(article.body)));
    await expect(main, 'publication date in French long format').toContainText(looseText(formatFrenchDate(article.date)));

    await expectCompleteHead(page, request, stack.siteUrl, { title: article.title, ogType: 'article' });
  });

  test('/tickets shows every ticket type with its price in euros', async ({ page, request, stack }) => {
    const tickets = await fetchTickets(request);
    expect(tickets.length, 'ticket types from GET /api/tickets').toBeGreaterThan(0);
    await visit(page, '/tickets');
    const main = page.getByRole('main');

    for (const ticket of tickets) {
      const heading = main.getByRole('heading', { name: exactly(ticket.name) });
      await expect(heading, `ticket type "${ticket.name}"`).toBeVisible();
      const others = tickets.filter((other) => other !== ticket).map((other) => other.name);
      await expect
        .poll(() => cardText(heading, others), { message: `price of "${ticket.name}" in fr-FR euros` })
        .toMatch(euroPattern(ticket.price));
      if (ticket.soldOut) {
        await expect.poll(() => cardText(heading, others), { message: `"${ticket.name}" is sold out` }).toContain('Complet');
      }
    }

    await expectCompleteHead(page, request, stack.siteUrl);
  });

  test('/contact gives the organiser\'s e-mail and phone', async ({ page, request, cms, stack }) => {
    const settings = await cms.siteSetting();
    await visit(page, '/contact');
    const main = page.getByRole('main');
    expect(settings.contactEmail, 'contactEmail in site settings').toBeTruthy();
    await expect(main.getByRole('link', { name: looseText(settings.contactEmail!) }).first()).toHaveAttribute(
      'href',
      `mailto:${settings.contactEmail}`,
    );
    if (settings.contactPhone) await expect(main).toContainText(looseText(settings.contactPhone));
    await expectCompleteHead(page, request, stack.siteUrl);
  });

  test('aliases show the same document under one canonical URL', async ({ page }) => {
    for (const group of ALIAS_GROUPS) {
      const seen: { path: string; canonical: string | null; h1: string }[] = [];
      for (const path of group) {
        const response = await page.goto(path);
        expect(response?.status(), `GET ${path}`).toBe(200);
        const head = await readHead(page);
        seen.push({ path, canonical: head.canonical, h1: (await page.getByRole('heading', { level: 1 }).innerText()).trim() });
      }
      const canonicals = new Set(seen.map((entry) => entry.canonical));
      expect(canonicals.size, `one canonical for ${group.join(', ')}: ${JSON.stringify(seen)}`).toBe(1);
      const canonicalPath = new URL([...canonicals][0]!).pathname.replace(/\/$/, '');
      expect(group, `the canonical of ${group.join(', ')} is one of them`).toContain(canonicalPath);
      expect(new Set(seen.map((entry) => entry.h1)).size, `same h1 on ${group.join(', ')}`).toBe(1);
    }
  });

  test('every page has its own title and description', async ({ page, cms }) => {
    const [article] = await cms.newsArticles();
    const aliasesToSkip = new Set(ALIAS_GROUPS.flatMap((group) => group.slice(1)));
    const paths = ['/', '/lineup', '/tickets', '/hotels', '/news', '/contact', `/news/${article.slug}`]
      .concat(EDITORIAL_ROUTES.map((route) => route.path))
      .filter((path) => !aliasesToSkip.has(path));
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of paths) {
      await page.goto(path);
      const head = await readHead(page);
      const title = head.title.trim();
      const description = (head.description ?? '').trim();
      expect(titles.get(title), `<title> "${title}" of ${path} is already used by`).toBeUndefined();
      expect(descriptions.get(description), `meta description of ${path} is already used by`).toBeUndefined();
      titles.set(title, path);
      descriptions.set(description, path);
    }
  });

  test('the home page describes the festival as an Event with offers', async ({ page, request, cms }) => {
    const [settings, tickets] = await Promise.all([cms.siteSetting(), fetchTickets(request)]);
    await page.goto('/');
    const { jsonLd } = await readHead(page);
    const nodes = jsonLd.flatMap((text) => {
      const parsed = JSON.parse(text) as unknown;
      const list = Array.isArray(parsed) ? parsed : [parsed];
      return list.flatMap((node) => {
        const graph = (node as { '@graph'?: unknown[] })['@graph'];
        return Array.isArray(graph) ? graph : [node];
      }) as Record<string, unknown>[];
    });
    const isEvent = (node: Record<string, unknown>) =>
      [node['@type']].flat().some((type) => ['Event', 'DanceEvent', 'Festival'].includes(String(type)));
    const event = nodes.find(isEvent);
    expect(event, `an Event in the JSON-LD of / (found types: ${nodes.map((n) => n['@type']).join(', ')})`).toBeTruthy();

    expect(event!.name).toBe(settings.festivalName);
    expect(String(event!.startDate)).toMatch(new RegExp(`^${settings.startDate}`));
    expect(String(event!.endDate)).toMatch(new RegExp(`^${settings.endDate}`));
    const location = event!.location as { name?: string; address?: unknown } | undefined;
    expect(location?.name, 'location.name is the venue').toBe(settings.venueName);
    expect(JSON.stringify(location?.address ?? ''), 'location.address holds the city').toContain(settings.venueCity ?? 'Lyon');

    type Offer = { '@type'?: string; price?: unknown; lowPrice?: unknown; highPrice?: unknown; priceCurrency?: string; url?: string };
    const offers = [event!.offers].flat().filter(Boolean) as Offer[];
    expect(offers.length, 'Event.offers').toBeGreaterThan(0);
    const prices = tickets.map((ticket) => ticket.price);
    for (const offer of offers) {
      expect(offer.priceCurrency, 'offer priceCurrency').toBe('EUR');
      const offered = offer['@type'] === 'AggregateOffer' ? [offer.lowPrice, offer.highPrice] : [offer.price];
      for (const price of offered) {
        expect(prices, `offer price ${String(price)} is a ticket price`).toContain(Number(price));
      }
      expect(offer.url ?? '', 'offer url').toMatch(/^https?:\/\/.+\/tickets/);
    }
  });
});
