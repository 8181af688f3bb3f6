import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { rawRows } from '@server/platform/db/raw-rows.ts';
import type { KnowledgeRevisions } from '../knowledge-index-cache.ts';
import { vectorOf } from './embed-texts.ts';

/**
 * The accounts' passage vectors this process keeps for searches by meaning, least recently
 * searched dropped first, bounded by their count: some 200 MiB of vectors of 1,536 dimensions
 * (OpenAI's small model), about three accounts at the largest plan's knowledge.
 */
const KEPT_VECTORS = 35_000;
/** Vectors read per statement: others' statements run in between. */
const READ_PAGE = 1000;

/** The passages' vectors by passage id, for one model, as of the account's two revisions. */
export type PassageVectors = ReadonlyMap<number, Float32Array>;

type Kept = { model: string; revisions: KnowledgeRevisions; vectors: PassageVectors };
const byDatabase = new WeakMap<Database, LRUCache<AccountId, Kept>>();

function keptOf(db: Database) {
  let kept = byDatabase.get(db);
  if (!kept) {
    kept = new LRUCache({
      maxSize: KEPT_VECTORS,
      sizeCalculation: (entry) => Math.max(1, entry.vectors.size),
    });
    byDatabase.set(db, kept);
  }
  return kept;
}

const same = (a: KnowledgeRevisions, b: KnowledgeRevisions) =>
  a.revision === b.revision && a.embeddings === b.embeddings;

/**
 * The account's passage vectors of `model`, read again only when its knowledge or its
 * embeddings changed since (the revisions the search just read).
 */
export async function accountPassageVectors(
  db: Database,
  accountId: AccountId,
  model: string,
  revisions: KnowledgeRevisions,
): Promise<PassageVectors> {
  const kept = keptOf(db);
  const known = kept.get(accountId);
  if (known && known.model === model && same(known.revisions, revisions)) return known.vectors;
  const vectors = new Map<number, Float32Array>();
  let after = -1;
  for (;;) {
    const page = await rawRows<{ id: number; vector: Uint8Array }>(
      db,
      sql`select passage_id::float8 as id, vector from passage_embedding
        where account_id = ${accountId} and model = ${model} and passage_id > ${after}
        order by passage_id limit ${READ_PAGE}`,
    );
    for (const row of page) vectors.set(row.id, vectorOf(row.vector));
    if (page.length < READ_PAGE) break;
    after = page.at(-1)!.id;
  }
  kept.set(accountId, { model, revisions, vectors });
  return vectors;
}
