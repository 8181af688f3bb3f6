import { sql } from 'drizzle-orm';
import type { Language } from '@shared/briefing.ts';
import type { KnowledgeSourceKind, MessageSource } from '@shared/conversations.ts';
import { knowledgeCopy } from '@shared/knowledge.ts';
import type { ResponseTemplate } from '@shared/personality.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { rawRows } from '@server/platform/db/raw-rows.ts';
import { getBriefing } from '@server/core/briefing/briefing-store.ts';
import { getPersonality } from '@server/core/personality/personality-store.ts';
import {
  closeness,
  type GroupQuery,
  groupQueries,
  indexedConfigs,
  NEAR_SPELLING_SIMILARITY,
  nearSpellingQuery,
  rankedPassages,
  searchBounds,
  type WordCounts,
  wordCounts,
  wordRecords,
  type WordRow,
} from './knowledge-index-reads.ts';
import { questionWords } from './question-words.ts';
import { splitPassages } from './split-passages.ts';
import { languageConfig, textSearchConfigs, widgetLanguageConfigs } from './text-search-config.ts';

/**
 * A piece of the account's knowledge that matches a customer's question: where it comes from
 * (shown under the answer), how well it matched (0 to 1), and the text an answer built on it
 * says (a custom response's response, a Q&A's answer, a passage).
 */
export interface KnowledgeMatch extends MessageSource {
  answer: string;
}

/** Candidates taken from the index before scoring: by the question's words, by near spellings. */
const FULL_TEXT_CANDIDATES = 40;
const NEAR_SPELLING_CANDIDATES = 20;
/**
 * A question word counts as written in a text when a word of the text is this close to it:
 * 1 minus the edit distance over the longer length. 0.75 lets one typo through in a word of
 * four letters or more, two in one of eight, none in "car" against "bar".
 */
const MISSPELLING_CLOSENESS = 0.75;
/**
 * The score: the share of the question's words the candidate covers, and a little of how
 * close the question is, as a whole, to a Q&A's question or a custom response's scenario.
 */
const COVERAGE_WEIGHT = 0.85;
const WHOLE_QUESTION_WEIGHT = 1 - COVERAGE_WEIGHT;
/**
 * The coverage of knowledge in another language than the question's (told by its stop words:
 * "do you", "con", "est-ce"): an answer in the customer's language is worth more, and one in
 * another language still answers when nothing else does.
 */
const OTHER_LANGUAGE_COVERAGE = 0.85;

/** What is searched beside the indexed sources: the briefing's texts and the custom responses. */
type InlineCandidate = {
  kind: KnowledgeSourceKind;
  title: string;
  text: string;
  answer: string;
  key: string | null;
  config: string;
};

async function inlineCandidates(
  db: Database,
  accountId: AccountId,
  givenResponses: readonly ResponseTemplate[] | undefined,
): Promise<InlineCandidate[]> {
  const [{ briefing }, customResponses] = await Promise.all([
    getBriefing(accountId, db),
    givenResponses ??
      getPersonality(accountId, db).then((personality) => personality.customResponses),
  ]);
  const language: Language = briefing?.languages[0] ?? 'English';
  const config = textSearchConfigs[language];
  const candidates: InlineCandidate[] = customResponses.map((template) => ({
    kind: 'custom_response',
    title: template.scenario,
    text: `${template.scenario}\n${template.response}`,
    answer: template.response,
    key: template.scenario,
    config,
  }));
  if (briefing) {
    const fields = [
      [knowledgeCopy.briefingDescription, briefing.description],
      [knowledgeCopy.briefingServices, briefing.keyServices],
      [knowledgeCopy.briefingQuestions, briefing.commonQuestions],
    ] as const;
    for (const [title, text] of fields) {
      for (const passage of splitPassages(text)) {
        candidates.push({
          kind: 'briefing',
          title,
          text: passage,
          answer: passage,
          key: null,
          config,
        });
      }
    }
  }
  return candidates;
}

type Row = {
  kind: KnowledgeSourceKind;
  source_id: string | null;
  title: string;
  excerpt: string;
  answer: string;
  score: number;
};

/**
 * PostgreSQL stops a search statement after this long and the question is answered as if
 * nothing matched (a person takes it). The embedded database has no such timer: the bounds of
 * each read (`searchBounds`) keep it short there.
 */
