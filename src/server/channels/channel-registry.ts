import type { ConversationChannel } from '@shared/conversations.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { RuntimeDeps } from '@server/core/conversations/conversation-changes.ts';
import type { ChannelSenders } from '@server/runtime/messaging/channel-sender.ts';
import { createOutboxWorker, type OutboxTimings } from '@server/runtime/messaging/outbox-worker.ts';
import type { ChannelRuntime } from '@server/runtime/messaging/handle-channel-message.ts';
import type { ChannelAdapter, ChannelContact, ChannelContext } from './channel-adapter.ts';
import { createMetaAdapters } from './meta/meta-adapter.ts';
import { createTelegramAdapter } from './telegram/telegram-adapter.ts';
import type { PollerTimings } from './telegram/telegram-poller.ts';
import { createWebchatAdapter } from './webchat/webchat-adapter.ts';
import { createWhatsappAdapter } from './whatsapp/whatsapp-adapter.ts';
import type { WhatsappGateway } from './whatsapp/whatsapp-gateway.ts';

export type ChannelTimings = { outbox?: Partial<OutboxTimings>; polling?: Partial<PollerTimings> };

/**
 * The channels of one server process, each built from its folder: the app mounts their routes,
 * the outbox delivers through their senders, and the booted server starts and stops their work
 * between start() and stop(). A new channel is one folder and one line below.
 */
export function createChannelRegistry(
  options: Omit<ChannelContext, 'inbound'> & {
    runtime: RuntimeDeps;
    /** The WhatsApp gateway; built from WHATSAPP_GATEWAY unless given (tests). */
    whatsappGateway?: WhatsappGateway;
    /** The outbox's retry waits and Telegram's polling rhythm; the product's unless given (tests). */
    timings?: ChannelTimings;
  },
) {
  const { runtime, logger, timings } = options;
  const senders: ChannelSenders = {};
  const inbound: ChannelRuntime = {
    runtime,
    responder: options.responder,
    senders,
    logger,
    answering: new Set(),
  };
  const context: ChannelContext = { ...options, inbound };
  const adapters = {
    webchat: createWebchatAdapter(context),
    telegram: createTelegramAdapter(context, { polling: timings?.polling }),
    whatsapp: createWhatsappAdapter(context, { gateway: options.whatsappGateway }),
    ...createMetaAdapters(context),
  };
  const all: ChannelAdapter[] = Object.values(adapters);
  for (const { id, sender } of all) {
    if (sender) senders[id as keyof ChannelSenders] = sender;
  }
  const outbox = createOutboxWorker({ runtime, senders, logger, timings: timings?.outbox });
  return {
    adapters,
    inbound,
    publicRoutes: all.flatMap((adapter) => adapter.publicRoutes ?? []),
    portalRoutes: all.flatMap((adapter) => adapter.portalRoutes ?? []),
    /** Whether customers can reach the account on any channel (the checklist's last step). */
    async live(accountId: AccountId) {
      const answers = await Promise.all(all.map((adapter) => adapter.live(accountId)));
      return answers.includes(true);
    },
    /** Has the customer's channel forget them too (an erasure). */
    async forgetContact(channel: ConversationChannel, contact: ChannelContact) {
      await all.find((adapter) => adapter.id === channel)?.forgetContact?.(contact);
    },
    start() {
      outbox.start();
      for (const adapter of all) adapter.start?.();
    },
    /** Stops the channels' work, lets the answers being written finish, then the outbox's last round. */
    async stop() {
      await Promise.all(all.map((adapter) => adapter.stop?.()));
      await Promise.allSettled(inbound.answering);
      await outbox.stop();
    },
  };
}

export type ChannelRegistry = ReturnType<typeof createChannelRegistry>;
