// The web figures of `npm run bench`: what the sign-in page costs a browser, and how soon a page is
// usable, in Chromium on this machine. Builds the web app into a temporary directory (apps/web/dist
// is left alone) and the API, starts the API on a fresh embedded database with the demo data and
// measures with Playwright. `node bench/web.mjs` prints the table alone. See bench/README.md.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/chromium-launch.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const DEMO_CLIENT = { email: 'sam@kinetic.demo', password: 'KineticDemo1' };
export const WEB_TARGETS = {
  signInJsKb: 170,
  signInUsableMs: 1000,
  throttledListMs: 3000,
  offlineWorkoutMs: 1000,
  offlineCacheKb: 2048,
};

/**
 * A mid-range phone on a poor network: the CPU 4 times slower (CDP Emulation.setCPUThrottlingRate)
 * and DevTools' Slow 4G profile (562.5 ms round trip, 1.44 Mbit/s down, 675 kbit/s up).
 */
const SLOW_PHONE = {
  cpuRate: 4,
  network: {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1.44 * 1000 * 1000) / 8,
    uploadThroughput: (675 * 1000) / 8,
  },
};

const log = (...a) => console.error('[bench:web]', ...a);
const run = (cmd, args, cwd = root) => {
  const r = spawnSync(cmd, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
};
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/* global document, window, MutationObserver, requestAnimationFrame, navigator, caches -- watchReadiness and the cache reads run in the page */
/**
 * Runs in the page from its first script on: notes performance.now() (milliseconds since the
 * navigation started) the first time the check named `only` holds, looking at every DOM change and
 * frame.
 */
function watchReadiness(only) {
  const visible = (el) => !!el && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  const checks = {
    // The sign-in form: the email field shown and enabled, the submit button enabled.
    signIn: () => {
      const email = document.querySelector('form input[type="email"]');
      const submit = document.querySelector('form button[type="submit"]');
      return visible(email) && !email.disabled && visible(submit) && !submit.disabled;
    },
    // One workout to perform: its title and a set row's Done toggle.
    workout: () =>
      visible(document.querySelector('h1')) && visible(document.querySelector('button[aria-pressed]')),
    // The client's workout list: 'Your Workouts' with both sections and a row of the open one.
    workouts: () => {
      const heading = [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Your Workouts');
      const text = document.body.textContent ?? '';
      return (
        heading &&
        text.includes('Scheduled Workouts') &&
        text.includes('Completed Workouts') &&
        visible(document.querySelector('a[href^="/client/workouts/"]'))
      );
    },
  };
  const seen = (window.__kineticReady = {});
  // Only the awaited check runs: the others (the workout list's reads the whole text) would cost
  // the page time of their own on every change, more so on a slowed CPU.
  const check = checks[only];
  const look = () => {
    if (!(only in seen) && check()) seen[only] = performance.now();
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
  const frame = () => {
    look();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function readyAt(page, name) {
  const handle = await page.waitForFunction((n) => window.__kineticReady?.[n], name, { timeout: 30_000 });
  return handle.jsonValue();
}

/**
 * Runs load() and answers its answer and the CPU time (ms) the page's renderer main thread had used
 * when it ended (Chromium's ThreadTime: the document's work plus the renderer's start). Unlike the
 * wall time, it hardly grows when other processes keep the machine busy.
 */
async function withMainThreadCpu(page, load) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const answer = await load();
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  return [answer, metrics.find((m) => m.name === 'ThreadTime').value * 1000];
}

/** One cold load of /login (new context: empty cache and storage), every JS and CSS response counted. */
async function loadSignIn(browser, base) {
  const context = await browser.newContext();
  await context.addInitScript(watchReadiness, 'signIn');
  const page = await context.newPage();
  const assets = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') assets.push({ type, response });
  });
  const [usableMs, cpuMs] = await withMainThreadCpu(page, async () => {
    await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
    return readyAt(page, 'signIn');
  });
  const files = [];
  for (const { type, response } of assets) {
    const body = await response.body();
    const sizes = await response.request().sizes();
    files.push({
      type,
      url: new URL(response.url()).pathname,
      bytes: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      transferred: sizes.responseBodySize,
      encoding: response.headers()['content-encoding'] ?? 'none',
    });
  }
  await context.close();
  return { usableMs, cpuMs, files };
}

/** Slows the page down to `SLOW_PHONE` (its CPU, and its network unless offline). */
async function slowDown(page, { network = true } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuRate });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_PHONE.network);
  }
}

