import type { MiddlewareHandler } from 'hono';

/**
 * Hono answers HEAD by running the GET route and copying its response; on Node, that copy
 * keeps only the headers the route itself set and drops those middleware added afterwards
 * (the security headers). Rebuilding the answer here, outside every other middleware, gives
 * HEAD the same headers as GET.
 */
export const headResponses: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method !== 'HEAD') return;
  // Headers first, and no statusText: reading most other fields of the adapter's response
  // rebuilds it from its original init, losing the middleware's headers again.
  const headers = new Headers(c.res.headers);
  c.res = new Response(null, { status: c.res.status, headers });
};
