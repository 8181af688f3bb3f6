import { inArray, sql } from 'drizzle-orm';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { knowledgePassage } from '@server/platform/db/schema.ts';

/** Shorter words have too few trigrams to be told apart by them, so they are not kept. */
export const TERM_MIN_LENGTH = 4;

/** Each word of these sources' passages once per source, with the number of sources. */
const wordsOf = (sourceIds: readonly string[]) => sql`
  select word, count(distinct ${knowledgePassage.sourceId})::int as sources
  from ${knowledgePassage},
    unnest(tsvector_to_array(to_tsvector('simple', ${knowledgePassage.text}))) as word
  where ${inArray(knowledgePassage.sourceId, [...sourceIds])}
    and length(word) >= ${TERM_MIN_LENGTH} and word ~ '[[:alpha:]]'
  group by word
  order by word`;

/**
 * Adds the words of these sources' passages to the account's vocabulary, after the passages
 * are written, in the same transaction. Words are counted by source, so a word stays while
 * any source has it.
 */
export async function addTerms(tx: Database, accountId: AccountId, sourceIds: readonly string[]) {
  if (sourceIds.length === 0) return;
  // In word order, as every writer does: two transactions never wait on each other's words.
  await tx.execute(sql`
    insert into knowledge_term (account_id, term, sources)
    select ${accountId}, word, sources from (${wordsOf(sourceIds)}) words
    on conflict (account_id, term)
      do update set sources = knowledge_term.sources + excluded.sources
  `);
}

/** Takes these sources' words out of the vocabulary, before their passages are removed. */
export async function removeTerms(
  tx: Database,
  accountId: AccountId,
  sourceIds: readonly string[],
) {
  if (sourceIds.length === 0) return;
  await tx.execute(sql`
    update knowledge_term set sources = knowledge_term.sources - words.sources
    from (${wordsOf(sourceIds)}) words
    where knowledge_term.account_id = ${accountId} and knowledge_term.term = words.word
  `);
  await tx.execute(
    sql`delete from knowledge_term where account_id = ${accountId} and sources <= 0`,
  );
}
