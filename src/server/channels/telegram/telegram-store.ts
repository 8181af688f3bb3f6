import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { type TelegramConnection, telegramCopy, type TelegramMode } from '@shared/telegram.ts';
import type { SecretBox } from '@server/platform/crypto/secret-box.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { telegramBot } from '@server/platform/db/schema.ts';
import { Conflict, InvalidInput } from '@server/platform/errors/domain-errors.ts';
import { getAgent } from '@server/core/agents/agent-store.ts';
import { raiseChannelDown } from '@server/runtime/messaging/channel-alert.ts';
import {
  isTokenRefused,
  type TelegramBotApi,
  TelegramRefusal,
  TelegramUnreachable,
} from './telegram-bot-api.ts';

type Row = typeof telegramBot.$inferSelect;

/** Where Telegram posts an agent's updates: outside /api/v1, no session, the secret header. */
export const TELEGRAM_WEBHOOK_PATH = '/api/channels/telegram/:agentId';
export const telegramWebhookUrl = (publicUrl: string, agentId: string) =>
  new URL(TELEGRAM_WEBHOOK_PATH.replace(':agentId', encodeURIComponent(agentId)), publicUrl).href;

/** Telegram calls back only over https: elsewhere (a laptop, a LAN) the server polls instead. */
export const telegramModeFor = (publicUrl: string): TelegramMode =>
  new URL(publicUrl).protocol === 'https:' ? 'webhook' : 'polling';

const hashOf = (secret: string) => createHash('sha256').update(secret).digest();

const toConnection = (agentId: string, row: Row | undefined): TelegramConnection =>
  row
    ? {
        agentId,
        connected: true,
        botUsername: row.botUsername,
        mode: row.mode,
        status: row.status,
        connectedAt: row.connectedAt.toISOString(),
      }
    : { agentId, connected: false };

export type TelegramDeps = {
  db: Database;
  api: TelegramBotApi;
  tokens: SecretBox;
  publicUrl: string;
};

async function agentWithTelegram(accountId: AccountId, db: Database, agentId: string) {
  const agent = await getAgent(accountId, db, agentId);
  if (!agent.channels.includes('Telegram')) {
    throw new Conflict('no_telegram_channel', telegramCopy.needsChannel);
  }
  return agent;
}

export async function getTelegramConnection(accountId: AccountId, db: Database, agentId: string) {
  await getAgent(accountId, db, agentId);
  const [row] = await db
    .select()
    .from(telegramBot)
    .where(ownedBy(telegramBot, accountId, eq(telegramBot.agentId, agentId)));
  return toConnection(agentId, row);
}

/** Telegram's answer as the business reads it: a refused token, or Telegram out of reach. */
function connectFailure(error: unknown): never {
  if (isTokenRefused(error)) throw new InvalidInput(telegramCopy.tokenRefused);
  if (error instanceof TelegramUnreachable) {
    throw new Conflict('telegram_unreachable', telegramCopy.telegramUnreachable);
  }
  if (error instanceof TelegramRefusal) {
    throw new Conflict('telegram_refused', telegramCopy.webhookRefused(error.message));
  }
  throw error;
}

/**
 * Connects a bot to an agent: Telegram's getMe checks the token (a refused one is an invalid
 * input, in words), the token is stored sealed, and Telegram is told where to send messages:
 * our webhook with a fresh secret when PUBLIC_URL is https, otherwise no webhook, and the
 * server's poller asks for them. Connecting again replaces the token and the secret.
 */
