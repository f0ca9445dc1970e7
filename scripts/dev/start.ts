/**
 * `npm start` — the development stack in one terminal (docs/runtime.md).
 *
 *  1. DATA_DIR (default <repo>/data), DATA_DIR/dev.env generated once, loaded (real env wins)
 *  2. ports, URLs and service addresses derived from env, so a second stack (tests) can run
 *     beside this one with other ports and another DATA_DIR
 *  3. the Strapi admin built only when stale (scripts/dev/cms-build.ts)
 *  4. cms, commerce-api, the site server and (without STRIPE_SECRET_KEY) the Stripe emulator
 *     under `concurrently` (prefixed, coloured); the site server starts once the CMS and the API
 *     answer (`wait-on`), and builds or reuses the site
 *  5. a banner with URLs, accounts and passwords once the site and the emulator answer
 *
 * Ctrl-C (or SIGTERM from a test runner) stops every process of the tree.
 */
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { concurrently, type Command } from 'concurrently';
import dotenv from 'dotenv';
import waitOn from 'wait-on';
import { ensureCmsBuild } from './cms-build.ts';
import { ensureDevEnv } from './dev-env.ts';
import { busyPorts } from './ports.ts';
import { StepError, killPreparationSteps, runLogged } from './run-logged.ts';
import { deriveStackEnvironment, paymentBannerLines, type StackPorts } from './stack-env.ts';

const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code: string) => (text: string) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
const bold = paint('1');
const dim = paint('2');
const green = paint('32');
const yellow = paint('33');
const red = paint('31');
const cyan = paint('36');

const startedAt = performance.now();
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1).replace('.', ',')} s`;
const since = (t: number): string => seconds(performance.now() - t);

function say(message: string): void {
  console.log(`${cyan('›')} ${message}`);
}

function fail(message: string, details: string[] = []): never {
  console.error(`${red('✘')} ${message}`);
  for (const line of details) console.error(dim(`  │ ${line}`));
  process.exit(1);
}

function failStep(what: string, error: unknown): never {
  if (error instanceof StepError) {
    fail(`${what} a échoué. Journal complet : ${error.logFile}`, error.tail);
  }
  fail(`${what} a échoué : ${error instanceof Error ? error.message : String(error)}`);
}

/** Fills in every address from the ports, unless given (docs/runtime.md defaults). */
function deriveEnvironment(dataDir: string): { ports: StackPorts; stripeEmulator: boolean } {
  const { ports, stripeEmulator, problems } = deriveStackEnvironment(process.env, dataDir);
  if (problems.length) fail(problems.join(' ; '));
  return { ports, stripeEmulator };
}

/** `http://h:p/x` → `http-get://h:p/x`: wait-on's GET probe (Strapi answers HEAD differently). */
function probe(url: string): string {
  return url.replace(/^http(s?):/, 'http$1-get:');
}

function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

function banner(lines: Array<[string, string] | string>): string {
  const width = Math.max(...lines.map((line) => (typeof line === 'string' ? 0 : line[0].length)));
  const body = lines.map((line) => (typeof line === 'string' ? line : `  ${line[0].padEnd(width)} ${line[1]}`));
  const rule = dim('─'.repeat(72));
  return ['', rule, ...body, rule, ''].join('\n');
}

