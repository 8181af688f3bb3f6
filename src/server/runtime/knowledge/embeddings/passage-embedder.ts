import { sql } from 'drizzle-orm';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { rawRows } from '@server/platform/db/raw-rows.ts';
import type { Logger } from '@server/platform/logging/logger.ts';
import { slots } from '@server/platform/workers/slots.ts';
import type { AccountModels } from '@server/runtime/models/account-models.ts';
import { providerFailureOf } from '@server/runtime/models/model-client.ts';
import { embeddingsModelKey, embedTexts, NotEmbeddings, vectorBytes } from './embed-texts.ts';

/** Passages per call to the model: well under every provider's limit of inputs per request. */
const BATCH_PASSAGES = 64;
/** How long one call may take before it is given up (a batch is more work than a question). */
const BATCH_TIMEOUT_MS = 60_000;
/** An account whose reading stopped is tried again this often, and after each change. */
export const RETRY_MS = 5 * 60_000;
/**
 * Accounts read at once in a process: a sweep wakes every account, and a few at a time keeps
 * the database and the providers free for answers.
 */
const ACCOUNTS_AT_ONCE = 2;

/** How much of an account's knowledge its embeddings model has read, and why it stopped if it did. */
export type EmbeddingProgress = { embedded: number; passages: number; stopped: string | null };

/**
 * Reads each account's passages with its embeddings model in the background, batch by batch,
 * and stores their vectors; a passage changed is read again (its id is new). One run per account
 * at a time in a process; two processes reading the same passages write the same vectors.
 */
export type PassageEmbedder = {
  /** The account's knowledge or model changed: read what is not read yet. */
  wake: (accountId: AccountId) => void;
  /** How far reading has gone; passages left unread (and not stopped) are read from then. */
  progressOf: (accountId: AccountId) => Promise<EmbeddingProgress | null>;
  /** Reads every account's unread passages, and retries stopped ones every RETRY_MS. */
  start: () => void;
  /** Stops retrying, and waits for the batches in flight. */
  stop: () => Promise<void>;
};

type Run = { running: Promise<void> | null; again: boolean; stopped: string | null };

