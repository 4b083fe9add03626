import { describe, expect, it } from 'vitest';
import { isListedAddress, normaliseAddress, parseAddressList } from './addresses.js';

describe('normaliseAddress', () => {
  it('writes IPv4 as given and IPv6 in eight lower-case groups', () => {
    expect(normaliseAddress(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(normaliseAddress('2001:DB8::7')).toBe('2001:db8:0:0:0:0:0:7');
    expect(normaliseAddress('2001:0db8:0:0:0:0:0:0007')).toBe('2001:db8:0:0:0:0:0:7');
    expect(normaliseAddress('::1')).toBe('0:0:0:0:0:0:0:1');
    expect(normaliseAddress('::')).toBe('0:0:0:0:0:0:0:0');
    expect(normaliseAddress('::ffff:192.0.2.1')).toBe('0:0:0:0:0:ffff:c000:201');
  });

  it('refuses what is not one address', () => {
    for (const text of [
      '',
      'admin.example.org',
      '203.0.113',
      '203.0.113.256',
      '203.0.113.07',
      '203.0.113.0/24',
      '1::2::3',
      '1:2:3:4:5:6:7:8:9',
      '1:2:3:4:5:6:7',
      '1:2:3:4:5:6:7::8',
      '12345::1',
      '::ffff:192.0.2',
    ]) {
      expect([text, normaliseAddress(text)]).toEqual([text, null]);
    }
  });
});

describe('parseAddressList', () => {
  it('reads a comma-separated list and tells the entries that are not addresses', () => {
    expect(parseAddressList('203.0.113.7, 2001:db8::7,,::1 , 2001:DB8:0::7')).toEqual({
      addresses: ['203.0.113.7', '2001:db8:0:0:0:0:0:7', '0:0:0:0:0:0:0:1'],
      invalid: [],
    });
    expect(parseAddressList('203.0.113.7, admin.example.org ,10.0.0.0/8')).toEqual({
      addresses: ['203.0.113.7'],
      invalid: ['admin.example.org', '10.0.0.0/8'],
    });
    expect(parseAddressList('')).toEqual({ addresses: [], invalid: [] });
  });

  it('a request address is listed in any written form', () => {
    const { addresses } = parseAddressList('127.0.9.9,2001:db8::7');
    expect(isListedAddress(addresses, '127.0.9.9')).toBe(true);
    expect(isListedAddress(addresses, '2001:0DB8:0:0::7')).toBe(true);
    expect(isListedAddress(addresses, '127.0.9.10')).toBe(false);
    expect(isListedAddress(addresses, '')).toBe(false);
  });
});
