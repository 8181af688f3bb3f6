import {
  createECDH,
  createPublicKey,
  type ECDH,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import type { PushSubscriptionInput } from '@shared/push-notifications.ts';

/** One push as the device received it: checked and decrypted. */
export type ReceivedPush = {
  endpoint: string;
  ttl: number;
  urgency: string | undefined;
  /** The VAPID JWT's claims, its signature checked with the key it came with. */
  claims: { aud: string; exp: number; sub: string };
  /** The VAPID public key the request was signed with (base64url). */
  publicKey: string;
  /** The payload, decrypted with the subscription's private key and auth secret. */
  payload: string;
};

type Device = { ecdh: ECDH; auth: string; status: number };

const b64url = (value: Buffer) => value.toString('base64url');

/** The public key of an uncompressed P-256 point (0x04 | X | Y), to check ES256 with. */
function p256PublicKey(point: Buffer) {
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(point.subarray(1, 33)),
      y: b64url(point.subarray(33)),
    },
    format: 'jwk',
  });
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292) and answers its claims. */
function checkVapid(header: string | undefined) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [jwt, key] = [match[1]!, match[2]!];
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string };
  if (header_.alg !== 'ES256') throw new Error(`VAPID JWT signed with ${header_.alg}`);
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: p256PublicKey(Buffer.from(key, 'base64url')), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID JWT signature does not match its key');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  return { claims, publicKey: key };
}

async function bodyOf(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A push service on this machine that speaks Web Push as browsers' push services do: it takes
 * `POST <endpoint>` with a VAPID authorization (checked against the key it names, as RFC 8292
 * asks), a TTL and an aes128gcm body, which it decrypts with the device's private key like the
 * browser would, and answers 201. Each subscription it hands out is a real P-256 key pair and
 * auth secret; a test can make one answer 410 (the browser unsubscribed) or anything else.
 */
export async function startFakePushService() {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const refused: { endpoint: string; reason: string }[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const body = await bodyOf(req);
      const endpoint = `${origin}${req.url}`;
      const device = devices.get(endpoint);
      if (req.method !== 'POST' || !device) return res.writeHead(404).end();
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') {
          throw new Error(`Content-Encoding ${req.headers['content-encoding']}`);
        }
        const ttl = Number(req.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error(`TTL ${req.headers.ttl}`);
        const { claims, publicKey } = checkVapid(req.headers.authorization);
        if (claims.aud !== origin) throw new Error(`VAPID audience ${claims.aud}`);
        if (claims.exp * 1000 <= Date.now() || claims.exp * 1000 > Date.now() + 86_400_000) {
          throw new Error(`VAPID expiry ${claims.exp}`);
        }
        if (device.status === 201) {
          const payload = ece
            .decrypt(body, {
              version: 'aes128gcm',
              privateKey: device.ecdh,
              authSecret: device.auth,
            })
            .toString('utf8');
          const urgency = req.headers.urgency as string | undefined;
          received.push({ endpoint, ttl, urgency, claims, publicKey, payload });
        }
        res.writeHead(device.status).end();
      } catch (err) {
        refused.push({ endpoint, reason: (err as Error).message });
        res.writeHead(400).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    refused,
    /** A new device's subscription, as `PushSubscription.toJSON()` gives it. */
    subscribe(): PushSubscriptionInput {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = b64url(randomBytes(16));
      const endpoint = `${origin}/push/${randomUUID()}`;
      devices.set(endpoint, { ecdh, auth, status: 201 });
      return {
        endpoint,
        expirationTime: null,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth },
      };
    },
    /** What the service answers that device from now on (410: the browser unsubscribed). */
    answer(endpoint: string, status: number) {
      devices.get(endpoint)!.status = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
