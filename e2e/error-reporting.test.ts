import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSentryReceiver, type SentryReceiver } from '../apps/server/src/test/sentry-receiver.js';
import { heading, openPage, useBrowser, writePoolSettings } from './support/fixtures.js';

const browser = useBrowser();
let receiver: SentryReceiver;
beforeAll(async () => {
  receiver = await startSentryReceiver();
});
afterAll(async () => {
  writePoolSettings({});
  await receiver.close();
});

const sdkChunk = /\/assets\/sentry-[\w-]+\.js$/;

/**
 * Run in the page as a string, as the browser would: a chunk that is gone, a call the
 * network refuses (the CSP blocks this address), each left unhandled; once both have
 * reached the page's handlers, an uncaught error of our own.
 */
const noiseThenBug = `new Promise((resolve) => {
  let unhandled = 0;
  addEventListener('unhandledrejection', () => {
    if (++unhandled === 2) {
      setTimeout(() => { throw new Error('Rendering failed for bob@example.com with Bearer e2e-secret-token'); });
      resolve(undefined);
    }
  });
  void import('/assets/missing-chunk-e2e.js');
  void fetch('http://127.0.0.1:9/unreachable');
})`;

describe('error reporting in the browser', () => {
  it('is off without a DSN: the login page never asks for the SDK', async () => {
    writePoolSettings({});
    const tab = await openPage(browser());
    const scripts: string[] = [];
    tab.page.on('request', (request) => scripts.push(request.url()));
    await tab.page.goto('/auth/login');
    await heading(tab.page);
    // Past the latest moment the SDK would load (idle, or 500 ms after first paint).
    await tab.page.evaluate('new Promise((resolve) => setTimeout(resolve, 1000))');
    expect(scripts.filter((url) => sdkChunk.test(url))).toEqual([]);
    await tab.close();
  });

  it('with a DSN, loads the SDK after first paint and reports an uncaught error redacted, not the chunk or network failure', async () => {
    writePoolSettings({ sentry_dsn: receiver.dsn, sentry_environment: 'e2e' });
    const tab = await openPage(browser(), {
      // The refused call and the missing chunk are logged by Chromium, as they would be for a user.
      allowConsoleError: () => true,
    });
    const sdkRequest = tab.page.waitForRequest((request) => sdkChunk.test(request.url()));
    await tab.page.goto('/auth/login?token=link-secret-token');
    await heading(tab.page);
    await sdkRequest;
    // The SDK reports the page session as soon as it starts: the CSP let it reach the receiver.
    await receiver.waitFor((envelope) => envelope.items.some((item) => item.header.type === 'session'));

    await tab.page.evaluate(noiseThenBug);
    const envelope = await receiver.waitFor((e) => e.items.some((item) => item.header.type === 'event'));
    const events = receiver.itemsOf('event') as Array<{
      exception: { values: Array<{ type: string; value: string }> };
      request: { url: string };
      environment: string;
      release: string;
    }>;
    expect(events).toHaveLength(1);
    expect(events[0]!.exception.values.at(-1)).toMatchObject({
      type: 'Error',
      value: 'Rendering failed for [email] with Bearer [Filtered]',
    });
    expect(events[0]!.request.url).toContain('/auth/login?token=[Filtered]');
    const { version } = (await (await tab.page.request.get('/meta/version.json')).json()) as { version: string };
    expect(events[0]).toMatchObject({ environment: 'e2e', release: version });
    for (const envelopeText of receiver.envelopes.map((e) => e.text)) {
      expect(envelopeText).not.toContain('bob@example.com');
      expect(envelopeText).not.toContain('e2e-secret-token');
      expect(envelopeText).not.toContain('link-secret-token');
    }
    expect(envelope.project).toBe('1');
    await tab.close();
  });
});
