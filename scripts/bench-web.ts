// Prints the weight of the SPA's first visit for docs/performance.md: the JavaScript
// the browser receives (bytes on the wire in gzip, with the response headers, cache
// disabled) for the sign-in page /auth/login signed out and for the dashboard / signed in
// as the demo miner, with each chunk's share; then the Lighthouse scores (mobile emulation,
// performance and accessibility) of both pages. It starts the built server on a throw-away
// DATA_DIR and the system Chromium, asserts nothing and stops by itself.
// Lighthouse scores each page twice over: served by the server itself (plain HTTP/1.1, as
// `npm start` on a laptop), and as docs/deploy.md deploys it, behind
// nginx with TLS and HTTP/2 (scripts/tls-proxy.ts; skipped, saying so, without nginx).
// Lighthouse's simulation models the two differently: over HTTP/1.1 each file waits for
// one of six connections and a round trip, over HTTP/2 the files share one connection.
// Lighthouse runs each page several times (its scores move between runs, more so on a
// shared machine) and prints the run of median performance with every run's score.
// Environment: CHROME_PATH (default: the system Chromium), BENCH_LIGHTHOUSE=0 skips Lighthouse,
// BENCH_LIGHTHOUSE_RUNS (default 5) runs per page, BENCH_LIGHTHOUSE_REPORTS=<dir> writes
// the median runs' reports (JSON) there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, findBrowser } from '../e2e/support/browser.js';
import { startPriceServer } from '../e2e/support/price-server.js';
import { cleanupOnInterrupt, freePort, startBuiltServer } from './built-server.js';
import { startTlsProxy } from './tls-proxy.js';

const demoMiner = { email: 'miner@example.com', password: 'Demo-Pool-2026!' };
/** The goals the figures are held against: the JavaScript in gzip, React DOM included. */
const goals = { loginKb: 150, dashboardKb: 190, performance: 95, accessibility: 100 };

// ---------------------------------------------------------------------------
// JavaScript on the wire

interface Transfer {
  file: string;
  bytes: number;
}

/**
 * Loads `url` with the cache off and sums the scripts' bytes as transferred (CDP
 * encodedDataLength). The browser asks for gzip only, the encoding the goals are written
 * in: on its own it asks for brotli, about a tenth smaller, which only some servers send.
 */
