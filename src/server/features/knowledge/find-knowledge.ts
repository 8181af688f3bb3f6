import { sql } from 'drizzle-orm';
import type { Language } from '@shared/briefing.ts';
import type { KnowledgeSourceKind, MessageSource } from '@shared/conversations.ts';
import { knowledgeCopy } from '@shared/knowledge.ts';
import type { ResponseTemplate } from '@shared/personality.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { rawRows } from '@server/platform/db/raw-rows.ts';
import { getBriefing } from '@server/features/briefing/briefing-store.ts';
import { getPersonality } from '@server/features/personality/personality-store.ts';
import { questionWords } from './question-words.ts';
import { splitPassages } from './split-passages.ts';
import { languageConfig, textSearchConfigs } from './text-search-config.ts';

/**
 * A piece of the account's knowledge that matches a customer's question: where it comes from
 * (shown under the answer), how well it matched (0 to 1), and the text an answer built on it
 * says (a custom response's response, a Q&A's answer, a passage).
 */
export interface KnowledgeMatch extends MessageSource {
  answer: string;
}

/** Candidates taken from the index before scoring, by full-text rank and by trigram. */
const FULL_TEXT_CANDIDATES = 40;
const TRIGRAM_CANDIDATES = 20;
/** A question word finds candidates that have a part this trigram-similar to it. */
const TRIGRAM_CANDIDATE_SIMILARITY = 0.3;
/** Shorter words have too few trigrams to be told apart by them. */
const TRIGRAM_MIN_LENGTH = 4;
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
 * The account's knowledge that best matches `question`, best first, at most `limit`: the
 * briefing, the custom responses, the Q&A pairs and the documents' passages, each scored 0
 * to 1 alike. Only this account's knowledge is ever searched.
 *
 * Each question word (without stop words, in the candidate's language) counts as covered
 * when the candidate has its stem (full-text search), a synonym's stem, or a near spelling
 * (pg_trgm word similarity: "opning" finds "opening").
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
  // Each word and its synonyms form a group: the group is covered when any of them is.
  const wordRows = words.flatMap(({ word, synonyms }, grp) => [
    { grp, variant: word, is_primary: true },
    ...synonyms.map((variant) => ({ grp, variant, is_primary: false })),
  ]);
  const asked = words.map((word) => word.word).join(' ');
  // Candidates are found by any word of the question or any of their synonyms.
  const askedWithSynonyms = wordRows.map((row) => row.variant).join(' ');
  const config = languageConfig(sql`s.language`);

  const rows = await db.transaction(async (tx) => {
    // The trigram operator's threshold, for this search only (`true`: local to the transaction).
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TRIGRAM_CANDIDATE_SIMILARITY)}, true)`,
    );
    return rawRows<Row>(
      tx,
      sql`
    with
    -- The languages the account's knowledge is indexed in: a passage's words were stemmed in
    -- its own, so the question's words are stemmed in those alone. Fewer query terms keep
    -- the matching and ranking of many passages cheap.
    indexed_config as materialized (
      select distinct ${config} as c from knowledge_source s
      where s.account_id = ${accountId} and s.state = 'indexed'
    ),
    any_word as (
      select string_agg(replace(q::text, ' & ', ' | '), ' | ')::tsquery as query
      from (
        select plainto_tsquery(c::regconfig, ${askedWithSynonyms}) as q from indexed_config
      ) per_config
      where numnode(q) > 0
    ),
    word as (
      select * from jsonb_to_recordset(${JSON.stringify(wordRows)}::jsonb)
        as w(grp int, variant text, is_primary boolean)
    ),
    -- How telling each word is: the fewer of the account's passages have it (or a synonym),
    -- the more it weighs (inverse document frequency); a word no passage has weighs most,
    -- so a question about what the knowledge lacks stays uncovered.
    passage_count as (
      select count(*)::float8 as n from knowledge_passage where account_id = ${accountId}
    ),
    group_query as (
      select grp, string_agg(replace(q::text, ' & ', ' | '), ' | ')::tsquery as query
      from word, indexed_config,
        lateral (select plainto_tsquery(c::regconfig, word.variant) as q) as per_config
      where numnode(q) > 0
      group by grp
    ),
    group_hits as materialized (
      select grp, (
        select count(*) from knowledge_passage p
        where p.account_id = ${accountId} and p.search @@ group_query.query
      ) as hits
      from group_query
    ),
    -- Materialized: each candidate's score reads it, and it must be counted once, not per row.
    weight as materialized (
      select distinct word.grp, ln(1 + (passage_count.n + 1) / (1 + coalesce(group_hits.hits, 0))) as w
      from word cross join passage_count
        left join group_hits on group_hits.grp = word.grp
    ),
    -- Words no passage has, though they are no stop word: perhaps misspelt, so looked for by
    -- their letters. A word the full-text search finds needs no such search, which is slow.
    unfound as materialized (
      select word.variant from word join group_hits on group_hits.grp = word.grp
      where group_hits.hits = 0 and word.is_primary and length(word.variant) >= ${TRIGRAM_MIN_LENGTH}
    ),
    indexed as (
      (select p.id from knowledge_passage p, any_word
        where p.account_id = ${accountId} and p.search @@ any_word.query
        order by ts_rank_cd(p.search, any_word.query) desc
        limit ${FULL_TEXT_CANDIDATES})
      union
      (select p.id from knowledge_passage p
        where exists (select 1 from unfound) and p.account_id = ${accountId}
          and exists (select 1 from unfound where unfound.variant <% p.text)
        order by word_similarity(${asked}, p.text) desc
        limit ${TRIGRAM_CANDIDATES})
    ),
    candidate as (
      select s.kind, s.id as source_id, s.title,
        case when s.kind = 'qa' then s.body else p.text end as excerpt,
        case when s.kind = 'qa' then s.body else p.text end as answer,
        p.text, p.search, case when s.kind = 'qa' then s.title end as key,
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
      least(1, ${COVERAGE_WEIGHT} * coalesce(covered.share, 0)
        + ${WHOLE_QUESTION_WEIGHT} * coalesce(similarity(${question.toLowerCase()}, lower(candidate.key)), 0)
      )::float8 as score
    from candidate, lateral (
      select sum(weight.w * case when best >= ${MISSPELLING_CLOSENESS} then best else 0 end)
        / nullif(sum(weight.w), 0) as share
      from (
        select grp, max(
          case
            when candidate.search @@ plainto_tsquery(candidate.config::regconfig, word.variant)
              then 1.0
            when word.is_primary then (
              select max(1 - levenshtein(word.variant, written)::float8
                / greatest(length(word.variant), length(written)))
              from unnest(tsvector_to_array(to_tsvector('simple', candidate.text))) as written
              where abs(length(written) - length(word.variant)) <= 2
            )
            else 0
          end) as best
        from word
        group by grp
        -- a word counts only when it is not a stop word of the candidate's language
        having bool_or(word.is_primary
          and numnode(plainto_tsquery(candidate.config::regconfig, word.variant)) > 0)
      ) per_word
      join weight on weight.grp = per_word.grp
    ) as covered
    order by score desc, candidate.kind, candidate.title
    limit ${limit}
  `,
    );
  });
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
