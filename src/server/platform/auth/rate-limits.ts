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
 * this many in the window; later attempts are answered 429 until old failures leave it
 * (ASVS 2.2.1). Counted in the database, so restarts and several servers share the count.
 */
export const accountFailureLimit = {
  maxFailures: 100,
  windowSeconds: 60 * 60,
} as const;
