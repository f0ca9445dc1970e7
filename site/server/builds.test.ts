// @vitest-environment node
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MANIFEST_NAME } from './build-index.ts';
import { SiteBuilds } from './builds.ts';
import { memoryLogger } from './log.ts';
import { controllableBuild, tempDir, writeFiles } from './test-helpers.ts';

const open: SiteBuilds[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((b) => b.close()));
});

function manager(buildsDir: string, build: ReturnType<typeof controllableBuild>, fingerprint = async () => 'fp-1', extra = {}) {
  const builds = new SiteBuilds({
    buildsDir,
    build: build.build,
    fingerprint,
    debounceMs: 40,
    logger: memoryLogger(),
    ...extra,
  });
  open.push(builds);
  return builds;
}

async function readIndex(builds: SiteBuilds): Promise<string> {
  const current = builds.current;
  if (!current) throw new Error('no current build');
  return fs.readFile(path.join(current.dir, 'index.html'), 'utf8');
}

/** A finished build on disk, as a previous run of the server would have left it. */
async function existingBuild(buildsDir: string, id: string, fingerprint: string | null, page = 'old'): Promise<void> {
  await writeFiles(path.join(buildsDir, id), {
    'index.html': `<h1>${page}</h1>`,
    [MANIFEST_NAME]: JSON.stringify({ id, fingerprint, startedAt: '2026-01-01T00:00:00.000Z', finishedAt: '2026-01-01T00:00:01.000Z', durationMs: 1000 }),
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('SiteBuilds — boot', () => {
  it('builds on first start and is not ready until the build is in', async () => {
    const dir = await tempDir();
    const fake = controllableBuild();
    const builds = manager(dir, fake);
    const booting = builds.start();
    await fake.started(1);
    expect(builds.current).toBeNull();
    expect(builds.status().ready).toBe(false);
    fake.finish(1);
    await booting;
    expect(builds.status()).toMatchObject({ ready: true, building: false });
    expect(await readIndex(builds)).toContain('build 1');
    expect(builds.current?.scriptHashes).toHaveLength(1);
  });

  it('reuses the newest build when its fingerprint matches (no build at all)', async () => {
    const dir = await tempDir();
    await existingBuild(dir, '2026-01-01T00-00-00-000Z', 'fp-older', 'older');
    await existingBuild(dir, '2026-01-02T00-00-00-000Z', 'fp-1', 'newest');
    const fake = controllableBuild();
    const builds = manager(dir, fake, async () => 'fp-1');
    await builds.start();
    expect(fake.count).toBe(0);
    expect(builds.current?.id).toBe('2026-01-02T00-00-00-000Z');
    expect(builds.status().ready).toBe(true);
  });

  it('serves the stale build while rebuilding when the fingerprint differs', async () => {
    const dir = await tempDir();
    await existingBuild(dir, '2026-01-02T00-00-00-000Z', 'fp-old');
    const fake = controllableBuild();
    const builds = manager(dir, fake, async () => 'fp-new');
    const booting = builds.start();
    await fake.started(1);
    expect(await readIndex(builds)).toContain('old');
    fake.finish(1);
    await booting;
    expect(await readIndex(builds)).toContain('build 1');
    const manifest = JSON.parse(await fs.readFile(path.join(builds.current!.dir, MANIFEST_NAME), 'utf8'));
    expect(manifest.fingerprint).toBe('fp-new');
  });

  it('rebuilds when the fingerprint cannot be computed (CMS down)', async () => {
    const dir = await tempDir();
    await existingBuild(dir, '2026-01-02T00-00-00-000Z', 'fp-1');
    const fake = controllableBuild();
    const builds = manager(dir, fake, async () => {
      throw new Error('ECONNREFUSED');
    });
    const booting = builds.start();
    await fake.started(1);
    fake.finish(1);
    await booting;
    expect(fake.count).toBe(1);
  });

  it('removes folders of interrupted builds at boot', async () => {
    const dir = await tempDir();
    await existingBuild(dir, '2026-01-02T00-00-00-000Z', 'fp-1');
    await writeFiles(path.join(dir, '2026-01-03T00-00-00-000Z'), { 'index.html': 'half' });
    const builds = manager(dir, controllableBuild());
    await builds.start();
    expect(await fs.readdir(dir)).toEqual(['2026-01-02T00-00-00-000Z']);
  });
});

describe('SiteBuilds — rebuilds', () => {
  it('rebuilds only the languages whose content changed, the others taken from the served build', async () => {
    const dir = await tempDir();
    const locales = { fr: 'f1', en: 'e1', es: 's1', pt: 'p1', de: 'd1', it: 'i1', nl: 'n1', pl: 'l1', ro: 'r1' };
    let parts = { value: 'v1', base: 'b1', locales };
    const asked: Array<readonly string[] | undefined> = [];
    const builds = new SiteBuilds({
      buildsDir: dir,
      debounceMs: 10,
      logger: memoryLogger(),
      fingerprint: async () => parts,
      build: async (outDir, _signal, only) => {
        asked.push(only);
        const files: Record<string, string> = { 'admin/news.html': 'admin' };
        for (const locale of only ?? Object.keys(locales)) {
          files[locale === 'fr' ? 'index.html' : `${locale}/index.html`] = `${locale} build ${asked.length}`;
        }
        await writeFiles(outDir, files);
      },
    });
    open.push(builds);
    await builds.start();
    expect(asked).toEqual([undefined]);

    parts = { value: 'v2', base: 'b1', locales: { ...locales, pt: 'p2' } };
    builds.requestRebuild('pt published');
    await sleep(30);
    await builds.idle();
    expect(asked).toEqual([undefined, ['pt']]);
    const read = (file: string) => fs.readFile(path.join(builds.current!.dir, file), 'utf8');
    expect(await read('pt/index.html')).toBe('pt build 2');
    expect(await read('index.html')).toBe('fr build 1');
    expect(await read('en/index.html')).toBe('en build 1');
    expect(JSON.parse(await read(MANIFEST_NAME))).toMatchObject({ fingerprint: 'v2', locales: ['pt'] });

    // A French change that Portuguese shows untranslated: French goes live first, then Portuguese.
    parts = { value: 'v3', base: 'b1', locales: { ...locales, fr: 'f2', pt: 'p3' } };
    builds.requestRebuild('fr published');
    await sleep(30);
    await builds.idle();
    expect(asked.slice(2)).toEqual([['fr'], ['pt']]);
    expect(await read('index.html')).toBe('fr build 3');
    expect(await read('pt/index.html')).toBe('pt build 4');
    expect(JSON.parse(await read(MANIFEST_NAME))).toMatchObject({ fingerprint: 'v3', locales: ['pt'] });

    parts = { value: 'v4', base: 'b2', locales: { ...locales, pt: 'p2' } };
    builds.requestRebuild('site source changed');
    await sleep(30);
    await builds.idle();
    expect(asked.at(-1)).toBeUndefined();
  });

  it('interrupts the other languages\' build that follows a French-first one when a newer publication arrives', async () => {
    const dir = await tempDir();
    const locales = { fr: 'f1', en: 'e1', es: 's1', pt: 'p1', de: 'd1', it: 'i1', nl: 'n1', pl: 'l1', ro: 'r1' };
    let parts = { value: 'v1', base: 'b1', locales };
    const asked: Array<readonly string[] | undefined> = [];
    const aborted: Array<readonly string[] | undefined> = [];
    let holdFollowUp = true;
    const builds = new SiteBuilds({
      buildsDir: dir,
      debounceMs: 10,
      logger: memoryLogger(),
      fingerprint: async () => parts,
      build: async (outDir, signal, only) => {
        asked.push(only);
        const files: Record<string, string> = {};
        for (const locale of only ?? Object.keys(locales)) {
          files[locale === 'fr' ? 'index.html' : `${locale}/index.html`] = `${locale} build ${asked.length}`;
        }
        await writeFiles(outDir, files);
        if (holdFollowUp && only && !only.includes('fr')) {
          await new Promise<void>((resolve) =>
            signal.addEventListener('abort', () => {
              aborted.push(only);
              resolve();
            }),
          );
        }
      },
    });
    open.push(builds);
    await builds.start();

    // A French change shown untranslated in Portuguese: French first, then Portuguese (held).
    parts = { value: 'v2', base: 'b1', locales: { ...locales, fr: 'f2', pt: 'p2' } };
    builds.requestRebuild('fr published');
    await vi.waitFor(() => expect(asked).toHaveLength(3));
    expect(asked.slice(1)).toEqual([['fr'], ['pt']]);

    // A newer French publication interrupts the Portuguese build and goes live first.
    parts = { value: 'v3', base: 'b1', locales: { ...locales, fr: 'f3', pt: 'p3' } };
    holdFollowUp = false;
    builds.requestRebuild('fr unpublished');
    await sleep(30);
    await builds.idle();
    expect(aborted).toEqual([['pt']]);
    expect(asked.slice(3)).toEqual([['fr'], ['pt']]);
    const read = (file: string) => fs.readFile(path.join(builds.current!.dir, file), 'utf8');
    expect(await read('index.html')).toBe('fr build 4');
    expect(await read('pt/index.html')).toBe('pt build 5');
    expect(builds.status()).toMatchObject({ lastError: null });
  });

  it('debounces a burst of publish events into one build', async () => {
    const dir = await tempDir();
    await existingBuild(dir, '2026-01-02T00-00-00-000Z', 'fp-1');
    const fake = controllableBuild();
    const builds = manager(dir, fake);
    await builds.start();
    for (let i = 0; i < 5; i += 1) {
      builds.requestRebuild(`event ${i}`);
      await sleep(10);
    }
    expect(fake.count).toBe(0); // still inside the quiet period
    await fake.started(1);
    fake.finish(1);
    await builds.idle();
    expect(fake.count).toBe(1);
  });

  it('queues exactly one more build for events arriving during a build', async () => {
    const dir = await tempDir();
    await existingBuild(dir, '2026-01-02T00-00-00-000Z', 'fp-1');
    const fake = controllableBuild();
    const builds = manager(dir, fake);
    await builds.start();
    builds.requestRebuild('first');
    await fake.started(1);
    for (let i = 0; i < 3; i += 1) {
      builds.requestRebuild(`during ${i}`);
      await sleep(60); // each one past the debounce: three separate triggers
    }
    expect(builds.status()).toMatchObject({ building: true, queued: true });
    fake.finish(1);
    await fake.started(2);
    expect(await readIndex(builds)).toContain('build 1');
    fake.finish(2);
    await builds.idle();
    expect(fake.count).toBe(2);
    expect(await readIndex(builds)).toContain('build 2');
  });

  it('keeps serving the old build while a new one is half-written, then swaps', async () => {
    const dir = await tempDir();
    await existingBuild(dir, '2026-01-02T00-00-00-000Z', 'fp-1', 'old');
    const fake = controllableBuild();
    const builds = manager(dir, fake);
    await builds.start();
    builds.requestRebuild('publish');
    await fake.started(1);
    // The new folder exists and is incomplete; the pointer has not moved.
    expect(await fs.readdir(path.join(fake.calls[0]!.outDir, '_astro'))).toEqual(['partial-1.js']);
    expect(await fs.readdir(fake.calls[0]!.outDir)).toEqual(['_astro']);
    expect(builds.current?.id).toBe('2026-01-02T00-00-00-000Z');
    expect(await readIndex(builds)).toContain('old');
    fake.finish(1);
    await builds.idle();
    expect(builds.current?.dir).toBe(fake.calls[0]!.outDir);
    expect(await readIndex(builds)).toContain('build 1');
  });

  it('keeps the old build online when a build fails, and removes the failed folder', async () => {
    const dir = await tempDir();
    await existingBuild(dir, '2026-01-02T00-00-00-000Z', 'fp-1', 'old');
    const fake = controllableBuild();
    const builds = manager(dir, fake);
    await builds.start();
    builds.requestRebuild('publish');
    await fake.started(1);
    fake.fail(1);
    await builds.idle();
    expect(builds.current?.id).toBe('2026-01-02T00-00-00-000Z');
    expect(builds.status().lastError).toMatch(/astro build a échoué/);
    expect(await fs.readdir(dir)).toEqual(['2026-01-02T00-00-00-000Z']);
  });

  it('treats a build without index.html as failed', async () => {
    const dir = await tempDir();
    await existingBuild(dir, '2026-01-02T00-00-00-000Z', 'fp-1', 'old');
    const builds = manager(dir, controllableBuild(), async () => 'fp-1', {
      build: async (out: string) => writeFiles(out, { 'about.html': 'x' }),
    });
    await builds.start();
    builds.requestRebuild('publish');
    await builds.idle();
    expect(builds.current?.id).toBe('2026-01-02T00-00-00-000Z');
    expect(builds.status().lastError).toMatch(/index\.html/);
  });

  it('keeps only the 2 newest builds', async () => {
    const dir = await tempDir();
    await existingBuild(dir, '2026-01-01T00-00-00-000Z', 'fp-0');
    await existingBuild(dir, '2026-01-02T00-00-00-000Z', 'fp-1');
    const fake = controllableBuild();
    const builds = manager(dir, fake);
    await builds.start();
    for (const n of [1, 2]) {
      builds.requestRebuild('publish');
      await fake.started(n);
      fake.finish(n);
      await builds.idle();
    }
    const left = (await fs.readdir(dir)).sort();
    expect(left).toEqual([path.basename(fake.calls[0]!.outDir), path.basename(fake.calls[1]!.outDir)]);
    expect(builds.current?.dir).toBe(fake.calls[1]!.outDir);
  });

  it('retries by itself while there is nothing at all to serve', async () => {
    const dir = await tempDir();
    const fake = controllableBuild();
    const builds = manager(dir, fake, async () => 'fp-1', { retryDelaysMs: [30] });
    const booting = builds.start();
    await fake.started(1);
    fake.fail(1, 'CMS injoignable');
    await booting;
    expect(builds.status().ready).toBe(false);
    await fake.started(2);
    fake.finish(2);
    await builds.idle();
    expect(builds.status().ready).toBe(true);
  });

  it('aborts a running build on close and leaves no half folder', async () => {
    const dir = await tempDir();
    let seenSignal: AbortSignal | null = null;
    const builds = manager(dir, controllableBuild(), async () => 'fp-1', {
      build: (out: string, signal: AbortSignal) => {
        seenSignal = signal;
        return new Promise<void>((_resolve, reject) => {
          void writeFiles(out, { 'index.html': 'half' });
          signal.addEventListener('abort', () => reject(new Error('aborted')));
        });
      },
    });
    void builds.start();
    await sleep(20);
    await builds.close();
    expect(seenSignal!.aborted).toBe(true);
    expect(await fs.readdir(dir)).toEqual([]);
  });
});
