import { z } from 'zod';

/**
 * Browser notifications (Web Push): a member turns them on per device, and each device's
 * browser gives the push subscription the server posts to when a conversation waits for a
 * person. The shapes are the browser's own `PushSubscription.toJSON()`.
 */

const base64url = /^[A-Za-z0-9_-]+$/;

/** How many base64url characters (unpadded) carry `bytes` bytes. */
const base64urlLength = (bytes: number) => Math.ceil((bytes * 4) / 3);

/**
 * A P-256 public key as the browser gives it: 65 bytes, uncompressed (0x04, then X and Y),
 * which encodes to 87 characters starting with 'B'.
 */
const p256dhKey = z
  .string({ error: 'Give the subscription’s p256dh key.' })
  .length(base64urlLength(65), 'The p256dh key must be a P-256 public key (65 bytes, base64url).')
  .regex(/^B/, 'The p256dh key must be an uncompressed P-256 public key.')
  .regex(base64url, 'The p256dh key must be base64url.');

/** The 16-byte authentication secret of RFC 8291. */
const authSecret = z
  .string({ error: 'Give the subscription’s auth secret.' })
  .length(base64urlLength(16), 'The auth secret must be 16 bytes, base64url.')
  .regex(base64url, 'The auth secret must be base64url.');

/**
 * POST /api/v1/push/subscriptions: the browser's subscription, saved for the signed-in member
 * (again for the same endpoint: its keys are replaced).
 */
export const pushSubscriptionInputSchema = z
  .object({
    endpoint: z
      .url({
        protocol: /^https?$/,
        error: 'The endpoint must be the push service’s https address.',
      })
      .max(2048, 'The endpoint is longer than any push service’s (2048 characters).'),
    expirationTime: z.number().int().nonnegative().nullable().optional(),
    keys: z.object({ p256dh: p256dhKey, auth: authSecret }).strict(),
  })
  .strict();
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/** A device that gets browser notifications. */
export const pushDeviceSchema = z.object({
  id: z.string(),
  /** The browser and system, in words ('Chrome on Android'). */
  label: z.string(),
  /** The push service's address: the portal recognises its own device by it. */
  endpoint: z.string(),
  /** ISO 8601 */
  createdAt: z.string(),
  /** When a notification last reached its push service (ISO 8601), if ever. */
  lastUsedAt: z.string().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDeviceListSchema = z.object({ devices: z.array(pushDeviceSchema) });
export type PushDeviceList = z.infer<typeof pushDeviceListSchema>;

/** GET /api/v1/push/public-key: the server's VAPID key, which `pushManager.subscribe` takes. */
export const pushPublicKeySchema = z.object({
  publicKey: z.string().describe('The VAPID public key, base64url (an uncompressed P-256 point).'),
});
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** What the service worker shows: the payload of every push the server sends. */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The portal path the notification opens. */
  url: z.string(),
  /** One notification per conversation: a later one replaces it rather than piling up. */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** How long a quoted question may be in a notification (the system cuts longer ones anyway). */
export const PUSH_QUOTE_MAX = 140;
