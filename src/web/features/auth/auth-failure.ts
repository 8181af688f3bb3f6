import { authErrorCodes, signupVerificationErrorCodes } from '@shared/auth/auth-api.ts';
import { authCopy } from '@shared/auth-copy.ts';

/** What went wrong with an auth request, reduced to the conditions the catalogue speaks of. */
export type AuthFailure =
  { kind: 'network' } | { kind: 'http'; status: number; code?: string | undefined };

type ClientError = { status?: number; code?: string | undefined } | null | undefined;

/** Turns the auth client's error (or a thrown exception) into an AuthFailure. */
export function toAuthFailure(error: ClientError | unknown): AuthFailure {
  if (error instanceof TypeError) return { kind: 'network' };
  const { status, code } = (error ?? {}) as { status?: unknown; code?: unknown };
  // A fetch that never reached the server reports no HTTP status.
  if (typeof status !== 'number' || status === 0) return { kind: 'network' };
  return { kind: 'http', status, code: typeof code === 'string' ? code : undefined };
}

/**
 * Sign-in. The server answers a wrong password and an unknown email alike (401), so both are
 * the catalogue's "user-not-found or wrong-password" row.
 */
export function signInErrorMessage(failure: AuthFailure): string {
  const messages = authCopy.signInErrors;
  if (failure.kind === 'network') return messages.network;
  if (failure.status === 429) return messages.tooManyRequests;
  if (failure.status === 401 || failure.code === 'INVALID_EMAIL_OR_PASSWORD') {
    return messages.invalidCredentials;
  }
  return messages.other;
}

/**
 * Reset request. The server never says whether an account exists (it answers every
 * well-formed request alike), so "user-not-found" arises only from a server that does.
 */
export function resetRequestErrorMessage(failure: AuthFailure): string {
  const messages = authCopy.resetErrors;
  if (failure.kind === 'network') return messages.other;
  if (failure.status === 429) return messages.tooManyRequests;
  if (failure.code === 'USER_NOT_FOUND' || failure.status === 404) return messages.userNotFound;
  if (failure.code === 'INVALID_EMAIL' || failure.status === 400) return messages.invalidEmail;
  return messages.other;
}

/**
 * Setting the new password from a mailed link. An expired, used or unknown token is one row:
 * the server does not say which, and the remedy (a new link) is the same.
 */
export function resetPasswordErrorMessage(failure: AuthFailure): string {
  if (failure.kind === 'network') return authCopy.resetFallback;
  if (failure.code === authErrorCodes.invalidToken) return authCopy.resetPassword.invalidToken;
  if (failure.status === 429) return authCopy.resetErrors.tooManyRequests;
  return authCopy.resetFallback;
}

/** A right password for an account whose email is not verified yet: the owner may resend. */
export const isUnverifiedEmail = (failure: AuthFailure) =>
  failure.kind === 'http' && failure.code === authErrorCodes.emailNotVerified;

/** Another verification link: the server answers every well-formed request alike. */
export function resendVerificationErrorMessage(failure: AuthFailure): string {
  if (failure.kind === 'http' && failure.status === 429)
    return authCopy.resetErrors.tooManyRequests;
  return authCopy.login.resendFailed;
}

/**
 * Verifying the email with a chosen password. Expired, forged, used, or for an account that
 * is gone: one message, since the remedy (a new link) is the same.
 */
export function verifyEmailErrorMessage(failure: AuthFailure): string {
  if (failure.kind === 'network') return authCopy.verifyEmail.failed;
  if (failure.status === 429) return authCopy.resetErrors.tooManyRequests;
  if (isUnusableVerifyLink(failure)) return authCopy.verifyEmail.invalidToken;
  return authCopy.verifyEmail.failed;
}

/** The mailed link cannot verify anything any more: the form has nothing left to send. */
export const isUnusableVerifyLink = (failure: AuthFailure) =>
  failure.kind === 'http' && failure.code === signupVerificationErrorCodes.unusableLink;

/** Sign-up's refusals other than a field's (those show under the field). */
export function signupErrorMessage(failure: AuthFailure): string {
  const messages = authCopy.signup;
  if (failure.kind === 'network') return messages.network;
  if (failure.status === 429) return messages.tooManyRequests;
  return messages.other;
}
