import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import {
  demoRequestExample,
  demoRequestInputSchema,
  demoRequestSchema,
} from '@shared/landing/demo-request-api.ts';
import { demoFormCopy, demoRequestsPerHour } from '@shared/landing/demo-request.ts';
import { CLIENT_ADDRESS_HEADER, clientAddress } from '@server/platform/auth/client-address.ts';
import type { RateLimitStore } from '@server/platform/auth/memory-rate-limit-store.ts';
import { ApiError } from '@server/platform/http/errors.ts';
import { created, routeDocs } from '@server/platform/http/openapi.ts';
import { jsonBody } from '@server/platform/http/validate.ts';
import { type DemoRequestDeps, receiveDemoRequest } from './receive-demo-request.ts';

export type DemoRequestRouteOptions = {
  /** The database and the mailer, read when a request comes (the app's runtime). */
  runtime: Pick<DemoRequestDeps, 'db' | 'mailer'>;
  salesEmail: DemoRequestDeps['salesEmail'];
  /** Request counters per client address (shared through Redis when configured). */
  rateLimits: RateLimitStore;
  /** TRUST_PROXY: how the client's address is read. */
  trustedProxies: number;
};

const route = routeDocs('Demo requests');
const hourly = { window: 60 * 60, max: demoRequestsPerHour };

/**
 * The landing's demo form: public (a visitor has no account), so it is mounted before the
 * account check. Limited per client address; cross-site posts are refused before it, like
 * every state-changing request under /api.
 */
export function demoRequestRoutes({
  runtime,
  salesEmail,
  rateLimits,
  trustedProxies,
}: DemoRequestRouteOptions) {
  return new Hono().post(
    apiPaths.demoRequests,
    route({
      operationId: 'requestDemo',
      summary: 'Request a demo',
      description: `The landing page's 'Schedule Your Demo' form: a name, an international phone number, an email address and a company name. No sign-in needed. The request is stored and mailed to the sales team. At most ${demoRequestsPerHour} requests an hour from one address (429).`,
      answer: created(demoRequestSchema, 'The stored request.'),
      refuses: ['TooManyRequests'],
      public: true,
    }),
    clientAddress({ trustedProxies }),
    jsonBody(demoRequestInputSchema, demoRequestExample),
    async (c) => {
      // Counted once the request is valid: a visitor correcting a typo is not held back.
      const address = c.req.header(CLIENT_ADDRESS_HEADER) ?? 'unknown';
      const { allowed, retryAfter } = await rateLimits.consume(`demo-requests:${address}`, hourly);
      if (!allowed) {
        if (retryAfter) c.header('retry-after', String(retryAfter));
        throw new ApiError(429, 'too_many_requests', demoFormCopy.tooMany);
      }
      const deps = { db: runtime.db, mailer: runtime.mailer, salesEmail };
      return c.json(await receiveDemoRequest(deps, c.req.valid('json')), 201);
    },
  );
}