/**
 * One cold load of /client/workouts for a signed-in client (new context with only the session),
 * on this machine or (slow) as SLOW_PHONE.
 */
async function loadWorkouts(browser, base, storageState, { slow = false } = {}) {
  const context = await browser.newContext({ storageState });
  await context.addInitScript(watchReadiness, 'workouts');
  const page = await context.newPage();
  if (slow) await slowDown(page);
  const [shownMs, cpuMs] = await withMainThreadCpu(page, async () => {
    await page.goto(`${base}/client/workouts`, { waitUntil: 'commit' });
    return readyAt(page, 'workouts');
  });
  await context.close();
  return { shownMs, cpuMs };
}

/** A scheduled workout of the signed-in client, read through the API. */
async function scheduledWorkoutId(base, storageState) {
  const auth = storageState.origins.flatMap((o) => o.localStorage).find((i) => i.name === 'auth-storage');
  const { token } = JSON.parse(auth.value).state;
  const answer = await fetch(`${base}/api/workouts?status=SCHEDULED&limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await answer.json()).workouts[0].id;
}

// Playwright's offline switch does not reach a service worker's own requests: those are cut too.
const cutWorkerRequests = (route) =>
  route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback();

/**
 * The gym without a network: the client opens a workout once online (the service worker installs,
 * keeps the app shell and reads the workout through its cache), then offline, as SLOW_PHONE's
 * CPU, opens it `runs` times in new tabs, each timed until the workout shows. Also answers the bytes
 * every cache of the worker holds then (the app shell and the client's API answers).
 */
async function openWorkoutOffline(browser, base, storageState, runs) {
  const id = await scheduledWorkoutId(base, storageState);
  const context = await browser.newContext({ storageState });
  await context.addInitScript(watchReadiness, 'workout');
  const first = await context.newPage();
  await first.goto(`${base}/client/workouts/${id}`);
  await readyAt(first, 'workout');
  await first.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The first visit read the workout before the worker took over: the second one keeps it.
  await first.reload();
  await readyAt(first, 'workout');
  const isCached = () =>
    first.evaluate(async (workoutId) => {
      for (const name of await caches.keys())
        if (
          name.startsWith('kinetic-api-') &&
          (await (await caches.open(name)).match(`/api/workouts/${workoutId}`))
        )
          return true;
      return false;
    }, id);
  for (let i = 0; !(await isCached()); i++) {
    if (i > 300) throw new Error('the workout was not cached in 30 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const cached = await first.evaluate(async () => {
    const caches_ = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      let bytes = 0;
      const requests = await cache.keys();
      for (const request of requests) bytes += (await (await cache.match(request)).blob()).size;
      caches_.push({ name, files: requests.length, bytes });
    }
    return caches_;
  });
  await first.close();
  await context.setOffline(true);
  await context.route('**', cutWorkerRequests);
  const opens = [];
  for (let i = 0; i < runs + 1; i++) {
    const page = await context.newPage();
    await slowDown(page, { network: false });
    const [shownMs, cpuMs] = await withMainThreadCpu(page, async () => {
      await page.goto(`${base}/client/workouts/${id}`, { waitUntil: 'commit' });
      return readyAt(page, 'workout');
    });
    await page.close();
    // The first open is not counted, as for the other loads.
    if (i > 0) opens.push({ shownMs, cpuMs });
  }
  await context.close();
  return { opens, cached };
}

/** Signs the demo client in through the form; returns the session (local storage) it leaves. */
async function signInDemoClient(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(DEMO_CLIENT.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_CLIENT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  const state = await context.storageState();
  await context.close();
  return state;
}

async function startServer(webDir, dataDir) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'BENCH_ROUTES', 'PUBLIC_URL']) delete env[name];
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIR: webDir,
      DEMO: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error('the API stopped while starting');
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 1800) throw new Error('the API did not start in 3 minutes');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { server, base };
}

const stopServer = async (server) => {
  if (server.exitCode !== null) return;
  const stopped = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await Promise.race([stopped, new Promise((r) => setTimeout(r, 10_000))]);
};

/**
 * Builds, starts and measures. Returns the rows of the web table:
 * { name, value, unit, target (text or null), met (boolean or null) }; every sample goes to stderr.
 * Options: buildApi (default true; false when apps/api/dist is already fresh), runs (cold loads each).
 */
const kbOf = (n) => n / 1024;

export async function measureWeb({ buildApi = true, runs = RUNS } = {}) {
  const kb = kbOf;
  const work = mkdtempSync(join(tmpdir(), 'kinetic-bench-web-'));
  const webDir = join(work, 'web');
  let server;
  let browser;
  try {
    log('building the web app into', webDir);
    run(
      'npx',
      ['vite', 'build', '--outDir', webDir, '--emptyOutDir', '--logLevel', 'warn'],
      join(root, 'apps/web'),
    );
    if (buildApi) {
      log('building the API');
      run('npm', ['run', 'build', '--silent', '-w', '@kinetic/api']);
    }
    const started = await startServer(webDir, join(work, 'data'));
    server = started.server;
    const { base } = started;
    browser = await chromium.launch(chromiumLaunchOptions);

    log(`${runs} cold loads of /login`);
    // One load first, not counted: the server's first answers (file lookups, JIT) are not the page's.
    await loadSignIn(browser, base);
    const signIns = [];
    for (let i = 0; i < runs; i++) signIns.push(await loadSignIn(browser, base));
    const files = signIns.at(-1).files;
    const sum = (type, key) => files.filter((f) => f.type === type).reduce((n, f) => n + f[key], 0);

    log(`${runs} cold loads of /client/workouts as ${DEMO_CLIENT.email}`);
    const session = await signInDemoClient(browser, base);
    await loadWorkouts(browser, base, session);
    const workouts = [];
    for (let i = 0; i < runs; i++) workouts.push(await loadWorkouts(browser, base, session));
    log(`${runs} cold loads of /client/workouts as a slow phone (CPU / ${SLOW_PHONE.cpuRate}, Slow 4G)`);
    const slowWorkouts = [];
    for (let i = 0; i < runs; i++)
      slowWorkouts.push(await loadWorkouts(browser, base, session, { slow: true }));
    log(`${runs} opens of a cached workout offline (CPU / ${SLOW_PHONE.cpuRate})`);
    const offline = await openWorkoutOffline(browser, base, session, runs);
    const cachedKb = kbOf(offline.cached.reduce((n, c) => n + c.bytes, 0));

    const jsKb = kb(sum('script', 'gzip'));
    const usableMs = median(signIns.map((s) => s.usableMs));
    const encodings = [...new Set(files.map((f) => f.encoding))].join(', ');
    const count = (type) => files.filter((f) => f.type === type).length;
    for (const f of files) {
      log(`  ${f.url}: ${f.bytes} B, gzip -9 ${f.gzip} B, sent ${f.transferred} B (${f.encoding})`);
    }
    const round = (xs) => xs.map((x) => Math.round(x));
    log('  sign-in usable ms:', round(signIns.map((s) => s.usableMs)).join(' '));
    log('  sign-in main-thread CPU ms:', round(signIns.map((s) => s.cpuMs)).join(' '));
    log('  workout list ms:', round(workouts.map((w) => w.shownMs)).join(' '));
    log('  workout list main-thread CPU ms:', round(workouts.map((w) => w.cpuMs)).join(' '));
    log('  slow phone workout list ms:', round(slowWorkouts.map((w) => w.shownMs)).join(' '));
    log('  slow phone workout list main-thread CPU ms:', round(slowWorkouts.map((w) => w.cpuMs)).join(' '));
    log('  offline workout ms:', round(offline.opens.map((w) => w.shownMs)).join(' '));
    log('  offline workout main-thread CPU ms:', round(offline.opens.map((w) => w.cpuMs)).join(' '));
    for (const c of offline.cached) log(`  cache ${c.name}: ${c.files} files, ${c.bytes} B`);
    const slowListMs = median(slowWorkouts.map((w) => w.shownMs));
    const offlineMs = median(offline.opens.map((w) => w.shownMs));
    const row = (name, value, unit, target = null, met = null) => ({ name, value, unit, target, met });
    return [
      row(
        `sign-in page JavaScript, gzip -9 (${count('script')} files)`,
        jsKb,
        'KB',
        `< ${WEB_TARGETS.signInJsKb} KB`,
        jsKb < WEB_TARGETS.signInJsKb,
      ),
      row(`sign-in page CSS, gzip -9 (${count('stylesheet')} files)`, kb(sum('stylesheet', 'gzip')), 'KB'),
      row(
        `sign-in page JS + CSS as sent (content-encoding: ${encodings})`,
        kb(sum('script', 'transferred') + sum('stylesheet', 'transferred')),
        'KB',
      ),
      row(
        `sign-in form usable after navigation start (median of ${runs} cold loads)`,
        usableMs,
        'ms',
        `< ${WEB_TARGETS.signInUsableMs} ms`,
        usableMs < WEB_TARGETS.signInUsableMs,
      ),
      row("- the page's main-thread CPU time until then (median)", median(signIns.map((s) => s.cpuMs)), 'ms'),
      row(
        `client's workout list shown after navigation start (median of ${runs} cold loads, signed in)`,
        median(workouts.map((w) => w.shownMs)),
        'ms',
      ),
      row(
        "- the page's main-thread CPU time until then (median)",
        median(workouts.map((w) => w.cpuMs)),
        'ms',
      ),
      row(
        `client's workout list shown, slow phone (CPU / ${SLOW_PHONE.cpuRate}, Slow 4G; median of ${runs} cold loads)`,
        slowListMs,
        'ms',
        `< ${WEB_TARGETS.throttledListMs} ms`,
        slowListMs < WEB_TARGETS.throttledListMs,
      ),
      row(
        `a cached workout opened offline, CPU / ${SLOW_PHONE.cpuRate} (median of ${runs} new tabs)`,
        offlineMs,
        'ms',
        `< ${WEB_TARGETS.offlineWorkoutMs} ms`,
        offlineMs < WEB_TARGETS.offlineWorkoutMs,
      ),
      row(
        "- the page's main-thread CPU time until then (median, on the slowed CPU)",
        median(offline.opens.map((w) => w.cpuMs)),
        'ms',
      ),
      row(
        `kept by the service worker for offline (${offline.cached.map((c) => `${c.files} in ${c.name.slice(0, 24)}`).join(', ')})`,
        cachedKb,
        'KB',
        `< ${WEB_TARGETS.offlineCacheKb} KB`,
        cachedKb < WEB_TARGETS.offlineCacheKb,
      ),
    ];
  } finally {
    await browser?.close();
    if (server) await stopServer(server);
    rmSync(work, { recursive: true, force: true });
  }
}

/** The rows as a Markdown table. */
export function webTable(rows) {
  const lines = [
    '| web (Chromium, this machine) | value | target |',
    '|---|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.value.toFixed(r.unit === 'KB' ? 1 : 0)} ${r.unit} | ${
          r.target ? `${r.target}: ${r.met ? 'met' : 'MISSED'}` : ''
        } |`,
    ),
  ];
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await measureWeb();
  console.log(`\nKinetic web benchmark\n\n${webTable(rows)}`);
}