export function createPassageEmbedder(options: {
  db: Database;
  models: AccountModels;
  logger?: Logger;
}): PassageEmbedder {
  const { db, models, logger } = options;
  const runs = new Map<AccountId, Run>();
  const inTurn = slots(ACCOUNTS_AT_ONCE);
  let timer: NodeJS.Timeout | undefined;
  let closing = false;

  async function readAll(accountId: AccountId, run: Run) {
    let model = await models.modelOf(accountId);
    if (!model) return;
    let key = embeddingsModelKey(model);
    await deleteStale(db, accountId, key);
    for (;;) {
      if (closing) return;
      const unread = await unreadPassages(db, accountId, key);
      if (unread.length === 0) return;
      const giveUp = AbortSignal.timeout(BATCH_TIMEOUT_MS);
      try {
        const vectors = await embedTexts(
          model,
          unread.map((row) => row.text),
          giveUp,
        );
        await storeVectors(db, accountId, key, unread, vectors);
        run.stopped = null;
      } catch (error) {
        run.stopped =
          error instanceof NotEmbeddings
            ? error.message
            : providerFailureOf(error, giveUp.aborted, BATCH_TIMEOUT_MS);
        logger?.info('Reading knowledge by meaning stopped', { accountId, reason: run.stopped });
        return;
      }
      // The owner may have chosen another model meanwhile: its vectors are the ones to write.
      const now = await models.modelOf(accountId);
      if (!now) return;
      if (embeddingsModelKey(now) !== key) {
        model = now;
        key = embeddingsModelKey(now);
        await deleteStale(db, accountId, key);
      }
    }
  }

  function wake(accountId: AccountId) {
    if (closing) return;
    const run = runs.get(accountId) ?? { running: null, again: false, stopped: null };
    runs.set(accountId, run);
    if (run.running) {
      run.again = true;
      return;
    }
    run.running = (async () => {
      do {
        run.again = false;
        await inTurn(() => readAll(accountId, run)).catch((error: unknown) => {
          run.stopped = error instanceof Error ? error.message : String(error);
          logger?.error(`Reading knowledge by meaning failed for ${accountId}`, error);
        });
      } while (run.again && !closing);
      run.running = null;
    })();
  }

  return {
    wake,
    async progressOf(accountId) {
      const model = await models.modelOf(accountId);
      if (!model) return null;
      const [counts] = await rawRows<{ passages: number; embedded: number }>(
        db,
        sql`select count(*)::int as passages, count(e.passage_id)::int as embedded
          from knowledge_passage p
          join knowledge_source s on s.id = p.source_id and s.state = 'indexed'
          left join passage_embedding e on e.passage_id = p.id and e.model = ${embeddingsModelKey(model)}
          where p.account_id = ${accountId}`,
      );
      const progress = {
        passages: counts?.passages ?? 0,
        embedded: counts?.embedded ?? 0,
        stopped: runs.get(accountId)?.stopped ?? null,
      };
      // Knowledge written without a request (the sample data at sign-up) is read once seen.
      if (progress.embedded < progress.passages && !progress.stopped) wake(accountId);
      return progress;
    },
    start() {
      const wakeAll = async () => {
        const accounts = await rawRows<{ accountId: AccountId }>(
          db,
          sql`select distinct account_id as "accountId" from knowledge_passage`,
        );
        for (const { accountId } of accounts) wake(accountId);
      };
      const sweep = () =>
        void wakeAll().catch((error: unknown) =>
          logger?.error('Looking for knowledge to read by meaning failed', error),
        );
      sweep();
      timer = setInterval(sweep, RETRY_MS);
      timer.unref();
    },
    async stop() {
      closing = true;
      clearInterval(timer);
      await Promise.all([...runs.values()].map((run) => run.running));
    },
  };
}

/** The account's searchable passages the model has not read yet, oldest first. */
const unreadPassages = (db: Database, accountId: AccountId, key: string) =>
  rawRows<{ id: number; text: string }>(
    db,
    sql`select p.id::float8 as id, p.text
      from knowledge_passage p
      join knowledge_source s on s.id = p.source_id and s.state = 'indexed'
      where p.account_id = ${accountId}
        and not exists (select 1 from passage_embedding e where e.passage_id = p.id and e.model = ${key})
      order by p.id
      limit ${BATCH_PASSAGES}`,
  );

/** Vectors of another model, and of passages gone (re-indexed or deleted), are never read again. */
const deleteStale = (db: Database, accountId: AccountId, key: string) =>
  db.execute(sql`delete from passage_embedding e
    where e.account_id = ${accountId}
      and (e.model <> ${key} or not exists (select 1 from knowledge_passage p where p.id = e.passage_id))`);

/**
 * Writes the vectors, then moves the account's embeddings revision so every process reads them;
 * a passage deleted meanwhile leaves a vector nothing reads, deleted on the next run.
 */
async function storeVectors(
  db: Database,
  accountId: AccountId,
  key: string,
  passages: readonly { id: number }[],
  vectors: readonly Float32Array[],
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into passage_embedding (passage_id, account_id, model, vector)
      select p.id, ${accountId}, ${key}, decode(p.vector, 'hex')
      from unnest(
        ${sql.param(passages.map((row) => row.id))}::bigint[],
        ${sql.param(vectors.map((vector) => Buffer.from(vectorBytes(vector)).toString('hex')))}::text[]
      ) as p(id, vector)
      on conflict (passage_id) do update set model = excluded.model, vector = excluded.vector`);
    await tx.execute(sql`
      insert into knowledge_revision (account_id, revision, embeddings)
      values (${accountId}, 0, 1)
      on conflict (account_id) do update set embeddings = knowledge_revision.embeddings + 1`);
  });
}
