import { apiPaths } from '@shared/api-paths.ts';
import type { Credentials } from './session.ts';
import { freshClientAddress } from './sign-in.ts';
import { mannWhitneyP, median } from './stats.ts';

export type SignUpTimingResult = {
  /** Sign-ups with a new email, and with one that has an account. */
  samples: { fresh: number; known: number };
  newP50Ms: number;
  knownP50Ms: number;
  /** Mann–Whitney's two-sided p that the two kinds take different times. */
  pValue: number;
  /**
   * The same for the sign-up sent right behind each (always with the known email): whether
   * the work left after the first one's answer shows in the next request's time.
   */
  followOn: { afterNewP50Ms: number; afterKnownP50Ms: number; pValue: number };
};

const WARM_UP = 4;
const PAIRS = 80;

/** At or above this p, the bench counts the two kinds as answered alike. */
export const SIGN_UP_ALIKE_P = 0.01;

let nextEmail = 0;

async function timeSignUp(url: string, email: string) {
  const start = performance.now();
  const res = await fetch(`${url}${apiPaths.signup}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: url,
      'x-forwarded-for': freshClientAddress(),
    },
    body: JSON.stringify({
      name: 'Bench Sign-up',
      email,
      password: 'bench-sign-up-password',
      planId: 'essential',
    }),
  });
  await res.text();
  if (!res.ok) throw new Error(`Sign-up answered ${res.status}`);
  return performance.now() - start;
}

/**
 * What an outside probe measured, twice over: sign-ups with a new email or with one that has
 * an account, chosen at random, each followed at once by one with the known email. The first
 * of each pair compares the answers themselves; the second, whether the work done after an
 * answer slows the request behind it. Each comes from its own client address (so the
 * per-address limit stays as it is); Mann–Whitney compares the groups. A small p says the
 * time tells the two apart.
 */
export async function measureSignUpTiming(
  url: string,
  known: Credentials,
): Promise<SignUpTimingResult> {
  const first = { fresh: [] as number[], known: [] as number[] };
  const behind = { fresh: [] as number[], known: [] as number[] };
  for (let i = 0; i < WARM_UP + PAIRS; i += 1) {
    const kind = Math.random() < 0.5 ? 'fresh' : 'known';
    const email =
      kind === 'fresh' ? `bench-sign-up-${Date.now()}-${++nextEmail}@example.com` : known.email;
    const took = await timeSignUp(url, email);
    const next = await timeSignUp(url, known.email);
    if (i < WARM_UP) continue;
    first[kind].push(took);
    behind[kind].push(next);
  }
  return {
    samples: { fresh: first.fresh.length, known: first.known.length },
    newP50Ms: median(first.fresh),
    knownP50Ms: median(first.known),
    pValue: mannWhitneyP(first.fresh, first.known),
    followOn: {
      afterNewP50Ms: median(behind.fresh),
      afterKnownP50Ms: median(behind.known),
      pValue: mannWhitneyP(behind.fresh, behind.known),
    },
  };
}
