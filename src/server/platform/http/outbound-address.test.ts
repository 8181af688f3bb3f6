import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './outbound-address.ts';

describe('a public address', () => {
  it.each([
    '8.8.8.8',
    '1.1.1.1',
    // Just outside the private, carrier-grade NAT and link-local ranges.
    '9.255.255.255',
    '11.0.0.0',
    '100.63.255.255',
    '100.128.0.0',
    '126.255.255.255',
    '128.0.0.0',
    '169.253.255.255',
    '169.255.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '192.167.255.255',
    '192.169.0.0',
    '223.255.255.255',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    // A public IPv4 address inside IPv6: mapped, and through NAT64's well-known prefix.
    '::ffff:8.8.8.8',
    '::ffff:808:808',
    '64:ff9b::8.8.8.8',
  ])('%s is reached', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('an address on a private network', () => {
  it.each([
    ['loopback', ['127.0.0.1', '127.255.255.254', '::1']],
    [
      'loopback in the forms inet_aton reads',
      ['127.1', '127.0.1', '0x7f.1', '0x7f000001', '2130706433', '0177.0.0.1'],
    ],
    [
      'private (RFC 1918, fc00::/7)',
      [
        '10.0.0.1',
        '10.255.255.255',
        '172.16.0.1',
        '172.31.255.255',
        '192.168.0.1',
        'fc00::1',
        'fd00:ec2::254',
      ],
    ],
    [
      'link-local, with the cloud metadata services',
      ['169.254.169.254', '169.254.0.1', 'fe80::1', 'fe80::1%eth0', 'febf:ffff::1'],
    ],
    ['carrier-grade NAT', ['100.64.0.1', '100.127.255.255']],
    ['unspecified', ['0.0.0.0', '0.1.2.3', '::']],
    ['multicast and broadcast', ['224.0.0.1', '239.255.255.250', '255.255.255.255', 'ff02::1']],
    [
      'reserved and documentation',
      [
        '240.0.0.1',
        '192.0.0.8',
        '192.0.2.1',
        '198.18.0.1',
        '203.0.113.5',
        '2001:db8::1',
        'fec0::1',
      ],
    ],
    [
      'IPv4 inside IPv6',
      [
        '::ffff:127.0.0.1',
        '::ffff:7f00:1',
        '::ffff:10.0.0.1',
        '::ffff:169.254.169.254',
        '::ffff:0.0.0.0',
        '::127.0.0.1',
        '::7f00:1',
        '::ffff:0:7f00:1',
        '64:ff9b::127.0.0.1',
        '64:ff9b::a9fe:a9fe',
        '64:ff9b:1::a00:1',
      ],
    ],
  ])('%s is refused', (_kind, addresses) => {
    for (const address of addresses) expect(isPublicAddress(address), address).toBe(false);
  });

  it.each(['', 'localhost', 'example.com', '256.0.0.1', '[::1]', '1.2.3.4.5', '::ffff:1.2.3'])(
    '%j, which is not an address, is refused',
    (text) => {
      expect(isPublicAddress(text)).toBe(false);
    },
  );
});
