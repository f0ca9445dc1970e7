/**
 * The import rules of .dependency-cruiser.cjs, tried on a small tree that breaks each of them and
 * on one that keeps them: `npm run check:imports` fails exactly when the shape is broken.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const depcruise = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const config = path.join(root, '.dependency-cruiser.cjs');
const run = promisify(execFile);

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function tree(files: Record<string, string>) {
  dir = await mkdtemp(path.join(os.tmpdir(), 'imports-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
}

async function check(): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout } = await run(process.execPath, [depcruise, 'commerce-api/src', '--config', config, '--output-type', 'err'], { cwd: dir });
    return { ok: true, output: stdout };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

describe('import rules', () => {
  it('accept modules that meet through their public entries', async () => {
    await tree({
      'commerce-api/src/modules/orders/index.ts': "export { total } from './service.js';\n",
      'commerce-api/src/modules/orders/service.ts': 'export const total = 1;\n',
      'commerce-api/src/modules/checkout/service.ts': "import { total } from '../orders/index.js';\nexport const t = total;\n",
      'commerce-api/src/services.ts': "import { t } from './modules/checkout/index.js';\nexport const s = t;\n",
      'commerce-api/src/modules/checkout/index.ts': "export { t } from './service.js';\n",
    });
    const result = await check();
    expect(result.output).not.toMatch(/error/);
    expect(result.ok).toBe(true);
  }, 30_000);

  it('refuse an import cycle, even through types', async () => {
    await tree({
      'commerce-api/src/modules/cart/routes.ts': "import type { Body } from './controller.js';\nexport type Route = Body;\n",
      'commerce-api/src/modules/cart/controller.ts': "import type { Route } from './routes.js';\nexport type Body = { route?: Route };\n",
    });
    const result = await check();
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/no-circular: commerce-api\/src\/modules\/cart\/(controller|routes)\.ts/);
  }, 30_000);

  it("refuse a module reaching into another module's internals, from a module or from outside", async () => {
    await tree({
      'commerce-api/src/modules/orders/index.ts': "export { total } from './service.js';\n",
      'commerce-api/src/modules/orders/service.ts': 'export const total = 1;\n',
      'commerce-api/src/modules/checkout/service.ts': "import { total } from '../orders/service.js';\nexport const t = total;\n",
      'commerce-api/src/services.ts': "import { total } from './modules/orders/service.js';\nexport const s = total;\n",
      'commerce-api/src/modules/orders/orders.test.ts': "import { t } from '../checkout/service.js';\nexport const u = t;\n",
    });
    const result = await check();
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/module-internals: commerce-api\/src\/modules\/checkout\/service\.ts → commerce-api\/src\/modules\/orders\/service\.ts/);
    expect(result.output).toMatch(/outside-module-internals: commerce-api\/src\/services\.ts → commerce-api\/src\/modules\/orders\/service\.ts/);
    expect(result.output).not.toMatch(/orders\.test\.ts/);
  }, 30_000);
});
