import { eq, sql } from 'drizzle-orm';
import type { Language } from '@shared/briefing.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { knowledgePassage } from '@server/platform/db/schema.ts';
import { textSearchConfigs } from './text-search-config.ts';

/**
 * Passages per statement. Indexing one costs the database about a millisecond (its words'
 * stems and trigrams), and the embedded database answers one statement at a time, so a
 * batch is kept to what others' queries can wait for.
 */
const BATCH_PASSAGES = 100;
const BATCH_CHARACTERS = 100_000;

/** A passage to write: its source, its place in it and its text. */
export type PassageRow = { sourceId: string; language: Language; position: number; text: string };

/** A source's passages as rows, numbered from its start. */
export const passageRows = (sourceId: string, language: Language, passages: readonly string[]) =>
  passages.map((text, position) => ({ sourceId, language, position, text }));

/** The rows in batches of at most BATCH_PASSAGES passages and about BATCH_CHARACTERS. */
export function passageBatches(rows: readonly PassageRow[]): PassageRow[][] {
  const batches: PassageRow[][] = [];
  let batch: PassageRow[] = [];
  let characters = 0;
  for (const row of rows) {
    const full = batch.length >= BATCH_PASSAGES || characters + row.text.length > BATCH_CHARACTERS;
    if (batch.length > 0 && full) {
      batches.push(batch);
      batch = [];
      characters = 0;
    }
    batch.push(row);
    characters += row.text.length;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/**
 * Writes one batch of passages, each indexed for full-text search in its source's language.
 * The columns travel as one array parameter each and are indexed in the database, so the
 * statement does not grow with the batch (a statement of 22,000 rows built value by value
 * overflowed the call stack).
 */
export async function insertPassageBatch(
  db: Database,
  accountId: AccountId,
  batch: readonly PassageRow[],
) {
  await db.execute(sql`
    insert into knowledge_passage (account_id, source_id, position, text, search)
    select ${accountId}, p.source_id, p.position, p.text,
      to_tsvector(p.config::regconfig, p.text)
    from unnest(
      ${sql.param(batch.map((row) => row.sourceId))}::text[],
      ${sql.param(batch.map((row) => row.position))}::int[],
      ${sql.param(batch.map((row) => row.text))}::text[],
      ${sql.param(batch.map((row) => textSearchConfigs[row.language]))}::text[]
    ) as p(source_id, position, text, config)`);
}

/** Removes a source's passages, before it is indexed again. */
export async function deletePassages(tx: Database, sourceId: string) {
  await tx.delete(knowledgePassage).where(eq(knowledgePassage.sourceId, sourceId));
}

/** Writes these passages batch by batch, in the caller's transaction if it is one. */
export async function insertPassages(
  db: Database,
  accountId: AccountId,
  rows: readonly PassageRow[],
) {
  for (const batch of passageBatches(rows)) await insertPassageBatch(db, accountId, batch);
}

/**
 * Replaces a source's passages with these, in the caller's transaction, so a search never
 * sees half of them: for a source small enough to be written while others wait.
 */
export async function indexPassages(
  tx: Database,
  accountId: AccountId,
  sourceId: string,
  language: Language,
  passages: readonly string[],
) {
  await deletePassages(tx, sourceId);
  await insertPassages(tx, accountId, passageRows(sourceId, language, passages));
}
