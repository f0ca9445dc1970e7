import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cmsBuildIsCurrent, cmsBuildStamp } from './cms-build.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

async function fakeCms(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-stamp-'));
  dirs.push(dir);
  await fs.mkdir(path.join(dir, 'src', 'api'), { recursive: true });
  await fs.mkdir(path.join(dir, 'config'), { recursive: true });
  await fs.writeFile(path.join(dir, 'package.json'), '{"name":"cms"}');
  await fs.writeFile(path.join(dir, 'src', 'api', 'schema.json'), '{"a":1}');
  await fs.writeFile(path.join(dir, 'config', 'server.ts'), 'export default {}');
  return dir;
}

describe('CMS build stamp (rebuild the Strapi admin only when its inputs change)', () => {
  it('is stable for the same sources and changes with a source file or a baked env variable', async () => {
    const dir = await fakeCms();
    const stamp = await cmsBuildStamp(dir, {});
    expect(await cmsBuildStamp(dir, { UNRELATED: 'x' })).toBe(stamp);
    expect(await cmsBuildStamp(dir, { CMS_PUBLIC_URL: 'https://cms.example.fr' })).not.toBe(stamp);
    await fs.writeFile(path.join(dir, 'src', 'api', 'schema.json'), '{"a":2}');
    expect(await cmsBuildStamp(dir, {})).not.toBe(stamp);
  });

  it('counts a build as current only when the admin exists and the stored stamp matches', async () => {
    const dir = await fakeCms();
    const stamp = await cmsBuildStamp(dir, {});
    expect(await cmsBuildIsCurrent(dir, stamp)).toBe(false);
    await fs.mkdir(path.join(dir, 'dist', 'build'), { recursive: true });
    await fs.writeFile(path.join(dir, 'dist', 'build', 'index.html'), '<html></html>');
    await fs.writeFile(path.join(dir, 'dist', '.dev-build-stamp'), stamp);
    expect(await cmsBuildIsCurrent(dir, stamp)).toBe(true);
    expect(await cmsBuildIsCurrent(dir, 'other')).toBe(false);
  });
});
