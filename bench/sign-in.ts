import { verify } from '@node-rs/argon2';
import { argon2Options, hashPassword } from '../src/server/platform/auth/password-hashing.ts';
import type { Credentials } from './session.ts';
import { signIn } from './session.ts';
import { median, percentile } from './stats.ts';

export type SignInResult = {
  samples: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** One argon2id verification alone, in this process: the floor of a sign-in. */
  hashVerifyMs: number;
  hashParameters: typeof argon2Options;
};

const WARM_UP = 3;
const SAMPLES = 40;

let nextAddress = 0;
/**
 * Sign-in allows ten attempts a minute per client address. The server runs behind a
 * (pretend) proxy, TRUST_PROXY=1, and each sample comes from its own benchmarking-range (RFC 2544)
 * address, so the limit stays as it is and no sample waits for it.
 */
export function freshClientAddress() {
  nextAddress += 1;
  return `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
}

async function timeHashVerify() {
  const stored = await hashPassword('benchmark-password-2026');
  const times: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    const start = performance.now();
    await verify(stored, 'benchmark-password-2026');
    times.push(performance.now() - start);
  }
  return median(times);
}

/** Successful sign-ins one after another, each timed from request to the end of the answer. */
export async function measureSignIn(url: string, account: Credentials): Promise<SignInResult> {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
    const start = performance.now();
    await signIn(url, account, { 'x-forwarded-for': freshClientAddress() });
    if (i >= WARM_UP) times.push(performance.now() - start);
  }
  return {
    samples: times.length,
    p50Ms: median(times),
    p99Ms: percentile(times, 99),
    maxMs: Math.max(...times),
    hashVerifyMs: await timeHashVerify(),
    hashParameters: argon2Options,
  };
}
