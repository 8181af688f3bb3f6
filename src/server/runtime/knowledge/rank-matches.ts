import { DEFAULT_ANSWER_THRESHOLD } from '@shared/knowledge.ts';
import type { KnowledgeMatch, SearchReads } from './find-knowledge.ts';
import type { IndexedText, KeyWords } from './knowledge-index.ts';
import { type AskedKind, isFiller } from './question-words.ts';
import { dealingsOf, dealsOtherwise } from './dealings.ts';
import { namesOtherVehicle } from './vehicles.ts';
import { namesOtherWeekday, weekdaysOf } from './weekdays.ts';
import { widgetLanguageOfConfig } from './text-search-config.ts';
import {
  coverage,
  type KeyWord,
  type QuestionGroup,
  reverseCoverage,
  type TextWords,
} from './match-score.ts';

/**
 * Knowledge in another language than the question's (told by its stop words: "do you", "con",
 * "est-ce") ranks at this much of its match: an answer in the customer's language comes first
 * when the business has both. Only a little less: a translation already covers less of a word
 * (0.8) than the word itself, and knowledge in one language must still answer questions in the
 * others. It orders the matches only: how sure the best one is stays its match, or every
 * question asked in another language than the knowledge's would be counted twice as unsure.
 */
const OTHER_LANGUAGE = 0.92;
/**
 * A Q&A (or a custom response) is scored half on its whole text and half on how alike its
 * question is to the customer's: the owner wrote the question for customers who ask it.
 */
const KEY_WEIGHT = 0.5;
/**
 * A passage without a question of its own (a document's, the briefing's) counts for less:
 * descriptions and price lists name many things, and would otherwise cover any question.
 */
const UNKEYED = 0.7;

const wordsOf = (stems: readonly string[], written: readonly string[]): TextWords => ({
  stems: new Set(stems),
  written,
});

/**
 * A key's telling words, each weighed by how few of the account's sources have it; worked out
 * once per Q&A and count of sources, as the index keeps its Q&As between searches and each
 * search scores dozens.
 */
const weighedKeys = new WeakMap<KeyWords, { sources: number; terms: KeyWord[] }>();

function keyTermsOf(key: KeyWords, sources: number): KeyWord[] {
  const known = weighedKeys.get(key);
  if (known?.sources === sources) return known.terms;
  const terms = key.terms
    .filter((term) => !isFiller(term.written))
    .map((term) => ({ ...term, weight: Math.log(1 + (sources + 1) / (1 + term.sources)) }));
  weighedKeys.set(key, { sources, terms });
  return terms;
}

/**
 * How sure a match is: the match itself, plus its lead over the best match from another source
 * (a clear winner is surer than one of two close ones; a lead counts for more the better the
 * match), scaled so that the default answer threshold falls where, on the tuning sets, more
 * answers turned wrong than right.
 */
const LEAD_WEIGHT = 1.5;
/** A lead adds at most this much: alone in a small knowledge base, a weak match stays weak. */
const LEAD_MAX = 0.2;
/**
 * The match (with its lead) the default threshold stands for: on the tuning sets, above it
 * more answers come from the right source than from a wrong one (or answer a question outside
 * the knowledge), below it fewer. Measured again when the scoring changes.
 */
const SURE_ENOUGH = 0.485;
const CONFIDENCE_SCALE = DEFAULT_ANSWER_THRESHOLD / SURE_ENOUGH;

/**
 * A Q&A whose question asks for another kind of thing than the customer's ("How long does an
 * oil change take?" for "How much is an oil change?"), or deals otherwise with it ("Do you rent
 * cars?" for "Do you sell used cars?"), counts for this much of its match: the two share their
 * topic's words, and the answer says the wrong thing about it.
 */
const OTHER_KIND = 0.75;
/**
 * A Q&A whose question names another vehicle than the customer's counts for this much of its
 * match: it says nothing of the one asked about. Lower than another kind of question: alone in
 * a small knowledge base ("What do I need to rent a car?" for "Do you rent vans?"), its lead
 * over nothing kept it sure at 0.75 and 0.6; at 0.5 no right answer of the tuning sets changed.
 */
const OTHER_VEHICLE = 0.5;
/**
 * A Q&A whose question names other days of the week than the customer's ("Are you open on
 * Saturdays?" for "Are you open on Sunday?") counts for this much of its match, as another
 * vehicle's: its answer tells the hours of another day.
 */
const OTHER_WEEKDAY = 0.5;

