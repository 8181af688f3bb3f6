import { type SQL, sql } from 'drizzle-orm';
import type { KnowledgeSourceKind } from '@shared/conversations.ts';
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
  /**
   * Passages counted for a word's weight: past this, a word is simply common. Counting is most
   * of a search of a large account's knowledge (measured by `npm run bench -- --search`).
   */
  counted: 200,
  /** Passages that have a question word, ranked to pick the candidates. */
  ranked: 500,
};

/** A word group's full-text query: any of its words, in any language of the knowledge. */
export type GroupQuery = { grp: number; query: string };
export type WordCounts = {
  passages: number;
  sources: number;
  hits: ReadonlyMap<number, number>;
};

/** A question word no passage has is looked up among the words this trigram-similar to it. */
export const NEAR_SPELLING_SIMILARITY = 0.3;
/** The knowledge's words taken as near spellings of one question word, closest first. */
const NEAR_SPELLINGS_PER_WORD = 3;
/** Longer "words" are no misspelling of anything (and edit distance stops at 255 letters). */
const NEAR_SPELLING_MAX_LENGTH = 40;

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

/** A word's stems in each configuration: none where it is a stop word. */
export type StemsByConfig = ReadonlyMap<string, readonly string[]>;

/** The stems of each of `words` in each of `configs`, as the knowledge was indexed. */
export async function wordStems(
  tx: Database,
  configs: readonly string[],
  words: readonly string[],
): Promise<Map<string, StemsByConfig>> {
  const stems = new Map<string, Map<string, readonly string[]>>();
  if (configs.length === 0 || words.length === 0) return stems;
  const rows = await rawRows<{ word: string; config: string; stems: string[] }>(
    tx,
    sql`select w.word, config.c as config,
      tsvector_to_array(to_tsvector(config.c::regconfig, w.word)) as stems
    from jsonb_array_elements_text(${JSON.stringify([...new Set(words)])}::jsonb) as w(word),
      ${configRecords(configs)}`,
  );
  for (const row of rows) {
    stems.set(row.word, (stems.get(row.word) ?? new Map()).set(row.config, row.stems));
  }
  return stems;
}

/** A stem as a text search query's operand. */
const quotedStem = (stem: string) => `'${stem.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** A full-text query for any of `alternatives`, each a list of stems that must all be there. */
export function anyOfQuery(alternatives: readonly (readonly string[])[]): string | null {
  const terms = [
    ...new Set(
      alternatives
        .filter((stems) => stems.length > 0)
        .map((stems) =>
          stems.length === 1 ? quotedStem(stems[0]!) : `(${stems.map(quotedStem).join(' & ')})`,
        ),
    ),
  ];
  return terms.length ? terms.join(' | ') : null;
}

/**
 * How many of the account's passages have each group's words, and how many passages and
 * sources it has, each counted up to `searchBounds.counted`: what weighs a word by how telling it is.
 */
export async function wordCounts(
  tx: Database,
  accountId: AccountId,
  groups: readonly GroupQuery[],
): Promise<WordCounts> {
  const limit = searchBounds.counted;
  const [counted] = await rawRows<{ passages: number; sources: number }>(
    tx,
    sql`select
      (select count(*)::int from (
        select 1 from knowledge_passage where account_id = ${accountId} limit ${limit}
      ) found) as passages,
      (select count(*)::int from (
        select 1 from knowledge_source where account_id = ${accountId} limit ${limit}
      ) found) as sources`,
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
    sources: counted?.sources ?? 0,
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
  order by ts_rank(ranked.search, ${query}::tsquery) desc
  limit ${take})`;

/**
 * A piece of knowledge that may answer, with the words the search compares: its passage's
 * stems and written words, and for a Q&A or a custom response those of its question (the key).
 */
export type CandidateRow = {
  kind: KnowledgeSourceKind;
  source_id: string | null;
  title: string;
  /** The text an answer built on it says: a Q&A's answer, a passage, a response. */
  answer: string;
  text: string;
  config: string;
  stems: string[];
  written: string[];
  key: string | null;
  key_stems: string[] | null;
  key_written: string[] | null;
  /** The key's words as written, each with its stem and how many of the account's sources have it. */
  key_terms: KeyTerm[] | null;
};

/** A word of a candidate's key: its stem (null for a stop word) and the sources that have it. */
export type KeyTerm = { written: string; stem: string | null; sources: number };

/** Knowledge kept outside the index (the briefing, custom responses), searched alike. */
export type InlineCandidate = {
  kind: KnowledgeSourceKind;
  title: string;
  text: string;
  answer: string;
  key: string | null;
  config: string;
};

/** The words of a text (indexed as `search`) and of its key in `config`, as the candidates' columns. */
const wordsOf = (accountId: AccountId, config: SQL, text: SQL, key: SQL, search: SQL) => sql`
  tsvector_to_array(${search}) as stems,
  tsvector_to_array(to_tsvector('simple', ${text})) as written,
  ${key} as key,
  case when ${key} is not null
    then tsvector_to_array(to_tsvector(${config}::regconfig, ${key})) end as key_stems,
  case when ${key} is not null
    then tsvector_to_array(to_tsvector('simple', ${key})) end as key_written,
  case when ${key} is not null then (
    select coalesce(jsonb_agg(jsonb_build_object(
      'written', w, 'stem', (tsvector_to_array(to_tsvector(${config}::regconfig, w)))[1],
      'sources', coalesce(t.sources, 0))), '[]'::jsonb)
    from unnest(tsvector_to_array(to_tsvector('simple', ${key}))) as w
    left join knowledge_term t on t.account_id = ${accountId} and t.term = w
  ) end as key_terms`;

/**
 * The passages `queries` rank first (each at most `take` of them), and the inline knowledge,
 * with the words the score compares.
 */
export async function candidateRows(
  tx: Database,
  accountId: AccountId,
  queries: readonly { query: string; take: number }[],
  inline: readonly InlineCandidate[],
): Promise<CandidateRow[]> {
  const config = languageConfig(sql`s.language`);
  const ranked = queries.map(({ query, take }) => rankedPassages(accountId, query, take));
  return rawRows<CandidateRow>(
    tx,
    sql`with indexed as (
      ${ranked.length ? sql.join(ranked, sql` union `) : sql`select null::bigint as id where false`}
    )
    select s.kind, s.id as source_id, s.title,
      case when s.kind = 'qa' then s.body else p.text end as answer,
      p.text, ${config} as config,
      ${wordsOf(
        accountId,
        config,
        sql`p.text`,
        // A Q&A's first passage is asked by its question, each other one by a way of asking it.
        sql`(case when s.kind = 'qa' then case when p.position = 0 then s.title else p.text end end)`,
        sql`p.search`,
      )}
    from indexed
    join knowledge_passage p on p.id = indexed.id
    join knowledge_source s on s.id = p.source_id
    where s.account_id = ${accountId} and s.state = 'indexed'
    union all
    select i.kind, null, i.title, i.answer, i.text, i.config,
      ${wordsOf(accountId, sql`i.config`, sql`i.text`, sql`i.key`, sql`to_tsvector(i.config::regconfig, i.text)`)}
    from jsonb_to_recordset(${JSON.stringify(inline)}::jsonb)
      as i(kind text, title text, text text, answer text, key text, config text)`,
  );
}
