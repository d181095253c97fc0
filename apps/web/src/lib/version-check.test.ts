import { describe, expect, it, vi } from 'vitest';
import { deferred, jsonResponse } from '@/test/test-utils';
import { VersionCheck } from './version-check';

/** A fetcher answering each call with the next of `answers` (a version, a status code, or a thrown error). */
function fetcherOf(...answers: (string | number | Error)[]) {
  return vi.fn<typeof fetch>(() => {
    const answer = answers.shift();
    if (answer === undefined) throw new Error('unexpected fetch');
    if (answer instanceof Error) return Promise.reject(answer);
    if (typeof answer === 'number') return Promise.resolve(jsonResponse({ error: 'nope' }, answer));
    return Promise.resolve(jsonResponse({ version: answer }));
  });
}

describe('VersionCheck', () => {
  it('is initial and skips checks before start, without fetching', async () => {
    const fetcher = fetcherOf();
    const check = new VersionCheck(fetcher);
    expect(check.status).toBe('initial');
    expect(await check.check()).toBe('skipped');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('is loading and skips checks while the first fetch runs', async () => {
    const answer = deferred<Response>();
    const fetcher = vi.fn<typeof fetch>(() => answer.promise);
    const check = new VersionCheck(fetcher);
    const started = check.start();
    expect(check.status).toBe('loading');
    expect(await check.check()).toBe('skipped');
    expect(fetcher).toHaveBeenCalledTimes(1);

    answer.resolve(jsonResponse({ version: '1.0.0' }));
    await started;
    expect(check.status).toBe('done');
  });

  it('fetches the version file without the HTTP cache', async () => {
    const fetcher = fetcherOf('1.0.0', '1.0.0');
    const check = new VersionCheck(fetcher);
    await check.start();
    await check.check();
    for (const call of fetcher.mock.calls) expect(call).toEqual(['/meta/version.json', { cache: 'no-store' }]);
  });

  it('compares every check with the version stored at start', async () => {
    const check = new VersionCheck(fetcherOf('1.0.0', '1.0.0', '1.0.1', '1.0.0'));
    await check.start();
    expect(check.status).toBe('done');
    expect(await check.check()).toBe('not-changed');
    expect(await check.check()).toBe('changed');
    expect(await check.check()).toBe('not-changed');
  });

  it.each([
    ['the fetch rejects', new TypeError('Failed to fetch')],
    ['the server answers 404', 404],
  ])('fails when %s at start, and the next successful check stores the version', async (_case, failure) => {
    const check = new VersionCheck(fetcherOf(failure, '2.0.0', '2.0.0', '2.0.1'));
    await check.start();
    expect(check.status).toBe('fail');

    expect(await check.check()).toBe('not-changed');
    expect(check.status).toBe('done');
    expect(await check.check()).toBe('not-changed');
    expect(await check.check()).toBe('changed');
  });

  it('fails on a response without a version', async () => {
    const fetcher = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse({ version: '' })));
    const check = new VersionCheck(fetcher);
    await check.start();
    expect(check.status).toBe('fail');
  });

  it('reports not-changed when a later check fails, and keeps the stored version', async () => {
    const check = new VersionCheck(fetcherOf('1.0.0', 500, '1.0.1'));
    await check.start();
    expect(await check.check()).toBe('not-changed');
    expect(check.status).toBe('fail');
    expect(await check.check()).toBe('changed');
  });

  it('is done again after a failed check is followed by a good one', async () => {
    const check = new VersionCheck(fetcherOf('v1', 503, 'v1'));
    await check.start();
    expect(await check.check()).toBe('not-changed');
    expect(check.status).toBe('fail');
    expect(await check.check()).toBe('not-changed');
    expect(check.status).toBe('done');
  });
});
