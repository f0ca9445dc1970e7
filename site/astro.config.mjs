// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { headStyles } from './src/build/head-styles.ts';
import { scannerServiceWorker } from './src/build/service-worker.ts';
import { DEFAULT_LOCALE, LOCALES } from '@kizomba/locales';
import { sitemapOptions } from './src/build/sitemap.ts';

/**
 * Build-time configuration of the public site.
 *
 * Everything that differs between machines comes from the environment (docs/runtime.md):
 * - PUBLIC_SITE_URL: the browser origin, used for canonical URLs, OpenGraph and the sitemap.
 * - SITE_OUT_DIR: the site server builds into a fresh folder and swaps it atomically, so the
 *   output folder must be configurable; `./dist` for a plain `astro build`.
 * - CMS_URL: the CMS origin. Its /uploads images are fetched at build time and optimised into
 *   the output (the live site never hotlinks the CMS), so that origin must be allowed here.
 */
const siteUrl = process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321';
const cmsUrl = new URL(process.env.CMS_URL ?? 'http://127.0.0.1:1337');

/**
 * When outDir lies outside the project (the site server builds into DATA_DIR/site-builds/…),
 * Astro 5 builds in a fallback folder and copies everything over, including two empty
 * internal content-layer modules (`content-assets.mjs`, `content-modules.mjs`). They are not
 * part of the site: remove them so the public folder holds only what is served.
 */
/** @type {import('astro').AstroIntegration} */
const dropInternalModules = {
  name: 'kizomba:drop-internal-modules',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      await Promise.all(
        ['content-assets.mjs', 'content-modules.mjs'].map((file) => rm(new URL(file, dir), { force: true })),
      );
    },
  },
};

/**
 * `client:interaction` (src/directives/interaction.ts): the top bar's cart and user menu, the
 * promo notification and the chat bubble hydrate on a person's first interaction, so content
 * pages load no framework code before that.
 */
/** @type {import('astro').AstroIntegration} */
const interactionDirective = {
  name: 'kizomba:client-interaction',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({
        name: 'interaction',
        entrypoint: fileURLToPath(new URL('./src/directives/interaction.ts', import.meta.url)),
      });
    },
  },
};

export default defineConfig({
  site: siteUrl,
  output: 'static',
  outDir: process.env.SITE_OUT_DIR ?? './dist',
  trailingSlash: 'never',
  // French at the root (every route of docs/spec.md §2 unchanged), the other languages under
  // `/<xx>/` (src/pages/[...locale]/).
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: false },
  },
  build: {
    // One page at a time: the language of the page being rendered is a module-level setting
    // (src/middleware.ts, src/i18n/index.ts).
    concurrency: 1,
    // `/about` → `about.html`: one file per route, no directory redirects, which matches
    // trailingSlash 'never'. The site server resolves `/x` to `x.html` (see README.md).
    format: 'file',
    // Styles of a content page are small; inlining them removes a render-blocking request
    // on a phone's first visit (Lighthouse mobile).
    inlineStylesheets: 'always',
  },
  // No prefetch: it would add a script to every content page, which loads no JavaScript file
  // before an interaction (only the layout's inline scripts), and it spends phone data on pages
  // never opened.
  prefetch: false,
  image: {
    remotePatterns: [
      {
        protocol: cmsUrl.protocol.replace(':', ''),
        hostname: cmsUrl.hostname,
        ...(cmsUrl.port ? { port: cmsUrl.port } : {}),
        pathname: '/uploads/**',
      },
    ],
  },
  integrations: [
    react(),
    interactionDirective,
    headStyles,
    // After headStyles: the worker's version digests the scanner page as served.
    scannerServiceWorker,
    dropInternalModules,
    sitemap(sitemapOptions),
  ],
  devToolbar: { enabled: false },
  vite: {
    build: {
      // Fonts and images must stay separate, cacheable files.
      assetsInlineLimit: 0,
      // src/i18n/index.ts loads a non-French page's strings with a top-level await.
      target: 'es2022',
    },
  },
});
