/**
 * The site's builds: which one is served, when to make a new one, and the atomic swap.
 *
 * - Each build goes to a fresh folder `DATA_DIR/site-builds/<timestamp>`; the manifest
 *   (`.site-build.json`) is written last, so a folder without one is an interrupted build.
 * - Only after a build succeeded does `current` point to it: one assignment, and every request
 *   reads `current` once when it starts, so a visitor never mixes two builds nor sees half of
 *   one. A failed build is deleted and the previous build stays online.
 * - Publish events are debounced (an editor saving five entries triggers one build); events
 *   arriving while a build runs queue exactly one more build, which starts when it ends.
 * - The 2 newest builds stay on disk (the served one and its predecessor, which in-flight
 *   requests may still be reading right after a swap); older ones are deleted.
 * - At boot the newest build is reused when its fingerprint (site source + CMS content + ticket
 *   catalogue) equals the current one; otherwise a build runs (a stale build, if any, is served
 *   meanwhile; with none the server answers 503 "Le site se prépare…").
 * - A rebuild covers only the languages whose content changed since the served build, when the
 *   fingerprint says so (locale-scope.ts): Astro renders those languages, the other languages'
 *   files come from the served build. Anything else (source, catalogue, first build) is full.
 *
 * The build and fingerprint functions are injected so tests run without Astro.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  MANIFEST_NAME,
  indexBuild,
  readManifest,
  type BuildManifest,
  type SiteBuild,
} from './build-index.ts';
import { completeScopedBuild, localesToRebuild, partsAfter, splitFrenchFirst, type ContentFingerprint } from './locale-scope.ts';
import { consoleLogger, type Logger } from './log.ts';
import { LOCALES } from '@kizomba/locales';

/**
 * Builds the site into `outDir` (which does not exist yet): every language, or only `locales`.
 * Rejects on failure.
 */
export type BuildFunction = (outDir: string, signal: AbortSignal, locales?: readonly string[]) => Promise<void>;
/**
 * Hash of everything a build depends on, with its per-language parts when known (a plain string
 * allows full builds only). Rejects when an input cannot be read.
 */
export type FingerprintFunction = () => Promise<string | ContentFingerprint>;

const LOCALE_COUNT = LOCALES.length;

const fingerprintValue = (fingerprint: string | ContentFingerprint | null): string | null =>
  fingerprint === null || typeof fingerprint === 'string' ? fingerprint : fingerprint.value;

/** The parts of a fingerprint a build's manifest keeps (`.site-build.json`, beside the manifest's own fields). */
async function readFingerprintParts(dir: string): Promise<ContentFingerprint | null> {
  try {
    const raw = JSON.parse(await fs.readFile(path.join(dir, MANIFEST_NAME), 'utf8')) as { contentFingerprint?: ContentFingerprint };
    const parts = raw.contentFingerprint;
    return parts && typeof parts.base === 'string' && typeof parts.locales === 'object' ? parts : null;
  } catch {
    return null;
  }
}

export interface SiteBuildsOptions {
  buildsDir: string;
  build: BuildFunction;
  fingerprint: FingerprintFunction;
  debounceMs?: number;
  keep?: number;
  logger?: Logger;
  /** Back-off between retries while there is nothing at all to serve. */
  retryDelaysMs?: readonly number[];
}

export interface BuildsStatus {
  /** Boot reconciliation done and a build is being served. */
  ready: boolean;
  current: string | null;
  /** Boot check (fingerprint, reuse) still running. */
  booting: boolean;
  /** An Astro build is running right now. */
  building: boolean;
  queued: boolean;
  pending: boolean;
  lastError: string | null;
}

