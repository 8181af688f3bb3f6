import { createMiddleware } from 'hono/factory';
import { ApiError } from './errors.ts';

const jsonMediaType = /^application\/([\w.-]+\+)?json$/;

/** Whether a Content-Type header names JSON (`application/json`, `application/x+json`). */
export function isJsonContentType(header: string | undefined) {
  const mediaType = header?.split(';')[0]?.trim().toLowerCase() ?? '';
  return jsonMediaType.test(mediaType);
}

export const unsupportedMediaType = () =>
  new ApiError(415, 'unsupported_media_type', 'Send the body as JSON.');

const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The API reads JSON only: a request that says its body is anything else is refused with 415
 * before a route or better-auth (which would also read a form) sees it. `except` names the
 * requests that carry something else on purpose (the ticket upload's multipart form).
 */
export function jsonOnly(except: (method: string, path: string) => boolean = () => false) {
  return createMiddleware(async (c, next) => {
    const contentType = c.req.header('content-type');
    if (
      !BODYLESS_METHODS.has(c.req.method) &&
      contentType &&
      !isJsonContentType(contentType) &&
      !except(c.req.method, c.req.path)
    ) {
      throw unsupportedMediaType();
    }
    await next();
  });
}
