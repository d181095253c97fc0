import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client address that rate limits count by. One IPv6 subscriber is handed a whole /64
 * (2^64 addresses), so counting by the full address would give each of them a fresh limit
 * per request; their /64 is what one machine or household holds, as an IPv4 address is.
 * An IPv4 address seen through an IPv6 socket (`::ffff:192.0.2.1`) counts as itself.
 */
export function rateLimitAddress(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const groups = expandIPv6(ip);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail read as two groups). */
function expandIPv6(ip: string): number[] {
  const zoneless = ip.split('%')[0]!;
  const [head, tail] = zoneless.includes('::') ? zoneless.split('::') : [zoneless, undefined];
  const parse = (part: string | undefined): number[] =>
    !part
      ? []
      : part.split(':').flatMap((group) => {
          if (!isIPv4(group)) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const front = parse(head);
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}