/**
 * A Q&A that sells nothing, in its question or its answer, counts for this much of its match
 * when the customer asks whether the business sells something ("Do you sell cleaning
 * products?" for "Do you bring your own cleaning products?"): the two share the thing's words,
 * and the answer says nothing of buying it. At OTHER_KIND, half the outside questions of the
 * tuning sets that asked it were still answered; at half, as another vehicle's, a knowledge of
 * six Q&As still answered it (0.44) once "bring" framed the Q&A's question as a filler. No
 * answer of the tuning sets changed from half to this.
 */
const SELLS_NOTHING = 0.4;

/** Whether a Q&A's question or answer speaks of selling. */
const speaksOfSelling = (row: IndexedText) =>
  dealingsOf(row.text).includes('sale') || dealingsOf(row.answer).includes('sale');

/**
 * A Q&A that asks when a place is open, for a customer who asks where it is, or the reverse,
 * counts for this much of its match: the two share the place's words ("Filiale",
 * "Hauptbahnhof"), and its answer says nothing of what is asked. As low as another vehicle's:
 * at OTHER_KIND a branch's opening hours still answered the way to it.
 */
const WHERE_FOR_WHEN = 0.5;

const asksOnly = (kinds: readonly AskedKind[], kind: AskedKind, not: AskedKind) =>
  kinds.includes(kind) && !kinds.includes(not);

/** Whether one way of asking asks where, and the other when it is open. */
const asksWhereForWhen = (asked: readonly AskedKind[], key: readonly AskedKind[]) =>
  (asksOnly(asked, 'location', 'hours') && asksOnly(key, 'hours', 'location')) ||
  (asksOnly(asked, 'hours', 'location') && asksOnly(key, 'location', 'hours'));

/**
 * Asking when the business is open, or what happens when it is closed: they count against a
 * place (WHERE_FOR_WHEN) and against each other (asksHoursForAfterHours) only.
 */
const openingKinds: ReadonlySet<AskedKind> = new Set(['hours', 'afterHours']);

/**
 * Whether the customer asks when the business is open, and a Q&A what happens when it is closed
 * ("Posso devolver o carro fora do horário?" for "qual é o horário?"): the two share the hours'
 * word, and its answer tells of a key box, not of the hours.
 */
const asksHoursForAfterHours = (asked: readonly AskedKind[], key: readonly AskedKind[]) =>
  asksOnly(asked, 'hours', 'afterHours') && key.includes('afterHours');

/**
 * Whether both ways of asking tell what they ask for, and never the same thing. The opening
 * hours are left to their own rules (openingKinds): a follow-up is searched with the question
 * before it, and "and the oil change price?" after "What time do you open?" asks a price.
 */
const asksOtherKind = (asked: readonly AskedKind[], key: readonly AskedKind[]) => {
  const told = asked.filter((kind) => !openingKinds.has(kind));
  const keyed = key.filter((kind) => !openingKinds.has(kind));
  return told.length > 0 && keyed.length > 0 && !keyed.some((kind) => told.includes(kind));
};

/**
 * The stems of the days of the week the customer names that a Q&A's answer names too, when the
 * Q&A asks when the business is open and its question has all the customer's other words: it
 * answers for each day its answer tells the hours of ("and on Sunday?", "r u open on sundays"),
 * as a Q&A that names the day would. Something else on a day ("a match on Saturday, at what
 * time?", a car for the weekend) is not the business's hours.
 */
function daysAnswered(groups: SearchReads['groups'], keyWords: TextWords, row: IndexedText) {
  const isDay = (group: QuestionGroup) => weekdaysOf(group.word).length > 0;
  const telling = (group: QuestionGroup) =>
    group.weight > 0 && (group.variants[0]?.stems.get(row.config) ?? []).length > 0;
  const days = groups.filter(isDay);
  const othersAsked = groups.filter((group) => !isDay(group) && telling(group));
  if (othersAsked.some((group) => coverage([group], keyWords, row.config) === 0)) return [];
  return days
    .flatMap((group) => group.variants.flatMap((variant) => variant.stems.get(row.config) ?? []))
    .filter((stem) => row.stems.includes(stem));
}

const withWords = (words: TextWords, stems: readonly string[]): TextWords =>
  stems.length === 0 ? words : { ...words, stems: new Set([...words.stems, ...stems]) };

/** A candidate with how well it matches the question, and where that ranks it (0 to 1 both). */
type ScoredCandidate = { row: IndexedText; match: number; relevance: number };

