import { randomUUID } from 'node:crypto';
import type { Database } from '@server/platform/db/open-database.ts';
import type { SecretBox } from '@server/platform/crypto/secret-box.ts';
import { holdLease, releaseLease } from '@server/platform/db/worker-lease.ts';
import type { Logger } from '@server/platform/logging/logger.ts';
import type { ChannelRuntime } from '@server/runtime/messaging/handle-channel-message.ts';
import { handleTelegramUpdate } from './handle-telegram-update.ts';
import { isTokenRefused, type TelegramBotApi } from './telegram-bot-api.ts';
import {
  markTokenRefused,
  polledBots,
  saveUpdateOffset,
  telegramBotOfAgent,
} from './telegram-store.ts';

const LEASE = 'telegram-polling';

export type PollerTimings = {
  /** How long Telegram holds a getUpdates open when there is nothing new (its `timeout`). */
  waitSeconds: number;
  /** The rest between rounds when no bot is polled, or when this process is not the leader. */
  idleMs: number;
  /** How long the leader's lease lasts unrenewed; longer than a round (waitSeconds). */
  leaseMs: number;
};

export const defaultPollerTimings: PollerTimings = {
  waitSeconds: 25,
  idleMs: 5_000,
  leaseMs: 60_000,
};

/**
 * Long polling for bots without a webhook (PUBLIC_URL not https). Every process runs a poller,
 * but only the one holding the database lease asks Telegram, so no update is fetched twice
 * (Telegram itself refuses two getUpdates at once for a bot). A round asks every polled bot
 * at once, handles each update in order, and saves the offset after it: Telegram forgets an
 * update once a later offset is asked for. A bot whose token was removed is no longer asked
 * from the next round on; stop() ends the round in flight.
 */
export function createTelegramPoller(deps: {
  db: Database;
  api: TelegramBotApi;
  tokens: SecretBox;
  channels: ChannelRuntime;
  logger: Logger;
  timings?: Partial<PollerTimings>;
}) {
  const { db, api, tokens, logger } = deps;
  const timings = { ...defaultPollerTimings, ...deps.timings };
  const holder = randomUUID();
  let running = false;
  let leader = false;
  let stopping = new AbortController();
  let loop: Promise<void> = Promise.resolve();

  async function pollBot(bot: Awaited<ReturnType<typeof polledBots>>[number]) {
    let updates;
    try {
      updates = await api.getUpdates(
        tokens.open(bot.tokenSealed),
        bot.updateOffset,
        timings.waitSeconds,
        stopping.signal,
      );
    } catch (error) {
      if (isTokenRefused(error)) await markTokenRefused(db, bot);
      else if (!stopping.signal.aborted) logger.error('Polling Telegram failed', error);
      return false;
    }
    for (const update of updates) {
      // Disconnected while the long poll was open: what it brought is no longer ours to answer.
      const current = await telegramBotOfAgent(db, bot.agentId);
      if (!current || current.botId !== bot.botId) return true;
      await handleTelegramUpdate(deps.channels, current, update);
      await saveUpdateOffset(db, bot.agentId, update.update_id + 1);
    }
    // An empty answer came back at once when Telegram was asked not to wait: rest then.
    return updates.length > 0 || timings.waitSeconds > 0;
  }

  /** One round; answers whether it talked to Telegram (then the next round starts at once). */
  async function pollOnce(): Promise<boolean> {
    const bots = await polledBots(db);
    if (bots.length === 0) {
      if (leader) await releaseLease(db, LEASE, holder);
      leader = false;
      return false;
    }
    leader = await holdLease(db, LEASE, holder, timings.leaseMs);
    if (!leader) return false;
    const polled = await Promise.all(bots.map(pollBot));
    return polled.some(Boolean);
  }

  let wakeUp = () => {};
  const rest = (ms: number) =>
    new Promise<void>((resolve) => {
      // Each rest lets go of its listener: the stop signal lives as long as the server.
      const done = () => {
        clearTimeout(timer);
        stopping.signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      wakeUp = done;
      stopping.signal.addEventListener('abort', done);
    });

  async function run() {
    while (running) {
      let busy = false;
      try {
        busy = await pollOnce();
      } catch (error) {
        logger.error('Polling Telegram failed', error);
      }
      if (running && !busy) await rest(timings.idleMs);
    }
  }

  return {
    pollOnce,
    /** Ends the rest between rounds: a bot was just connected in this process. */
    wake: () => wakeUp(),
    /** Whether this process is the one polling now. */
    isLeader: () => leader,
    start() {
      if (running) return;
      running = true;
      stopping = new AbortController();
      loop = run();
    },
    async stop() {
      running = false;
      stopping.abort();
      await loop;
      if (leader) await releaseLease(db, LEASE, holder).catch(() => {});
      leader = false;
    },
  };
}

export type TelegramPoller = ReturnType<typeof createTelegramPoller>;
