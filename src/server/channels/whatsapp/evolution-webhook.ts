import { and, eq, gt, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { whatsappCopy } from '@shared/integrations.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { whatsappPairing } from '@server/platform/db/schema.ts';
import { ApiError } from '@server/platform/http/errors.ts';
import type { GatewayEvent, WhatsappGateway } from '@server/channels/whatsapp/whatsapp-gateway.ts';
import {
  WHATSAPP_WEBHOOK_PATH,
  webhookSecretMatches,
  whatsappInstanceById,
} from '@server/channels/whatsapp/whatsapp-store.ts';
import { EVOLUTION_SECRET_HEADER } from './evolution-gateway.ts';

/** Evolution's events are a few kilobytes (a QR image in base64 at most); far larger is not one. */
const EVENT_MAX_BYTES = 512 * 1024;

/** A customer's own number; groups (@g.us), broadcasts and newsletters are left aside. */
const PERSON_JID = /^(\d+)@s\.whatsapp\.net$/;

/** The part of Evolution's webhook body the product reads (its own field names). */
const eventSchema = z.object({ event: z.string(), instance: z.string(), data: z.unknown() });

const messageSchema = z.object({
  key: z.object({ remoteJid: z.string(), fromMe: z.boolean().optional(), id: z.string().min(1) }),
  pushName: z.string().nullish(),
  message: z
    .object({
      conversation: z.string().nullish(),
      extendedTextMessage: z.object({ text: z.string().nullish() }).nullish(),
    })
    .nullish(),
});
const connectionSchema = z.object({
  state: z.enum(['open', 'close', 'connecting']),
  statusReason: z.number().nullish(),
});
const qrSchema = z.object({ qrcode: z.object({ code: z.string().min(1) }) });

const connectionStates = { open: 'connected', close: 'disconnected', connecting: 'connecting' };

/**
 * Evolution's event as the product's, or null when it is none the product acts on: its own
 * messages (fromMe), groups, messages without text, other events.
 */
export function gatewayEventOf(
  instanceId: string,
  event: string,
  data: unknown,
): GatewayEvent | null {
  if (event === 'messages.upsert') {
    const parsed = messageSchema.safeParse(data);
    if (!parsed.success || parsed.data.key.fromMe) return null;
    const number = PERSON_JID.exec(parsed.data.key.remoteJid)?.[1];
    const { message } = parsed.data;
    const text = (message?.conversation ?? message?.extendedTextMessage?.text ?? '').trim();
    if (!number || !text) return null;
    return {
      type: 'message',
      instanceId,
      messageId: parsed.data.key.id,
      from: number,
      name: parsed.data.pushName?.trim() || null,
      text,
    };
  }
  if (event === 'connection.update') {
    const parsed = connectionSchema.safeParse(data);
    if (!parsed.success) return null;
    return {
      type: 'connection',
      instanceId,
      state: connectionStates[parsed.data.state] as 'connected' | 'disconnected' | 'connecting',
      reason: parsed.data.statusReason ? `status ${parsed.data.statusReason}` : null,
    };
  }
  if (event === 'qrcode.updated') {
    const parsed = qrSchema.safeParse(data);
    return parsed.success ? { type: 'qr', instanceId, code: parsed.data.qrcode.code } : null;
  }
  return null;
}

/** The secret hashes the instance's calls may carry: its own, and its pairing's in progress. */
async function secretHashesOf(db: Database, instanceId: string) {
  const instance = await whatsappInstanceById(db, instanceId);
  const pairings = await db
    .select({ hash: whatsappPairing.webhookSecretHash })
    .from(whatsappPairing)
    .where(
      and(
        eq(whatsappPairing.instanceId, instanceId),
        eq(whatsappPairing.status, 'pending'),
        gt(whatsappPairing.expiresAt, sql`now()`),
      ),
    );
  return [instance?.webhookSecretHash ?? null, ...pairings.map((p) => p.hash)];
}

const refused = () => new ApiError(401, 'unauthorized', whatsappCopy.webhookUnauthorized);

/**
 * Where Evolution posts an instance's events. It sends back the secret given at pairing in
 * a header: without it nothing is read (401). A customer's message is stored before the
 * answer (200 at once); the agent answers in the background.
 */
export function evolutionWebhook(deps: { db: Database; gateway: WhatsappGateway }) {
  return new Hono().post(
    WHATSAPP_WEBHOOK_PATH,
    bodyLimit({
      maxSize: EVENT_MAX_BYTES,
      onError: () => {
        throw new ApiError(413, 'too_large', whatsappCopy.invalidEvent);
      },
    }),
    async (c) => {
      const instanceId = c.req.param('instanceId');
      const secret = c.req.header(EVOLUTION_SECRET_HEADER);
      const hashes = await secretHashesOf(deps.db, instanceId);
      if (!hashes.some((hash) => webhookSecretMatches(hash, secret))) throw refused();
      const parsed = eventSchema.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success || parsed.data.instance !== instanceId) {
        throw new ApiError(400, 'invalid_event', whatsappCopy.invalidEvent);
      }
      const event = gatewayEventOf(instanceId, parsed.data.event, parsed.data.data);
      if (event) await deps.gateway.dispatch(event);
      return c.json({ ok: true });
    },
  );
}
