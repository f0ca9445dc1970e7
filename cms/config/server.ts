/**
 * HTTP server. The CMS is reached by the site's build and the commerce API (server side) and by
 * editors using the admin panel; it never calls out to the internet (see ARCHITECTURE.md).
 */

// Strapi's telemetry is off when this variable is set, whoever starts the process (npm scripts
// set it too, but `node_modules/.bin/strapi start` run by hand must not phone home either).
// This file is the first project code Strapi loads, before its telemetry service starts
// (the import below only computes paths).
import { resolvePublicDir } from '../src/lib/paths';

process.env.STRAPI_TELEMETRY_DISABLED = 'true';

export default ({ env }: { env: any }) => ({
  // Loopback unless CMS_HOST says otherwise (Docker: 0.0.0.0, the site and the API call it).
  host: env('CMS_HOST', '127.0.0.1'),
  port: env.int('CMS_PORT', 1337),
  // Public URL of the CMS when it is reached through a proxy or another origin. Empty: the
  // admin panel calls its own origin (relative URLs baked at build time).
  url: env('CMS_PUBLIC_URL', ''),
  // Media and static files live in DATA_DIR beside the database (src/lib/paths.ts).
  dirs: { public: resolvePublicDir() },
  app: {
    keys: env.array('CMS_APP_KEYS'),
  },
  logger: {
    // The update check queries the npm registry on every start: no outbound calls, and the
    // version is pinned on purpose (ARCHITECTURE.md: 5.54.0).
    updates: { enabled: false },
    startup: { enabled: true },
  },
  webhooks: {
    // The site only needs the event, not a copy of the entry (it refetches everything at build).
    populateRelations: false,
  },
});
