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
  /** New accounts from one address (POST /api/v1/signup, counted by the sign-up route). */
  signUp: { window: 60 * 60, max: 10 },
  /** Requests for another verification link. */
  sendVerificationEmail: { window: 60, max: 3 },
  /** Verification links followed (POST /api/v1/signup/verification, counted by its route). */
  verifyEmail: { window: 60, max: 10 },
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

/**
 * Mails that sign-up sends to one account, each kind counted on its own: verification links
 * (the first one included) and notes to an owner that someone tried to sign up with their
 * address. At most this many of each in the window; more are not sent, and the answer stays
 * the same, so it tells no one whether an email has an account.
 */
export const signupMailLimit = {
  maxMails: 3,
  windowSeconds: 60 * 60,
} as const;
