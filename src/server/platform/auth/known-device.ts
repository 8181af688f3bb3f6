import { createHmac, timingSafeEqual } from 'node:crypto';
import { parse } from 'hono/utils/cookie';
import { failureKey } from './failed-sign-ins.ts';

/**
 * A browser that once signed in to an account keeps a proof of it: a cookie holding, per
 * account, an HMAC of the account's email under the auth secret. Only a successful sign-in
 * sets it, so a stranger cannot make one; with it, the owner passes the per-account ceiling
 * on failed sign-ins that strangers' guesses filled (see failed-sign-ins.ts).
 */
const COOKIE = 'agentra.known_device';

/** Accounts one browser remembers at most; the oldest proof goes first. */
const MAX_PROOFS = 5;

/** About a year: the browser stays known as long as it keeps signing in now and then. */
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** `__Host-` where the site is https: no subdomain or plain-http page can set or read it. */
export const knownDeviceCookieName = (secure: boolean) => (secure ? `__Host-${COOKIE}` : COOKIE);

export type KnownDevices = {
  /** Whether this Cookie header proves an earlier sign-in to the account of this email. */
  isKnown: (cookieHeader: string | null | undefined, email: string) => boolean;
  /** The cookie's new value after a sign-in to this email: its proof added to the others. */
  remember: (cookieHeader: string | null | undefined, email: string) => string;
};

export function createKnownDevices(secret: string, secure: boolean): KnownDevices {
  const name = knownDeviceCookieName(secure);
  const proofOf = (email: string) =>
    createHmac('sha256', secret)
      .update(`known-device:${failureKey(email)}`)
      .digest('base64url');
  const proofsIn = (cookieHeader: string | null | undefined) =>
    (cookieHeader ? (parse(cookieHeader, name)[name] ?? '') : '').split('.').filter(Boolean);

  return {
    isKnown(cookieHeader, email) {
      const expected = Buffer.from(proofOf(email));
      return proofsIn(cookieHeader).some((proof) => {
        const given = Buffer.from(proof);
        return given.length === expected.length && timingSafeEqual(given, expected);
      });
    },
    remember(cookieHeader, email) {
      const proof = proofOf(email);
      const others = proofsIn(cookieHeader).filter((known) => known !== proof);
      return [...others, proof].slice(-MAX_PROOFS).join('.');
    },
  };
}
