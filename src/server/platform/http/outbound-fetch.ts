import { lookup as resolve, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, buildConnector, fetch as undiciFetch } from 'undici';
import { isPublicAddress } from './outbound-address.ts';

/**
 * The fetch for requests to addresses that owners type (a calendar server, a website to read):
 * unless the operator allows private networks, it connects only to public addresses, so an
 * owner cannot make the server probe its own network (SSRF). The check is on the addresses a
 * connection is actually opened to, after resolving, so a name that resolves to a private
 * address, a name that changes its answer between checks (DNS rebinding) and a redirect to such
 * an address are all refused, not only the URL's text.
 */

/** A fetch of a URL; a Request object is not taken, since it would come from another fetch's undici. */
export type OutboundFetch = (url: string | URL, init?: RequestInit) => Promise<Response>;

export type OutboundOptions = {
  /** ALLOW_PRIVATE_NETWORK: an intranet install, or tests against servers on this machine. */
  allowPrivateNetwork: boolean;
};

/** The reason a refused fetch carries (as its `cause`): the address is not one it may reach. */
export class PrivateAddressRefused extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    const named = host === address ? address : `${host} (${address})`;
    super(`${named} is not a public address; outbound requests go to public addresses only.`);
    this.name = 'PrivateAddressRefused';
  }
}

/** Whether a fetch failed because the guard refused its address (fetch wraps it as a cause). */
export function isPrivateAddressRefusal(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (current instanceof PrivateAddressRefused) return true;
    if (!(current instanceof Error) || seen.has(current)) continue;
    seen.add(current);
    pending.push(current.cause);
    if (current instanceof AggregateError) pending.push(...(current.errors as unknown[]));
  }
  return false;
}

/** Whether the server may connect to an address. */
export type AddressPolicy = (address: string) => boolean;

/** How a host name becomes its addresses: the system's resolver, or a test's names for local servers. */
export type ResolveName = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/** Resolves as net would, then refuses the whole name if any of its addresses is not allowed. */
const lookupAllowed =
  (allows: AddressPolicy, resolveName: ResolveName): LookupFunction =>
  (hostname, options, callback) => {
    resolveName(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find(({ address }) => !allows(address));
      if (refused) return callback(new PrivateAddressRefused(hostname, refused.address), '', 0);
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      callback(null, first!.address, first!.family);
    });
  };

function agentReaching(allows: AddressPolicy, resolveName: ResolveName) {
  const connector = buildConnector({ lookup: lookupAllowed(allows, resolveName) });
  return new Agent({
    connect: (options, callback) => {
      // Node connects to an address literal without a lookup: it is checked here instead.
      if (isIP(options.hostname) && !allows(options.hostname)) {
        callback(new PrivateAddressRefused(options.hostname, options.hostname), null);
        return;
      }
      connector(options, callback);
    },
  });
}

function fetchThrough(dispatcher: Agent): OutboundFetch {
  // undici's own fetch with its own agent: Node's built-in fetch bundles another undici, whose
  // dispatcher interface may differ. Callers read only what both Responses have.
  return async (url, init) =>
    (await undiciFetch(url, {
      ...(init as Parameters<typeof undiciFetch>[1]),
      dispatcher,
    })) as unknown as Response;
}

/**
 * A fetch that connects only to the addresses `allows` accepts, each time it connects
 * (redirects included). The product's policy is `isPublicAddress`; a test names loopback
 * addresses instead, since nothing public is reachable from it, and may resolve names of its
 * own, so that a site reached by name can be tested.
 */
export const fetchReaching = (allows: AddressPolicy, resolveName: ResolveName = resolve) =>
  fetchThrough(agentReaching(allows, resolveName));

export function createOutboundFetch({ allowPrivateNetwork }: OutboundOptions): OutboundFetch {
  return allowPrivateNetwork ? fetchThrough(new Agent()) : fetchReaching(isPublicAddress);
}
