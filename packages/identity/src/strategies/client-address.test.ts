import { describe, expect, it } from 'vitest';
import { rateLimitAddress } from './client-address.js';

describe('rateLimitAddress', () => {
  it('counts an IPv4 address as itself', () => {
    expect(rateLimitAddress('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    expect(rateLimitAddress('2001:db8:85a3:12::1')).toBe('2001:db8:85a3:12::/64');
    expect(rateLimitAddress('2001:0db8:85a3:0012:ffff:ffff:ffff:fffe')).toBe('2001:db8:85a3:12::/64');
    expect(rateLimitAddress('2001:db8:85a3:13::1')).toBe('2001:db8:85a3:13::/64');
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4 address seen through an IPv6 socket as the IPv4 address', () => {
    expect(rateLimitAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddress('::ffff:cb00:7107')).toBe('203.0.113.7');
  });
});
