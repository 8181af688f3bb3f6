import webpush from 'web-push';
import type { VapidKeys } from '@server/platform/data-dir/vapid-keys.ts';
import type { OutboundFetch } from '@server/platform/http/outbound-fetch.ts';

/** A browser's push subscription: the push service's address and the keys to encrypt to. */
export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

/**
 * What became of one push: the push service took it; the subscription is gone (404 or 410,
 * RFC 8030: the browser unsubscribed, or the service dropped it) and must not be used again;
 * or it failed this time (a refusal, a timeout, an unreachable service).
 */
export type PushOutcome =
  | { outcome: 'delivered' }
  | { outcome: 'gone'; status: number }
  | { outcome: 'failed'; reason: string };

export type PushSender = {
  /** The VAPID public key browsers subscribe with. */
  publicKey: string;
  send: (target: PushTarget, payload: string) => Promise<PushOutcome>;
};

export type WebPushSettings = {
  keys: VapidKeys;
  /** Who the push service may contact: a mailto: or https: address (RFC 8292). */
  subject: string;
  /**
   * How the request reaches the push service. The endpoint is an address a browser gave, so it
   * goes through the outbound policy (public addresses only unless ALLOW_PRIVATE_NETWORK).
   */
  fetch: OutboundFetch;
  /** How long the push service keeps a notification for a device that is offline. */
  ttlSeconds?: number;
  timeoutMs?: number;
};

/** A day: a conversation left waiting longer is closed as idle, so its notification is stale. */
const DEFAULT_TTL_SECONDS = 24 * 60 * 60;
const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and an aes128gcm payload (RFC 8291): web-push
 * writes the encrypted request; it is sent with our own fetch, whose address policy and
 * timeout apply, and whose answer is read for the outcome.
 */
export function createWebPushSender({
  keys,
  subject,
  fetch,
  ttlSeconds = DEFAULT_TTL_SECONDS,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: WebPushSettings): PushSender {
  return {
    publicKey: keys.publicKey,
    async send(target, payload) {
      let request: webpush.RequestDetails & { body: Buffer };
      try {
        request = webpush.generateRequestDetails(target, payload, {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: ttlSeconds,
          // A customer is waiting: push services deliver high urgency at once, even to a phone
          // saving its battery.
          urgency: 'high',
          contentEncoding: 'aes128gcm',
        });
      } catch (err) {
        return { outcome: 'failed', reason: `could not encrypt: ${(err as Error).message}` };
      }
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          // fetch counts the body itself.
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      try {
        const res = await fetch(request.endpoint, {
          method: 'POST',
          headers,
          body: new Uint8Array(request.body),
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
        await res.arrayBuffer().catch(() => undefined);
        if (res.ok) return { outcome: 'delivered' };
        if (res.status === 404 || res.status === 410)
          return { outcome: 'gone', status: res.status };
        return { outcome: 'failed', reason: `push service answered ${res.status}` };
      } catch (err) {
        return { outcome: 'failed', reason: (err as Error).message };
      }
    },
  };
}
