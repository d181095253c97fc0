import { describe, expect, it } from 'vitest';
import { signInPathFor, withReturnTo } from './session';

const at = (path: string) => new URL(path, 'https://pool.example');

describe('signInPathFor', () => {
  it('goes to login without a query', () => {
    expect(signInPathFor(at('/workers'))).toBe('/auth/login');
  });

  it('goes to login keeping the whole query when reg is absent', () => {
    expect(signInPathFor(at('/payments?page=2&registration=1&regx=1'))).toBe(
      '/auth/login?page=2&registration=1&regx=1',
    );
  });

  it.each([
    ['/?reg', '/auth/registration?reg'],
    ['/?reg=', '/auth/registration?reg='],
    ['/?reg=1', '/auth/registration?reg=1'],
    ['/workers?promocode=SUMMER&reg=true', '/auth/registration?promocode=SUMMER&reg=true'],
  ])('goes to registration keeping the whole query for %s', (path, expected) => {
    expect(signInPathFor(at(path))).toBe(expected);
  });

  it('keeps the query exactly as written', () => {
    expect(signInPathFor(at('/?x=%20y&reg=1&x=2'))).toBe('/auth/registration?x=%20y&reg=1&x=2');
  });
});

describe('withReturnTo', () => {
  it('adds the page that asked as return_to to a second-factor redirect', () => {
    const back = `${window.location.origin}/settings?flow=abc`;
    const to = withReturnTo('/api/identity/self-service/login/browser?aal=aal2', back);
    const url = new URL(to, window.location.origin);
    expect(url.pathname).toBe('/api/identity/self-service/login/browser');
    expect(url.searchParams.get('aal')).toBe('aal2');
    expect(url.searchParams.get('return_to')).toBe(back);
  });

  it('keeps a return_to the service already gave', () => {
    const to = withReturnTo('/api/identity/self-service/login/browser?aal=aal2&return_to=%2Fworkers', '/settings');
    expect(new URL(to, window.location.origin).searchParams.get('return_to')).toBe('/workers');
  });
});
