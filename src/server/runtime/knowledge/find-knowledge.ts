import type { MessageSource } from '@shared/conversations.ts';
import type { WidgetLanguage } from '@shared/webchat.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { accountInlineKnowledge, type InlineKnowledge, inlineTexts } from './inline-knowledge.ts';
import {
  type IndexedText,
  type KnowledgeIndex,
  nearSpellings,
  passagesWithAny,
  passagesWithKin,
} from './knowledge-index.ts';
import {
  accountKnowledgeIndex,
  type KnowledgeRevisions,
  knowledgeRevisions,
} from './knowledge-index-cache.ts';
import type { MeaningReader } from './embeddings/meaning-reader.ts';
import { nearestByMeaning } from './embeddings/nearest-by-meaning.ts';
import { accountPassageVectors } from './embeddings/passage-vectors.ts';
import { MISSPELLING_WEIGHT, type QuestionGroup, type WordVariant } from './match-score.ts';
import { lexiconStems, listedWithStem } from './lexicon/lexicon-stems.ts';
import { listedLanguages, type RelatedWord, relatedWords } from './lexicon/related-words.ts';
import { numberWords, unitWords } from './lexicon/number-words.ts';
import { whenWords } from './lexicon/when-words.ts';
import {
  type AskedKind,
  askedKinds,
  everyRelated,
  type QuestionWord,
  questionWords,
} from './question-words.ts';
import { rankMatches } from './rank-matches.ts';
import { type Dealing, dealingsOf } from './dealings.ts';
import { type Vehicle, vehiclesOf } from './vehicles.ts';
import { type Weekday, weekdaysOf } from './weekdays.ts';
import { widgetLanguageConfig, widgetLanguageConfigs } from './text-search-config.ts';
import { type StemsByConfig, wordStems } from './word-stems.ts';

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

/**
 * The passages scored in full: the first by the question's words (each counting its weight),
 * and the first by near spellings of the words the knowledge does not have.
 */
const WORD_CANDIDATES = 40;
const NEAR_SPELLING_CANDIDATES = 20;
/** A word more passages than this have is common: it finds candidates only when nothing rarer does. */
const COMMON_WORD_PASSAGES = 200;
/**
 * A message of this many telling words or more tells a story around its question ("we land at
 * 11:40 pm … will someone still be there?"): a word of it that no passage has, nor a related
 * word or a near spelling of it, counts for nothing. In a shorter question such a word is what
 * is asked ("Do you sell used cars?"), and weighs most.
 */
const LONG_MESSAGE_WORDS = 8;
/**
 * Short of LONG_MESSAGE_WORDS by this many telling words or more, a message is a question, and
 * its words no passage has weigh in full; nearer, they weigh in proportion (half one word
 * short). One word more or less then no longer turns a question into a story, as a French
 * pronoun ("ils", "quoi") did.
 */
const STORY_FADE_WORDS = 2;

/** How much of its weight a word no passage has keeps in a message of `telling` words. */
const storyFade = (telling: number) =>
  Math.min(1, Math.max(0, (LONG_MESSAGE_WORDS - telling) / STORY_FADE_WORDS));

/**
 * A number, alone or with its unit ("22", "2h", "12m3", "2017") or in words ("three"), a unit
 * written apart from its number ("70 m2", "400 km"), or a day, a part of one or a month
 * ("mañana", "en agosto") says how much or when, not what is asked: when no passage has it, it
 * weighs nothing, where another word no passage has weighs most ("si je ramène le camion 2h en
 * retard ?" asks what returning late costs).
 */
const saysHowMuchOrWhen = (word: string) =>
  /^\p{N}/u.test(word) || unitWords.has(word) || numberWords.has(word) || whenWords.has(word);

/** A word of the lexicon with the question word's stem is nearly the word itself. */
const SAME_STEM_WEIGHT = 0.95;

/** What the search read: the question's words with their stems and weights, and the candidates. */
export type SearchReads = {
  groups: QuestionGroup[];
  language: string | null;
  /** How many sources the account's knowledge has: what weighs a key's words. */
  sources: number;
  candidates: IndexedText[];
  /** How sure the candidates close in meaning to the question are, 0 to 1. */
  meaning: ReadonlyMap<IndexedText, number>;
  /** What the question asks for by its way of asking ("how much": a price). */
  kinds: readonly AskedKind[];
  /** Whether it asks about selling or renting, a new or a used thing. */
  dealings: readonly Dealing[];
  /** The kinds of vehicle it names. */
  vehicles: readonly Vehicle[];
  /** The days of the week it names. */
  days: readonly Weekday[];
};

/** What a search reads besides the knowledge index. */
export type SearchWith = {
  /** The briefing and the answering agent's custom responses; the account's when not given. */
  inline?: InlineKnowledge;
  /** How the account reads by meaning, when it has an embeddings model. */
  meaning?: MeaningReader;
  /** The knowledge's revisions when the caller read them with its own reads; read here otherwise. */
  revisions?: KnowledgeRevisions;
};

