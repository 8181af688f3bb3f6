import { sql } from 'drizzle-orm';
import type { Language } from '@shared/briefing.ts';
import type { MessageSource } from '@shared/conversations.ts';
import type { WidgetLanguage } from '@shared/webchat.ts';
import { knowledgeCopy } from '@shared/knowledge.ts';
import type { ResponseTemplate } from '@shared/personality.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { getBriefing } from '@server/core/briefing/briefing-store.ts';
import { getPersonality } from '@server/core/personality/personality-store.ts';
import {
  anyOfQuery,
  type CandidateRow,
  candidateRows,
  type GroupQuery,
  indexedConfigs,
  type InlineCandidate,
  NEAR_SPELLING_SIMILARITY,
  nearSpellingQuery,
  searchBounds,
  wordCounts,
  type StemsByConfig,
  wordStems,
} from './knowledge-index-reads.ts';
import { MISSPELLING_CLOSENESS, type QuestionGroup, type WordVariant } from './match-score.ts';
import { lexiconStems, listedWithStem } from './lexicon/lexicon-stems.ts';
import { type RelatedWord, relatedWords } from './lexicon/related-words.ts';
import { type QuestionWord, questionWords } from './question-words.ts';
import { rankMatches } from './rank-matches.ts';
import { splitPassages } from './split-passages.ts';
import { textSearchConfigs, widgetLanguageConfigs } from './text-search-config.ts';

/**
 * A piece of the account's knowledge that matches a customer's question: where it comes from
 * (shown under the answer), how well it matched (0 to 1), and the text an answer built on it
 * says (a custom response's response, a Q&A's answer, a passage).
 */
export interface KnowledgeMatch extends MessageSource {
  answer: string;
  /** The widget language the knowledge is written in, and the one the question was asked in, when told. */
  writtenIn: WidgetLanguage | null;
  askedIn: WidgetLanguage | null;
}

/** Candidates taken from the index before scoring: by the question's words, by near spellings. */
const FULL_TEXT_CANDIDATES = 40;
const NEAR_SPELLING_CANDIDATES = 20;
/** A word of the lexicon with the question word's stem is nearly the word itself. */
const SAME_STEM_WEIGHT = 0.95;

/** What is searched beside the indexed sources: the briefing's texts and the custom responses. */
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

/**
 * PostgreSQL stops a search statement after this long and the question is answered as if
 * nothing matched (a person takes it). The embedded database has no such timer: the bounds of
 * each read (`searchBounds`) keep it short there.
 */
const SEARCH_STATEMENT_TIMEOUT_MS = 1500;
/** PostgreSQL's code for a statement cancelled by `statement_timeout`. */
const QUERY_CANCELED = '57014';

/** What the search read: the question's words with their stems and weights, and the candidates. */
export type SearchReads = {
  groups: QuestionGroup[];
  language: string | null;
  /** How many sources the account's knowledge has: what weighs a key's words. */
  sources: number;
  candidates: CandidateRow[];
};

/**
 * The account's knowledge that best matches `question`, best first, one match per source, at
 * most `limit`: the briefing, the custom responses, the Q&A pairs and the documents' passages,
 * each scored 0 to 1 alike (`rankMatches`). Only this account's knowledge is ever searched.
 */
export async function findKnowledge(
  db: Database,
  accountId: AccountId,
  question: string,
  limit = 5,
  /** The answering agent's custom responses; the account's when not given. */
  customResponses?: readonly ResponseTemplate[],
): Promise<KnowledgeMatch[]> {
  const reads = await knowledgeReads(db, accountId, question, customResponses);
  return reads ? rankMatches(reads, limit) : [];
}

/**
 * What a search of `question` reads of the account's knowledge: the question's words with
 * their stems and weights, and the candidates with theirs. Null when the question has no word
 * to search, or when the search ran out of time.
 */
async function knowledgeReads(
  db: Database,
  accountId: AccountId,
  question: string,
  customResponses?: readonly ResponseTemplate[],
): Promise<SearchReads | null> {
  const words = questionWords(question);
  if (words.length === 0) return null;
  const inline = await inlineCandidates(db, accountId, customResponses);
  try {
    return await db.transaction(async (tx) => {
      // For this search only: the trigram operator's threshold, the time budget, and plans
      // made for this question's own words (a plan cached for other words may scan).
      await tx.execute(sql`select
        set_config('pg_trgm.similarity_threshold', ${String(NEAR_SPELLING_SIMILARITY)}, true),
        set_config('statement_timeout', ${String(SEARCH_STATEMENT_TIMEOUT_MS)}, true),
        set_config('plan_cache_mode', 'force_custom_plan', true)`);
      return searchReads(tx, accountId, words, inline);
    });
  } catch (error) {
    if ((error as { code?: unknown }).code !== QUERY_CANCELED) throw error;
    console.warn('A knowledge search ran out of time; the question goes to a person.');
    return null;
  }
}

/** Whether a word is a stop word in `config`: it has no stem there. */
const stopIn = (stems: StemsByConfig, config: string) => (stems.get(config) ?? []).length === 0;

