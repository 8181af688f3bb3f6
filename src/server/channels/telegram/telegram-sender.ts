import type { Database } from '@server/platform/db/open-database.ts';
import type { SecretBox } from '@server/platform/crypto/secret-box.ts';
import {
  type ChannelSender,
  DeliveryFailure,
  outboundText,
} from '@server/runtime/messaging/channel-sender.ts';
import { isTokenRefused, type TelegramBotApi, TelegramRefusal } from './telegram-bot-api.ts';
import { markTokenRefused, telegramBotOfAgent } from './telegram-store.ts';

/** Telegram takes at most this many characters in one message: a longer answer goes in parts. */
const TELEGRAM_TEXT_LIMIT = 4096;

const partsOf = (text: string) => {
  const parts: string[] = [];
  for (let at = 0; at < text.length; at += TELEGRAM_TEXT_LIMIT) {
    parts.push(text.slice(at, at + TELEGRAM_TEXT_LIMIT));
  }
  return parts;
};

/**
 * Telegram as the outbox's way out: the agent's bot writes to the customer's chat. A refused
 * token turns the bot disconnected (and rings the bell); a blocked bot or a chat that is gone
 * will never take the message; anything else (Telegram down, 429) is tried again later.
 */
export function createTelegramSender(deps: {
  db: Database;
  api: TelegramBotApi;
  tokens: SecretBox;
}): ChannelSender {
  const { db, api, tokens } = deps;

  async function botOf(agentId: string) {
    const row = await telegramBotOfAgent(db, agentId);
    if (!row) throw new DeliveryFailure('channel_down', 'The agent has no Telegram bot connected.');
    if (row.status !== 'connected') {
      throw new DeliveryFailure('channel_down', 'The agent’s Telegram bot is disconnected.');
    }
    return { row, token: tokens.open(row.tokenSealed) };
  }

  return {
    async send(message) {
      const { row, token } = await botOf(message.agentId);
      try {
        for (const part of partsOf(outboundText(message))) {
          await api.sendMessage(token, message.externalId, part);
        }
      } catch (error) {
        if (isTokenRefused(error)) {
          await markTokenRefused(db, row);
          throw new DeliveryFailure('channel_down', (error as Error).message);
        }
        if (error instanceof TelegramRefusal && (error.status === 400 || error.status === 403)) {
          throw new DeliveryFailure('permanent', error.description);
        }
        throw new DeliveryFailure('retry', (error as Error).message);
      }
    },
    async typing(recipient) {
      const { token } = await botOf(recipient.agentId);
      await api.sendTyping(token, recipient.externalId);
    },
  };
}
