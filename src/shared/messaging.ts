import { navCopy } from './portal-copy.ts';

export { isOutboundChannel, type OutboundChannel, outboundChannels } from './channels.ts';

/**
 * How often a message is tried before it is marked failed, and the waits between tries:
 * doubled after each failure from the first, never longer than the last (2 s, 4 s … 128 s:
 * about four minutes in all with these values).
 */
export const DELIVERY_ATTEMPTS = 8;
export const DELIVERY_FIRST_RETRY_MS = 2_000;
export const DELIVERY_MAX_RETRY_MS = 5 * 60_000;

/** The texts the messaging core writes for the business. */
export const messagingCopy = {
  deliveryFailed: 'Not delivered: the channel did not take this message.',
  channelDownTitle: 'A messaging channel stopped working',
  channelDown: (channel: string, agentName: string, reason: string) =>
    `${agentName}’s ${channel} channel stopped working: ${reason} Reconnect it under ${navCopy.channels} → ${channel}.`,
} as const;
