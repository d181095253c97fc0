import { describe, expect, it } from 'vitest';
import {
  defaultRouteSampleRate,
  ignoredErrorKind,
  redactEvent,
  redactText,
  sensitiveRouteSampleRate,
  traceSampleRateFor,
} from './error-reporting.js';

const errorEvent = (type: string, value: string, filename = 'http://localhost:8080/assets/index-abc.js') => ({
  exception: { values: [{ type, value, stacktrace: { frames: [{ filename }] } }] },
});

describe('traceSampleRateFor', () => {
  it.each([
    '/workers',
    '/watch/[Filtered]/workers',
    '/auth/login',
    '/payments',
    '/customers/4/payments',
    'GET /api/backend/v0.1/miners/7/workers',
    'POST /api/identity/self-service/login',
  ])('samples %s at 0.2', (route) => {
    expect(traceSampleRateFor(route)).toBe(sensitiveRouteSampleRate);
  });

  it.each(['/', '/settings', '/platform/payouts', 'GET /api/backend/v0.1/pools/current'])(
    'samples %s at 0.08',
    (route) => {
      expect(traceSampleRateFor(route)).toBe(defaultRouteSampleRate);
    },
  );
});

describe('ignoredErrorKind', () => {
  it.each([
    ['TypeError', 'Failed to fetch dynamically imported module: http://localhost/assets/workers-1.js', 'chunk_load'],
    ['TypeError', 'error loading dynamically imported module: http://localhost/assets/a.js', 'chunk_load'],
    ['TypeError', 'Importing a module script failed.', 'chunk_load'],
    ['Error', 'Unable to preload CSS for /assets/a.css', 'chunk_load'],
    ['ChunkLoadError', 'Loading chunk 7 failed.', 'chunk_load'],
    ['TypeError', 'Failed to fetch', 'network'],
    ['TypeError', 'NetworkError when attempting to fetch resource.', 'network'],
    ['TypeError', 'Load failed', 'network'],
    ['ApiError', '0 network_error', 'network'],
    ['ApiError', '0 timeout', 'network'],
  ])('drops %s "%s" as %s', (type, value, kind) => {
    expect(ignoredErrorKind(errorEvent(type, value))).toBe(kind);
  });

  it('drops errors thrown from a browser extension', () => {
    const event = errorEvent(
      'TypeError',
      "Cannot read properties of null (reading 'x')",
      'chrome-extension://abc/content.js',
    );
    expect(ignoredErrorKind(event)).toBe('extension');
    expect(ignoredErrorKind(errorEvent('Error', 'x', 'moz-extension://abc/inject.js'))).toBe('extension');
  });

  it('keeps the application’s own errors, including a failed API call with a status', () => {
    expect(
      ignoredErrorKind(errorEvent('TypeError', "Cannot read properties of undefined (reading 'id')")),
    ).toBeUndefined();
    expect(ignoredErrorKind(errorEvent('ApiError', '500 internal_error'))).toBeUndefined();
    expect(ignoredErrorKind(errorEvent('Error', 'Failed to fetch the payout list from the chain'))).toBeUndefined();
    expect(ignoredErrorKind({ message: 'plain message' })).toBeUndefined();
  });
});

describe('redactText', () => {
  it('removes bearer tokens, auth headers, e-mails, watcher tokens, invitation codes and link codes', () => {
    expect(redactText('call failed with Bearer eyJhbGciOi.J9.x-y_z== for Alice.B+1@mail.example.org')).toBe(
      'call failed with Bearer [Filtered] for [email]',
    );
    expect(redactText('Authorization: Basic dXNlcjpwYXNz; next')).toBe('Authorization: [Filtered]; next');
    expect(redactText('{"authorization":"Token abc"}')).toBe('{"authorization":"[Filtered]"}');
    expect(redactText('http://pool.example/watch/tok_123/workers?x=1')).toBe(
      'http://pool.example/watch/[Filtered]/workers?x=1',
    );
    expect(redactText('/api/backend/v0.1/watchers/tok_123')).toBe('/api/backend/v0.1/watchers/[Filtered]');
    expect(redactText('/api/backend/v0.1/invites/Inv1te-c0de_x?y=1')).toBe('/api/backend/v0.1/invites/[Filtered]?y=1');
    expect(redactText('/api/backend/v0.1/invites/acceptable')).toBe('/api/backend/v0.1/invites/[Filtered]');
    expect(redactText('/auth/verification?flow=f1&code=123456&token=abc')).toBe(
      '/auth/verification?flow=f1&code=[Filtered]&token=[Filtered]',
    );
  });

  it('leaves ordinary text, package versions, the watchers list and the named invitation routes alone', () => {
    expect(redactText('react@19.1.0 failed in Basic mode')).toBe('react@19.1.0 failed in Basic mode');
    expect(redactText('/api/backend/v0.1/watchers')).toBe('/api/backend/v0.1/watchers');
    expect(redactText('/api/backend/v0.1/invites/accept')).toBe('/api/backend/v0.1/invites/accept');
    expect(redactText('/api/backend/v0.1/identity/u1/telegram/invites/current')).toBe(
      '/api/backend/v0.1/identity/u1/telegram/invites/current',
    );
    expect(redactText('/api/backend/v0.1/users/u1/invites')).toBe('/api/backend/v0.1/users/u1/invites');
  });
});

describe('redactEvent', () => {
  it('filters secret headers in any case and redacts every string of the event', () => {
    const event = {
      message: 'user bob@example.com',
      request: {
        url: 'http://localhost/watch/secret-token',
        headers: { Authorization: 'Bearer abc', Cookie: 'ory_session=1', 'X-Watcher-Token': 'w', Accept: 'text/html' },
        cookies: { ory_session: '1' },
      },
      extra: { detail: { nested: ['sent Bearer abc.def to carol@example.com'] } },
      breadcrumbs: [{ category: 'fetch', data: { url: '/api/backend/v0.1/watchers/w1', status_code: 200 } }],
      user: { email: 'dave@example.com', id: '7' },
    };
    expect(redactEvent(event)).toEqual({
      message: 'user [email]',
      request: {
        url: 'http://localhost/watch/[Filtered]',
        headers: {
          Authorization: '[Filtered]',
          Cookie: '[Filtered]',
          'X-Watcher-Token': '[Filtered]',
          Accept: 'text/html',
        },
        cookies: '[Filtered]',
      },
      extra: { detail: { nested: ['sent Bearer [Filtered] to [email]'] } },
      breadcrumbs: [{ category: 'fetch', data: { url: '/api/backend/v0.1/watchers/[Filtered]', status_code: 200 } }],
      user: { email: '[email]', id: '7' },
    });
    expect(event.request.headers.Authorization).toBe('Bearer abc');
  });

  it('filters secret span attributes named by their last part', () => {
    expect(
      redactEvent({ attributes: { 'http.request.header.authorization': 'Bearer abc', 'url.path': '/watch/t1' } }),
    ).toEqual({ attributes: { 'http.request.header.authorization': '[Filtered]', 'url.path': '/watch/[Filtered]' } });
  });
});
