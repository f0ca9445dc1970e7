/// <reference lib="webworker" />
/**
 * The door scanner's service worker (/admin/scanner.sw.js, scope /admin/scanner), bundled by
 * src/build/service-worker.ts after the site build, which fills in the build's version and the
 * files the scanner page loads. The strategies are in ./scanner-cache.ts.
 */
import { assetResponse, dropOldCaches, pageResponse, precache, routeOf, type ScannerWorkerConfig, type WorkerContext } from './scanner-cache';

declare const self: ServiceWorkerGlobalScope;
declare const __SCANNER_WORKER__: ScannerWorkerConfig;

const context: WorkerContext = {
  caches: self.caches,
  origin: self.location.origin,
  fetch: (request) => fetch(request),
  config: __SCANNER_WORKER__,
};

self.addEventListener('install', (event) => {
  // A new build takes over at once: the page is network-first and the other files are
  // content-hashed, so an open page is never answered with another build's copy of a file.
  event.waitUntil(precache(context).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(dropOldCaches(context).then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const route = routeOf(event.request, context.origin, context.config);
  if (route === 'page') event.respondWith(pageResponse(event.request, context));
  else if (route === 'asset') event.respondWith(assetResponse(event.request, context));
});
