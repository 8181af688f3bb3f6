import { sql } from 'drizzle-orm';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { rawRows } from '@server/platform/db/raw-rows.ts';
import { TERM_MIN_LENGTH } from './index-terms.ts';
import { languageConfig } from './text-search-config.ts';

/**
 * The reads a knowledge search makes of one account's index, each bounded whatever the size
 * of that account's knowledge and taking that account's rows only: one account's large
 * knowledge slows neither its own answers much nor anybody else's.
 */
export const searchBounds = {
  /** Passages counted for a word's weight: past this, a word is simply common. */
  counted: 2000,
  /** Passages that have a question word, ranked to pick the candidates. */
  ranked: 1000,
};

/**
 * A question word, or one of its related words (`grp` is the word's; `is_primary` the word
 * itself), and how much of the word it covers when a text has it.
 */
export type WordRow = { grp: number; variant: string; is_primary: boolean; weight: number };
/** A word group's full-text query: any of its words, in any language of the knowledge. */
export type GroupQuery = { grp: number; query: string };
export type WordCounts = { passages: number; hits: ReadonlyMap<number, number> };

/** A question word no passage has is looked up among the words this trigram-similar to it. */
export const NEAR_SPELLING_SIMILARITY = 0.3;
/** The knowledge's words taken as near spellings of one question word, closest first. */
const NEAR_SPELLINGS_PER_WORD = 3;
/** Longer "words" are no misspelling of anything (and edit distance stops at 255 letters). */
const NEAR_SPELLING_MAX_LENGTH = 40;

export const wordRecords = (rows: readonly WordRow[]) =>
  sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as w(grp int, variant text, is_primary boolean, weight float8)`;

/**
 * 1 minus the edit distance over the longer length, for a word and a written word of similar
 * length (a longer difference is never close, and edit distance stops at 255 letters).
 */
export const closeness = (word: ReturnType<typeof sql>, written: ReturnType<typeof sql>) =>
  sql`case when abs(length(${written}) - length(${word})) <= 2
    then 1 - levenshtein(${word}, ${written})::float8 / greatest(length(${word}), length(${written}))
    else 0 end`;

/**
 * The text search configurations the account's knowledge is indexed in: a passage's words
 * were stemmed in its own language, so a question's are stemmed in those alone.
 */
export async function indexedConfigs(tx: Database, accountId: AccountId): Promise<string[]> {
  const rows = await rawRows<{ c: string }>(
    tx,
    sql`select distinct ${languageConfig(sql`language`)} as c from knowledge_source
      where account_id = ${accountId} and state = 'indexed'`,
  );
  return rows.map((row) => row.c);
}

const configRecords = (configs: readonly string[]) =>
  sql`jsonb_array_elements_text(${JSON.stringify(configs)}::jsonb) as config(c)`;

/** Each word group's query in those configurations; groups of stop words only are left out. */
export async function groupQueries(
  tx: Database,
  configs: readonly string[],
  wordRows: readonly WordRow[],
): Promise<GroupQuery[]> {
  if (configs.length === 0) return [];
  return rawRows<GroupQuery>(
    tx,
    sql`select grp, string_agg(replace(q::text, ' & ', ' | '), ' | ') as query
    from ${wordRecords(wordRows)}, ${configRecords(configs)},
      lateral (select plainto_tsquery(config.c::regconfig, w.variant) as q) as per_config
    where numnode(q) > 0
    group by grp
    order by grp`,
  );
}

/**
 * How many of the account's passages have each group's words, and how many passages it has,
 * each counted up to `searchBounds.counted`: what weighs a word by how telling it is.
 */
export async function wordCounts(
  tx: Database,
  accountId: AccountId,
  groups: readonly GroupQuery[],
): Promise<WordCounts> {
  const limit = searchBounds.counted;
  const [counted] = await rawRows<{ passages: number }>(
    tx,
    sql`select count(*)::int as passages from (
      select 1 from knowledge_passage where account_id = ${accountId} limit ${limit}
    ) found`,
  );
  const hits = groups.map(
    ({ grp, query }) => sql`select ${grp}::int as grp, (
      select count(*) from (
        select 1 from knowledge_passage
        where account_id = ${accountId} and search @@ ${query}::tsquery
        limit ${limit}
      ) found)::int as hits`,
  );
  const rows = hits.length
    ? await rawRows<{ grp: number; hits: number }>(tx, sql.join(hits, sql` union all `))
    : [];
  return {
    passages: counted?.passages ?? 0,
    hits: new Map(rows.map((row) => [row.grp, row.hits])),
  };
}

/**
 * The query of the knowledge's words that are near spellings of `words` ("opening" for
 * "opning"), found in the account's vocabulary by their trigrams and kept when close enough by
 * edit distance to be a misspelling; null when there are none.
 */
export async function nearSpellingQuery(
  tx: Database,
  accountId: AccountId,
  configs: readonly string[],
  words: readonly string[],
  minCloseness: number,
): Promise<string | null> {
  const looked = words.filter(
    (word) => [...word].length >= TERM_MIN_LENGTH && [...word].length <= NEAR_SPELLING_MAX_LENGTH,
  );
  if (looked.length === 0 || configs.length === 0) return null;
  const lookups = looked.map(
    (word) => sql`(select term from knowledge_term
    where account_id = ${accountId} and term % ${word}
      and ${closeness(sql`${word}::text`, sql`term`)} >= ${minCloseness}
    order by similarity(term, ${word}) desc
    limit ${NEAR_SPELLINGS_PER_WORD})`,
  );
  const [row] = await rawRows<{ query: string | null }>(
    tx,
    sql`select string_agg(replace(q::text, ' & ', ' | '), ' | ') as query
    from (${sql.join(lookups, sql` union `)}) near, ${configRecords(configs)},
      lateral (select plainto_tsquery(config.c::regconfig, near.term) as q) as per_config
    where numnode(q) > 0`,
  );
  return row?.query ?? null;
}

/** Up to `take` of the account's passages matching `query`, best ranked among a bounded few. */
export const rankedPassages = (accountId: AccountId, query: string, take: number) =>
  sql`(select ranked.id from (
    select id, search from knowledge_passage
    where account_id = ${accountId} and search @@ ${query}::tsquery
    limit ${searchBounds.ranked}
  ) ranked
  order by ts_rank_cd(ranked.search, ${query}::tsquery) desc
  limit ${take})`;
