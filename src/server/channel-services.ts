import type { SecretBox } from '@server/platform/crypto/secret-box.ts';
import type { Logger } from '@server/platform/logging/logger.ts';
import type { Responder } from '@server/runtime/answers/responder.ts';
import type { RuntimeDeps } from '@server/core/conversations/conversation-changes.ts';
import type { ChannelSenders } from '@server/runtime/messaging/channel-sender.ts';
import { createOutboxWorker, type OutboxTimings } from '@server/runtime/messaging/outbox-worker.ts';
import type { ChannelRuntime } from '@server/runtime/messaging/handle-channel-message.ts';
import { createTelegramBotApi } from '@server/channels/telegram/telegram-bot-api.ts';
import {
  createTelegramPoller,
  type PollerTimings,
} from '@server/channels/telegram/telegram-poller.ts';
import { createTelegramSender } from '@server/channels/telegram/telegram-sender.ts';
import type { WhatsappGateway } from '@server/channels/whatsapp/whatsapp-gateway.ts';
import {
  checkWhatsappConnections,
  whatsappChannelListener,
} from '@server/channels/whatsapp/whatsapp-channel.ts';
import { createWhatsappSender } from '@server/channels/whatsapp/whatsapp-sender.ts';
import type { TelegramDeps } from '@server/channels/telegram/telegram-store.ts';

export type ChannelTimings = { outbox?: Partial<OutboxTimings>; polling?: Partial<PollerTimings> };

/**
 * The messaging channels of one server process: the registry of senders, the way in that
 * answers customers in the background, the outbox worker, Telegram's poller and what the
 * WhatsApp gateway reports. The app's
 * routes use them at once; the workers run between start() (the server booted) and stop().
 */
export function createChannelServices(options: {
  runtime: RuntimeDeps;
  responder: Responder;
  logger: Logger;
  telegramApiUrl: string;
  telegramTokens: SecretBox;
  whatsappGateway: WhatsappGateway;
  timings?: ChannelTimings;
}) {
  const { runtime, logger } = options;
  const api = createTelegramBotApi(options.telegramApiUrl);
  const telegram: TelegramDeps = {
    db: runtime.db,
    api,
    tokens: options.telegramTokens,
    publicUrl: runtime.publicUrl,
  };
  const senders: ChannelSenders = {
    telegram: createTelegramSender(telegram),
    whatsapp: createWhatsappSender({ db: runtime.db, gateway: options.whatsappGateway }),
  };
  const channels: ChannelRuntime = {
    runtime,
    responder: options.responder,
    senders,
    logger,
    answering: new Set(),
  };
  options.whatsappGateway.listen(whatsappChannelListener(channels));
  const outbox = createOutboxWorker({ runtime, senders, logger, timings: options.timings?.outbox });
  const poller = createTelegramPoller({
    ...telegram,
    channels,
    logger,
    timings: options.timings?.polling,
  });
  return {
    telegram,
    channels,
    outbox,
    poller,
    start() {
      outbox.start();
      poller.start();
      void checkWhatsappConnections(runtime.db, options.whatsappGateway).catch((error) =>
        logger.error('Checking the WhatsApp numbers with the gateway failed', error),
      );
    },
    /** Stops polling, lets the answers being written finish, then the outbox's last round. */
    async stop() {
      await poller.stop();
      await Promise.allSettled(channels.answering);
      await outbox.stop();
    },
  };
}

export type ChannelServices = ReturnType<typeof createChannelServices>;
