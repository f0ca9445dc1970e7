/**
 * Site server entry point (`npm run serve -w site`, run by tsx).
 *
 * Listens at once (answering 503 "Le site se prépare…" if there is nothing to serve yet), then
 * reconciles the builds: reuse the newest one when its fingerprint still matches, else build.
 * Afterwards the CMS publish webhook triggers debounced rebuilds that swap in atomically.
 */
import http from 'node:http';
import path from 'node:path';
import { createApp } from './app.ts';
import { createAstroBuild } from './astro-build.ts';
import { SiteBuilds } from './builds.ts';
import { loadConfig } from './config.ts';
import { createFingerprint } from './fingerprint.ts';
import { consoleLogger as logger } from './log.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  logger.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

if (!config.rebuildSecret) {
  logger.warn('SITE_REBUILD_SECRET absent : le webhook de publication refusera toutes les requêtes.');
}

const builds = new SiteBuilds({
  buildsDir: config.buildsDir,
  debounceMs: config.debounceMs,
  keep: config.keepBuilds,
  logger,
  build: createAstroBuild({
    siteDir: config.siteDir,
    cacheDir: config.cacheDir,
    logFile: path.join(config.buildsDir, 'last-build.log'),
    logger,
  }),
  fingerprint: createFingerprint({
    siteDir: config.siteDir,
    cmsUrl: config.cmsUrl,
    apiUrl: config.apiUrl,
    cmsApiToken: config.cmsApiToken,
    // Values baked into the HTML: a change of public origin must rebuild.
    buildEnv: {
      PUBLIC_SITE_URL: config.publicSiteUrl,
      CMS_URL: config.cmsUrl,
      API_URL: config.apiUrl,
      NODE_ENV: process.env.NODE_ENV,
    },
  }),
});

const { app, handleUpgrade } = createApp({
  builds,
  apiUrl: config.apiUrl,
  publicSiteUrl: config.publicSiteUrl,
  rebuildSecret: config.rebuildSecret,
  trustProxy: config.trustProxy,
  logger,
});

const server = http.createServer(app);
server.on('upgrade', handleUpgrade);
// Slightly above common load-balancer idle timeouts, so the proxy closes keep-alives first.
server.keepAliveTimeout = 65_000;

server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') {
    logger.error(`Le port ${config.port} est déjà utilisé (SITE_PORT).`);
  } else {
    logger.error('Le serveur du site ne peut pas écouter.', error);
  }
  process.exit(1);
});

server.listen(config.port, config.host, () => {
  logger.info(
    `Serveur du site sur ${config.host}:${config.port}${config.trustProxyRaw ? ` derrière ${config.trustProxyRaw}` : ''} (public : ${config.publicSiteUrl}) · API ${config.apiUrl} · CMS ${config.cmsUrl} · builds dans ${config.buildsDir}`,
  );
  void builds.start();
});

let stopping = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal} reçu : arrêt du serveur du site.`);
  // Never hang: a stuck build or a long-polling client must not keep the process alive.
  const force = setTimeout(() => process.exit(0), 5_000);
  force.unref();
  server.close();
  server.closeIdleConnections();
  await builds.close();
  server.closeAllConnections();
  process.exit(0);
}
process.on('SIGINT', (s) => void shutdown(s));
process.on('SIGTERM', (s) => void shutdown(s));
process.on('SIGHUP', (s) => void shutdown(s));
