import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AUTH_BASE_PATH, authEndpoints, authErrorCodes } from '@shared/auth/auth-api.ts';
import { codeOfStatus, noSuchEndpoint } from '@server/platform/http/errors.ts';
import { isJsonContentType, jsonRequest } from '@server/platform/http/json-only.ts';
import { assertStorableText } from '@server/platform/http/storable-text.ts';
import type { Auth } from './auth.ts';
import { clientAddress } from './client-address.ts';
import type { SessionReader } from './session-reader.ts';

/**
 * better-auth's error answers are `{ code, message }`, but a few carry only a message (its
 * rate limiter, 'No fields to update'): give those the code of their status (a 429 the code
 * every other "too many requests" answer carries, and the standard Retry-After header).
 */
async function withErrorCode(res: Response) {
  if (res.status < 400) return res;
  // Read once and answered with a response of our own: better-auth's object is not handed on,
  // so nothing of better-auth's that still holds it can disturb the body the client reads.
  const text = await res.text();
  const body = (() => {
    try {
      return JSON.parse(text) as { code?: unknown; message?: unknown } | null;
    } catch {
      return {};
    }
  })();
  if (typeof body?.code === 'string') {
    return new Response(text, { status: res.status, headers: res.headers });
  }
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  headers.delete('content-type');
  const retryAfter = res.headers.get('x-retry-after');
  if (retryAfter) headers.set('retry-after', retryAfter);
  const tooMany = res.status === 429;
  return Response.json(
    {
      code: tooMany ? authErrorCodes.tooManyRequests : codeOfStatus(res.status).toUpperCase(),
      message:
        typeof body?.message === 'string'
          ? body.message
          : tooMany
            ? 'Too many requests. Please try again later.'
            : 'The request failed.',
    },
    { status: res.status, headers },
  );
}

/**
 * better-auth stores some of what it is sent as is (a display name, say): refuse text the
 * database cannot hold before it does. Broken JSON is left to better-auth to answer.
 */
const storableAuthText = createMiddleware(async (c, next) => {
  if (c.req.method === 'POST' && isJsonContentType(c.req.header('content-type'))) {
    const body: unknown = await c.req.raw
      .clone()
      .json()
      .catch(() => undefined);
    assertStorableText(body);
  }
  await next();
});

/**
 * better-auth's handler under /api/auth, with what the product changes about it: JSON bodies
 * only, within the API's limit; the client's address for its rate limits; no public sign-up,
 * no email verification without a chosen password (both are the product's own routes) and no
 * reset redirect (reset links lead to the product's own page); the session check's fast path;
 * and every error answer with a code.
 */
export function authRoutes(
  auth: Auth,
  { trustedProxies, readSession }: { trustedProxies: number; readSession: SessionReader },
) {
  const all = `${AUTH_BASE_PATH}/*`;
  return (
    new Hono()
      .use(all, jsonRequest)
      .use(all, clientAddress({ trustedProxies }))
      .use(all, storableAuthText)
      .all(`${AUTH_BASE_PATH}/sign-up/*`, noSuchEndpoint)
      .get(`${AUTH_BASE_PATH}/reset-password/:token`, noSuchEndpoint)
      .all(`${AUTH_BASE_PATH}/verify-email`, noSuchEndpoint)
      // The portal checks the session on every load. A live session is read in one query
      // (session-reader.ts); anything else goes to better-auth's endpoint, called directly:
      // its handler builds its whole router for each request, half of a session check's time.
      .get(authEndpoints.session, async (c) => {
        const live = await readSession(c.req.raw.headers);
        if (live) {
          const { session, user } = live;
          return c.json({ session, user }, 200, {
            'cache-control': 'no-store',
            pragma: 'no-cache',
          });
        }
        return auth.api.getSession({
          headers: c.req.raw.headers,
          query: c.req.query(),
          asResponse: true,
        });
      })
      .on(['GET', 'POST'], all, async (c) => {
        const res = await auth.handler(c.req.raw);
        // better-auth answers an unknown route with an empty 404; give it the API's shape.
        if (res.status === 404 && !res.headers.get('content-type')) return noSuchEndpoint(c);
        return withErrorCode(res);
      })
  );
}
