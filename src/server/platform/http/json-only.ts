import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { ApiError, errorBody } from './errors.ts';
import { assertJsonDepth } from './json-depth.ts';

/** API bodies are small JSON; a larger one is refused before anything parses it. */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

const jsonMediaType = /^application\/([\w.-]+\+)?json$/;

/** Whether a Content-Type header names JSON (`application/json`, `application/x+json`). */
export function isJsonContentType(header: string | undefined) {
  const mediaType = header?.split(';')[0]?.trim().toLowerCase() ?? '';
  return jsonMediaType.test(mediaType);
}

export const unsupportedMediaType = () =>
  new ApiError(415, 'unsupported_media_type', 'Send the body as JSON.');

const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const jsonBodyLimit = bodyLimit({
  maxSize: API_BODY_LIMIT_BYTES,
  onError: (c) => c.json(errorBody('payload_too_large', 'The request body is too large.'), 413),
});

/**
 * Middleware of every route that reads a JSON body (validate.ts's `jsonBody`, better-auth's
 * routes): a body over the limit is 413, a body that says it is anything but JSON is 415, and
 * JSON nested too deeply is 400, before anything parses it (better-auth would also read a
 * form, and merges a body recursively). A route that reads
 * something else (the ticket upload's form) sets its own limit and type instead.
 *
 * GET and HEAD pass untouched: they have no body to limit, and asking for one makes
 * @hono/node-server build a full Request (with an AbortController) for every read.
 */
export const jsonRequest = createMiddleware(async (c, next) => {
  if (BODYLESS_METHODS.has(c.req.method)) return next();
  const contentType = c.req.header('content-type');
  if (contentType && !isJsonContentType(contentType)) throw unsupportedMediaType();
  return jsonBodyLimit(c, async () => {
    // A copy: the route (or better-auth, which reads the raw request) parses the original.
    assertJsonDepth(await c.req.raw.clone().text());
    await next();
  });
});
