import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { telegramCopy } from '@shared/telegram.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { ApiError } from '@server/platform/http/errors.ts';
import type { ChannelRuntime } from '@server/runtime/messaging/handle-channel-message.ts';
import { handleTelegramUpdate } from './handle-telegram-update.ts';
import {
  TELEGRAM_WEBHOOK_PATH,
  telegramBotOfAgent,
  webhookSecretMatches,
} from './telegram-store.ts';

/** Telegram's updates are a few kilobytes; anything far larger is not one. */
const UPDATE_MAX_BYTES = 256 * 1024;

/** The part of an Update the product reads (the Bot API's own field names). */
const updateSchema = z.object({
  update_id: z.number().int(),
  message: z
    .object({
      message_id: z.number().int(),
      date: z.number(),
      chat: z.object({ id: z.number().int(), type: z.string() }),
      from: z
        .object({
          id: z.number().int(),
          first_name: z.string().optional(),
          last_name: z.string().optional(),
          username: z.string().optional(),
        })
        .optional(),
      text: z.string().optional(),
    })
    .optional(),
});

const refused = () => new ApiError(401, 'unauthorized', telegramCopy.webhookUnauthorized);

/**
 * Where Telegram posts each update of a bot on a webhook. Telegram sends back the secret it
 * was given at connection in X-Telegram-Bot-Api-Secret-Token: without it nothing is read (401).
 * The message is stored before the answer (200 at once); the agent answers in the background.
 */
export function telegramWebhook(deps: { db: Database; channels: ChannelRuntime }) {
  return new Hono().post(
    TELEGRAM_WEBHOOK_PATH,
    bodyLimit({
      maxSize: UPDATE_MAX_BYTES,
      onError: () => {
        throw new ApiError(413, 'too_large', telegramCopy.updateTooLarge);
      },
    }),
    async (c) => {
      const bot = await telegramBotOfAgent(deps.db, c.req.param('agentId'));
      if (!bot || bot.mode !== 'webhook') throw refused();
      if (!webhookSecretMatches(bot, c.req.header('x-telegram-bot-api-secret-token'))) {
        throw refused();
      }
      const parsed = updateSchema.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success) throw new ApiError(400, 'invalid_update', telegramCopy.invalidUpdate);
      await handleTelegramUpdate(deps.channels, bot, parsed.data);
      return c.json({ ok: true });
    },
  );
}
