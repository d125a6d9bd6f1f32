// The addresses a webhook may not go to in production (docs/product-rules.md#lead-webhooks).
import { describe, expect, it } from 'vitest';
import { isForbiddenAddress, literalAddress } from './address-guard';

describe('isForbiddenAddress', () => {
  it('refuses loopback, private, shared, link-local (metadata), multicast and reserved addresses', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '0.0.0.0',
      '10.0.0.1',
      '10.255.255.255',
      '172.16.0.1',
      '172.31.255.254',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'fd00:ec2::254',
      'fc00::7',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::10.0.0.1',
      '64:ff9b::a00:1',
      'not-an-address',
      'localhost',
    ]) {
      expect(isForbiddenAddress(address), address).toBe(true);
    }
  });

  it('allows public addresses', () => {
    for (const address of [
      '8.8.8.8',
      '93.184.216.34',
      '172.32.0.1',
      '100.128.0.1',
      '2606:4700::1111',
      '::ffff:8.8.8.8',
    ]) {
      expect(isForbiddenAddress(address), address).toBe(false);
    }
  });

  it('reads IP literals out of URL hosts, brackets and all', () => {
    expect(literalAddress('[::1]')).toBe('::1');
    expect(literalAddress('10.0.0.1')).toBe('10.0.0.1');
    expect(literalAddress('crm.example.com')).toBeNull();
  });
});
