import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

/**
 * The widget's tokens: a JSON payload in base64url, a dot, and its HMAC-SHA256 under a key of
 * one purpose (secret-box.ts `signingKeyOf`), so a token of one kind never passes for another.
 * Every payload carries its expiry, `e`, in seconds since the epoch.
 */

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest();

export function signToken<P extends { e: number }>(key: Buffer, payload: P): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(key, body).toString('base64url')}`;
}

/** The payload of a token signed with `key`, or null when it is forged, altered or expired. */
export function readSignedToken<S extends z.ZodType<{ e: number }>>(
  key: Buffer,
  token: string,
  schema: S,
  now: number,
): z.output<S> | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = sign(key, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let payload: z.output<S>;
  try {
    payload = schema.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
  } catch {
    return null;
  }
  return payload.e * 1000 > now ? payload : null;
}

/** An expiry `seconds` from `now` (milliseconds), as payloads carry it. */
export const expiryAfter = (now: number, seconds: number) => Math.floor(now / 1000) + seconds;
