import { createMiddleware } from 'hono/factory';
import { noSuchEndpoint } from './errors.ts';
import { isStorableText } from './storable-text.ts';

/** A segment as routes read it: percent-decoded, or as sent when it does not decode. */
function decodedSegment(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Middleware of every /api path: a path whose parameters hold text no row can (a NUL byte)
 * names nothing, so it is answered 404 here, once for every route, rather than reaching a
 * query that the database refuses.
 */
export const storablePath = createMiddleware(async (c, next) => {
  if (!c.req.path.split('/').every((segment) => isStorableText(decodedSegment(segment)))) {
    return noSuchEndpoint(c);
  }
  await next();
});