export async function main(repoDir: string): Promise<void> {
  // ── 1. data folder and secrets ───────────────────────────────────────────────────────────
  // Relative DATA_DIR: from the repository root, like every service resolves it (runtime.md).
  const dataDir = path.resolve(repoDir, process.env.DATA_DIR || 'data');
  await fs.mkdir(path.join(dataDir, 'logs'), { recursive: true });
  const devEnv = await ensureDevEnv(dataDir);
  if (devEnv.created) say(`Secrets de développement générés : ${devEnv.file}`);
  else if (devEnv.added.length) say(`Nouvelles variables ajoutées à ${devEnv.file} : ${devEnv.added.join(', ')}`);
  dotenv.config({ path: devEnv.file, override: false, quiet: true });
  const { ports, stripeEmulator } = deriveEnvironment(dataDir);
  const sitePort = ports.SITE_PORT;
  const env = process.env;
  const prepared = performance.now();

  const busy = await busyPorts({ ...ports });
  if (busy.length) {
    fail(
      `Port déjà utilisé : ${busy.join(', ')}. Un autre « npm start » tourne-t-il déjà ? ` +
        'Arrêtez-le, ou choisissez d’autres ports (SITE_PORT, API_PORT, CMS_PORT, STRIPE_EMULATOR_PORT) et un autre DATA_DIR.',
    );
  }

  // Ctrl-C during preparation: end the running step's process group, then leave.
  const onPrepSignal = (signal: NodeJS.Signals): void => {
    killPreparationSteps(signal);
    console.log(`\n${yellow('Interrompu.')}`);
    process.exit(130);
  };
  for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(s, onPrepSignal);

  // ── 2. CMS dependencies and admin build ──────────────────────────────────────────────────
  const cmsDir = path.join(repoDir, 'cms');
  if (!existsSync(path.join(cmsDir, 'node_modules', '.bin', 'strapi'))) {
    say('Installation des dépendances du CMS (≈ 3 min, une seule fois)…');
    const t = performance.now();
    await runLogged('npm', ['--prefix', cmsDir, 'install', '--no-audit', '--no-fund'], {
      cwd: repoDir,
      logFile: path.join(dataDir, 'logs', 'cms-install.log'),
    }).catch((error: unknown) => failStep('L’installation du CMS', error));
    say(`Dépendances du CMS installées en ${since(t)}.`);
  }

  const cmsBuild = await ensureCmsBuild({
    repoDir,
    logFile: path.join(dataDir, 'logs', 'cms-build.log'),
    say,
  }).catch((error: unknown) => failStep("La construction de l'admin Strapi", error));
  if (cmsBuild.built) say(`Admin Strapi construit en ${seconds(cmsBuild.ms)}.`);

  for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.off(s, onPrepSignal);

  // ── 3. the services ──────────────────────────────────────────────────────────────────────
  say(
    stripeEmulator
      ? 'Démarrage du CMS, de l’API, du serveur du site et de l’émulateur Stripe…'
      : 'Démarrage du CMS, de l’API et du serveur du site (paiements : Stripe, STRIPE_SECRET_KEY définie)…',
  );
  const servicesAt = performance.now();
  const cmsHealth = `${env.CMS_URL}/_health`;
  const apiHealth = `${env.API_URL}/api/health`;
  const siteLocal = `http://127.0.0.1:${sitePort}`;
  // The emulator answers 200 on `/` (its `/v1` wants a key); nothing waits on it but the banner:
  // the API calls it only when a buyer pays, and its webhooks are retried until the API answers.
  const emulatorHealth = stripeEmulator ? `${env.STRIPE_EMULATOR_URL}/` : null;
  const waitOnBin = path.join(repoDir, 'node_modules', '.bin', 'wait-on');
  // npm's own notices (config warnings, script banners) are noise between the services' lines.
  const npm = 'npm --loglevel=error';

  const { result, commands } = concurrently(
    [
      { name: 'cms', command: `${npm} --prefix cms start`, prefixColor: 'blue' },
      { name: 'api', command: `${npm} start -w commerce-api`, prefixColor: 'magenta' },
      {
        name: 'site',
        // The site server reads the CMS and the API at boot (fingerprint, build): start it once
        // both answer. wait-on is killed with the rest on Ctrl-C.
        command:
          `${shellQuote(waitOnBin)} --window 0 --interval 250 --timeout 900000 ` +
          `${shellQuote(probe(cmsHealth))} ${shellQuote(probe(apiHealth))} && ${npm} run serve -w site`,
        prefixColor: 'green',
      },
      ...(stripeEmulator ? [{ name: 'stripe', command: `${npm} start -w stripe-emulator`, prefixColor: 'yellow' }] : []),
    ],
    {
      cwd: repoDir,
      prefix: 'name',
      padPrefix: true,
      handleInput: false,
      // One service gone (crash or exit) = the stack is broken: stop everything, say which.
      killOthersOn: ['failure', 'success'],
      killSignal: 'SIGTERM',
      killTimeout: 10_000,
    },
  );

  let stopping = false;
  let firstExit: { name: string; code: number | string } | null = null;
  for (const command of commands) {
    command.close.subscribe(({ exitCode }) => {
      if (!stopping && !firstExit) firstExit = { name: command.name, code: exitCode };
    });
  }

  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${yellow(`${signal} : arrêt de tous les services…`)}`);
    // concurrently forwards the signal to each process tree; whatever still runs after 10 s
    // (a service stuck in its shutdown) is killed outright.
    setTimeout(() => {
      for (const command of commands as Command[]) command.kill('SIGKILL');
    }, 10_000).unref();
  };
  for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(s, onSignal);

  void result.then(
    () => finish(),
    () => finish(),
  );
  function finish(): void {
    if (stopping) {
      console.log(green('Tous les services sont arrêtés.'));
      process.exit(0);
    }
    const what = firstExit ? `Le service « ${firstExit.name} » s'est arrêté (code ${firstExit.code})` : 'Un service s’est arrêté';
    console.error(`${red('✘')} ${what} : tous les services ont été arrêtés. Voir ses dernières lignes ci-dessus.`);
    process.exit(1);
  }

  // ── 4. readiness, with timings per phase ─────────────────────────────────────────────────
  const waitFor = async (url: string): Promise<number> => {
    await waitOn({ resources: [probe(url)], interval: 250, window: 0, timeout: 900_000, proxy: false });
    return performance.now();
  };
  const cmsReady = waitFor(cmsHealth);
  const apiReady = waitFor(apiHealth);
  const emulatorReady = emulatorHealth ? waitFor(emulatorHealth) : Promise.resolve(null);
  void cmsReady.then((t) => say(`CMS prêt (${seconds(t - servicesAt)}).`));
  void apiReady.then((t) => say(`API prête (${seconds(t - servicesAt)}).`));
  void emulatorReady.then((t) => {
    if (t !== null) say(`Émulateur Stripe prêt (${seconds(t - servicesAt)}).`);
  });

  // Progress of the site server (it answers 503 with its state until a build is served).
  let toldBuilding = false;
  const progress = setInterval(() => {
    fetch(`${siteLocal}/_health`, { signal: AbortSignal.timeout(1000) })
      .then(async (response) => {
        const state = (await response.json()) as { ready: boolean; building: boolean; current: string | null };
        if (!toldBuilding && !state.ready && state.building) {
          toldBuilding = true;
          say(
            state.current
              ? 'Mise à jour du site (contenu ou code modifié ; l’ancienne version reste servie)…'
              : 'Construction du site…',
          );
        }
      })
      .catch(() => undefined);
  }, 500);

  const siteReadyAt = await waitFor(`${siteLocal}/_health`).catch((error: unknown) => {
    clearInterval(progress);
    console.error(`${red('✘')} Le site n'a pas répondu à temps : ${String(error)}`);
    return null;
  });
  clearInterval(progress);
  if (siteReadyAt === null || stopping) return;
  const [cmsAt, apiAt, emulatorAt] = await Promise.all([cmsReady, apiReady, emulatorReady]);
  if (stopping) return;

  const rel = (p: string): string => {
    const r = path.relative(process.cwd(), p);
    return r && !r.startsWith('..') ? r : p;
  };
  console.log(
    banner([
      `  ${bold(green('Kizomba Lumière — environnement de développement prêt'))} ${dim(`en ${since(startedAt)}`)}`,
      '',
      ['Site', bold(env.PUBLIC_SITE_URL ?? '')],
      ['API (santé)', `${env.API_URL}/api/health`],
      ['Admin Strapi', `${env.CMS_URL}/admin`],
      ...paymentBannerLines(env, stripeEmulator),
      '',
      `  ${bold('Comptes')}`,
      ['Back-office', `${env.ADMIN_EMAIL} / ${env.ADMIN_PASSWORD}  ${dim(`→ ${env.PUBLIC_SITE_URL}/admin/login`)}`],
      ['Scanner', `${env.SCANNER_EMAIL} / ${env.SCANNER_PASSWORD}`],
      ['Second facteur', `codes du moment : ${bold('npm run totp')}  ${dim('(back-office et scanner)')}`],
      ['Admin Strapi', `${env.CMS_ADMIN_EMAIL} / ${env.CMS_ADMIN_PASSWORD}`],
      '',
      ['Données', `${rel(dataDir)}  ${dim(`(secrets : ${rel(devEnv.file)})`)}`],
      [
        'Étapes',
        dim(
          [
            `préparation ${seconds(prepared - startedAt)}`,
            `admin Strapi ${cmsBuild.built ? seconds(cmsBuild.ms) : 'à jour'}`,
            `CMS ${seconds(cmsAt - servicesAt)}`,
            `API ${seconds(apiAt - servicesAt)}`,
            ...(emulatorAt === null ? [] : [`émulateur Stripe ${seconds(emulatorAt - servicesAt)}`]),
            `site ${seconds(siteReadyAt - servicesAt)}`,
          ].join(' · '),
        ),
      ],
      '',
      `  ${dim('Ctrl-C arrête tout.')}`,
    ]),
  );
}
