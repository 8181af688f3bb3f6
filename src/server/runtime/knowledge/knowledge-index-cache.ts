import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { rawRows } from '@server/platform/db/raw-rows.ts';
import {
  buildKnowledgeIndex,
  type KnowledgeIndex,
  keysOf,
  type PassageRead,
} from './knowledge-index.ts';
import { languageConfig } from './text-search-config.ts';
import { wordStems } from './word-stems.ts';

/**
 * The accounts' knowledge indexes this process keeps, least recently searched dropped first,
 * bounded by their passages: about three accounts at the largest plan's limit (20 MB of text,
 * some 35,000 passages), about 200 MiB (`npm run bench -- --search` measures 19 MiB for an
 * account of 10,000 passages).
 */
const KEPT_PASSAGES = 100_000;
/** Passages read per statement while an index is built: others' statements run in between. */
const READ_PAGE = 2000;

type Kept = { revision: number; index: KnowledgeIndex };
/** One database's indexes, and those being read (questions asked meanwhile wait for them). */
type Indexes = {
  kept: LRUCache<AccountId, Kept>;
  reading: Map<AccountId, { revision: number; index: Promise<KnowledgeIndex> }>;
};

/** By database: a server process has one, and a test process may open several. */
const byDatabase = new WeakMap<Database, Indexes>();

function indexesOf(db: Database): Indexes {
  let indexes = byDatabase.get(db);
  if (!indexes) {
    indexes = {
      kept: new LRUCache({
        maxSize: KEPT_PASSAGES,
        sizeCalculation: (entry) => Math.max(1, entry.index.passages.length),
      }),
      reading: new Map(),
    };
    byDatabase.set(db, indexes);
  }
  return indexes;
}

/**
 * The account's knowledge index as it is now. The account's knowledge revision (counted by the
 * database whichever process wrote the knowledge) is read on each call; the index is read
 * again only when it moved.
 */
export async function accountKnowledgeIndex(
  db: Database,
  accountId: AccountId,
  /** The knowledge revision when the caller just read it; read here otherwise. */
  read?: KnowledgeRevisions,
): Promise<KnowledgeIndex> {
  const { revision } = read ?? (await knowledgeRevisions(db, accountId));
  const { kept, reading } = indexesOf(db);
  const known = kept.get(accountId);
  if (known?.revision === revision) return known.index;
  const pending = reading.get(accountId);
  if (pending?.revision === revision) return pending.index;
  const index = readIndex(db, accountId);
  reading.set(accountId, { revision, index });
  try {
    const read = await index;
    if ((kept.peek(accountId)?.revision ?? -1) < revision)
      kept.set(accountId, { revision, index: read });
    return read;
  } finally {
    if (reading.get(accountId)?.index === index) reading.delete(accountId);
  }
}

/** How many times the account's knowledge, and its passages' embeddings, have changed. */
export type KnowledgeRevisions = { revision: number; embeddings: number };

export async function knowledgeRevisions(
  db: Database,
  accountId: AccountId,
): Promise<KnowledgeRevisions> {
  const [row] = await rawRows<{ revision: string | number; embeddings: string | number }>(
    db,
    sql`select revision, embeddings from knowledge_revision where account_id = ${accountId}`,
  );
  return { revision: Number(row?.revision ?? 0), embeddings: Number(row?.embeddings ?? 0) };
}

/**
 * The account's searchable passages (of its indexed sources), page by page, and the index of
 * them. Read after the revision, so an index is never older than the revision it is kept for.
 */
async function readIndex(db: Database, accountId: AccountId): Promise<KnowledgeIndex> {
  const rows: PassageRead[] = [];
  let after = 0;
  for (;;) {
    const page = await rawRows<Omit<PassageRead, 'answer'> & { answer: string | null }>(
      db,
      sql`select p.id::float8 as id, s.kind, s.id as "sourceId", s.title, s.address,
        case when s.kind = 'qa' then s.body end as answer,
        p.text,
        -- A Q&A's first passage is asked by its question, each other one by a way of asking it.
        case when s.kind = 'qa' then case when p.position = 0 then s.title else p.text end end as key,
        ${languageConfig(sql`s.language`)} as config,
        tsvector_to_array(p.search) as stems
      from knowledge_passage p
      join knowledge_source s on s.id = p.source_id
      where p.account_id = ${accountId} and s.state = 'indexed' and p.id > ${after}
      order by p.id
      limit ${READ_PAGE}`,
    );
    // A document's passage is its own answer: one string, not two.
    for (const { answer, ...row } of page) rows.push({ ...row, answer: answer ?? row.text });
    if (page.length < READ_PAGE) break;
    after = page.at(-1)!.id;
  }
  const configs = [...new Set(rows.map((row) => row.config))];
  return buildKnowledgeIndex(rows, await wordStems(db, configs, keysOf(rows)));
}