async function searchReads(
  tx: Database,
  accountId: AccountId,
  words: readonly QuestionWord[],
  inline: readonly InlineCandidate[],
): Promise<SearchReads> {
  const indexed = await indexedConfigs(tx, accountId);
  const configs = [
    ...new Set([...indexed, ...widgetLanguageConfigs, ...inline.map((item) => item.config)]),
  ];
  const { drafts, language } = await questionGroups(tx, configs, words);
  // A word that is a stop word in any language customers write in ("do", "con", "die") says
  // nothing of what the question is about, whichever language the knowledge is in.
  const telling = drafts.filter(
    (draft) => !widgetLanguageConfigs.some((config) => stopIn(draft.variants[0]!.stems, config)),
  );
  const queries = telling.map((draft) => ({
    grp: draft.grp,
    query: anyOfQuery(
      draft.variants.flatMap((variant) => indexed.map((config) => variant.stems.get(config) ?? [])),
    ),
  }));
  const groupQueries = queries.filter((q): q is GroupQuery => q.query !== null);
  const counts = await wordCounts(tx, accountId, groupQueries);
  const hitsOf = (grp: number) => counts.hits.get(grp) ?? 0;
  const unfound = telling.filter((draft) => hitsOf(draft.grp) === 0).map((draft) => draft.word);
  const spellings = await nearSpellingQuery(tx, accountId, indexed, unfound, MISSPELLING_CLOSENESS);
  // Words too common to tell passages apart would fill the ranked few alone: they find
  // candidates only when the question has nothing rarer.
  const found = groupQueries.filter(({ grp }) => hitsOf(grp) > 0);
  const rare = found.filter(({ grp }) => hitsOf(grp) < searchBounds.counted);
  const anyWord = (rare.length ? rare : found).map(({ query }) => query).join(' | ');
  const candidates = await candidateRows(
    tx,
    accountId,
    [
      ...(anyWord ? [{ query: anyWord, take: FULL_TEXT_CANDIDATES }] : []),
      ...(spellings ? [{ query: spellings, take: NEAR_SPELLING_CANDIDATES }] : []),
    ],
    inline,
  );
  // How telling each word is: the fewer passages have it (or a related word), the more it
  // weighs (inverse document frequency); a word no passage has weighs most, so a question
  // about what the knowledge lacks stays uncovered.
  const groups = telling.map((draft) => ({
    word: draft.word,
    weight: Math.log(1 + (counts.passages + 1) / (1 + hitsOf(draft.grp))),
    variants: draft.variants,
  }));
  return { groups, language, sources: counts.sources, candidates };
}

type GroupDraft = { grp: number; word: string; variants: WordVariant[] };

/**
 * Each question word with its related words and the stems of all of them in `configs`, and the
 * question's language. The related words are the lexicon's for the word as written, and, in
 * the question's language, for the lexicon's words that share its stem ("limpiáis" and the
 * listed "limpiar").
 */
async function questionGroups(
  tx: Database,
  configs: readonly string[],
  words: readonly QuestionWord[],
): Promise<{ drafts: GroupDraft[]; language: string | null }> {
  const [lexicon, stems] = await Promise.all([
    lexiconStems(tx),
    wordStems(
      tx,
      configs,
      words.flatMap(({ word, related }) => [word, ...related.map((r) => r.word)]),
    ),
  ]);
  const stemsOf = (word: string): StemsByConfig => stems.get(word) ?? new Map();
  const language = questionLanguage(words.map(({ word }) => stemsOf(word)));
  const byStem = words.map(({ word, related }) => {
    const known = new Set([word, ...related.map((r) => r.word)]);
    const found: RelatedWord[] = [];
    // In the question's language when its stop words tell it: "car" is no Spanish "cara".
    for (const config of language ? [language] : widgetLanguageConfigs) {
      const [stem, ...more] = stemsOf(word).get(config) ?? [];
      if (!stem || more.length > 0) continue;
      for (const listed of listedWithStem(lexicon, config, stem)) {
        for (const near of [{ word: listed, weight: SAME_STEM_WEIGHT }, ...relatedWords(listed)]) {
          if (known.has(near.word)) continue;
          known.add(near.word);
          found.push(near);
        }
      }
    }
    return found;
  });
  const more = byStem.flat().map((r) => r.word);
  for (const [word, byConfig] of await wordStems(tx, configs, more)) stems.set(word, byConfig);
  const drafts = words.map(({ word, related }, grp) => ({
    grp,
    word,
    variants: [{ word, weight: 1 }, ...related, ...byStem[grp]!].map((variant) => ({
      weight: variant.weight,
      stems: stemsOf(variant.word),
    })),
  }));
  return { drafts, language };
}

/** The configuration whose stop words the question has most of, when only one has most. */
function questionLanguage(words: readonly StemsByConfig[]): string | null {
  const counts = widgetLanguageConfigs.map((config) => ({
    config,
    n: words.filter((stems) => stopIn(stems, config)).length,
  }));
  const most = Math.max(...counts.map((count) => count.n));
  const leaders = counts.filter((count) => count.n === most);
  return most > 0 && leaders.length === 1 ? leaders[0]!.config : null;
}
