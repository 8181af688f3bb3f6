import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { metaCopy } from '@shared/meta.ts';
import { ApiError } from '@server/platform/http/errors.ts';
import { handleMetaEvent, type MetaEventDeps } from './handle-meta-event.ts';
import { metaSignatureMatches, verifyTokenMatches } from './meta-signature.ts';
import { META_WEBHOOK_PATH } from './meta-store.ts';

/** Meta batches events, but a call stays well under this. */
const EVENT_MAX_BYTES = 1024 * 1024;

/** The part of a webhook call the product reads (Meta's own field names). */
const eventSchema = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      id: z.string(),
      time: z.number().optional(),
      messaging: z
        .array(
          z.object({
            sender: z.object({ id: z.string() }),
            recipient: z.object({ id: z.string() }),
            timestamp: z.number().optional(),
            message: z
              .object({
                mid: z.string().min(1).max(500),
                text: z.string().max(20_000).optional(),
                is_echo: z.boolean().optional(),
                attachments: z
                  .array(
                    z.object({
                      type: z.string(),
                      payload: z.object({ url: z.string().optional() }).nullish(),
                    }),
                  )
                  .optional(),
              })
              .optional(),
          }),
        )
        .optional(),
    }),
  ),
});

/**
 * Meta's one webhook for every Page and both products. GET is the verification handshake of
 * the app's webhook settings: the challenge is echoed when the verify token is the
 * operator's. POST carries events, each call signed with the app secret over its raw body:
 * unsigned or wrongly signed, nothing is read (401). Messages are stored before the 200; the
 * agents answer in the background.
 */
export function metaWebhook(deps: MetaEventDeps & { appSecret?: string; verifyToken?: string }) {
  return new Hono()
    .get(META_WEBHOOK_PATH, (c) => {
      const mode = c.req.query('hub.mode');
      const token = c.req.query('hub.verify_token');
      const challenge = c.req.query('hub.challenge');
      if (!mode || !token || !challenge) {
        throw new ApiError(400, 'invalid_input', metaCopy.verifyIncomplete);
      }
      if (mode !== 'subscribe' || !verifyTokenMatches(deps.verifyToken, token)) {
        throw new ApiError(401, 'unauthorized', metaCopy.verifyRefused);
      }
      return c.text(challenge);
    })
    .post(
      META_WEBHOOK_PATH,
      bodyLimit({
        maxSize: EVENT_MAX_BYTES,
        onError: () => {
          throw new ApiError(413, 'too_large', metaCopy.eventTooLarge);
        },
      }),
      async (c) => {
        const raw = new Uint8Array(await c.req.arrayBuffer());
        if (!metaSignatureMatches(deps.appSecret, raw, c.req.header('x-hub-signature-256'))) {
          throw new ApiError(401, 'unauthorized', metaCopy.webhookUnauthorized);
        }
        let body: unknown;
        try {
          body = JSON.parse(new TextDecoder().decode(raw));
        } catch {
          body = undefined;
        }
        const parsed = eventSchema.safeParse(body);
        if (!parsed.success) throw new ApiError(400, 'invalid_event', metaCopy.invalidEvent);
        await handleMetaEvent(deps, parsed.data);
        return c.text('EVENT_RECEIVED');
      },
    );
}
