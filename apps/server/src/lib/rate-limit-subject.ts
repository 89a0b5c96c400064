import { isIPv6 } from 'node:net';

/**
 * The subject a per-IP rate limit counts for a client address. One IPv6 client is usually handed a
 * whole /64 and can pick any address in it, so IPv6 counts by that prefix; an IPv4-mapped IPv6
 * address (`::ffff:1.2.3.4`) counts as the IPv4 address it carries.
 */
export function rateLimitSubjectForIp(ip: string): string {
  const withoutZone = ip.split('%')[0] ?? ip;
  if (!isIPv6(withoutZone)) return ip;
  const groups = expandIpv6(withoutZone);
  if (groups.slice(0, 5).every((group) => group === '0000') && groups[5] === 'ffff') {
    const [high = 0, low = 0] = groups.slice(6).map((group) => parseInt(group, 16));
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** Eight lower-case, four-digit groups; the URL parser first turns a dotted tail into two groups. */
function expandIpv6(ip: string): string[] {
  const canonical = new URL(`http://[${ip}]`).hostname.slice(1, -1);
  const [head = '', tail] = canonical.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = Array.from({ length: 8 - headGroups.length - tailGroups.length }, () => '0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => group.padStart(4, '0'));
}
