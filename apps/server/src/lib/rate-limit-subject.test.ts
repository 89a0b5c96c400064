import { describe, expect, it } from 'vitest';
import { rateLimitSubjectForIp } from './rate-limit-subject.js';

describe('rateLimitSubjectForIp', () => {
  it('keeps an IPv4 address, or anything that is no IPv6 address, as it is', () => {
    expect(rateLimitSubjectForIp('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitSubjectForIp('not:an:address')).toBe('not:an:address');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(rateLimitSubjectForIp('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitSubjectForIp('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(rateLimitSubjectForIp('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys an IPv6 address on its /64, expanded and lower-cased', () => {
    expect(rateLimitSubjectForIp('2001:DB8:a:b:1:2:3:4')).toBe('2001:0db8:000a:000b::/64');
    expect(rateLimitSubjectForIp('2001:db8:a:b::1')).toBe('2001:0db8:000a:000b::/64');
    expect(rateLimitSubjectForIp('2001:0db8:000a:000b:ffff:ffff:ffff:ffff')).toBe('2001:0db8:000a:000b::/64');
    expect(rateLimitSubjectForIp('2001:db8::1')).toBe('2001:0db8:0000:0000::/64');
    expect(rateLimitSubjectForIp('::1')).toBe('0000:0000:0000:0000::/64');
    expect(rateLimitSubjectForIp('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64');
  });

  it('tells two /64s apart', () => {
    expect(rateLimitSubjectForIp('2001:db8:a:b::1')).not.toBe(rateLimitSubjectForIp('2001:db8:a:c::1'));
  });
});
