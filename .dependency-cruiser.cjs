/**
 * The shape of the code, checked by `npm test` (scripts/check-imports.mjs, dependency-cruiser):
 *   - no import cycle between files, in any workspace (type-only imports count: a cycle of types
 *     is still two files that cannot be read one after the other);
 *   - an API module uses another module only through its public entry
 *     `commerce-api/src/modules/<name>/index.ts`; the rest of a module is its own business.
 *     Tests may reach into any module to set up data; the models registry (db/models.ts) reads
 *     each module's models.ts.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycle: move what both sides need into a leaf file (schemas.ts, types.ts, lib/).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-internals',
      severity: 'error',
      comment:
        "A module imports another module's internals: import from commerce-api/src/modules/<name>/index.ts (its public entry), or export what you need there.",
      from: {
        path: '^commerce-api/src/modules/([^/]+)/',
        pathNot: ['\\.test\\.ts$', '\\.test-helper\\.ts$'],
      },
      to: {
        path: '^commerce-api/src/modules/[^/]+/',
        pathNot: ['^commerce-api/src/modules/$1/', '^commerce-api/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'outside-module-internals',
      severity: 'error',
      comment:
        "Code outside the modules (composition root, app, db, lib, cli) imports a module's internals: use its public entry index.ts.",
      from: {
        path: '^commerce-api/src/',
        pathNot: ['^commerce-api/src/modules/', '^commerce-api/src/test/', '\\.test\\.ts$', '^commerce-api/src/db/models\\.ts$'],
      },
      to: {
        path: '^commerce-api/src/modules/[^/]+/',
        pathNot: ['^commerce-api/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'models-registry',
      severity: 'error',
      comment:
        "db/models.ts registers each module's models: it reads modules/<name>/models.ts (a leaf, so the registry does not pull in services) and nothing else of a module.",
      from: { path: '^commerce-api/src/db/models\\.ts$' },
      to: {
        path: '^commerce-api/src/modules/[^/]+/',
        pathNot: ['^commerce-api/src/modules/[^/]+/(index|models)\\.ts$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '(^|/)\\.astro/', '(^|/)\\.strapi/', '^cms/types/'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
