import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * The header that carries the client's address to better-auth (its rate limiter and session
 * records read only this one). This middleware always overwrites it, so a client cannot pick
 * its own bucket by sending it, or by sending X-Forwarded-For to a server not behind a proxy.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

function socketAddress(c: Context) {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // In-process requests (app.request in tests) have no socket.
    return undefined;
  }
}

/**
 * The client as the outermost of our proxies saw it. Each proxy appends the address that
 * connected to it, so with N proxies that is the N-th entry from the right; entries to its
 * left came from the client and could say anything. A header shorter than the chain was not
 * written by our proxies: the socket address is used instead.
 */
function forwardedAddress(c: Context, trustedProxies: number) {
  const entries = (c.req.header('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim());
  const address = entries.length >= trustedProxies ? entries[entries.length - trustedProxies] : '';
  return address && isIP(address) ? address : undefined;
}

/** `trustedProxies` is TRUST_PROXY: how many proxies in front of us append X-Forwarded-For. */
export function clientAddress(options: { trustedProxies: number }): MiddlewareHandler {
  return async (c, next) => {
    const address =
      (options.trustedProxies > 0 ? forwardedAddress(c, options.trustedProxies) : undefined) ??
      socketAddress(c);
    const headers = c.req.raw.headers;
    if (address && isIP(address)) headers.set(CLIENT_ADDRESS_HEADER, address);
    else headers.delete(CLIENT_ADDRESS_HEADER);
    await next();
  };
}
