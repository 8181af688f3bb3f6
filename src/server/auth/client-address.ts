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

/** The first X-Forwarded-For entry is the client as the proxy in front of us saw it. */
function forwardedAddress(c: Context) {
  const first = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  return first && isIP(first) ? first : undefined;
}

export function clientAddress(options: { trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const address = (options.trustProxy ? forwardedAddress(c) : undefined) ?? socketAddress(c);
    const headers = c.req.raw.headers;
    if (address && isIP(address)) headers.set(CLIENT_ADDRESS_HEADER, address);
    else headers.delete(CLIENT_ADDRESS_HEADER);
    await next();
  };
}
