import type { MessageSender } from '@shared/conversations.ts';
import type { OutboundChannel } from '@shared/messaging.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';

/** Who a channel writes to: the agent's connection (its bot) and the customer's id on the channel. */
export type ChannelRecipient = {
  accountId: AccountId;
  agentId: string;
  /** The contact's external id: a Telegram chat id, a WhatsApp number. */
  externalId: string;
};

export type OutboundMessage = ChannelRecipient & {
  sender: MessageSender;
  authorName: string | null;
  text: string;
};

/**
 * Why a channel did not take a message. `retry`: worth trying again later (the provider is
 * down, or asked to slow down). `permanent`: it will never go (the customer blocked the bot).
 * `channel_down`: the connection itself is broken (token revoked): the business is told.
 */
export type DeliveryFailureKind = 'retry' | 'permanent' | 'channel_down';

export class DeliveryFailure extends Error {
  constructor(
    readonly kind: DeliveryFailureKind,
    message: string,
    /** Why it cannot go, in the business's words, shown under the message in the inbox. */
    readonly note?: string,
  ) {
    super(message);
    this.name = 'DeliveryFailure';
  }
}

/** One messaging channel's way out (Telegram's bot, WhatsApp's gateway). */
export type ChannelSender = {
  /** Resolves once the channel accepted the message; throws DeliveryFailure otherwise. */
  send: (message: OutboundMessage) => Promise<void>;
  /** Shows the customer the agent is writing; best effort, failures are ignored. */
  typing: (recipient: ChannelRecipient) => Promise<void>;
};

/** The registry: the sender of each messaging channel this server delivers through. */
export type ChannelSenders = Partial<Record<OutboundChannel, ChannelSender>>;

/** What the customer reads: a person's reply carries their name, as the widget shows it. */
export function outboundText({ sender, authorName, text }: OutboundMessage) {
  return sender === 'person' && authorName ? `${authorName}: ${text}` : text;
}