const SEARCH_STATEMENT_TIMEOUT_MS = 1500;
/** PostgreSQL's code for a statement cancelled by `statement_timeout`. */
const QUERY_CANCELED = '57014';

/**
 * The account's knowledge that best matches `question`, best first, at most `limit`: the
 * briefing, the custom responses, the Q&A pairs and the documents' passages, each scored 0
 * to 1 alike. Only this account's knowledge is ever searched.
 *
 * Each question word (without stop words, in the candidate's language) counts as covered
 * when the candidate has its stem (full-text search), a synonym's stem, or a near spelling
 * ("opning" finds "opening").
 */
export async function findKnowledge(
  db: Database,
  accountId: AccountId,
  question: string,
  limit = 5,
  /** The answering agent's custom responses; the account's when not given. */
  customResponses?: readonly ResponseTemplate[],
): Promise<KnowledgeMatch[]> {
  const words = questionWords(question);
  if (words.length === 0) return [];
  const inline = await inlineCandidates(db, accountId, customResponses);
  // Each word and its related words form a group: the group is covered when any of them is.
  const wordRows: WordRow[] = words.flatMap(({ word, related }, grp) => [
    { grp, variant: word, is_primary: true, weight: 1 },
    ...related.map(({ word: variant, weight }) => ({ grp, variant, is_primary: false, weight })),
  ]);
  let rows: Row[];
  try {
    rows = await db.transaction(async (tx) => {
      // For this search only: the trigram operator's threshold, the time budget, and plans
      // made for this question's own words (a plan cached for other words may scan).
      await tx.execute(sql`select
        set_config('pg_trgm.similarity_threshold', ${String(NEAR_SPELLING_SIMILARITY)}, true),
        set_config('statement_timeout', ${String(SEARCH_STATEMENT_TIMEOUT_MS)}, true),
        set_config('plan_cache_mode', 'force_custom_plan', true)`);
      const configs = await indexedConfigs(tx, accountId);
      const groups = await groupQueries(tx, configs, wordRows);
      const counts = await wordCounts(tx, accountId, groups);
      // Words no passage has, though they are no stop word: perhaps misspelt.
      const unfound = wordRows.filter(
        (row) =>
          row.is_primary &&
          groups.some((group) => group.grp === row.grp) &&
          !counts.hits.get(row.grp),
      );
      const spellings = await nearSpellingQuery(
        tx,
        accountId,
        configs,
        unfound.map((row) => row.variant),
        MISSPELLING_CLOSENESS,
      );
      return scoredCandidates(tx, accountId, question, limit, {
        wordRows,
        groups,
        counts,
        spellings,
        inline,
      });
    });
  } catch (error) {
    if ((error as { code?: unknown }).code !== QUERY_CANCELED) throw error;
    console.warn('A knowledge search ran out of time; the question goes to a person.');
    return [];
  }
  return rows
    .filter((row) => row.score > 0)
    .map((row) => ({
      kind: row.kind,
      sourceId: row.source_id,
      title: row.title,
      excerpt: row.excerpt,
      answer: row.answer,
      score: Number(row.score),
    }));
}

/**
 * The candidates (the account's passages with the question's words, or with near spellings
 * of words no passage has, and the inline knowledge), each scored.
 */
