/**
 * Lighthouse 12, mobile (its default: emulated mid-range phone, simulated slow 4G and 4× CPU
 * slowdown), on the pages that matter most: home, line-up, a news article, hotels and the ticket
 * shop, and the home page in English and Portuguese (a non-French page loads its language's
 * strings only when an island runs, so it must meet the French page's goals). For each page: the JavaScript it loads before any interaction (gzip bytes of the scripts
 * Lighthouse saw during the load, plus inline scripts) and the four category scores, each the
 * median of the runs, checked against the budget below.
 *
 * Chromium: CHROMIUM_PATH (default /usr/bin/chromium), else the one Playwright installed
 * (`npx playwright install chromium`), so the bench runs wherever the e2e suite does.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/stack';
import { measurePageJavaScript, type PageJavaScript } from './javascript-bytes';
import type { BenchContext, BenchTable, Benchmark } from './types';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** What a page must reach: JS before interaction at most `jsKB` (gzip), and these minimum scores. */
interface Budget {
  jsKB: number | null;
  minimum: Record<Category, number>;
}

const CONTENT_PAGE: Budget = { jsKB: 15, minimum: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 } };

/** The pages measured and their budgets: content pages load no framework before an interaction. */
export const PAGE_BUDGETS: { page: string; path: string | 'first news article'; budget: Budget }[] = [
  { page: 'home', path: '/', budget: CONTENT_PAGE },
  { page: 'home, English', path: '/en', budget: CONTENT_PAGE },
  { page: 'home, Portuguese', path: '/pt', budget: CONTENT_PAGE },
  { page: 'line-up', path: '/lineup', budget: CONTENT_PAGE },
  { page: 'news article', path: 'first news article', budget: CONTENT_PAGE },
  { page: 'hotels', path: '/hotels', budget: { ...CONTENT_PAGE, minimum: { ...CONTENT_PAGE.minimum, performance: 0 } } },
  // The shop hydrates its catalogue at once: React is part of the page.
  { page: 'tickets', path: '/tickets', budget: { jsKB: null, minimum: { ...CONTENT_PAGE.minimum, performance: 95 } } },
];

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH || existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  const playwrights = chromium.executablePath();
  if (existsSync(playwrights)) return playwrights;
  throw new Error(`no Chromium at ${CHROMIUM_PATH}: set CHROMIUM_PATH, or run \`npx playwright install chromium\` in tests/`);
}

/** Median of numbers (the lower middle for an even count); null when none. */
export function median(values: (number | null)[]): number | null {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)];
}

/** What a page misses of its budget, in words; empty when it meets it. */
export function budgetMisses(budget: Budget, jsKB: number, scores: Record<Category, number | null>): string[] {
  const misses: string[] = [];
  if (budget.jsKB !== null && jsKB > budget.jsKB) misses.push(`JS ${jsKB} KB > ${budget.jsKB} KB`);
  for (const category of CATEGORIES) {
    const score = scores[category];
    if (budget.minimum[category] > 0 && (score ?? -1) < budget.minimum[category]) misses.push(`${category} ${score ?? '–'} < ${budget.minimum[category]}`);
  }
  return misses;
}

interface PageRun {
  scores: Record<Category, number | null>;
  metrics: Record<string, number | null>;
  scriptUrls: string[];
  lighthouseScriptTransferBytes: number;
  runWarnings: string[];
}

/** The first article linked from /news: the bench follows whatever the CMS holds. */
async function firstNewsArticlePath(siteUrl: string): Promise<string> {
  const response = await fetch(new URL('/news', siteUrl));
  if (!response.ok) throw new Error(`GET /news answered ${response.status}`);
  const html = await response.text();
  const match = /href="(?:https?:\/\/[^"/]+)?(\/news\/[a-z0-9][a-z0-9-]*)\/?"/i.exec(html);
  if (!match) throw new Error('no link to /news/{slug} on /news');
  return match[1];
}

function score(lhr: LighthouseResult, category: string): number | null {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
}

function numeric(lhr: LighthouseResult, audit: string): number | null {
  const value = lhr.audits[audit]?.numericValue;
  return typeof value === 'number' ? Math.round(value * 1000) / 1000 : null;
}

