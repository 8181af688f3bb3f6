import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Env, isEmbedded } from '@server/env.ts';

/**
 * The secret that signs session cookies. With PostgreSQL it must come from AUTH_SECRET
 * (env.ts refuses to start without it); with the embedded database one is generated on the
 * first start and kept in DATA_DIR/auth-secret, readable by its owner only.
 */
export function resolveAuthSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (!isEmbedded(env)) throw new Error('AUTH_SECRET is required when DATABASE_URL is set.');
  const file = path.join(path.resolve(env.DATA_DIR), 'auth-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