async function scriptTransfers(page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<Transfer[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } });
  const scripts = new Map<string, string>();
  const transfers: Transfer[] = [];
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, new URL(event.response.url).pathname);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const file = scripts.get(event.requestId);
    if (file) transfers.push({ file: path.basename(file), bytes: event.encodedDataLength });
  });
  await page.goto(url, { waitUntil: 'load' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  // Work scheduled when idle (product §9) has had its chance to load more.
  await page.waitForTimeout(1000);
  await cdp.detach();
  return transfers.sort((a, b) => b.bytes - a.bytes);
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function printTransfers(name: string, transfers: Transfer[], goalKb: number): number {
  const total = transfers.reduce((sum, t) => sum + t.bytes, 0);
  const verdict = total / 1000 <= goalKb ? 'goal met' : 'goal NOT met';
  console.log(
    `\n${name}: ${kb(total)} kB of JavaScript in ${transfers.length} files (goal ≤ ${goalKb} kB: ${verdict})`,
  );
  for (const t of transfers) {
    const share = ((100 * t.bytes) / total).toFixed(1).padStart(5);
    console.log(`  ${kb(t.bytes).padStart(7)} kB ${share} %  ${t.file}`);
  }
  return total;
}

async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/auth/login`);
  await page.getByLabel('E-Mail').fill(demoMiner.email);
  await page.getByLabel('Password').fill(demoMiner.password);
  await page.getByRole('button', { name: 'Sign in with password' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

const loginReady = (page: Page) => page.getByRole('button', { name: 'Sign in with password' }).waitFor();
const dashboardReady = (page: Page) => page.locator('main h1').waitFor();

// ---------------------------------------------------------------------------
// Main-thread work of a first visit, from a CPU-throttled trace

/** How much slower than this machine's CPU a phone is taken to be, as Lighthouse's mobile emulation assumes. */
const cpuSlowdown = 4;
/** A task longer than this blocks input: Lighthouse's long task, whose excess TBT sums. */
const longTaskMs = 50;

/** Trace events of the page's main thread that run script: a module's evaluation, a callback, a timer. */
const scriptEntries = new Set(['v8.evaluateModule', 'EvaluateScript', 'FunctionCall', 'TimerFire']);

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's own time in the event (microseconds), which other processes' load does not stretch. */
  tdur?: number;
  args?: { data?: { url?: string } };
}

interface MainThreadWork {
  /** When the page first painted content, after the document was asked for. */
  firstPaintMs: number;
  /** How long scripts ran before that paint (their top-level evaluation, calls and timers), slowed. */
  scriptBeforePaintMs: number;
  /** The page's tasks over `longTaskMs` until it is ready, their excess over it, the longest. */
  longTasks: number;
  blockingMs: number;
  longestTaskMs: number;
}

/**
 * Loads `url` on a cold cache and reads the page's trace until `readySelector` shows and the
 * network is idle: how long scripts ran before the first contentful paint (none, when the
 * document paints the page's frame), and the long tasks. Times are the main thread's own
 * (thread time, which the other processes of a loaded machine do not stretch as they do wall
 * time) multiplied by `cpuSlowdown`, as Lighthouse's simulation multiplies what it observes.
 * Readiness is polled by a one-line expression, not by Playwright's locators, whose
 * injected script would be a long task of its own in the trace.
 */
async function mainThreadWork(page: Page, url: string, readySelector: string): Promise<MainThreadWork> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (event) => events.push(...(event.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading',
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'load' });
  await cdp.send('Runtime.evaluate', {
    expression: `new Promise((resolve) => { const check = () => document.querySelector(${JSON.stringify(readySelector)}) ? resolve() : setTimeout(check, 50); check(); })`,
    awaitPromise: true,
  });
  await page.waitForLoadState('networkidle');
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  // The page's main thread is the one that painted it; the trace starts with its navigation.
  const paint = events.findLast((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error(`No first contentful paint in the trace of ${url}`);
  const onPageThread = (event: TraceEvent) => event.pid === paint.pid && event.tid === paint.tid;
  // The visit starts with the document's request; what ran before belongs to the page left.
  const start = events.find((event) => event.name === 'ResourceSendRequest' && event.args?.data?.url === url)?.ts;
  if (start === undefined) throw new Error(`No request of ${url} in its trace`);
  const ofVisit = (event: TraceEvent) => onPageThread(event) && event.ts >= start;
  // Script entries from the request to the paint; one nested in another counts once.
  let scriptBeforePaint = 0;
  let coveredUntil = 0;
  for (const event of events
    .filter((event) => ofVisit(event) && scriptEntries.has(event.name) && event.ts < paint.ts)
    .sort((a, b) => a.ts - b.ts)) {
    const end = event.ts + (event.dur ?? 0);
    if (end <= coveredUntil) continue;
    // The event's thread time, in the share of its wall time not covered by the one before.
    const share = (end - Math.max(event.ts, coveredUntil)) / Math.max(event.dur ?? 0, 1);
    scriptBeforePaint += (event.tdur ?? event.dur ?? 0) * share * cpuSlowdown;
    coveredUntil = end;
  }
  // Each task's thread time on this machine's CPU, slowed as Lighthouse's simulation slows it.
  const durations = events
    .filter((event) => ofVisit(event) && event.name === 'RunTask')
    .map((task) => ((task.tdur ?? task.dur ?? 0) * cpuSlowdown) / 1000)
    .filter((ms) => ms > longTaskMs);
  return {
    firstPaintMs: Math.round((paint.ts - start) / 1000),
    scriptBeforePaintMs: Math.round(scriptBeforePaint / 1000),
    longTasks: durations.length,
    blockingMs: Math.round(durations.reduce((sum, ms) => sum + ms - longTaskMs, 0)),
    longestTaskMs: Math.round(Math.max(0, ...durations)),
  };
}

function printMainThreadWork(name: string, work: MainThreadWork): void {
  console.log(`\n${name}, main-thread times ×${cpuSlowdown} as on a phone, cache off:`);
  console.log(`  first contentful paint at ${work.firstPaintMs} ms, after ${work.scriptBeforePaintMs} ms of script`);
  console.log(
    `  long tasks until ready: ${work.longTasks}, ${work.blockingMs} ms over ${longTaskMs} ms in all, the longest ${work.longestTaskMs} ms`,
  );
}

// ---------------------------------------------------------------------------
// Lighthouse

interface Scores {
  url: string;
  report: object;
  performance: number;
  accessibility: number;
  failed: string[];
  metrics: string;
}

async function runLighthouse(port: number, url: string, keepSession: boolean): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    formFactor: 'mobile',
    // A signed-in page keeps its session cookie: storage is not reset (the cache is cleared
    // before). Lighthouse's storage reset leaves cookies: the caller clears them.
    disableStorageReset: keepSession,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // A run Lighthouse could not finish (e.g. it saw no paint in time) has no score.
  if (result.lhr.runtimeError) throw new FailedRun(`${url}: ${result.lhr.runtimeError.code}`);
  // A redirect (the sign-in page redirects a signed-in visitor) would score another page.
  if (new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`Lighthouse measured ${result.lhr.finalDisplayedUrl} instead of ${url}`);
  const { categories, audits } = result.lhr;
  const failed = (categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `${ref.id}: ${audits[ref.id]?.title ?? ''}`);
  const metric = (id: string) => audits[id]?.displayValue ?? '?';
  return {
    url,
    report: result.lhr,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    failed,
    metrics: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
  };
}

class FailedRun extends Error {}

/**
 * Runs Lighthouse `runs` times, each on a cold cache (`beforeRun` prepares the browser); a
 * run Lighthouse could not finish is made again, up to three times in all.
 */
async function runsOf(runs: number, beforeRun: () => Promise<void>, run: () => Promise<Scores>): Promise<Scores[]> {
  const all: Scores[] = [];
  let failures = 0;
  while (all.length < runs) {
    await beforeRun();
    try {
      all.push(await run());
    } catch (error) {
      if (!(error instanceof FailedRun) || ++failures > 3) throw error;
      console.log(`  a Lighthouse run failed (${error.message}): running it again`);
    }
  }
  return all;
}

function printScores(name: string, runs: Scores[]): void {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const ok = median.performance >= goals.performance && median.accessibility >= goals.accessibility;
  console.log(
    `\nLighthouse ${name}: performance ${median.performance}, accessibility ${median.accessibility} ` +
      `(goals ≥ ${goals.performance} and ${goals.accessibility}: ${ok ? 'met' : 'NOT met'})`,
  );
  console.log(`  median of ${runs.length} runs (performance ${runs.map((r) => r.performance).join(', ')})`);
  console.log(`  ${median.metrics}`);
  for (const line of median.failed) console.log(`  accessibility finding: ${line}`);
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports) {
    fs.mkdirSync(reports, { recursive: true });
    const url = new URL(median.url);
    const setup = url.protocol === 'https:' ? 'tls' : 'direct';
    const file = path.join(reports, `lighthouse-${setup}${url.pathname.replaceAll('/', '_')}.json`);
    fs.writeFileSync(file, JSON.stringify(median.report, null, 1));
  }
}

// ---------------------------------------------------------------------------

interface Setup {
  name: string;
  origin: string;
}

async function main(): Promise<void> {
  const { cleanup, runCleanup } = cleanupOnInterrupt();
  try {
    // The exchange rates come from a price service on loopback, as from Coinbase in
    // production: the page's figures then hold without the internet, and on a machine
    // with it do not depend on a public service's answer time.
    const prices = await startPriceServer();
    cleanup.steps.push(() => prices.close());
    // The proxy passes the client's address and scheme (docs/deploy.md: TLS at a reverse proxy).
    const base = (
      await startBuiltServer(cleanup, {
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        POOL_PRICE_SERVICE_URL: prices.url,
        PRICE_SOURCE_URL: prices.url,
      })
    ).url;
    // One browser, its default profile shared with Lighthouse (which connects to its port);
    // the proxy's certificate is self-signed.
    const port = await freePort();
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-bench-web-chromium-'));
    cleanup.steps.push(() => fs.rmSync(profile, { recursive: true, force: true }));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: findBrowser(),
      args: [...chromiumArgs, `--remote-debugging-port=${port}`, '--ignore-certificate-errors'],
      viewport: { width: 1280, height: 900 },
    });
    cleanup.steps.push(() => context.close());

    // 1. The sign-in page, signed out, then the dashboard signed in.
    const page = await context.newPage();
    const login = printTransfers(
      'Sign-in page /auth/login (signed out)',
      await scriptTransfers(page, `${base}/auth/login`, loginReady),
      goals.loginKb,
    );
    await signIn(page, base);
    const dashboard = printTransfers(
      'Dashboard / (signed in as the demo miner)',
      await scriptTransfers(page, `${base}/`, dashboardReady),
      goals.dashboardKb,
    );
    console.log(`\nJS gzip on the wire: login ${kb(login)} kB, dashboard ${kb(dashboard)} kB`);
    printMainThreadWork('Dashboard /', await mainThreadWork(page, `${base}/`, 'main h1'));
    if (process.env.BENCH_LIGHTHOUSE === '0') return;

    // 2. Lighthouse on the same browser, served directly and behind the TLS proxy: the
    // dashboard first (the session cookie, set for the host, holds for both ports), then
    // the sign-in page signed out (cookies cleared, storage reset).
    const setups: Setup[] = [{ name: 'served directly (HTTP/1.1)', origin: base }];
    const proxy = await startTlsProxy(cleanup, base);
    if ('url' in proxy) setups.push({ name: 'behind nginx (TLS, HTTP/2)', origin: proxy.url });
    else console.log(`\nLighthouse behind a TLS proxy skipped: ${proxy.missing}`);
    const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
    const cdp = await context.newCDPSession(page);
    await page.goto('about:blank');
    const dashboardRuns = [];
    for (const setup of setups) {
      dashboardRuns.push(
        await runsOf(
          runs,
          async () => void (await cdp.send('Network.clearBrowserCache')),
          () => runLighthouse(port, `${setup.origin}/`, true),
        ),
      );
    }
    await cdp.send('Network.clearBrowserCookies');
    await cdp.detach();
    for (const [index, setup] of setups.entries()) {
      const loginRuns = await runsOf(
        runs,
        async () => undefined,
        () => runLighthouse(port, `${setup.origin}/auth/login`, false),
      );
      printScores(`sign-in page, ${setup.name}`, loginRuns);
      printScores(`dashboard, ${setup.name}`, dashboardRuns[index]!);
    }
  } finally {
    await runCleanup();
  }
}

await main();
