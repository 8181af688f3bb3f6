import type { Hono, Schema } from 'hono';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import type { CustomerChannel } from '@shared/channels.ts';
import type { RateLimitStore } from '@server/platform/auth/memory-rate-limit-store.ts';
import type { IntegrationSecrets } from '@server/platform/crypto/secret-box.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Logger } from '@server/platform/logging/logger.ts';
import type { StreamSlots } from '@server/platform/realtime/stream-slots.ts';
import type { Responder } from '@server/runtime/answers/responder.ts';
import type { ChannelSender } from '@server/runtime/messaging/channel-sender.ts';
import type { ChannelRuntime } from '@server/runtime/messaging/handle-channel-message.ts';
import type { Env } from '../env.ts';

/** What every channel is built with: the runtime's way in and the server's shared services. */
export type ChannelContext = {
  env: Env;
  /** Where a channel hands the messages customers write, and what it answers them with. */
  inbound: ChannelRuntime;
  responder: Responder;
  logger: Logger;
  secrets: IntegrationSecrets;
  /** Request counters across processes (Redis when configured). */
  rateLimits: RateLimitStore;
  /** Event streams open at once across processes (Redis when configured). */
  streamSlots: StreamSlots;
};

/** A customer as a channel knows them: its own id for them (a chat id, a number, a visitor). */
export type ChannelContact = { accountId: AccountId; externalId: string };

/**
 * One way customers reach an agent, in one folder under src/server/channels, listed once in
 * channel-registry.ts. The runtime never names a channel: it receives messages through
 * `inbound`, sends through `sender`, and asks the adapter what only the channel knows.
 */
export type ChannelAdapter = {
  id: CustomerChannel;
  /** Called from outside without a session (webhooks, the widget's API): each checks its own secret. */
  publicRoutes?: Hono<object, Schema, string>;
  /** The portal's screen for the channel (connect, disconnect, settings), behind the account check. */
  portalRoutes?: Hono<{ Variables: AccountVariables }, Schema, string>;
  /** Delivers from the outbox; channels whose customer reads the answer directly have none. */
  sender?: ChannelSender;
  /** Background work of the booted server (polling, checking connections); never run by an app alone. */
  start?: () => void;
  /** Stops that work; answers being written are waited for after every channel stopped. */
  stop?: () => Promise<void>;
  /** Whether the account is live on the channel: connected, or a customer has written. */
  live: (accountId: AccountId) => Promise<boolean>;
  /** A customer erased: what the channel keeps of them beyond conversations goes too. */
  forgetContact?: (contact: ChannelContact) => Promise<void>;
};
