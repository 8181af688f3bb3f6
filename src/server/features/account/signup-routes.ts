import { Hono, type MiddlewareHandler } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import { authCopy } from '@shared/auth-copy.ts';
import {
  signupAnswerSchema,
  signupInputSchema,
  type SignupInput,
} from '@shared/auth/auth-schemas.ts';
import {
  type PaymentGateway,
  testModePaymentGateway,
} from '@server/features/billing/payment-gateway.ts';
import type { Auth } from '@server/platform/auth/auth.ts';
import { CLIENT_ADDRESS_HEADER, clientAddress } from '@server/platform/auth/client-address.ts';
import type { RateLimitStore } from '@server/platform/auth/memory-rate-limit-store.ts';
import { rateLimits as limits } from '@server/platform/auth/rate-limits.ts';
import { createSignupMails, type SignupMails } from '@server/platform/auth/signup-mails.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { ApiError, noSuchEndpoint } from '@server/platform/http/errors.ts';
import { ok, routeDocs } from '@server/platform/http/openapi.ts';
import { jsonBody } from '@server/platform/http/validate.ts';
import type { Mailer } from '@server/platform/mail/mailer.ts';
import { signUp } from './sign-up.ts';

export type SignupRouteOptions = {
  db: Database;
  auth: Auth;
  /** The mailer, and the base of the links in mail. */
  runtime: { mailer: Mailer; publicUrl: string };
  /** SIGNUP: closed answers 404, as if the route did not exist. */
  open: boolean;
  /** Counters of the per-address limit (Redis across processes when configured). */
  rateLimits: RateLimitStore;
  /** TRUST_PROXY: how the client's address is read. */
  trustedProxies: number;
  gateway?: PaymentGateway;
};

const route = routeDocs('Account');

const example: SignupInput = {
  name: 'Olivia Owner',
  email: 'olivia@example.com',
  password: 'a-long-password-2026',
  planId: 'essential',
};

/** POST /api/v1/signup: public, so it answers before the account check. */
export function signupRoutes(options: SignupRouteOptions) {
  const { db, auth, open, rateLimits, gateway = testModePaymentGateway } = options;
  // Made on the first sign-up: the route catalogue builds this app with nothing connected.
  let mails: SignupMails | undefined;
  const signupMails = async () =>
    (mails ??= createSignupMails({
      db,
      mailer: options.runtime.mailer,
      publicUrl: options.runtime.publicUrl,
      secret: (await auth.$context).secret,
    }));

  const whenOpen: MiddlewareHandler = async (c, next) => {
    if (!open) return noSuchEndpoint(c);
    await next();
  };

  return new Hono().post(
    apiPaths.signup,
    route({
      operationId: 'signUp',
      summary: 'Create an account',
      description: `Creates an account on the chosen plan, charges its first month (test mode: no money moves) and mails a link that verifies the email and signs the owner in; until then, signing in is refused. An email that already has an account gets the same answer and its owner a mail instead. At most ${limits.signUp.max} sign-ups an hour from one address (429). Answers 404 when the server runs with SIGNUP=closed.`,
      answer: ok(signupAnswerSchema, 'Accepted: a mail is on its way to the address.'),
      refuses: ['NotFound', 'PaymentRequired', 'TooManyRequests'],
      public: true,
    }),
    whenOpen,
    clientAddress({ trustedProxies: options.trustedProxies }),
    jsonBody(signupInputSchema, example),
    async (c) => {
      const address = c.req.header(CLIENT_ADDRESS_HEADER) ?? 'unknown';
      const { allowed } = await rateLimits.consume(`signup:${address}`, limits.signUp);
      if (!allowed) {
        throw new ApiError(429, 'too_many_requests', authCopy.signup.tooManyRequests);
      }
      const answer = await signUp(
        { db, auth, gateway, mails: await signupMails() },
        c.req.valid('json'),
      );
      return c.json(answer);
    },
  );
}
