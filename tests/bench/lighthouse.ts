/**
 * Lighthouse 12, mobile (its default: emulated mid-range phone, simulated slow 4G and 4× CPU
 * slowdown), in Debian's Chromium, on the four pages that matter most: home, line-up, a news
 * article and the ticket shop. Goal: 100 in all four categories.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/stack';
import { measurePageJavaScript, type PageJavaScript } from './javascript-bytes';
import type { BenchContext, BenchTable, Benchmark } from './types';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface PageRun {
  scores: Record<(typeof CATEGORIES)[number], number | null>;
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

/** The run with the median performance score (the others are kept in the details). */
function medianRun(runs: PageRun[]): PageRun {
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export const lighthouseBenchmark: Benchmark = {
  id: 'lighthouse',
  title: 'Lighthouse 12 (mobile) and JavaScript shipped per page',
  async run({ siteUrl, runs, log }: BenchContext): Promise<BenchTable> {
    const pages = [
      { page: 'home', path: '/' },
      { page: 'line-up', path: '/lineup' },
      { page: 'news article', path: await firstNewsArticlePath(siteUrl) },
      { page: 'tickets', path: '/tickets' },
    ];

    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
    const rows: BenchTable['rows'] = [];
    const details: Record<string, { url: string; runs: PageRun[]; javascript: PageJavaScript }> = {};
    try {
      for (const { page, path } of pages) {
        const url = new URL(path, siteUrl).toString();
        const pageRuns: PageRun[] = [];
        for (let index = 1; index <= runs; index += 1) {
          log(`lighthouse ${url} (run ${index}/${runs})`);
          pageRuns.push(await audit(url, chrome.port, log));
        }
        const median = medianRun(pageRuns);
        const javascript = await measurePageJavaScript(url, median.scriptUrls);
        details[page] = { url, runs: pageRuns, javascript };
        rows.push({
          page: `${page} (${path})`,
          performance: median.scores.performance,
          accessibility: median.scores.accessibility,
          bestPractices: median.scores['best-practices'],
          seo: median.scores.seo,
          jsGzipKB: Math.round((javascript.totalGzipBytes / 1024) * 10) / 10,
        });
      }
    } finally {
      chrome.kill();
    }

    return {
      columns: [
        { key: 'page', label: 'page' },
        { key: 'performance', label: 'perf', numeric: true },
        { key: 'accessibility', label: 'a11y', numeric: true },
        { key: 'bestPractices', label: 'best practices', numeric: true },
        { key: 'seo', label: 'SEO', numeric: true },
        { key: 'jsGzipKB', label: 'JS gzip KB', numeric: true },
      ],
      rows,
      goal: `100 in all four Lighthouse categories (median of ${runs} run${runs > 1 ? 's' : ''} per page).`,
      details,
    };
  },
};
