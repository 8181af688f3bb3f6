import type { AccountId } from '@server/platform/db/account-scope.ts';
import {
  type ChannelRuntime,
  handleChannelMessage,
} from '@server/runtime/messaging/handle-channel-message.ts';
import type { TelegramUpdate } from './telegram-bot-api.ts';
import type { telegramBotOfAgent } from './telegram-store.ts';

type Bot = NonNullable<Awaited<ReturnType<typeof telegramBotOfAgent>>>;

/** What a customer sends first: Telegram's Start button. */
const START_COMMAND = /^\/start(@\w+)?(\s|$)/;

const nameOf = (from: NonNullable<TelegramUpdate['message']>['from']) =>
  from ? [from.first_name, from.last_name].filter(Boolean).join(' ') || null : null;

/**
 * One update from Telegram, by webhook or by polling: a text message in a private chat goes
 * to the messaging core (the chat id is the customer's id on the channel, the message id makes
 * a repeat harmless); /start opens the chat with the greeting. Anything else (groups,
 * stickers, edits) is left aside.
 */
export async function handleTelegramUpdate(
  deps: ChannelRuntime,
  bot: Bot,
  update: TelegramUpdate,
): Promise<void> {
  const incoming = update.message;
  if (!incoming || incoming.chat.type !== 'private' || typeof incoming.text !== 'string') return;
  const text = incoming.text.trim();
  if (!text) return;
  await handleChannelMessage(deps, bot.accountId as AccountId, {
    channel: 'telegram',
    agentId: bot.agentId,
    from: { externalId: String(incoming.chat.id), name: nameOf(incoming.from) },
    messageId: String(incoming.message_id),
    text: START_COMMAND.test(text) ? null : text,
  });
}
