import { createMiddleware } from 'hono/factory';
import { ApiError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests a browser sent from another site: an Origin that is not
 * one of ours, or, without an Origin, a Sec-Fetch-Site of cross-site. Requests from outside
 * a browser (no Origin, no Fetch Metadata) pass: they carry no ambient cookies of a victim.
 * Whatever the content type, unlike hono/csrf, which only looks at form-like ones.
 */
export function crossSiteGuard(trustedOrigins: readonly string[]) {
  const trusted = new Set(trustedOrigins);
  return createMiddleware(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      const crossSite = origin !== undefined ? !trusted.has(origin) : site === 'cross-site';
      if (crossSite)
        throw new ApiError(403, 'cross_site_request', 'Cross-site requests are refused.');
    }
    await next();
  });
}
