/**
 * Koa middleware chain. Strapi's defaults, plus `global::strip-draft-params` right after the
 * query parser so that no content API request can ask for drafts (docs/content-model.md).
 */
export default ({ env }: { env: any }) => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  {
    name: 'strapi::cors',
    config: {
      // Browsers never call the CMS directly (the site is built from it server side); only the
      // site's own origin is let through, for the rare island that would need it.
      origin: [env('PUBLIC_SITE_URL', 'http://localhost:4321')],
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  'global::strip-draft-params',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
