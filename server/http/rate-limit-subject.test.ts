import { describe, expect, it } from 'vitest';
import { rateLimitSubject } from './rate-limit-subject.ts';

describe('rateLimitSubject', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(rateLimitSubject('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitSubject('203.0.113.8')).not.toBe(rateLimitSubject('203.0.113.7'));
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address, in any spelling', () => {
    expect(rateLimitSubject('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitSubject('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitSubject('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(rateLimitSubject('0:0:0:0:0:ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('keys an IPv6 address by its /64, written the same however the address was', () => {
    const subnet = '2001:db8:85a3:8d3::';
    for (const address of [
      '2001:db8:85a3:8d3:1319:8a2e:370:7348',
      '2001:0DB8:85A3:08D3:1319:8A2E:0370:7348',
      '2001:db8:85a3:8d3::1',
      '2001:db8:85a3:8d3::',
      '2001:db8:85a3:8d3:ffff:ffff:ffff:ffff',
      '[2001:db8:85a3:8d3::7]',
      '2001:db8:85a3:8d3::1%eth0',
      '2001:db8:85a3:8d3::c000:201',
      '2001:db8:85a3:8d3:0:0:192.0.2.1',
    ]) {
      expect(rateLimitSubject(address), address).toBe(subnet);
    }
    expect(rateLimitSubject('2001:db8:85a3:8d4::1')).toBe('2001:db8:85a3:8d4::');
  });

  it('drops a zone id', () => {
    expect(rateLimitSubject('fe80::1%eth0')).toBe('fe80::');
    expect(rateLimitSubject('fe80::abcd:1%25en0')).toBe('fe80::');
  });

  it('writes the /64 in the shortest form (RFC 5952): the longest run of zero groups shortened, the first of equal ones', () => {
    expect(rateLimitSubject('2001:0:0:1:a:b:c:d')).toBe('2001:0:0:1::');
    expect(rateLimitSubject('2001:db8:0:1:2:3:4:5')).toBe('2001:db8:0:1::');
    expect(rateLimitSubject('0:0:0:1::5')).toBe('0:0:0:1::');
    expect(rateLimitSubject('::1')).toBe('::');
    expect(rateLimitSubject('::')).toBe('::');
  });

  it('gives the same answer for its own answer, so applying it twice changes nothing', () => {
    for (const address of ['203.0.113.7', '::ffff:203.0.113.7', '2001:db8::1', 'fe80::1%eth0', '2001:0:0:1:a:b:c:d']) {
      expect(rateLimitSubject(rateLimitSubject(address))).toBe(rateLimitSubject(address));
    }
  });

  it('leaves what is not an address alone (trimmed and lower-cased, at most 100 characters)', () => {
    expect(rateLimitSubject('unknown')).toBe('unknown');
    expect(rateLimitSubject(' Not-An-Address ')).toBe('not-an-address');
    expect(rateLimitSubject('2001:db8::1::2')).toBe('2001:db8::1::2');
    expect(rateLimitSubject('x'.repeat(500))).toHaveLength(100);
  });
});