/** Sortable, filesystem-safe, unique enough: 2026-11-22T13-40-00-123Z. */
function timestampId(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

export class SiteBuilds {
  /** The build being served; swapped in one assignment. */
  current: SiteBuild | null = null;
  /** What the served build was made from, per language (null: unknown, next build is full). */
  private currentParts: ContentFingerprint | null = null;

  private readonly buildsDir: string;
  private readonly buildFn: BuildFunction;
  private readonly fingerprintFn: FingerprintFunction;
  private readonly debounceMs: number;
  private readonly keep: number;
  private readonly log: Logger;
  private readonly retryDelaysMs: readonly number[];

  private booted = false;
  /** True from `start()` on while a boot check or a build runs (the two never overlap). */
  private busy = false;
  private queued = false;
  /** A French-first build left other languages to build next. */
  private followUp = false;
  /** The running build is that follow-up: a newer publication may interrupt it. */
  private followUpRunning = false;
  private buildRunning = false;
  private debounceTimer: NodeJS.Timeout | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private abort: AbortController | null = null;
  private failures = 0;
  private lastError: string | null = null;
  private closed = false;
  private idleWaiters: Array<() => void> = [];
  private lastId = '';

  constructor(options: SiteBuildsOptions) {
    this.buildsDir = options.buildsDir;
    this.buildFn = options.build;
    this.fingerprintFn = options.fingerprint;
    this.debounceMs = options.debounceMs ?? 2000;
    this.keep = Math.max(1, options.keep ?? 2);
    this.log = options.logger ?? consoleLogger;
    this.retryDelaysMs = options.retryDelaysMs ?? [5_000, 15_000, 30_000, 60_000];
  }

  status(): BuildsStatus {
    return {
      ready: this.booted && this.current !== null,
      current: this.current?.id ?? null,
      booting: !this.booted,
      building: this.buildRunning,
      queued: this.queued,
      pending: this.debounceTimer !== null,
      lastError: this.lastError,
    };
  }

  /**
   * Boot: reuse the newest build when it is up to date, else build. Resolves when the site is
   * served from an up-to-date build, or when that build failed (the server then keeps serving
   * a stale build, or 503 and retries).
   */
  start(): Promise<void> {
    if (this.busy || this.booted) throw new Error('SiteBuilds.start() ne peut être appelé qu’une fois');
    this.busy = true;
    const boot = this.boot()
      .catch((error: unknown) => {
        // e.g. DATA_DIR not writable: keep the process up (it answers 503 and says why).
        this.failures += 1;
        this.lastError = error instanceof Error ? error.message : String(error);
        this.log.error('Préparation des builds du site impossible.', error);
      })
      .finally(() => {
        this.booted = true;
      });
    this.running = boot.then(() => this.afterRun());
    return boot;
  }

  /** A publish event: build after a quiet period; during a build, queue exactly one more. */
  requestRebuild(reason: string): void {
    if (this.closed) return;
    if (this.debounceTimer) clearTimeout(this.debounceTimer);
    this.debounceTimer = setTimeout(() => {
      this.debounceTimer = null;
      this.trigger(reason);
    }, this.debounceMs);
  }

  /** Resolves once no build runs, none is queued and no debounce timer is pending. */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops timers, aborts a running build (its folder is removed) and waits for it to end. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.debounceTimer) clearTimeout(this.debounceTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.debounceTimer = null;
    this.retryTimer = null;
    this.queued = false;
    this.abort?.abort();
    await this.running?.catch(() => undefined);
  }

  private isIdle(): boolean {
    return !this.busy && !this.queued && !this.followUp && this.debounceTimer === null;
  }

  private notifyIdle(): void {
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  private trigger(reason: string): void {
    if (this.closed) return;
    if (this.busy) {
      // Whatever number of events arrive during a build, one more build covers them all.
      if (!this.queued) this.log.info(`Reconstruction mise en file d'attente (${reason}).`);
      this.queued = true;
      // The other languages' build that follows a French-first one gives way to a newer
      // publication, so the newer change goes live first; the next build still covers every
      // language the served build lacks.
      if (this.followUpRunning && this.buildRunning) this.abort?.abort();
      return;
    }
    this.busy = true;
    this.running = this.build(reason).then(() => this.afterRun());
  }

  private afterRun(): void {
    this.busy = false;
    this.followUpRunning = false;
    if ((this.queued || this.followUp) && !this.closed) {
      const followUpOnly = !this.queued;
      const reason = followUpOnly ? 'les autres langues après le français' : 'publication reçue pendant la construction précédente';
      this.queued = false;
      this.followUp = false;
      this.trigger(reason);
      this.followUpRunning = followUpOnly;
      return;
    }
    this.scheduleRetryIfNothingServed();
    this.notifyIdle();
  }

  private scheduleRetryIfNothingServed(): void {
    if (this.closed || this.current || this.failures === 0 || this.retryTimer || this.debounceTimer) return;
    const delay = this.retryDelaysMs[Math.min(this.failures - 1, this.retryDelaysMs.length - 1)] ?? 60_000;
    this.log.warn(`Aucun build à servir : nouvelle tentative dans ${Math.round(delay / 1000)} s.`);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.trigger('nouvelle tentative');
    }, delay);
  }

  private async boot(): Promise<void> {
    await fs.mkdir(this.buildsDir, { recursive: true });
    const complete = await this.scan(true);
    const newest = complete[0];
    const fingerprint = await this.tryFingerprint();

    if (newest && fingerprint !== null && newest.fingerprint === fingerprintValue(fingerprint)) {
      try {
        this.current = await indexBuild(path.join(this.buildsDir, newest.id), newest);
        this.currentParts = await readFingerprintParts(path.join(this.buildsDir, newest.id));
        this.log.info(`Site à jour : build ${newest.id} réutilisé (rien n'a changé).`);
        await this.prune();
        return;
      } catch (error) {
        this.log.error(`Le build ${newest.id} est illisible, reconstruction.`, error);
      }
    }
    if (newest && !this.current) {
      try {
        // Better a slightly stale site than a 503 while the new build runs.
        this.current = await indexBuild(path.join(this.buildsDir, newest.id), newest);
        this.log.info(`Build ${newest.id} servi en attendant la reconstruction (contenu ou code modifié).`);
      } catch (error) {
        this.log.error(`Le build ${newest.id} est illisible.`, error);
      }
    }
    await this.runBuild(newest ? 'contenu ou code modifié' : 'premier démarrage', fingerprint);
  }

  private build(reason: string): Promise<void> {
    return this.tryFingerprint().then((fingerprint) => this.runBuild(reason, fingerprint));
  }

  private async tryFingerprint(): Promise<string | ContentFingerprint | null> {
    try {
      return await this.fingerprintFn();
    } catch (error) {
      this.log.warn(`Empreinte du contenu indisponible (${error instanceof Error ? error.message : String(error)}).`);
      return null;
    }
  }

  private nextId(): string {
    let id = timestampId(new Date());
    // Two builds within the same millisecond (tests) must not share a folder.
    if (id <= this.lastId) id = `${this.lastId}-1`;
    this.lastId = id;
    return id;
  }

  private async runBuild(reason: string, fingerprint: string | ContentFingerprint | null): Promise<void> {
    if (this.closed) return;
    const id = this.nextId();
    const dir = path.join(this.buildsDir, id);
    const started = Date.now();
    const controller = new AbortController();
    this.abort = controller;
    this.buildRunning = true;
    const nextParts = fingerprint !== null && typeof fingerprint === 'object' ? fingerprint : null;
    const previous = this.current;
    const previousParts = this.currentParts;
    const changed = previous ? localesToRebuild(previousParts, nextParts) : null;
    const split = changed ? splitFrenchFirst(changed) : null;
    const locales = split && split.now.length < LOCALE_COUNT ? split.now : null;
    // What this build is made of: a French-first build leaves the other languages to the next one.
    const parts = locales && previousParts && nextParts ? partsAfter(previousParts, nextParts, locales) : nextParts;
    this.log.info(`Construction du site… (${reason}${locales ? ` ; langues : ${locales.join(', ')}` : ''})`);
    try {
      await this.buildFn(dir, controller.signal, locales ?? undefined);
      if (controller.signal.aborted) throw new Error('construction interrompue');
      if (locales && previous) await completeScopedBuild(previous.dir, dir, locales);
      await fs.access(path.join(dir, 'index.html')).catch(() => {
        throw new Error(`la construction n'a produit aucun index.html dans ${dir}`);
      });
      const manifest: BuildManifest = {
        id,
        // A build missing some languages' changes is never reused at boot.
        fingerprint: parts && nextParts && parts.value !== nextParts.value ? null : fingerprintValue(fingerprint),
        startedAt: new Date(started).toISOString(),
        finishedAt: new Date().toISOString(),
        durationMs: Date.now() - started,
      };
      // Written last, via rename: a manifest is either absent or complete.
      const tmp = path.join(dir, `${MANIFEST_NAME}.tmp`);
      await fs.writeFile(tmp, `${JSON.stringify({ ...manifest, ...(locales ? { locales } : {}), contentFingerprint: parts }, null, 2)}\n`);
      await fs.rename(tmp, path.join(dir, MANIFEST_NAME));
      const next = await indexBuild(dir, manifest);
      if (controller.signal.aborted) throw new Error('construction interrompue');
      this.current = next; // the swap
      this.currentParts = parts;
      this.failures = 0;
      this.lastError = null;
      this.log.info(
        `Site prêt : build ${id} en ligne (${(manifest.durationMs / 1000).toFixed(1)} s${locales ? ` ; langues reconstruites : ${locales.join(', ')}` : ''}).`,
      );
      if (split && split.later.length > 0 && locales) {
        this.log.info(`Les autres langues suivent : ${split.later.join(', ')}.`);
        this.followUp = true;
      }
      await this.prune();
    } catch (error) {
      if (controller.signal.aborted && !this.closed) {
        this.log.info(`Construction interrompue (${reason}) : une publication plus récente passe d'abord.`);
        await fs.rm(dir, { recursive: true, force: true }).catch(() => undefined);
        return;
      }
      this.failures += 1;
      this.lastError = error instanceof Error ? error.message : String(error);
      const online = this.current ? `le build ${this.current.id} reste en ligne` : 'aucun site à servir';
      this.log.error(`La construction du site a échoué (${reason}) ; ${online}.`, error);
      await fs.rm(dir, { recursive: true, force: true }).catch(() => undefined);
    } finally {
      this.buildRunning = false;
      if (this.abort === controller) this.abort = null;
    }
  }

  /**
   * Complete builds, newest first. At boot (`cleanup`), folders without a manifest are leftovers
   * of an interrupted build and are removed.
   */
  private async scan(cleanup: boolean): Promise<BuildManifest[]> {
    const entries = await fs.readdir(this.buildsDir, { withFileTypes: true });
    const complete: BuildManifest[] = [];
    for (const entry of entries) {
      if (!entry.isDirectory()) continue;
      const dir = path.join(this.buildsDir, entry.name);
      const manifest = await readManifest(dir);
      if (manifest && manifest.id === entry.name) complete.push(manifest);
      else if (cleanup) await fs.rm(dir, { recursive: true, force: true });
    }
    return complete.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  }

  private async prune(): Promise<void> {
    try {
      const complete = await this.scan(false);
      const keepIds = new Set(complete.slice(0, this.keep).map((m) => m.id));
      if (this.current) keepIds.add(this.current.id);
      for (const manifest of complete) {
        if (!keepIds.has(manifest.id)) {
          await fs.rm(path.join(this.buildsDir, manifest.id), { recursive: true, force: true });
        }
      }
    } catch (error) {
      this.log.warn(`Nettoyage des anciens builds impossible : ${String(error)}`);
    }
  }
}
