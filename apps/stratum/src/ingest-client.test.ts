import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Share } from '@pool/contract';
import { ShareReporter, type ShareReporterOptions } from './ingest-client.js';
import { LoopbackApi } from './test/loopback-api.js';

const token = 'test-ingest-token';

let api: LoopbackApi;
let directory: string;
const reporters: ShareReporter[] = [];

beforeEach(async () => {
  api = await new LoopbackApi(token, new Set()).start();
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'share-spool-'));
});

afterEach(async () => {
  for (const reporter of reporters.splice(0)) reporter.stop();
  await api.stop();
  fs.rmSync(directory, { recursive: true, force: true });
});

/** Each share told apart by its difficulty, so the API's count shows any lost or doubled. */
function shares(from: number, count: number): Share[] {
  return Array.from({ length: count }, (_, index) => ({
    worker: 'demo_miner.rig1',
    difficulty: from + index,
    time: new Date(Date.UTC(2026, 0, 1) + (from + index) * 1000).toISOString(),
    accepted: true,
  }));
}

/** A reporter that sends only when told (flush), retrying at once, and announces each failed attempt. */
function startReporter(options: Partial<ShareReporterOptions> = {}) {
  const failures: Array<() => void> = [];
  const reporter = new ShareReporter({
    apiUrl: api.url,
    token,
    flushMs: 3_600_000,
    retryMs: { first: 1, last: 20 },
    spoolDirectory: directory,
    onError: () => failures.splice(0).forEach((wake) => wake()),
    ...options,
  });
  reporters.push(reporter);
  const nextFailure = () => new Promise<void>((resolve) => failures.push(resolve));
  return { reporter, nextFailure };
}

/** Seals `batch` shares at a time while the API is down, each batch tried and failed before the next. */
async function reportWhileDown(node: ReturnType<typeof startReporter>, all: Share[], batch: number): Promise<void> {
  for (let start = 0; start < all.length; start += batch) {
    for (const share of all.slice(start, start + batch)) node.reporter.report(share);
    const failed = node.nextFailure();
    node.reporter.flush();
    await failed;
  }
}

describe('the share spool', () => {
  it('keeps every share while the API is away, through a restart, and delivers each once and in order when it is back', async () => {
    api.down = true;
    const first = startReporter();
    await reportWhileDown(first, shares(1, 2500), 250);
    expect(first.reporter.pendingShares).toBe(2500);
    // The node dies: whatever was only in its memory is gone; its last write was torn.
    first.reporter.stop();
    fs.appendFileSync(path.join(directory, 'shares.spool'), '{"batch":"torn-by-the-crash","shar');

    const second = startReporter();
    // What the node's backlog gauge shows at once after the restart.
    expect(second.reporter.pendingShares).toBe(2500);
    await reportWhileDown(second, shares(2501, 2500), 500);
    expect(second.reporter.pendingShares).toBe(5000);

    // The API comes back; its answer to the first batch is lost, so that batch goes again.
    api.loseAnswers = 1;
    api.down = false;
    expect(await second.reporter.drain(600_000)).toBe(true);

    expect(api.shares()).toEqual(shares(1, 5000));
    expect(api.posts).toBeGreaterThan(api.batches.size);
    expect(second.reporter.pendingShares).toBe(0);
    // Nothing pending: the spool starts over empty rather than growing for ever.
    expect(fs.statSync(path.join(directory, 'shares.spool')).size).toBe(0);
  });

  it('does not send again what the API took before a restart', async () => {
    const first = startReporter();
    for (const share of shares(1, 300)) first.reporter.report(share);
    expect(await first.reporter.drain(600_000)).toBe(true);
    first.reporter.stop();

    const second = startReporter();
    expect(second.reporter.pendingShares).toBe(0);
    for (const share of shares(301, 100)) second.reporter.report(share);
    expect(await second.reporter.drain(600_000)).toBe(true);
    expect(api.shares()).toEqual(shares(1, 400));
  });
});