/**
 * The account's knowledge that best matches `question`, best first, one match per source, at
 * most `limit`: the briefing, the custom responses, the Q&A pairs and the documents' passages,
 * each scored 0 to 1 alike (`rankMatches`), by their words and, with an embeddings model, by
 * meaning. Only this account's knowledge is ever searched.
 */
export async function findKnowledge(
  db: Database,
  accountId: AccountId,
  question: string,
  limit = 5,
  { inline, meaning, revisions: read }: SearchWith = {},
): Promise<KnowledgeMatch[]> {
  const words = questionWords(question);
  if (words.length === 0) return [];
  // The question's vector is a call to the model: it runs while the words are looked up.
  const questionVector = meaning?.question(question) ?? Promise.resolve(null);
  const revisions = read ?? (await knowledgeRevisions(db, accountId));
  const [index, known] = await Promise.all([
    accountKnowledgeIndex(db, accountId, revisions),
    inline ?? accountInlineKnowledge(db, accountId),
  ]);
  const [texts, byMeaning] = await Promise.all([
    inlineTexts(db, index, known),
    meaning ? meaningOf(db, accountId, index, revisions, meaning, questionVector) : undefined,
  ]);
  const reads = await searchReads(db, index, words, texts, byMeaning);
  return rankMatches(
    {
      ...reads,
      kinds: askedKinds(question),
      dealings: dealingsOf(question),
      vehicles: vehiclesOf(question),
      days: weekdaysOf(question),
    },
    limit,
  );
}

/**
 * The passages closest in meaning to the question, with how sure each is; none when the
 * model did not answer. Passages the model has not read yet are asked to be read.
 */
async function meaningOf(
  db: Database,
  accountId: AccountId,
  index: KnowledgeIndex,
  revisions: KnowledgeRevisions,
  meaning: MeaningReader,
  questionVector: Promise<Float32Array | null>,
): Promise<ReadonlyMap<number, number> | undefined> {
  const [vectors, question] = await Promise.all([
    accountPassageVectors(db, accountId, meaning.model, revisions),
    questionVector,
  ]);
  if (vectors.size < index.passages.length) meaning.readUnread();
  return question ? nearestByMeaning(index, vectors, question) : undefined;
}

/** Whether a word is a stop word in `config`: it has no stem there. */
const stopIn = (stems: StemsByConfig, config: string) => (stems.get(config) ?? []).length === 0;

type Scored = readonly [place: number, score: number];
/** Whether `a` ranks before `b`: a higher score, or the earlier place on a tie. */
const before = (a: Scored, b: Scored) => a[1] > b[1] || (a[1] === b[1] && a[0] < b[0]);

/** The places of the `take` highest scores, highest first. */
function firstBy(scores: ReadonlyMap<number, number>, take: number): number[] {
  const kept: Scored[] = [];
  for (const entry of scores) {
    if (kept.length === take && !before(entry, kept.at(-1)!)) continue;
    const at = kept.findIndex((other) => before(entry, other));
    kept.splice(at < 0 ? kept.length : at, 0, entry);
    if (kept.length > take) kept.pop();
  }
  return kept.map(([place]) => place);
}

const addTo = (scores: Map<number, number>, at: number, score: number) =>
  scores.set(at, (scores.get(at) ?? 0) + score);

/**
 * The question's words with their weights, and the candidates: the passages that have the
 * question's telling words or near spellings of them, and the inline knowledge.
 */
