import { apiPaths } from '../api-paths.ts';
import { paths } from '../paths.ts';
import type { PlanId } from '../plans.ts';

/**
 * The HTTP contract of sign-in, sign-out and password reset (better-auth's routes under
 * `/api/auth`). Success and error bodies are better-auth's: errors are `{ code, message }`.
 */
export const AUTH_BASE_PATH = '/api/auth';

export const authEndpoints = {
  /** POST { email, password, rememberMe? } → 200 { user, ... } and the session cookie. */
  signIn: `${AUTH_BASE_PATH}/sign-in/email`,
  /** POST {} (with the session cookie) → 200 { success: true }. */
  signOut: `${AUTH_BASE_PATH}/sign-out`,
  /** GET → 200 { session, user } or 200 null when signed out. */
  session: `${AUTH_BASE_PATH}/get-session`,
  /** POST { email } → 200 { status: true, message } whether or not the account exists. */
  requestPasswordReset: `${AUTH_BASE_PATH}/request-password-reset`,
  /** POST { token, newPassword } → 200 { status: true }; every session of the account ends. */
  resetPassword: `${AUTH_BASE_PATH}/reset-password`,
  /** POST { name } (with the session cookie) → 200 { status: true }. */
  updateUser: `${AUTH_BASE_PATH}/update-user`,
  /** POST { currentPassword, newPassword, revokeOtherSessions } → 200 { token, user }. */
  changePassword: `${AUTH_BASE_PATH}/change-password`,
  /**
   * POST { email } → 200 { status: true } whatever the email: a new link goes out only to an
   * account that still needs verifying, within its hourly allowance.
   */
  sendVerificationEmail: `${AUTH_BASE_PATH}/send-verification-email`,
} as const;

/** POST { name, email, password, planId } → 200 { email }, the same whether or not it is known. */
export const signupEndpoint = apiPaths.signup;

/**
 * POST { token, newPassword } → 200 { email } and the session cookie: the mailed link's last
 * step, where the mailbox owner chooses the password. A link that is expired, forged or used
 * is refused with 400 and `signupVerificationErrorCodes.unusableLink`.
 */
export const signupVerificationEndpoint = apiPaths.signupVerification;

export const signupVerificationErrorCodes = { unusableLink: 'unusable_link' } as const;

/** The signed-in account, as `GET /api/v1/me` answers it. */
export const meEndpoint = apiPaths.me;

/** Error codes a client tells apart. Any 429 answer means "too many requests". */
export const authErrorCodes = {
  invalidCredentials: 'INVALID_EMAIL_OR_PASSWORD',
  invalidEmail: 'INVALID_EMAIL',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  invalidToken: 'INVALID_TOKEN',
  passwordTooShort: 'PASSWORD_TOO_SHORT',
  passwordTooLong: 'PASSWORD_TOO_LONG',
  /** A right password for an account whose email is not verified yet (403). */
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  /** A verification link past its time. */
  tokenExpired: 'TOKEN_EXPIRED',
} as const;

/** A reset link stays valid this long, and works once. */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/** The query parameter of the reset page that carries the token. */
export const RESET_TOKEN_PARAM = 'token';

/** The link the reset mail carries: the product's own page, not an API route. */
export function resetPasswordLink(publicUrl: string, token: string) {
  const url = new URL(paths.resetPassword, publicUrl);
  url.searchParams.set(RESET_TOKEN_PARAM, token);
  return url.toString();
}

/** A verification link stays valid this long; once used, it signs no one in again. */
export const VERIFY_EMAIL_TOKEN_TTL_SECONDS = 24 * 60 * 60;

/** The query parameter of the verification page that carries the token. */
export const VERIFY_TOKEN_PARAM = 'token';

/**
 * The link the verification mail carries: the product's own page, where the owner chooses the
 * password that verifies the address and signs them in.
 */
export function verifyEmailLink(publicUrl: string, token: string) {
  const url = new URL(paths.verifyEmail, publicUrl);
  url.searchParams.set(VERIFY_TOKEN_PARAM, token);
  return url.toString();
}

/** The sign-up page's query parameter that preselects a plan: `/signup?plan=professional`. */
export const SIGNUP_PLAN_PARAM = 'plan';

/** The sign-up page, with a plan chosen beforehand when one is given. */
export function signupPath(planId?: PlanId) {
  return planId ? `${paths.signup}?${SIGNUP_PLAN_PARAM}=${planId}` : paths.signup;
}
