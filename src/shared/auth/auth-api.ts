import { apiPaths } from '../api-paths.ts';
import { paths } from '../paths.ts';

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
} as const;

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
