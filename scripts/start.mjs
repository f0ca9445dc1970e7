#!/usr/bin/env node
// @ts-check
/**
 * `npm start`: the whole development stack (CMS, commerce API, site server) in one terminal.
 *
 * This file only checks what plain Node can check before any dependency is loaded, then runs
 * the TypeScript implementation (scripts/dev/start.ts) through tsx. See docs/runtime.md.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (process.env.NODE_ENV === 'production') {
  console.error(
    'npm start prépare un environnement de DÉVELOPPEMENT (secrets générés, données locales) et refuse ' +
      'NODE_ENV=production.\nEn production, lancez chaque service directement avec ses secrets ' +
      '(docker-compose.yml, docs/runtime.md).',
  );
  process.exit(1);
}

if (!existsSync(path.join(root, 'node_modules', 'tsx')) || !existsSync(path.join(root, 'node_modules', 'concurrently'))) {
  console.error('Dépendances absentes : lancez d’abord « npm install » à la racine du dépôt.');
  process.exit(1);
}

const { register } = await import('tsx/esm/api');
register();
const { main } = await import('./dev/start.ts');
await main(root);
