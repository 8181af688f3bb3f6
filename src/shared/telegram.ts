import { z } from 'zod';

/**
 * Telegram: a business connects a bot it made with BotFather to an agent, and customers chat
 * with the agent by messaging the bot.
 */

/** `webhook`: Telegram calls the server (PUBLIC_URL is https); `polling`: the server asks. */
export const telegramModes = ['webhook', 'polling'] as const;
export type TelegramMode = (typeof telegramModes)[number];

/** `disconnected`: Telegram refused the token since it was connected (revoked, or bot deleted). */
export const telegramStatuses = ['connected', 'disconnected'] as const;
export type TelegramStatus = (typeof telegramStatuses)[number];

/** BotFather's tokens: the bot's number, a colon, and 35 letters, digits, `_` or `-`. */
const TOKEN_PATTERN = /^\d{1,20}:[A-Za-z0-9_-]{30,60}$/;

export const telegramTokenInputSchema = z.object({
  token: z
    .string({ error: 'Paste the token BotFather gave you.' })
    .trim()
    .min(1, 'Paste the token BotFather gave you.')
    .regex(
      TOKEN_PATTERN,
      'This is not a bot token. It looks like 123456789:AAH…, a number, a colon and a long code.',
    ),
});
export type TelegramTokenInput = z.input<typeof telegramTokenInputSchema>;

export const telegramConnectionSchema = z.discriminatedUnion('connected', [
  z.object({ agentId: z.string(), connected: z.literal(false) }),
  z.object({
    agentId: z.string(),
    connected: z.literal(true),
    /** The bot's @username, without the @. */
    botUsername: z.string(),
    mode: z.enum(telegramModes),
    status: z.enum(telegramStatuses),
    /** ISO 8601 */
    connectedAt: z.string(),
  }),
]);
export type TelegramConnection = z.infer<typeof telegramConnectionSchema>;

export const telegramCopy = {
  title: 'Telegram',
  subtitle:
    'Let customers chat with your agents in Telegram: connect a bot you made with BotFather to each agent with the Telegram channel.',
  empty: 'No agents yet. Create an agent first, then connect its Telegram bot here.',
  notOnTelegram: 'Not on Telegram:',
  notOnTelegramLabel: 'Agents not on Telegram',
  cardTitle: (agentName: string) => `${agentName} on Telegram`,
  intro:
    'Customers chat with this agent by messaging your Telegram bot. To make a bot, open Telegram, talk to @BotFather, send /newbot and follow its questions; it then gives you a token. Paste the token here.',
  botFatherLink: 'Open BotFather',
  tokenLabel: 'Bot token',
  tokenPlaceholder: '123456789:AAH…',
  tokenHelp: 'The token stays on our server; nobody can read it back here.',
  connect: 'Connect bot',
  connecting: 'Connecting...',
  connectedAs: (username: string) => `Connected to @${username}`,
  openBot: 'Open the bot',
  modes: {
    webhook: 'Telegram sends each message to this server as it arrives.',
    polling:
      'This server asks Telegram for new messages every few seconds (PUBLIC_URL is not https).',
  } satisfies Record<TelegramMode, string>,
  disconnectedWarning:
    'Telegram no longer accepts this bot’s token: it was revoked in BotFather or the bot was deleted. Paste a new token to reconnect.',
  disconnect: 'Disconnect',
  disconnecting: 'Disconnecting...',
  cancel: 'Cancel',
  disconnectTitle: 'Disconnect the Telegram bot?',
  disconnectConfirm: (username: string) =>
    `Customers who message @${username} will no longer get answers. Conversations so far stay in your history.`,
  disconnectFailed: 'The bot could not be disconnected. Please try again.',
  connectFailed: 'The bot could not be connected. Please try again.',
  loadFailed: 'The Telegram connection could not be loaded.',
  loading: (agentName: string) => `Loading the Telegram connection of ${agentName}`,
  tokenRefused:
    'Telegram refused this token. Copy it again from BotFather (it may have been revoked), then paste it here.',
  botTaken: 'This bot is already connected to another agent. Disconnect it there first.',
  telegramUnreachable: 'Telegram could not be reached. Please try again in a moment.',
  webhookRefused: (description: string) =>
    `Telegram would not send this bot’s messages here: ${description}`,
  tokenRevoked: 'Telegram refused the bot token.',
  webhookUnauthorized: 'This call does not carry the bot’s secret token.',
  invalidUpdate: 'This is not a Telegram update.',
  updateTooLarge: 'This update is too large.',
  needsChannel: 'Add the Telegram channel to this agent on Manage Agents before connecting a bot.',
  noTelegramChannel: 'Add the Telegram channel to an agent on Manage Agents to connect a bot.',
} as const;

/** BotFather, where a bot and its token are made. */
export const BOTFATHER_URL = 'https://t.me/BotFather';
export const telegramBotUrl = (username: string) => `https://t.me/${username}`;
