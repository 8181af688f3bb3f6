import { Hono, type MiddlewareHandler } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import { signupVerificationErrorCodes } from '@shared/auth/auth-api.ts';
import { authCopy } from '@shared/auth-copy.ts';
import {
  signupAnswerSchema,
  signupInputSchema,
  signupVerificationAnswerSchema,
  signupVerificationInputSchema,
  type SignupInput,
  type SignupVerificationInput,
} from '@shared/auth/auth-schemas.ts';
import type { BillingProvider as BillingProviderId } from '@shared/billing.ts';
import type { Auth } from '@server/platform/auth/auth.ts';
import type { BackgroundWork } from '@server/platform/background/background-work.ts';
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
import { verifySignUp } from './verify-sign-up.ts';

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
  /** Where a sign-up's work for its address runs, after the answer. */
  background: BackgroundWork;
  /** Whose trial a sign-up starts: the install's payment provider. */
  billingProvider?: BillingProviderId;
};

const route = routeDocs('Account');

const example: SignupInput = {
  name: 'Olivia Owner',
  email: 'olivia@example.com',
  password: 'a-long-password-2026',
  planId: 'essential',
};

const verificationExample: SignupVerificationInput = {
  token: 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6Im9saXZpYUBleGFtcGxlLmNvbSJ9.c2lnbmF0dXJl',
  newPassword: 'a-long-password-2026',
};

/**
 * POST /api/v1/signup and its last step, POST /api/v1/signup/verification: public, so they
 * answer before the account check.
 */
export function signupRoutes(options: SignupRouteOptions) {
  const { db, auth, open, rateLimits, background, billingProvider = 'test' } = options;
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

  const limited = async (
    address: string | undefined,
    kind: string,
    limit: Parameters<RateLimitStore['consume']>[1],
  ) => {
    const { allowed } = await rateLimits.consume(`${kind}:${address ?? 'unknown'}`, limit);
    if (!allowed) throw new ApiError(429, 'too_many_requests', authCopy.signup.tooManyRequests);
  };

  return new Hono()
    .post(
      apiPaths.signup,
      route({
        operationId: 'signUp',
        summary: 'Create an account',
        description: `Creates an account on the chosen plan in its free trial (no card; the plan’s limits apply; a card is added from the Subscription page) and mails a link to the page where the owner chooses the password that verifies the email and signs them in; until then, signing in is refused. An email that already has an account gets the same answer and its owner a mail instead; one whose account still waits for verification gets a fresh link, and the account stays as first signed up. The answer comes as soon as the password is hashed, before any of that, so it is the same in content and time for every address. At most ${limits.signUp.max} sign-ups an hour from one address (429). Answers 404 when the server runs with SIGNUP=closed.`,
        answer: ok(signupAnswerSchema, 'Accepted: a mail is on its way to the address.'),
        refuses: ['NotFound', 'TooManyRequests'],
        public: true,
      }),
      whenOpen,
      clientAddress({ trustedProxies: options.trustedProxies }),
      jsonBody(signupInputSchema, example),
      async (c) => {
        await limited(c.req.header(CLIENT_ADDRESS_HEADER), 'signup', limits.signUp);
        const answer = await signUp(
          { db, billingProvider, background, mails: await signupMails() },
          c.req.valid('json'),
        );
        return c.json(answer);
      },
    )
    .post(
      apiPaths.signupVerification,
      route({
        operationId: 'verifySignUp',
        summary: 'Verify the email and choose the password',
        description: `The last step of sign-up, from the mailed link: the token of the link and the password its holder chooses. The password typed at sign-up is replaced, every earlier session of the account ends, the email counts as verified, and the answer signs the owner in (session cookie). A link works once and only while the email is unverified; an expired, forged or used one is refused with 400 and the code '${signupVerificationErrorCodes.unusableLink}'. At most ${limits.verifyEmail.max} a minute from one address (429). Answers 404 when the server runs with SIGNUP=closed.`,
        answer: ok(signupVerificationAnswerSchema, 'Verified; the owner is signed in.'),
        refuses: ['NotFound', 'TooManyRequests'],
        public: true,
      }),
      whenOpen,
      clientAddress({ trustedProxies: options.trustedProxies }),
      jsonBody(signupVerificationInputSchema, verificationExample),
      async (c) => {
        await limited(
          c.req.header(CLIENT_ADDRESS_HEADER),
          'signup-verification',
          limits.verifyEmail,
        );
        const input = c.req.valid('json');
        const answer = await verifySignUp(db, (await auth.$context).secret, input);
        // The password just chosen signs its owner in, through sign-in itself (its session
        // record, its known-device cookie). Should that be refused, the address stays
        // verified and the page asks the owner to sign in.
        const signedIn = await auth.api
          .signInEmail({
            body: { email: answer.email, password: input.newPassword },
            headers: c.req.raw.headers,
            returnHeaders: true,
          })
          .catch(() => undefined);
        for (const cookie of signedIn?.headers.getSetCookie() ?? []) {
          c.header('set-cookie', cookie, { append: true });
        }
        return c.json(answer);
      },
    );
}
