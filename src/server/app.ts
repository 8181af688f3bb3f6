import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { createMiddleware } from 'hono/factory';
import { authErrorCodes } from '@shared/auth/auth-api.ts';
import { type Auth, createAuth } from './auth/auth.ts';
import { clientAddress } from './auth/client-address.ts';
import { requireAccount } from './auth/require-account.ts';
import { createSessionReader } from './auth/session-reader.ts';
import { resolveAuthSecret } from './data-dir/auth-secret.ts';
import type { Database } from './db/open-database.ts';
import { type Env, publicUrlOf, trustedOriginsOf } from './env.ts';
import { crossSiteGuard } from './http/cross-site-guard.ts';
import { codeOfStatus, errorBody, handleError } from './http/errors.ts';
import { isJsonContentType, jsonOnly } from './http/json-only.ts';
import { assertStorableText } from './http/storable-text.ts';
import { headResponses } from './http/head-responses.ts';
import { createSeoRoutes } from './http/seo-routes.ts';
import { securityHeaders } from './http/security-headers.ts';
import { createStaticApp } from './http/static-app.ts';
import { createLogger, type Logger } from './log.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { agentRoutes } from './agents/agent-routes.ts';
import { briefingRoutes } from './briefing/briefing-routes.ts';
import { notificationRoutes } from './notifications/notification-routes.ts';
import { personalityRoutes } from './personality/personality-routes.ts';
import { meRoutes } from './routes/me.ts';
import { integrationSecretsOf } from './crypto/secret-box.ts';
import { accountOfApiKey } from './integrations/api-key-store.ts';
import { apiKeyRoutes } from './integrations/api-key-routes.ts';
import { calendarRoutes } from './integrations/calendar-routes.ts';
import {
  createSimulatedWhatsappGateway,
  type WhatsappGateway,
} from './integrations/whatsapp-gateway.ts';
import { createWhatsappPairings } from './integrations/whatsapp-pairings.ts';
import { whatsappRoutes } from './integrations/whatsapp-routes.ts';
import { subscriptionRoutes } from './billing/subscription-routes.ts';
import { usageRoutes } from './billing/usage-routes.ts';
import { ticketRoutes, ticketUploadPath } from './support/ticket-routes.ts';

/** API bodies are small JSON; a larger one is refused before anything parses it. */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

export type AppOptions = {
  db: Database;
  env: Env;
  /** Folder of the built front end; without it only the API is served (API tests). */
  clientDir?: string;
  /** Built from db and env unless given (tests pass their own to reach the mailer). */
  auth?: Auth;
  mailer?: Mailer;
  logger?: Logger;
  /** The WhatsApp network; the built-in simulation unless given. */
  whatsappGateway?: WhatsappGateway;
};

/**
 * better-auth's error answers are `{ code, message }`, but a few carry only a message (its
 * rate limiter, 'No fields to update'): give those the code of their status (a 429 the code
 * every other "too many requests" answer carries, and the standard Retry-After header).
 */
async function withErrorCode(res: Response) {
  if (res.status < 400) return res;
  const body = (await res
    .clone()
    .json()
    .catch(() => ({}))) as { code?: unknown; message?: unknown } | null;
  if (typeof body?.code === 'string') return res;
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

const bodiless = new Set(['GET', 'HEAD']);

const notFound = (c: Context) => c.json(errorBody('not_found', 'No such API endpoint.'), 404);

/** Builds the whole HTTP application; `index.ts` only makes it listen. */
export function createApp(options: AppOptions) {
  const { db, env } = options;
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  const mailer = options.mailer ?? createMailer(env, logger);
  const auth =
    options.auth ?? createAuth({ db, env, secret: resolveAuthSecret(env), mailer, logger });
  const trustedOrigins = trustedOriginsOf(env);

  const app = new Hono();
  app.onError(handleError);
  app.use('*', headResponses);
  app.use('*', securityHeaders);

  const api = new Hono();
  api.use('*', compress());
  const jsonBodyLimit = bodyLimit({
    maxSize: API_BODY_LIMIT_BYTES,
    onError: (c) => c.json(errorBody('payload_too_large', 'The request body is too large.'), 413),
  });
  // A ticket carries files: its route sets its own, larger limit (support/ticket-routes.ts).
  // GET and HEAD have no body to limit, and asking for one makes @hono/node-server build a
  // full Request (with an AbortController) for every read: a twentieth of a request's time.
  api.use('*', (c, next) =>
    (c.req.method === 'POST' && c.req.path === ticketUploadPath) || bodiless.has(c.req.method)
      ? next()
      : jsonBodyLimit(c, next),
  );
  api.use('*', crossSiteGuard(trustedOrigins));
  api.use(
    '*',
    jsonOnly((method, path) => method === 'POST' && path === ticketUploadPath),
  );

  // Auth first: better-auth answers everything under /api/auth.
  api.use('/auth/*', clientAddress({ trustedProxies: env.TRUST_PROXY }));
  api.use('/auth/*', storableAuthText);
  // Routes better-auth has that the product does not: public sign-up, and the redirect
  // route of reset links (ours point at the product's /reset-password page instead).
  api.all('/auth/sign-up/*', notFound);
  api.get('/auth/reset-password/:token', notFound);
  // The portal checks the session on every load. A live session is read in one query
  // (auth/session-reader.ts); anything else goes to better-auth's endpoint, called directly:
  // its handler builds its whole router for each request, half of a session check's time.
  const readSession = createSessionReader(db, auth);
  api.get('/auth/get-session', async (c) => {
    const live = await readSession(c.req.raw.headers);
    if (live) return c.json(live, 200, { 'cache-control': 'no-store', pragma: 'no-cache' });
    return auth.api.getSession({
      headers: c.req.raw.headers,
      query: c.req.query(),
      asResponse: true,
    });
  });
  api.on(['GET', 'POST'], '/auth/*', async (c) => {
    const res = await auth.handler(c.req.raw);
    // better-auth answers an unknown route with an empty 404; give it the API's shape.
    if (res.status === 404 && !res.headers.get('content-type')) return notFound(c);
    return withErrorCode(res);
  });

  // The product's API: a signed-in account's, from our own site (crossSiteGuard above) or
  // from a program with an API key (which sends no Origin, and often no body).
  const v1 = new Hono();
  // Sealed API keys and calendar secrets: keys derived from the auth secret, one per purpose.
  const secrets = integrationSecretsOf(resolveAuthSecret(env));
  const pairings = createWhatsappPairings(
    db,
    options.whatsappGateway ?? createSimulatedWhatsappGateway(),
  );
  v1.use('*', requireAccount(auth, { apiKeys: (key) => accountOfApiKey(db, key), readSession }));
  v1.route('/me', meRoutes);
  v1.route('/notifications', notificationRoutes(db));
  v1.route('/subscription', subscriptionRoutes(db));
  v1.route('/usage', usageRoutes(db));
  v1.route('/tickets', ticketRoutes(db));
  v1.route('/agents', agentRoutes(db));
  v1.route('/briefing', briefingRoutes(db));
  v1.route('/personality', personalityRoutes(db));
  v1.route('/whatsapp', whatsappRoutes(db, pairings));
  v1.route('/calendars', calendarRoutes(db, secrets.calendarSecrets));
  v1.route('/api-keys', apiKeyRoutes(db, secrets.apiKeys));
  api.route('/v1', v1);

  api.get('/health', (c) => c.json({ status: 'ok' }));
  api.all('*', notFound);
  app.route('/api', api);

  app.route('/', createSeoRoutes(publicUrlOf(env)));
  if (options.clientDir) app.route('/', createStaticApp(options.clientDir));
  return app;
}