async function searchReads(
  db: Database,
  index: KnowledgeIndex,
  words: readonly QuestionWord[],
  inline: readonly IndexedText[],
  /** How sure each passage close in meaning is, by its place. */
  byMeaning: ReadonlyMap<number, number> | undefined,
): Promise<Omit<SearchReads, 'kinds' | 'dealings' | 'vehicles' | 'days'>> {
  const configs = [
    ...new Set([...index.configs, ...widgetLanguageConfigs, ...inline.map((item) => item.config)]),
  ];
  const { drafts, language } = await questionGroups(db, configs, words);
  // A word that is a stop word in any language customers write in ("do", "con", "die") says
  // nothing of what the question is about, whichever language the knowledge is in; but a word
  // in capitals is a name ("my NIE" is no German "nie"), which a business that never writes it
  // does not offer, unless the question's own language reads it as a stop word ("or NOT?").
  const tells = (draft: GroupDraft) => {
    const stems = draft.variants[0]!.stems;
    if (draft.capitals && language !== null) return !stopIn(stems, language);
    return !widgetLanguageConfigs.some((config) => stopIn(stems, config));
  };
  const telling = drafts.flatMap((draft) => {
    if (tells(draft)) return [draft];
    // A phrase of stop words ("have to be in") tells what it means, once, by its related words.
    const { partOf } = draft;
    if (!partOf) return [];
    const parts = drafts.filter((other) => other.partOf === partOf);
    if (parts[0] !== draft || parts.some(tells)) return [];
    return [{ ...draft, word: partOf, variants: draft.variants.slice(1) }];
  });
  const found = telling.map((draft) => {
    const hits = passagesWithAny(index, draft.variants);
    return hits.places.length > 0 ? hits : passagesWithKin(index, draft.variants);
  });
  const near = telling.map((draft, at) =>
    found[at]!.places.length > 0 ? [] : nearSpellings(index, draft.word),
  );
  const unknownWordShare = storyFade(telling.length);
  // How telling each word is: the fewer passages have it (or a related word), the more it
  // weighs (inverse document frequency); a word no passage has weighs most, so a question
  // about what the knowledge lacks stays uncovered, less so as a message grows into a story.
  const groups = telling.map((draft, at) => {
    const unknown = found[at]!.places.length === 0 && near[at]!.length === 0;
    return {
      word: draft.word,
      weight:
        (unknown ? (saysHowMuchOrWhen(draft.word) ? 0 : unknownWordShare) : 1) *
        Math.log(1 + (index.passages.length + 1) / (1 + found[at]!.places.length)),
      variants: draft.variants,
    };
  });
  // Words too common to tell passages apart would fill the candidates alone: they find
  // candidates only when the question has nothing rarer.
  const present = groups.flatMap((_, at) => (found[at]!.places.length > 0 ? [at] : []));
  const rare = present.filter((at) => found[at]!.places.length <= COMMON_WORD_PASSAGES);
  const byWords = new Map<number, number>();
  for (const at of rare.length ? rare : present) {
    const { weights, places } = found[at]!;
    for (const passage of places) addTo(byWords, passage, groups[at]!.weight * weights[passage]!);
  }
  const bySpelling = new Map<number, number>();
  groups.forEach((group, at) => {
    for (const spelling of near[at]!) {
      for (const passage of index.byWord.get(spelling.word) ?? []) {
        addTo(bySpelling, passage, group.weight * spelling.closeness * MISSPELLING_WEIGHT);
      }
    }
  });
  const places = new Set([
    ...firstBy(byWords, WORD_CANDIDATES),
    ...firstBy(bySpelling, NEAR_SPELLING_CANDIDATES),
    ...(byMeaning?.keys() ?? []),
  ]);
  const meaning = new Map(
    [...(byMeaning ?? [])].map(([place, sure]) => [index.passages[place]!, sure] as const),
  );
  return {
    groups,
    language,
    sources: index.sources,
    candidates: [...[...places].map((at) => index.passages[at]!), ...inline],
    meaning,
  };
}

type GroupDraft = Pick<QuestionWord, 'word' | 'capitals' | 'partOf'> & {
  grp: number;
  variants: WordVariant[];
};

/**
 * Each question word with its related words and the stems of all of them in `configs`, and the
 * question's language. The related words are the lexicon's for the word as written, and, in
 * the question's language, for the lexicon's words that share its stem ("limpiáis" and the
 * listed "limpiar").
 */
async function questionGroups(
  db: Database,
  configs: readonly string[],
  words: readonly QuestionWord[],
): Promise<{ drafts: GroupDraft[]; language: string | null }> {
  const [lexicon, stems] = await Promise.all([
    lexiconStems(db),
    wordStems(
      db,
      configs,
      words.flatMap((asked) => [asked.word, ...everyRelated(asked).map((r) => r.word)]),
    ),
  ]);
  const stemsOf = (word: string): StemsByConfig => stems.get(word) ?? new Map();
  const language = questionLanguage(words.map(({ word }) => stemsOf(word)));
  // A typing slip is read in the question's language, or in any when none is told.
  const slipsIn = ({ typo }: QuestionWord) =>
    typo &&
    (language === null || [...typo.languages].some((l) => widgetLanguageConfig[l] === language))
      ? typo.related
      : [];
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
  for (const [word, byConfig] of await wordStems(db, configs, more)) stems.set(word, byConfig);
  // The customer's own word is read for its kin in every language: the question's language is
  // told only by its stop words, and read in that language alone, one more Porto question was
  // answered from an unrelated source.
  const drafts = words.map((asked, grp) => ({
    grp,
    word: asked.word,
    capitals: asked.capitals,
    partOf: asked.partOf,
    variants: [
      { word: asked.word, weight: 1, stems: stemsOf(asked.word) },
      ...[...asked.related, ...slipsIn(asked), ...byStem[grp]!].map((variant) => ({
        weight: variant.weight,
        stems: stemsOf(variant.word),
        ...listedConfigs(variant.word),
        ...(variant.part ? { part: variant.part } : {}),
      })),
    ],
  }));
  return { drafts, language };
}

/** The configurations of the languages the lexicon lists `word` in, when it lists it. */
function listedConfigs(word: string): Pick<WordVariant, 'kinIn'> {
  const languages = listedLanguages(word);
  return languages
    ? { kinIn: new Set([...languages].map((code) => widgetLanguageConfig[code])) }
    : {};
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
