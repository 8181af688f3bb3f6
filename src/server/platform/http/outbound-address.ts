import ipaddr from 'ipaddr.js';

/**
 * Whether an IP address is one the server may reach on an owner's say-so: a public unicast
 * address. Loopback, private (RFC 1918, fc00::/7), link-local (169.254/16 with the cloud
 * metadata services, fe80::/10), carrier-grade NAT, unspecified, multicast, broadcast,
 * documentation and other reserved ranges are not, whether written as IPv4, IPv6, or IPv4
 * inside IPv6. Text that is not an address is not public either.
 */
export function isPublicAddress(text: string): boolean {
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // Also reads the forms inet_aton accepts (127.1, 0x7f.1, 2130706433), as resolvers do.
    address = ipaddr.parse(text);
  } catch {
    return false;
  }
  if (address.kind() === 'ipv4') return address.range() === 'unicast';
  return isPublicIpv6(address as ipaddr.IPv6);
}

/** NAT64's well-known prefix (RFC 6052): the gateway connects to the IPv4 address it ends with. */
const nat64 = ipaddr.parseCIDR('64:ff9b::/96');
/** ::/8, reserved by RFC 4291: IPv4-compatible and IPv4-translated forms hide an IPv4 address here. */
const ietfReserved = ipaddr.parseCIDR('::/8');

function isPublicIpv6(address: ipaddr.IPv6) {
  if (address.isIPv4MappedAddress()) return isPublicAddress(address.toIPv4Address().toString());
  if (address.match(nat64)) {
    const [high, low] = address.parts.slice(6) as [number, number];
    return isPublicAddress(`${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`);
  }
  if (address.match(ietfReserved)) return false;
  return address.range() === 'unicast';
}