async function scoredCandidates(
  tx: Database,
  accountId: AccountId,
  question: string,
  limit: number,
  {
    wordRows,
    groups,
    counts,
    spellings,
    inline,
  }: {
    wordRows: readonly WordRow[];
    groups: readonly GroupQuery[];
    counts: WordCounts;
    spellings: string | null;
    inline: readonly InlineCandidate[];
  },
) {
  const hitsOf = (grp: number) => counts.hits.get(grp) ?? 0;
  // How telling each word is: the fewer passages have it (or a synonym), the more it weighs
  // (inverse document frequency); a word no passage has weighs most, so a question about
  // what the knowledge lacks stays uncovered.
  const weights = [...new Set(wordRows.map((row) => row.grp))].map((grp) => ({
    grp,
    w: Math.log(1 + (counts.passages + 1) / (1 + hitsOf(grp))),
  }));
  // Words too common to tell passages apart would fill the ranked few alone: they find
  // candidates only when the question has nothing rarer.
  const found = groups.filter(({ grp }) => hitsOf(grp) > 0);
  const telling = found.filter(({ grp }) => hitsOf(grp) < searchBounds.counted);
  const anyWord = (telling.length ? telling : found).map(({ query }) => query).join(' | ');
  const indexed = [
    ...(anyWord ? [rankedPassages(accountId, anyWord, FULL_TEXT_CANDIDATES)] : []),
    ...(spellings ? [rankedPassages(accountId, spellings, NEAR_SPELLING_CANDIDATES)] : []),
  ];
  const config = languageConfig(sql`s.language`);
  return rawRows<Row>(
    tx,
    sql`
    with
    word as (
      select w.*, not exists (
        select from unnest(${sql.param(widgetLanguageConfigs)}::text[]) as c
        where numnode(plainto_tsquery(c::regconfig, w.variant)) = 0
      ) as telling
      from ${wordRecords(wordRows)}
    ),
    -- The language whose stop words the question has most of, when only one has most.
    stop_words_per_language as (
      select c as config, count(*) as n
      from unnest(${sql.param(widgetLanguageConfigs)}::text[]) as c, word
      where word.is_primary and numnode(plainto_tsquery(c::regconfig, word.variant)) = 0
      group by c
    ),
    question_language as (
      select config from stop_words_per_language
      where n = (select max(n) from stop_words_per_language)
        and (select count(*) from stop_words_per_language
          where n = (select max(n) from stop_words_per_language)) = 1
    ),
    weight as (
      select * from jsonb_to_recordset(${JSON.stringify(weights)}::jsonb) as x(grp int, w float8)
    ),
    indexed as (
      ${indexed.length ? sql.join(indexed, sql` union `) : sql`select null::bigint as id where false`}
    ),
    candidate as (
      select s.kind, s.id as source_id, s.title,
        case when s.kind = 'qa' then s.body else p.text end as excerpt,
        case when s.kind = 'qa' then s.body else p.text end as answer,
        p.text, p.search,
        -- a Q&A's first passage is its question; each later one is a way of asking it
        case when s.kind <> 'qa' then null when p.position = 0 then s.title else p.text end as key,
        ${config} as config
      from indexed
      join knowledge_passage p on p.id = indexed.id
      join knowledge_source s on s.id = p.source_id
      where s.account_id = ${accountId} and s.state = 'indexed'
      union all
      select i.kind, null, i.title, i.answer, i.answer, i.text,
        to_tsvector(i.config::regconfig, i.text), i.key, i.config
      from jsonb_to_recordset(${JSON.stringify(inline)}::jsonb)
        as i(kind text, title text, text text, answer text, key text, config text)
    )
    select candidate.kind, candidate.source_id, candidate.title, candidate.excerpt,
      candidate.answer,
      least(1, ${COVERAGE_WEIGHT} * coalesce(covered.share, 0) * (
          case when candidate.config = coalesce((select config from question_language), candidate.config)
            then 1.0 else ${OTHER_LANGUAGE_COVERAGE}::float8 end)
        + ${WHOLE_QUESTION_WEIGHT} * coalesce(similarity(${question.toLowerCase()}, lower(candidate.key)), 0)
      )::float8 as score
    from candidate, lateral (
      select sum(weight.w * coalesce(best, 0))
        / nullif(sum(weight.w), 0) as share
      from (
        select grp, max(
          case
            when candidate.search @@ plainto_tsquery(candidate.config::regconfig, word.variant)
              then word.weight
            when word.is_primary then (
              select max(${closeness(sql`word.variant`, sql`written`)})
              from unnest(tsvector_to_array(to_tsvector('simple', candidate.text))) as written
              having max(${closeness(sql`word.variant`, sql`written`)}) >= ${MISSPELLING_CLOSENESS}
            )
            else 0
          end) as best
        from word
        group by grp
        -- a word counts only when it is no stop word of the candidate's language, nor of
        -- another language customers write in (an English "do" against Spanish knowledge)
        having bool_or(word.is_primary and word.telling
          and numnode(plainto_tsquery(candidate.config::regconfig, word.variant)) > 0)
      ) per_word
      join weight on weight.grp = per_word.grp
    ) as covered
    order by score desc, candidate.kind, candidate.title
    limit ${limit}
  `,
  );
}
