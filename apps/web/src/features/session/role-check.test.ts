import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { fetchCall, jsonResponse, stubFetch } from '@/test/test-utils';
import { checkRole, resetRole, roleStatus } from './role-check';

const user = { id: 'u1', email: 'miner@example.com', language: null };
const credentials = { password: true, totp: false, lookup_secret: false, webauthn: false };
const minerPermission = {
  id: 'p1',
  type: 'miner',
  account_id: 'm1',
  account_name: 'demo_miner',
  role: 'owner',
  sections: [],
};

beforeEach(() => {
  resetRole();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('checkRole', () => {
  it('is success with a permission', async () => {
    stubFetch(() => jsonResponse({ user, permissions: [minerPermission], credentials }));
    expect((await checkRole()).kind).toBe('ok');
    expect(roleStatus()).toBe('success');
  });

  it('is should-update with no permission (the app then asks for an account name)', async () => {
    stubFetch(() => jsonResponse({ user, permissions: [], credentials }));
    expect(await checkRole()).toEqual({ kind: 'no-permissions' });
    expect(roleStatus()).toBe('should-update');
  });

  it('returns to initial when the first load fails, and is error when a reload fails', async () => {
    stubFetch(() => jsonResponse({ error: { code: 'unauthorized', message: 'x' } }, 401));
    expect(await checkRole()).toEqual({ kind: 'failed' });
    expect(roleStatus()).toBe('initial');

    stubFetch(() => jsonResponse({ user, permissions: [minerPermission], credentials }));
    await checkRole();
    queryClient.clear();
    stubFetch(() => jsonResponse({ error: { code: 'internal_error', message: 'x' } }, 500));
    expect(await checkRole()).toEqual({ kind: 'failed' });
    expect(roleStatus()).toBe('error');
  });

  it('accepts a stored invite code once an identity exists, then clears it', async () => {
    localStorage.setItem('pool.invite-code', 'INVITE-123');
    let identityCalls = 0;
    const fetchMock = stubFetch();
    fetchMock.mockImplementation((input) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (url.endsWith('/invites/accept')) {
        return Promise.resolve(jsonResponse({ permission: minerPermission }));
      }
      identityCalls += 1;
      return Promise.resolve(
        jsonResponse({ user, permissions: identityCalls > 1 ? [minerPermission] : [], credentials }),
      );
    });
    expect((await checkRole()).kind).toBe('ok');
    const accepts = fetchMock.mock.calls.map((_, index) => fetchCall(fetchMock, index));
    const acceptCall = accepts.find((call) => call.url.endsWith('/invites/accept'));
    expect(acceptCall?.init.body).toBe(JSON.stringify({ code: 'INVITE-123' }));
    expect(localStorage.getItem('pool.invite-code')).toBeNull();
  });
});
