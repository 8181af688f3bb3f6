import { type SQL, sql } from 'drizzle-orm';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';

/** Shorter words have too few trigrams to be told apart by them, so they are not kept. */
export const TERM_MIN_LENGTH = 4;

/**
 * The end of a statement that wrote passages (`written`: a `with` query returning `source_id`
 * and `text`): their words join the account's vocabulary, each counted once per source, so a
 * word stays while any source has it. In the same statement as the passages, batch by batch.
 */
export const addingTermsOf = (accountId: AccountId, written: SQL) => sql`,
  written_word as (
    select distinct written.source_id, word
    from ${written} as written,
      unnest(tsvector_to_array(to_tsvector('simple', written.text))) as word
    where length(word) >= ${TERM_MIN_LENGTH} and word ~ '[[:alpha:]]'
  ),
  new_to_source as (
    insert into knowledge_source_term (account_id, source_id, term)
    select ${accountId}, source_id, word from written_word order by source_id, word
    on conflict do nothing
    returning term
  )
  -- In word order, as every writer of the vocabulary locks its rows: none waits on another.
  insert into knowledge_term (account_id, term, sources)
  select ${accountId}, term, count(*)::int from new_to_source group by term order by term
  on conflict (account_id, term) do update set sources = knowledge_term.sources + excluded.sources`;

/**
 * Takes a source's words out of the account's vocabulary, before its passages are written
 * again or it is deleted, in the caller's transaction.
 */
export async function removeTerms(tx: Database, accountId: AccountId, sourceId: string) {
  await tx.execute(sql`
    select 1 from knowledge_term
    where account_id = ${accountId}
      and term in (select term from knowledge_source_term where source_id = ${sourceId})
    order by term
    for update`);
  await tx.execute(sql`
    with gone as (
      delete from knowledge_source_term where source_id = ${sourceId} returning term
    )
    update knowledge_term set sources = knowledge_term.sources - 1
    from gone
    where knowledge_term.account_id = ${accountId} and knowledge_term.term = gone.term`);
  await tx.execute(
    sql`delete from knowledge_term where account_id = ${accountId} and sources <= 0`,
  );
}
