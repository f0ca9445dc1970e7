import { defineConfig } from 'vitest/config';

// Unit tests live beside the code (`*.test.ts(x)`): the pages' code in src/, the site server's in
// server/. The default environment is Node (CMS client, format helpers, dictionary, server);
// browser-facing tests opt into jsdom with a file-level `// @vitest-environment jsdom` comment.
export default defineConfig({
  test: {
    // server/: the site server's own tests (Node only; see server/README.md).
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
