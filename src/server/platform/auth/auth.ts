import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import {
  AUTH_BASE_PATH,
  RESET_TOKEN_TTL_SECONDS,
  VERIFY_EMAIL_TOKEN_TTL_SECONDS,
  authErrorCodes,
  resetPasswordLink,
} from '@shared/auth/auth-api.ts';
import { resendVerificationInputSchema } from '@shared/auth-copy.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@shared/auth/password-rules.ts';
import { brand } from '@shared/brand.ts';
import { profileInputSchema } from '@shared/profile-forms.ts';
import type { z } from 'zod';
import type { Database } from '@server/platform/db/open-database.ts';
import { account, session, user, verification } from '@server/platform/db/schema.ts';
import { type Env, publicUrlOf, trustedOriginsOf } from '@server/env.ts';
import { fieldErrors } from '@server/platform/http/validate.ts';
import type { Logger } from '@server/platform/logging/logger.ts';
import type { Mailer } from '@server/platform/mail/mailer.ts';
import { resetPasswordMail } from '@server/platform/mail/reset-password-mail.ts';
import { CLIENT_ADDRESS_HEADER } from './client-address.ts';
import { createFailedSignIns } from './failed-sign-ins.ts';
import {
  createKnownDevices,
  KNOWN_DEVICE_MAX_AGE_SECONDS,
  knownDeviceCookieName,
} from './known-device.ts';
import { createResetLinks } from './reset-links.ts';
import { createSignupMails } from './signup-mails.ts';
import { createMemoryRateLimitStore, type RateLimitStore } from './memory-rate-limit-store.ts';
import { hashPassword, needsRehash, verifyPassword } from './password-hashing.ts';
import { rateLimits } from './rate-limits.ts';

export type AuthOptions = {
  db: Database;
  env: Env;
  secret: string;
  mailer: Mailer;
  logger: Logger;
  /** Counters of the per-address limits; in memory unless a shared store is given. */
  rateLimitStore?: RateLimitStore;
};

const SIGN_IN_PATH = '/sign-in/email';
const CHANGE_PASSWORD_PATH = '/change-password';
const UPDATE_USER_PATH = '/update-user';
const SEND_VERIFICATION_PATH = '/send-verification-email';

/** Session lifetime when "Remember me" is on; without it the cookie ends with the browser. */
const SESSION_DAYS = 7;

export const tooManySignInsMessage =
  'Too many failed sign-ins on this account. Please try again later.';

export const invalidBodyMessage = 'Some fields are not valid.';
export const unchangeableFieldMessage = 'This field cannot be changed here.';

/**
 * A body better-auth would otherwise take as it comes, parsed with the portal's own schema:
 * fields the schema does not know are refused, not ignored, since better-auth stores them.
 * The 400 is in the auth routes' shape (`code`, `message`), with the field errors in words.
 */
function parseAuthBody<S extends z.ZodObject>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  const fields = parsed.success ? {} : fieldErrors(parsed.error);
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    for (const key of Object.keys(body)) {
      if (!(key in schema.shape)) fields[key] = unchangeableFieldMessage;
    }
  }
  if (!parsed.success || Object.keys(fields).length > 0) {
    // better-auth's own code for a body its schema refuses.
    throw new APIError('BAD_REQUEST', {
      code: 'VALIDATION_ERROR',
      message: invalidBodyMessage,
      fields,
    });
  }
  return parsed.data;
}

/** The failure a sign-in claimed in the before-hook, read back in the after-hook. */
type SignInClaim = { signInClaim?: number };

function emailOf(body: unknown) {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined;
}

/**
 * better-auth, hardened: argon2id hashes, hashed single-use reset tokens that expire in an
 * hour, every session revoked on reset, rate limits in every mode, a per-account limit on
 * failed sign-ins, origins checked against configured ones only, and no sign-in before the
 * email is verified. Sign-up and its verification are the product's own routes
 * (signup-routes.ts); better-auth's HTTP routes for them stay closed.
 */