export async function connectTelegramBot(
  deps: TelegramDeps,
  accountId: AccountId,
  agentId: string,
  token: string,
): Promise<TelegramConnection> {
  const { db, api } = deps;
  await agentWithTelegram(accountId, db, agentId);
  const bot = await api.getMe(token).catch(connectFailure);
  const [taken] = await db
    .select({ agentId: telegramBot.agentId })
    .from(telegramBot)
    .where(and(eq(telegramBot.botId, String(bot.id)), ne(telegramBot.agentId, agentId)));
  if (taken) throw new Conflict('bot_taken', telegramCopy.botTaken);

  const mode = telegramModeFor(deps.publicUrl);
  const secret = randomBytes(32).toString('base64url');
  if (mode === 'webhook') {
    await api
      .setWebhook(token, telegramWebhookUrl(deps.publicUrl, agentId), secret)
      .catch(connectFailure);
  } else {
    // getUpdates is refused while a webhook is set (a bot moved here from another server).
    await api.deleteWebhook(token).catch(connectFailure);
  }
  const values = {
    botId: String(bot.id),
    botUsername: bot.username ?? bot.first_name,
    tokenSealed: deps.tokens.seal(token),
    webhookSecretHash: hashOf(secret).toString('hex'),
    mode,
    status: 'connected' as const,
    updateOffset: 0,
    connectedAt: new Date(),
  };
  const [row] = await db
    .insert(telegramBot)
    .values({ agentId, accountId, ...values })
    .onConflictDoUpdate({ target: telegramBot.agentId, set: values })
    .returning();
  return toConnection(agentId, row);
}

/** Forgets the bot; Telegram is asked to stop calling us (best effort: the token may be dead). */
export async function disconnectTelegramBot(
  deps: TelegramDeps,
  accountId: AccountId,
  agentId: string,
): Promise<TelegramConnection> {
  await getAgent(accountId, deps.db, agentId);
  const [row] = await deps.db
    .delete(telegramBot)
    .where(ownedBy(telegramBot, accountId, eq(telegramBot.agentId, agentId)))
    .returning();
  if (row?.mode === 'webhook' && row.status === 'connected') {
    await deps.api.deleteWebhook(deps.tokens.open(row.tokenSealed)).catch(() => {});
  }
  return toConnection(agentId, undefined);
}

/** The bot of an agent, whoever's it is: the way in for Telegram's calls and the senders. */
export async function telegramBotOfAgent(db: Database, agentId: string) {
  const [row] = await db.select().from(telegramBot).where(eq(telegramBot.agentId, agentId));
  return row;
}

/** Whether the secret of a webhook call is the one given to Telegram for this bot. */
export function webhookSecretMatches(row: Row, secret: string | undefined) {
  if (!secret) return false;
  return timingSafeEqual(hashOf(secret), Buffer.from(row.webhookSecretHash, 'hex'));
}

/**
 * Telegram refused the token of a connected bot: it is marked disconnected, and the business
 * is told once (a second refusal finds it already disconnected).
 */
export async function markTokenRefused(db: Database, row: Row) {
  const accountId = row.accountId as AccountId;
  const [changed] = await db
    .update(telegramBot)
    .set({ status: 'disconnected' })
    .where(and(eq(telegramBot.agentId, row.agentId), eq(telegramBot.status, 'connected')))
    .returning();
  if (!changed) return;
  const agent = await getAgent(accountId, db, row.agentId);
  await raiseChannelDown(accountId, db, {
    channel: 'telegram',
    agentName: agent.name,
    reason: telegramCopy.tokenRevoked,
  });
}

/** Where long polling goes on from, once the updates before it were handled. */
export async function saveUpdateOffset(db: Database, agentId: string, offset: number) {
  await db
    .update(telegramBot)
    .set({ updateOffset: offset })
    .where(eq(telegramBot.agentId, agentId));
}

/** The connected bots that are polled (not on a webhook). */
export async function polledBots(db: Database) {
  return db
    .select()
    .from(telegramBot)
    .where(and(eq(telegramBot.mode, 'polling'), eq(telegramBot.status, 'connected')));
}

/** Whether the account has a bot connected: it is live on Telegram. */
export async function hasConnectedTelegramBot(accountId: AccountId, db: Database) {
  const [row] = await db
    .select({ agentId: telegramBot.agentId })
    .from(telegramBot)
    .where(ownedBy(telegramBot, accountId, eq(telegramBot.status, 'connected')))
    .limit(1);
  return Boolean(row);
}
