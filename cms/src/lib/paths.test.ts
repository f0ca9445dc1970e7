import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { preparePublicDir, resolveDataDir, resolvePublicDir } from './paths';

describe('public folder', () => {
  it('lives in DATA_DIR so two stacks never share media', () => {
    const a = resolvePublicDir({ DATA_DIR: '/tmp/stack-a' });
    const b = resolvePublicDir({ DATA_DIR: '/tmp/stack-b' });
    expect(a).toBe('/tmp/stack-a/cms-public');
    expect(b).not.toBe(a);
    expect(resolvePublicDir({})).toBe(path.join(resolveDataDir({}), 'cms-public'));
  });

  it('is created with uploads/ and the committed robots.txt', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-public-'));
    const dir = preparePublicDir({ DATA_DIR: dataDir });
    expect(fs.statSync(path.join(dir, 'uploads')).isDirectory()).toBe(true);
    expect(fs.readFileSync(path.join(dir, 'robots.txt'), 'utf8')).toContain('Disallow: /');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