/** Whether a Q&A's question, or a passage without one, speaks of working for the business. */
const speaksOfWork = (row: IndexedText) =>
  (row.key?.dealings ?? dealingsOf(row.text)).includes('work');

/** How well one candidate matches the question by its words, 0 to 1, whatever its language. */
function matchOf(
  { kinds, dealings, vehicles, days, groups, language, sources }: SearchReads,
  row: IndexedText,
): number {
  const text = coverage(groups, wordsOf(row.stems, row.written), row.config);
  if (!row.key) return Math.min(1, UNKEYED * text);
  // Asked in the key's language, the customer's way of asking has the key's own words ("how
  // long"); asked in another (or one its stop words do not tell), it has words of its own that
  // only the kind's word relates.
  const keyWords =
    row.config === language
      ? wordsOf(row.key.stems, row.key.written)
      : wordsOf(
          [...row.key.stems, ...row.key.kindWords.stems],
          [...row.key.written, ...row.key.kindWords.written],
        );
  const keyTerms = keyTermsOf(row.key, sources);
  const keyCovers = row.key.kinds.includes('hours')
    ? withWords(keyWords, daysAnswered(groups, keyWords, row))
    : keyWords;
  // How alike the two questions are: the share of the customer's words the key has, and the
  // share of the key's words the customer used.
  const key =
    (coverage(groups, keyCovers, row.config) + reverseCoverage(groups, keyTerms, row.config)) / 2;
  const otherKind = namesOtherVehicle(vehicles, row.key.vehicles)
    ? OTHER_VEHICLE
    : namesOtherWeekday(days, row.key.days)
      ? OTHER_WEEKDAY
      : asksWhereForWhen(kinds, row.key.kinds)
        ? WHERE_FOR_WHEN
        : dealings.includes('sale') && !speaksOfSelling(row)
          ? SELLS_NOTHING
          : asksOtherKind(kinds, row.key.kinds) ||
              asksHoursForAfterHours(kinds, row.key.kinds) ||
              dealsOtherwise(dealings, row.key.dealings)
            ? OTHER_KIND
            : 1;
  return Math.min(1, ((1 - KEY_WEIGHT) * text + KEY_WEIGHT * key) * otherKind);
}

/** The candidates scored, best first, one per source, at most `limit`. */
export function rankMatches(reads: SearchReads, limit: number): KnowledgeMatch[] {
  const best = new Map<string, ScoredCandidate>();
  const asksForWork = reads.dealings.includes('work');
  for (const row of reads.candidates) {
    // Asked for a job, knowledge about anything else answers nothing, by its words or by its
    // meaning, however many words of the business the question shares ("I would like to work at
    // your airport desk").
    if (asksForWork && !speaksOfWork(row)) continue;
    // By words or by meaning, whichever is surer: a paraphrase shares no words with the
    // knowledge it means, and meaning alone blurs a question about one word's thing.
    const byWords = matchOf(reads, row);
    const byMeaning = reads.meaning.get(row) ?? 0;
    const inLanguage =
      reads.language === null || row.config === reads.language ? 1 : OTHER_LANGUAGE;
    const relevance = Math.max(byWords * inLanguage, byMeaning);
    if (relevance <= 0) continue;
    const source = `${row.kind}\u0000${row.sourceId ?? ''}\u0000${row.title}`;
    const kept = best.get(source);
    const match = Math.max(byWords, byMeaning);
    if (!kept || relevance > kept.relevance) best.set(source, { row, match, relevance });
  }
  const ranked = [...best.values()].sort(
    (a, b) =>
      b.relevance - a.relevance ||
      a.row.kind.localeCompare(b.row.kind) ||
      a.row.title.localeCompare(b.row.title),
  );
  return ranked.slice(0, limit).map(({ row, match, relevance }, index) => {
    const other = ranked[index === 0 ? 1 : 0]?.relevance ?? 0;
    const lead = (relevance - other) * Math.sqrt(relevance);
    const confidence = (match + Math.min(LEAD_WEIGHT * lead, LEAD_MAX)) * CONFIDENCE_SCALE;
    return {
      kind: row.kind,
      sourceId: row.sourceId,
      title: row.title,
      ...(row.address ? { address: row.address } : {}),
      excerpt: row.answer,
      answer: row.answer,
      score: Math.max(0, Math.min(1, confidence)),
      writtenIn: widgetLanguageOfConfig(row.config),
      askedIn: widgetLanguageOfConfig(reads.language),
    };
  });
}
