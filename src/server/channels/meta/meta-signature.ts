import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Meta signs every webhook call with the app secret: `X-Hub-Signature-256: sha256=<hex>`, the
 * HMAC-SHA256 of the raw body. Compared in constant time; a missing secret matches nothing.
 */
export function metaSignatureMatches(
  appSecret: string | undefined,
  rawBody: Uint8Array,
  header: string | undefined,
) {
  if (!appSecret || !header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether the handshake's verify token is the operator's, compared in constant time. */
export function verifyTokenMatches(expected: string | undefined, given: string) {
  if (!expected) return false;
  const hash = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(hash(expected), hash(given));
}
