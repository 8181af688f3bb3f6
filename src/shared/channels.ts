import { paths } from './paths.ts';

/**
 * The channels customers reach an agent on, in one list: the name an agent's channel chip
 * shows (the specification's), how conversations and the portal name it, how what the
 * customer is shown reaches them, and whether the product connects it yet. The agent's
 * channels, a conversation's channel and the messaging channels all derive from it.
 *
 * `screen` is where the business connects it (Channels → …), none while it is coming soon.
 * `answer`: the customer's page reads the answer as it is written (the website widget).
 * `outbox`: the customer writes in an app the business does not run, so everything shown to
 * them is delivered through that app's API, from a durable outbox.
 */
export const customerChannels = {
  whatsapp: {
    agentChoice: 'WhatsApp',
    label: 'WhatsApp',
    delivery: 'outbox',
    available: true,
    screen: paths.portal.whatsapp,
  },
  telegram: {
    agentChoice: 'Telegram',
    label: 'Telegram',
    delivery: 'outbox',
    available: true,
    screen: paths.portal.telegram,
  },
  instagram: {
    agentChoice: 'Instagram',
    label: 'Instagram',
    delivery: 'outbox',
    available: true,
    screen: paths.portal.meta,
  },
  messenger: {
    agentChoice: 'Messenger',
    label: 'Facebook Messenger',
    delivery: 'outbox',
    available: true,
    screen: paths.portal.meta,
  },
  webchat: {
    agentChoice: 'Webchat',
    label: 'Website chat',
    delivery: 'answer',
    available: true,
    screen: paths.portal.websiteWidget,
  },
} as const;

export type CustomerChannel = keyof typeof customerChannels;
export const customerChannelIds = Object.keys(customerChannels) as CustomerChannel[];

/** The channels the product connects now: filters offer and the outbox delivers only these. */
export type ConnectableChannel = {
  [K in CustomerChannel]: (typeof customerChannels)[K]['available'] extends true ? K : never;
}[CustomerChannel];
export const connectableChannelIds = customerChannelIds.filter(
  (id) => customerChannels[id].available,
) as ConnectableChannel[];

/**
 * The agent's channel chips, in the specification's order (WhatsApp, Telegram, Instagram,
 * Webchat), Facebook's Messenger beside Instagram.
 */
export const agentChannels = customerChannelIds.map((id) => customerChannels[id].agentChoice);
export type AgentChannel = (typeof customerChannels)[CustomerChannel]['agentChoice'];

/** The channel an agent's chip stands for. */
export const channelOfAgentChoice = (choice: AgentChannel): CustomerChannel =>
  customerChannelIds.find((id) => customerChannels[id].agentChoice === choice)!;

/** The channel an agent's chip stands for, if the product connects it now. */
export const connectableChannelOf = (choice: AgentChannel): ConnectableChannel | null => {
  const id = channelOfAgentChoice(choice);
  return customerChannels[id].available ? (id as ConnectableChannel) : null;
};

/** Whether an agent can be given the channel now; the others are shown as coming soon. */
export const agentChoiceAvailable = (choice: AgentChannel) =>
  customerChannels[channelOfAgentChoice(choice)].available;

/** Channels whose conversations are delivered from the outbox. */
export const outboundChannels = connectableChannelIds.filter(
  (id) => customerChannels[id].delivery === 'outbox',
) as [OutboundChannel, ...OutboundChannel[]];
export type OutboundChannel = {
  [K in ConnectableChannel]: (typeof customerChannels)[K]['delivery'] extends 'outbox' ? K : never;
}[ConnectableChannel];

export const channelCopy = {
  /** A channel coming soon among the New Agent dialog's choices, and on an agent's card. */
  comingSoonChoice: (label: string) => `${label} (coming soon)`,
  comingSoonChip: (label: string) => `${label} · coming soon`,
  comingSoonHint: (label: string) => `${label} is coming soon: it cannot be connected yet.`,
} as const;

/** Whether the conversation's messages are delivered from the outbox. */
export const isOutboundChannel = (channel: string): channel is OutboundChannel =>
  (outboundChannels as readonly string[]).includes(channel);
