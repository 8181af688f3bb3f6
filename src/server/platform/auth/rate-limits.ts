/**
 * Every request limit of sign-in and password reset, in one place (tests import them).
 * Windows are in seconds, as better-auth's rate limiter takes them. Limits count per client
 * address (see client-address.ts) and per endpoint.
 */
export const rateLimits = {
  /** Any other /api/auth endpoint. */
  global: { window: 60, max: 100 },
  signIn: { window: 60, max: 10 },
  requestPasswordReset: { window: 60, max: 3 },
  resetPassword: { window: 60, max: 3 },
} as const;

/**
 * Failed sign-ins on one account (one email, lowercased), whatever the address: at most
 * this many in the window; later attempts from browsers that never signed in to the account
 * are answered 429 until old failures leave it, a reset or a password change clears them
 * (ASVS 2.2.1). Counted in the database, so restarts and several servers share the count.
 */
export const accountFailureLimit = {
  maxFailures: 100,
  windowSeconds: 60 * 60,
} as const;

/**
 * Failed sign-ins on one account from one address: at most this many in the window, then
 * that address (and only it) is answered 429 for that account, even a known browser there.
 */
export const addressFailureLimit = {
  maxFailures: 10,
  windowSeconds: 15 * 60,
} as const;

/** Password reset mails to one account: at most this many in the window; more are not sent. */
export const resetMailLimit = {
  maxMails: 3,
  windowSeconds: 60 * 60,
} as const;