export function createAuth({ db, env, secret, mailer, logger, rateLimitStore }: AuthOptions) {
  const publicUrl = publicUrlOf(env);
  const secureCookies = publicUrl.startsWith('https://');
  const failedSignIns = createFailedSignIns(db);
  const knownDevices = createKnownDevices(secret, secureCookies);
  const resetLinks = createResetLinks(db);
  const signupMails = createSignupMails({ db, mailer, publicUrl, secret });

  return betterAuth({
    appName: brand.productName,
    baseURL: publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification },
      // A password reset and the revocation of every session commit together.
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // An account from /signup signs in only once its owner followed the mailed link and
      // chose the password there.
      requireEmailVerification: true,
      // The link points at the product's own page, not better-auth's redirect route. The
      // mail goes out in the background so the answer takes as long for an unknown email.
      // A few mails an hour per account at most, however many ask: past that, nothing is
      // sent and the answer stays the same, so it tells no one whether the email is known.
      // A mailed link ends every earlier one.
      sendResetPassword: async ({ user: recipient, token }) => {
        if (!(await resetLinks.takeMail(recipient.id))) {
          await resetLinks.endOne(token);
          return;
        }
        await resetLinks.endAllBut(recipient.id, token);
        mailer.sendInBackground(resetPasswordMail(recipient, resetPasswordLink(publicUrl, token)));
      },
      // The owner proved who they are: earlier links end, and strangers' failed sign-ins
      // stop counting against the account.
      onPasswordReset: async ({ user: owner }) => {
        await resetLinks.endAll(owner.id);
        await failedSignIns.clear(owner.email);
      },
    },
    // The link leads to the product's own page, where its holder chooses the password that
    // verifies the address (POST /api/v1/signup/verification, verify-sign-up.ts): better-auth's
    // own /verify-email would verify without it, keeping whatever password was typed at sign-up,
    // so it is closed. The first link is mailed by sign-up itself, once the plan is paid
    // (sign-up.ts); this sends the ones asked for again.
    emailVerification: {
      sendVerificationEmail: ({ user: recipient, token }) =>
        signupMails.verifyEmail(recipient, token),
      sendOnSignUp: false,
      expiresIn: VERIFY_EMAIL_TOKEN_TTL_SECONDS,
    },
    // Reset tokens are stored as SHA-256 hashes: a leaked table cannot reset a password.
    verification: { storeIdentifier: 'hashed' },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    trustedOrigins: trustedOriginsOf(env),
    rateLimit: {
      // better-auth limits only when NODE_ENV is production unless told otherwise.
      enabled: true,
      window: rateLimits.global.window,
      max: rateLimits.global.max,
      customRules: {
        [SIGN_IN_PATH]: rateLimits.signIn,
        '/request-password-reset': rateLimits.requestPasswordReset,
        '/reset-password': rateLimits.resetPassword,
        [SEND_VERIFICATION_PATH]: rateLimits.sendVerificationEmail,
        // Read-only and useless without a valid session cookie; the portal asks on every load.
        '/get-session': false,
      },
      customStorage: rateLimitStore ?? createMemoryRateLimitStore(),
    },
    // Accounts come from /api/v1/signup and `npm run users -- add`, which both call
    // auth.api.signUpEmail (server-side calls do not pass the HTTP router); emails are
    // verified by /api/v1/signup/verification (see emailVerification above).
    disabledPaths: ['/sign-up/email', '/verify-email'],
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      useSecureCookies: secureCookies,
      // better-auth skips origin and CSRF checks when NODE_ENV is test; keep them on.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // A new password signs every other device out, whatever the client asked: whoever
        // may have learnt the old one must not keep a session made with it.
        if (ctx.path === CHANGE_PASSWORD_PATH && ctx.body && typeof ctx.body === 'object') {
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
        }
        // The display name goes straight into the user row: the same rules as the form's.
        if (ctx.path === UPDATE_USER_PATH) {
          return { context: { body: parseAuthBody(profileInputSchema, ctx.body) } };
        }
        // The mailed link is always our own page's; a callbackURL would only be ignored.
        if (ctx.path === SEND_VERIFICATION_PATH) {
          return { context: { body: parseAuthBody(resendVerificationInputSchema, ctx.body) } };
        }
        if (ctx.path !== SIGN_IN_PATH) return;
        const email = emailOf(ctx.body);
        if (!email) return;
        const signInClaim = await failedSignIns.claim(email, {
          address: ctx.headers?.get(CLIENT_ADDRESS_HEADER) ?? '',
          knownDevice: knownDevices.isKnown(ctx.headers?.get('cookie'), email),
        });
        if (signInClaim === undefined) {
          throw new APIError('TOO_MANY_REQUESTS', {
            code: authErrorCodes.tooManyRequests,
            message: tooManySignInsMessage,
          });
        }
        return { context: { signInClaim } satisfies SignInClaim };
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === CHANGE_PASSWORD_PATH) {
          // A new password ends every reset link issued before it, and the failures.
          const changedBy = ctx.context.session?.user;
          if (changedBy && !isAPIError(ctx.context.returned)) {
            await resetLinks.endAll(changedBy.id);
            await failedSignIns.clear(changedBy.email);
          }
          return;
        }
        if (ctx.path !== SIGN_IN_PATH) return;
        // Only a wrong password (or unknown email) keeps its claim; a right one, or a request
        // refused before any password was checked, gives it back.
        const { signInClaim } = ctx as SignInClaim;
        const returned = ctx.context.returned;
        if (isAPIError(returned) && returned.statusCode === 401) return;
        if (signInClaim !== undefined) await failedSignIns.release(signInClaim);
        const signedIn = ctx.context.newSession?.user;
        if (!signedIn) return;
        // This browser is the owner's from now on (see known-device.ts).
        ctx.setCookie(
          knownDeviceCookieName(secureCookies),
          knownDevices.remember(ctx.headers?.get('cookie'), signedIn.email),
          {
            httpOnly: true,
            secure: secureCookies,
            sameSite: 'lax',
            path: '/',
            maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
          },
        );
        // A successful sign-in upgrades a hash made with older parameters (or scrypt).
        const password = (ctx.body as { password?: unknown } | undefined)?.password;
        if (typeof password !== 'string') return;
        const credential = (await ctx.context.internalAdapter.findAccounts(signedIn.id)).find(
          (row) => row.providerId === 'credential',
        );
        if (credential?.password && needsRehash(credential.password)) {
          await ctx.context.internalAdapter.updatePassword(
            signedIn.id,
            await hashPassword(password),
          );
        }
      }),
    },
    // Only better-auth's errors reach our log; without `level`, its router does not also
    // print every client mistake (bad JSON, a wrong origin) on its own.
    logger: {
      disabled: env.LOG_LEVEL === 'silent',
      log: (level, message) => {
        if (level === 'error') logger.error(`[auth] ${message}`);
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
