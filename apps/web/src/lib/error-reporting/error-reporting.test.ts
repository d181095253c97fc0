import { addBreadcrumb, flush, getClient, setExtra } from '@sentry/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSentryReceiver, type SentryReceiver } from '../../../../server/src/test/sentry-receiver';
import { defaultPageSettings } from '@/lib/page-settings';
import { reportAppError, startErrorReporting } from './index';

const secretToken = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0.sig';
const secretEmail = 'miner.alice@example.com';
const watcherToken = 'wt_9f8e7d6c5b4a';

let receiver: SentryReceiver;
beforeAll(async () => {
  receiver = await startSentryReceiver();
});
afterAll(() => receiver.close());

/** An error as the browser makes it, with a stack from `file`. */
function browserError(type: ErrorConstructor, message: string, file: string): Error {
  const error = new type(message);
  error.stack = `${type.name}: ${message}\n    at load (${file}:1:100)\n    at run (${file}:2:200)`;
  return error;
}

type ReceivedEvent = {
  exception: { values: Array<{ type: string; value: string }> };
  request: { url: string };
  extra: Record<string, string>;
  breadcrumbs: Array<{ message?: string }>;
  environment: string;
};

describe('error reporting in the app', () => {
  it('loads nothing when the page settings carry no DSN', () => {
    const schedule = vi.fn();
    startErrorReporting(defaultPageSettings, schedule);
    expect(schedule).not.toHaveBeenCalled();
  });

  it('loads the SDK only when scheduled, then reports a thrown error redacted and drops chunk-load, network and extension errors', async () => {
    window.history.replaceState(null, '', `/watch/${watcherToken}/workers`);
    let load: (() => void) | undefined;
    startErrorReporting({ ...defaultPageSettings, sentry_dsn: receiver.dsn, sentry_environment: 'test' }, (run) => {
      load = run;
    });
    expect(getClient()).toBeUndefined();

    // Seen before the SDK arrives: kept, then filtered like any other.
    reportAppError(
      browserError(
        TypeError,
        'Failed to fetch dynamically imported module: http://localhost:3000/assets/workers-Bx1.js',
        'http://localhost:3000/assets/index-A1.js',
      ),
    );
    reportAppError(browserError(TypeError, 'Failed to fetch', 'http://localhost:3000/assets/index-A1.js'));

    load!();
    await vi.waitFor(() => expect(getClient()).toBeDefined(), { timeout: 10_000 });

    reportAppError(
      browserError(
        TypeError,
        "Cannot read properties of null (reading 'style')",
        'chrome-extension://abcdefghijklmnop/content.js',
      ),
    );
    for (let step = 0; step < 60; step += 1) addBreadcrumb({ category: 'test', message: `step ${step}` });
    console.info(`signed in as ${secretEmail}`);
    setExtra('last call', `GET /api/backend/v0.1/miners with Authorization: Bearer ${secretToken}`);
    try {
      throw new Error(`Payout list failed for ${secretEmail} (Bearer ${secretToken})`);
    } catch (error) {
      reportAppError(error);
    }

    const envelope = await receiver.waitFor((e) => e.items.some((item) => item.header.type === 'event'));
    await flush(5000);
    const events = receiver.itemsOf('event') as ReceivedEvent[];
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(event.exception.values.at(-1)).toMatchObject({
      type: 'Error',
      value: 'Payout list failed for [email] (Bearer [Filtered])',
    });
    expect(event.extra['last call']).toBe('GET /api/backend/v0.1/miners with Authorization: [Filtered]');
    expect(event.request.url).toBe(`${window.location.origin}/watch/[Filtered]/workers`);
    expect(event.breadcrumbs.map((crumb) => crumb.message)).toContain('signed in as [email]');
    expect(event.breadcrumbs).toHaveLength(50);
    expect(event.environment).toBe('test');
    const sampler = getClient()!.getOptions().tracesSampler!;
    const rateOf = (name: string) => sampler({ name, attributes: {}, inheritOrSampleWith: () => 1 });
    expect([rateOf('/workers'), rateOf('/auth/login'), rateOf('/payments'), rateOf('/settings')]).toEqual([
      0.2, 0.2, 0.2, 0.08,
    ]);
    for (const secret of [secretToken, secretEmail, watcherToken]) expect(envelope.text).not.toContain(secret);
  });
});
