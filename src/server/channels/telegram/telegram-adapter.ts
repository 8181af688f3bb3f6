import type { ChannelAdapter, ChannelContext } from '../channel-adapter.ts';
import { createTelegramBotApi } from './telegram-bot-api.ts';
import {
  createTelegramPoller,
  type PollerTimings,
  type TelegramPoller,
} from './telegram-poller.ts';
import { telegramRoutes } from './telegram-routes.ts';
import { createTelegramSender } from './telegram-sender.ts';
import { hasConnectedTelegramBot, type TelegramDeps } from './telegram-store.ts';
import { telegramWebhook } from './telegram-webhook.ts';

/**
 * Telegram: each agent's own bot, reached by webhook where the server has a public HTTPS
 * address and by long polling (one process at a time) where it has none.
 */
export function createTelegramAdapter(
  context: ChannelContext,
  options: { polling?: Partial<PollerTimings> } = {},
): ChannelAdapter & { poller: TelegramPoller } {
  const { inbound, logger } = context;
  const { db, publicUrl } = inbound.runtime;
  const telegram: TelegramDeps = {
    db,
    api: createTelegramBotApi(context.env.TELEGRAM_API_URL),
    tokens: context.secrets.telegramTokens,
    publicUrl,
  };
  const poller = createTelegramPoller({
    ...telegram,
    channels: inbound,
    logger,
    timings: options.polling,
  });
  return {
    id: 'telegram',
    // Telegram's calls carry no session: the secret header of each bot is checked instead.
    publicRoutes: telegramWebhook({ db, channels: inbound }),
    // A bot connected in polling mode is polled at once, not at the next round.
    portalRoutes: telegramRoutes({ ...telegram, onConnected: () => poller.wake() }),
    sender: createTelegramSender(telegram),
    start: () => poller.start(),
    stop: () => poller.stop(),
    live: (accountId) => hasConnectedTelegramBot(accountId, db),
    poller,
  };
}
