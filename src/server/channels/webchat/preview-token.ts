import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { WIDGET_PREVIEW_TOKEN_TTL_MINUTES } from '@shared/widget-preview.ts';
import type { WidgetPreviewToken } from '@shared/webchat.ts';
import { expiryAfter, readSignedToken, signToken } from '@server/platform/crypto/signed-token.ts';

/** One preview of one widget, asked for by its signed-in owner. */
export type Preview = {
  /** Each token's own: the preview's limits count per token. */
  id: string;
  publicId: string;
  accountId: string;
};

const payloadSchema = z.object({
  i: z.string(),
  p: z.string(),
  a: z.string(),
  e: z.number(),
});

/**
 * What the portal's preview proves itself with to the widget API, in place of a website on
 * the agent's list. Short-lived: the page asks for a new one while it stays open.
 */
export function issuePreviewToken(
  key: Buffer,
  preview: Omit<Preview, 'id'>,
  now = Date.now(),
): WidgetPreviewToken {
  const e = expiryAfter(now, WIDGET_PREVIEW_TOKEN_TTL_MINUTES * 60);
  const token = signToken(key, { i: randomUUID(), p: preview.publicId, a: preview.accountId, e });
  return { token, expiresAt: new Date(e * 1000).toISOString() };
}

/** The preview a token is, or null when it is forged, altered or expired. */
export function readPreviewToken(key: Buffer, token: string, now = Date.now()): Preview | null {
  const payload = readSignedToken(key, token, payloadSchema, now);
  return payload && { id: payload.i, publicId: payload.p, accountId: payload.a };
}
