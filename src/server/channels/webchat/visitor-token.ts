import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { VISITOR_TOKEN_TTL_DAYS } from '@shared/webchat.ts';
import { expiryAfter, readSignedToken, signToken } from '@server/platform/crypto/signed-token.ts';

/** Who a widget visitor is: one agent's widget, a random visitor id, a verified user id. */
export type Visitor = {
  publicId: string;
  visitorId: string;
  /** The site's own user id, when the site proved it (identity verification). */
  userId: string | null;
  /** The widget's identity generation the user id was proved under. */
  generation: number;
  /**
   * Given by a mailed link (core/follow-up) on the product's own chat page, which may then call
   * the widget API for this visitor as a website on the agent's list may.
   */
  hosted?: boolean;
};

const payloadSchema = z.object({
  p: z.string(),
  v: z.string(),
  u: z.string().nullable(),
  // Tokens made before generations existed belong to the first.
  g: z.number().int().default(0),
  h: z.literal(1).optional(),
  /** Expiry, seconds since the epoch. */
  e: z.number(),
});

/** A token the server signs; the browser keeps it and cannot change what it says. */
export function issueVisitorToken(
  key: Buffer,
  visitor: Omit<Visitor, 'visitorId'> & { visitorId?: string },
  now = Date.now(),
): { token: string; visitor: Visitor } {
  const issued: Visitor = { ...visitor, visitorId: visitor.visitorId ?? randomUUID() };
  const token = signToken(key, {
    p: issued.publicId,
    v: issued.visitorId,
    u: issued.userId,
    g: issued.generation,
    ...(issued.hosted ? { h: 1 as const } : {}),
    e: expiryAfter(now, VISITOR_TOKEN_TTL_DAYS * 24 * 60 * 60),
  });
  return { token, visitor: issued };
}

/** The visitor a token names, or null when it is forged, altered or expired. */
export function readVisitorToken(key: Buffer, token: string, now = Date.now()): Visitor | null {
  const payload = readSignedToken(key, token, payloadSchema, now);
  if (!payload) return null;
  return {
    publicId: payload.p,
    visitorId: payload.v,
    userId: payload.u,
    generation: payload.g,
    hosted: payload.h === 1,
  };
}

/**
 * Whether the widget still takes the visitor's word for who they are: a user id proved under an
 * earlier identity generation (an older secret, or before verification was required) is not.
 * An anonymous visitor claims no one, so no new secret ends their token.
 */
export const identityStillValid = (visitor: Visitor, identityGeneration: number) =>
  visitor.userId === null || visitor.generation === identityGeneration;

/**
 * Whether `userHash` is the HMAC-SHA256 of `userId` under the widget's identity secret, as
 * Intercom's and Chatwoot's identity verification; compared in constant time.
 */
export function identityMatches(secret: string, userId: string, userHash: string): boolean {
  const expected = createHmac('sha256', secret).update(userId).digest();
  const given = Buffer.from(userHash, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The contact a visitor is: the site's user when verified (the same on every device). */
export const visitorExternalId = (visitor: Visitor) =>
  visitor.userId !== null ? `user:${visitor.userId}` : `visitor:${visitor.visitorId}`;

/** The visitor a contact's external id names (visitorExternalId undone); null for another kind. */
export function visitorOfExternalId(
  externalId: string,
): { visitorId: string; userId: string | null } | null {
  if (externalId.startsWith('user:')) {
    const userId = externalId.slice('user:'.length);
    return { visitorId: randomUUID(), userId };
  }
  if (externalId.startsWith('visitor:')) {
    return { visitorId: externalId.slice('visitor:'.length), userId: null };
  }
  return null;
}
