import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from './logout';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('logout (product §4)', () => {
  it('goes to sign-in by default, replacing the history entry', async () => {
    const go = vi.fn();
    await logout(go);
    expect(go).toHaveBeenCalledWith('/auth/login', { replace: true, flushSync: true });
  });

  it('goes to a saved return address once, then forgets it', async () => {
    localStorage.setItem('pool.return-to', '/demohub/auth');
    const go = vi.fn();
    await logout(go);
    expect(go).toHaveBeenCalledWith('/demohub/auth', { replace: true, flushSync: true });
    expect(localStorage.getItem('pool.return-to')).toBeNull();
  });

  it.each(['//evil.example/phish', 'https://evil.example/'])('never leaves the site for %s', async (saved) => {
    localStorage.setItem('pool.return-to', saved);
    const go = vi.fn();
    await logout(go);
    expect(go).toHaveBeenCalledWith('/auth/login', { replace: true, flushSync: true });
  });
});
