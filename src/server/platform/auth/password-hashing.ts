import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { verifyPassword as verifyScrypt } from 'better-auth/crypto';

/**
 * argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): stronger than
 * better-auth's default scrypt cost. The parameters travel inside every hash string.
 */
export const argon2Options = {
  // Algorithm is a const enum, which isolated modules cannot read; 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

const currentPrefix = `$argon2id$v=19$m=${argon2Options.memoryCost},t=${argon2Options.timeCost},p=${argon2Options.parallelism}$`;

export function hashPassword(password: string) {
  return hash(password, argon2Options);
}

/**
 * Checks a password against an argon2 hash, or against better-auth's own scrypt format
 * (`salt:key`) for hashes made before argon2 was configured.
 */
export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}) {
  try {
    if (stored.startsWith('$argon2')) return await verify(stored, password);
    return await verifyScrypt({ hash: stored, password });
  } catch {
    // A malformed stored hash never matches.
    return false;
  }
}

/** Whether a stored hash should be replaced with one made with today's parameters. */
export function needsRehash(stored: string) {
  return !stored.startsWith(currentPrefix);
}