/** Lighthouse's own advice for a failed trace ("Please run Lighthouse again"): one more attempt. */
async function audit(url: string, port: number, log: (message: string) => void): Promise<PageRun> {
  try {
    return await auditOnce(url, port);
  } catch (error) {
    log(`${error instanceof Error ? error.message : String(error)}: retrying once`);
    return auditOnce(url, port);
  }
}

async function auditOnce(url: string, port: number): Promise<PageRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);

  const requests = ((lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    scores: {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      'best-practices': score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
    },
    metrics: {
      firstContentfulPaintMs: numeric(lhr, 'first-contentful-paint'),
      largestContentfulPaintMs: numeric(lhr, 'largest-contentful-paint'),
      totalBlockingTimeMs: numeric(lhr, 'total-blocking-time'),
      cumulativeLayoutShift: numeric(lhr, 'cumulative-layout-shift'),
      speedIndexMs: numeric(lhr, 'speed-index'),
    },
    scriptUrls: requests.map((item) => String(item.url)),
    lighthouseScriptTransferBytes: requests.reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0),
    runWarnings: lhr.runWarnings,
  };
}

export const lighthouseBenchmark: Benchmark = {
  id: 'lighthouse',
  title: 'Lighthouse 12 (mobile) and JavaScript before interaction, per page',
  async run({ siteUrl, runs, log }: BenchContext): Promise<BenchTable> {
    const newsArticle = await firstNewsArticlePath(siteUrl);
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
    const rows: BenchTable['rows'] = [];
    const details: Record<string, { url: string; runs: PageRun[]; javascript: PageJavaScript[]; misses: string[] }> = {};
    let pagesMeeting = 0;
    try {
      for (const { page, path: pagePath, budget } of PAGE_BUDGETS) {
        const path = pagePath === 'first news article' ? newsArticle : pagePath;
        const url = new URL(path, siteUrl).toString();
        const pageRuns: PageRun[] = [];
        const javascript: PageJavaScript[] = [];
        for (let index = 1; index <= runs; index += 1) {
          log(`lighthouse ${url} (run ${index}/${runs})`);
          const run = await audit(url, chrome.port, log);
          pageRuns.push(run);
          javascript.push(await measurePageJavaScript(url, run.scriptUrls));
        }
        const jsKB = Math.round((median(javascript.map((measure) => measure.totalGzipBytes))! / 1024) * 10) / 10;
        const scores = Object.fromEntries(CATEGORIES.map((category) => [category, median(pageRuns.map((run) => run.scores[category]))])) as Record<Category, number | null>;
        const misses = budgetMisses(budget, jsKB, scores);
        if (misses.length === 0) pagesMeeting += 1;
        details[page] = { url, runs: pageRuns, javascript, misses };
        rows.push({
          page: `${page} (${path})`,
          jsGzipKB: jsKB,
          performance: scores.performance,
          accessibility: scores.accessibility,
          bestPractices: scores['best-practices'],
          seo: scores.seo,
          verdict: misses.length === 0 ? 'within budget' : `OVER: ${misses.join(', ')}`,
        });
      }
    } finally {
      chrome.kill();
    }

    const verdict =
      pagesMeeting === PAGE_BUDGETS.length
        ? `Budget met on all ${PAGE_BUDGETS.length} pages.`
        : `Budget missed on ${PAGE_BUDGETS.length - pagesMeeting} of ${PAGE_BUDGETS.length} pages.`;
    return {
      columns: [
        { key: 'page', label: 'page' },
        { key: 'jsGzipKB', label: 'JS before interaction (gzip KB)', numeric: true },
        { key: 'performance', label: 'perf', numeric: true },
        { key: 'accessibility', label: 'a11y', numeric: true },
        { key: 'bestPractices', label: 'best practices', numeric: true },
        { key: 'seo', label: 'SEO', numeric: true },
        { key: 'verdict', label: 'budget' },
      ],
      rows,
      goal:
        `≤ 15 KB gzip of JavaScript before interaction on home (French, English, Portuguese), line-up, news article and ` +
        `hotels; performance 100 on the three homes, line-up and the news article, ≥ 95 on tickets; accessibility, best practices and SEO 100 everywhere ` +
        `(median of ${runs} run${runs > 1 ? 's' : ''} per page). ${verdict}`,
      details,
    };
  },
};
