import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { FOLLOW_UP_LINK_TTL_DAYS, REPLY_ADDRESS_TTL_DAYS } from '@shared/follow-up.ts';
import { expiryAfter, readSignedToken, signToken } from '@server/platform/crypto/signed-token.ts';

const DAY_SECONDS = 24 * 60 * 60;

const linkPayloadSchema = z.object({ c: z.string(), e: z.number() });

/** The mailed link's token: it reopens one conversation, until it expires. */
export const followUpLinkToken = (key: Buffer, conversationId: string, now = Date.now()) =>
  signToken(key, { c: conversationId, e: expiryAfter(now, FOLLOW_UP_LINK_TTL_DAYS * DAY_SECONDS) });

/** The conversation a link's token reopens, or null when it is forged, altered or expired. */
export const conversationOfLinkToken = (key: Buffer, token: string, now = Date.now()) =>
  readSignedToken(key, token, linkPayloadSchema, now)?.c ?? null;

/*
 * A reply address must fit a mail address's local part (64 characters) and survive mail
 * servers that change its case, so its token is lowercase hex: the conversation's id without
 * its dashes (32), the expiry in days since the epoch (5) and a 64-bit HMAC tag (16).
 */
const TAG_HEX = 16;
const replyToken = /^([0-9a-f]{32})([0-9a-f]{5})([0-9a-f]{16})$/;
const uuidOfHex = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

const replyTag = (key: Buffer, body: string) =>
  createHmac('sha256', key).update(body).digest('hex').slice(0, TAG_HEX);

/** The token of a reply address for one conversation (a UUID), valid REPLY_ADDRESS_TTL_DAYS. */
export function replyAddressToken(key: Buffer, conversationId: string, now = Date.now()) {
  const day = Math.floor(now / 1000 / DAY_SECONDS) + REPLY_ADDRESS_TTL_DAYS;
  const body = conversationId.replaceAll('-', '').toLowerCase() + day.toString(16).padStart(5, '0');
  return body + replyTag(key, body);
}

/** The conversation a reply address's token names, or null when it is not ours or expired. */
export function conversationOfReplyToken(key: Buffer, token: string, now = Date.now()) {
  const match = replyToken.exec(token.toLowerCase());
  if (!match) return null;
  const [, id, day, tag] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(replyTag(key, id + day));
  if (!timingSafeEqual(Buffer.from(tag), expected)) return null;
  if (parseInt(day, 16) * DAY_SECONDS * 1000 <= now) return null;
  return uuidOfHex(id);
}

export const replyAddressOf = (token: string, domain: string) => `reply+${token}@${domain}`;

/** The reply token among a mail's recipients at the inbound domain, if one is there. */
export function replyTokenAmong(addresses: readonly string[], domain: string): string | null {
  for (const address of addresses) {
    const match = /^reply\+([0-9a-z]+)@(.+)$/i.exec(address.trim());
    if (match && match[2]!.toLowerCase() === domain) return match[1]!;
  }
  return null;
}
