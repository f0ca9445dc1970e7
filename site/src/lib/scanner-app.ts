/**
 * The door scanner as an installable app (docs/back-office.md « Scanner »): where its page, web
 * manifest and service worker live, and the manifest itself. Shared by the page, the manifest
 * endpoint, the service worker and its build step, so no DOM or Node API here.
 */

/** The scanner page: the app's start URL and the service worker's scope. */
export const SCANNER_PATH = '/admin/scanner';

/** Under /admin/, so the worker may control /admin/scanner without a Service-Worker-Allowed header. */
export const SCANNER_WORKER_PATH = '/admin/scanner.sw.js';

export const SCANNER_MANIFEST_PATH = '/admin/scanner.webmanifest';

/** The PNG icons (public/icons/, drawn from the favicon by tools/scanner-icons.mjs). */
export const SCANNER_ICONS = [
  { src: '/icons/scanner-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/scanner-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/scanner-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/scanner-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'portrait';
  theme_color: string;
  background_color: string;
  icons: ReadonlyArray<{ src: string; sizes: string; type: string; purpose: string }>;
}

/** The value of a `--name: #rrggbb;` custom property in a stylesheet (the design tokens). */
export function tokenColour(css: string, name: string): string {
  const escaped = name.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');
  const match = new RegExp(`${escaped}\\s*:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(css);
  if (!match?.[1]) throw new Error(`Couleur ${name} absente des jetons de design.`);
  return match[1].toLowerCase();
}

/**
 * The scanner's web manifest: « Scanner — <festival> », opening on the scanner in its own
 * window, in the night colours the scanner page is painted in (tokens.css, `--color-night-900`).
 */
export function scannerManifest({ festivalName, tokensCss, description }: { festivalName: string; tokensCss: string; description: string }): WebAppManifest {
  const night = tokenColour(tokensCss, '--color-night-900');
  return {
    id: SCANNER_PATH,
    name: `Scanner — ${festivalName}`,
    short_name: 'Scanner',
    description,
    lang: 'fr',
    dir: 'ltr',
    start_url: SCANNER_PATH,
    scope: SCANNER_PATH,
    display: 'standalone',
    orientation: 'portrait',
    theme_color: night,
    background_color: night,
    icons: SCANNER_ICONS,
  };
}
