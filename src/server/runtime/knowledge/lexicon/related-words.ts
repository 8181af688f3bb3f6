import type { WidgetLanguage } from '@shared/webchat.ts';
import type { TermGroup } from './related-terms.ts';
import {
  type CompoundPart,
  COMPOUND_HEAD_WEIGHT,
  COMPOUND_TAIL_WEIGHT,
  isVowel,
  MISSPELLING_MIN_LENGTH,
  nearSpelling,
  oneEditApart,
  swapped,
} from '../match-score.ts';
import { withoutAccents } from '../word-stems.ts';
import { termGroups } from './term-groups.ts';

/** Lower case without accents: customers often leave them out ("telefono", "dormitorios"). */
export const folded = (word: string) => withoutAccents(word.toLowerCase());

/**
 * How much of a question word a related word covers: a word of the same language names the
 * same thing a little more surely than a translation, and knowledge in the customer's own
 * language should come first when the business has both. Not much more: an owner who wrote a
 * Q&A in Spanish answers the English question as well, and at 0.7 a Spanish Q&A lost to
 * English passages that named the question's words in passing (Madrid 37 of 50 at 0.7, 41 at
 * 0.8).
 */
export const SAME_LANGUAGE_WEIGHT = 0.85;
export const OTHER_LANGUAGE_WEIGHT = 0.8;

export type RelatedWord = {
  word: string;
  weight: number;
  /** Which part of the customer's compound word it is, when it is one (see WordVariant). */
  part?: CompoundPart;
};

/** A word of a group as written, folded (`key`), and the languages it is listed in. */
type Listed = { word: string; key: string; languages: ReadonlySet<WidgetLanguage> };

/** A group's words, each with the languages it is listed in. */
function listedWords(group: TermGroup): Listed[] {
  const languages = new Map<string, Set<WidgetLanguage>>();
  for (const [language, words] of Object.entries(group) as [WidgetLanguage, readonly string[]][]) {
    for (const word of words) languages.set(word, (languages.get(word) ?? new Set()).add(language));
  }
  return [...languages].map(([word, of]) => ({ word, key: folded(word), languages: of }));
}

/** Each listed word (folded) and the groups it is in. */
const groupsOf = new Map<string, Listed[][]>();
/** Each listed word (folded) and the languages it is listed in, in any group. */
const languagesOf = new Map<string, Set<WidgetLanguage>>();
for (const group of termGroups.map(listedWords)) {
  for (const { key, languages } of group) {
    groupsOf.set(key, [...(groupsOf.get(key) ?? []), group]);
    const listedIn = languagesOf.get(key) ?? new Set();
    for (const language of languages) listedIn.add(language);
    languagesOf.set(key, listedIn);
  }
}

const sharesLanguage = (a: Listed, b: Listed) => [...a.languages].some((l) => b.languages.has(l));

/**
 * The forms a word may be listed in: as written, without a plural's "s" or "es" ("perros" is
 * "perro"), and a German verb's "-t" as the infinitive ("liefert" is "liefern", "kauft" is
 * "kaufen"), which the German stemmer leaves apart.
 */
const writtenForms = (word: string) => [
  word,
  word.replace(/s$/, ''),
  word.replace(/es$/, ''),
  word.replace(/t$/, 'n'),
  word.replace(/t$/, 'en'),
];

/** The form of `word` the lexicon lists it in, if it lists it in any. */
const listedForm = (word: string) =>
  writtenForms(folded(word)).find((candidate) => groupsOf.has(candidate));

/**
 * The groups that list `word` (found under `key`): those that list it as written when any does,
 * or else all that list it without its accents. Folded, two words of different languages are
 * one: German "fahren" (to drive) and "fähren" (ferries), Portuguese "livre" (free) and French
 * "livré" (delivered); a customer who types a word of either, accents and all, means that one.
 */
function groupsListing(word: string, key: string): Listed[][] {
  const groups = groupsOf.get(key)!;
  const forms = new Set(writtenForms(word.toLowerCase()));
  const asWritten = groups.filter((group) => group.some((listed) => forms.has(listed.word)));
  return asWritten.length > 0 ? asWritten : groups;
}

/**
 * A question word's related words in the widget's languages, itself left out, found as listed
 * or in another of its written forms.
 */
export function relatedWords(word: string): RelatedWord[] {
  const key = listedForm(word);
  if (key === undefined) return [];
  const own = folded(word);
  const weights = new Map<string, number>();
  for (const group of groupsListing(word, key)) {
    const asked = group.find((listed) => listed.key === key)!;
    for (const listed of group) {
      if (listed.key === own || listed === asked) continue;
      const weight = sharesLanguage(asked, listed) ? SAME_LANGUAGE_WEIGHT : OTHER_LANGUAGE_WEIGHT;
      weights.set(listed.word, Math.max(weight, weights.get(listed.word) ?? 0));
    }
  }
  return [...weights].map(([related, weight]) => ({ word: related, weight }));
}

/** A listed word's first letter and length, which a misspelling seldom changes by more than one. */
const spellingKey = (word: string, length: number) => `${word[0]}\u0000${length}`;
/** The lexicon's single words, folded, by their first letter and length. */
const listedByShape = new Map<string, string[]>();
for (const word of groupsOf.keys()) {
  if (/[^\p{L}]/u.test(word)) continue;
  const key = spellingKey(word, [...word].length);
  listedByShape.set(key, [...(listedByShape.get(key) ?? []), word]);
}

/**
 * The lexicon's word that `word`, listed nowhere, is most likely a misspelling of ("warrenty"
 * for "warranty", "electirc" for "electric"), with how close it is: a customer's typo then finds
 * what the word itself would, in any language, a little less surely. Only words of
 * MISSPELLING_MIN_LENGTH letters or more: shorter ones are too easily another word.
 */
export function listedSpelling(word: string): RelatedWord | undefined {
  const asked = folded(word);
  const length = [...asked].length;
  if (length < MISSPELLING_MIN_LENGTH || listedForm(asked) || /[^\p{L}]/u.test(asked)) return;
  let best: RelatedWord | undefined;
  for (let other = length - 1; other <= length + 1; other += 1) {
    for (const listed of listedByShape.get(spellingKey(asked, other)) ?? []) {
      if (!typedFor(asked, listed)) continue;
      const closeness = nearSpelling(asked, listed);
      if (closeness > (best?.weight ?? 0)) best = { word: listed, weight: closeness };
    }
  }
  return best;
}

/**
 * Whether `typed` is `listed` with one slip of the kind typing makes: a letter left out or
 * added, two letters swapped, or one vowel for another ("warrenty", "saterday"). Another
 * consonant is as often another word ("chance" is no "change", "leave" no "lease").
 */
function typedFor(typed: string, listed: string) {
  if (typed.length !== listed.length) return oneEditApart(typed, listed) === 1;
  if (swapped(typed, listed)) return true;
  let differing = 0;
  let at = 0;
  for (const letter of typed) {
    const other = listed[at];
    at += 1;
    if (letter === other) continue;
    differing += 1;
    if (differing > 1 || !isVowel(letter) || !isVowel(other)) return false;
  }
  return differing === 1;
}

/**
 * How a phrase and a question are compared: folded, with hyphens and apostrophes as spaces
 * ("one-way" as "one way", "salle d’attente" as "salle d'attente").
 */
const phraseForm = (text: string) =>
  folded(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The lexicon's phrases of two words or more, folded, by their first word. */
const phrasesByFirstWord = new Map<string, { word: string; form: string }[]>();
for (const word of groupsOf.keys()) {
  const form = phraseForm(word);
  if (!form.includes(' ')) continue;
  const first = form.split(' ')[0]!;
  phrasesByFirstWord.set(first, [...(phrasesByFirstWord.get(first) ?? []), { word, form }]);
}

/**
 * The lexicon's phrases a question has ("one way", "full cover", "car seat"): each names one
 * thing its words alone do not, and some of their words ask without naming a topic ("one").
 * Spellings of one phrase ("one-way", "one way") are the phrase once: each would otherwise
 * count as a word of the question of its own.
 */
export function lexiconPhrases(question: string): string[] {
  const read = ` ${phraseForm(question)} `;
  // Each phrase once, spelled with spaces where the lexicon lists it so.
  const found = new Map<string, string>();
  for (const first of new Set(read.trim().split(' '))) {
    for (const { word, form } of phrasesByFirstWord.get(first) ?? []) {
      if (!read.includes(` ${form} `)) continue;
      if (!found.has(form) || folded(word) === form) found.set(form, word);
    }
  }
  return [...found.values()];
}

/** The languages the lexicon lists `word` in (as written), when it lists it. */
export const listedLanguages = (word: string): ReadonlySet<WidgetLanguage> | undefined =>
  languagesOf.get(folded(word));

/** The shortest part of a German compound the lexicon is asked for ("Rad" is also a wheel). */
const COMPOUND_PART_MIN = 4;
/** The joints German puts between a compound's parts ("Arbeitsvertrag", "Wochenende"). */
const compoundJoints = ['', 's', 'es', 'n', 'en', 'e', 'er'];

const listedInGerman = (word: string) => {
  const key = listedForm(word);
  return key !== undefined && languagesOf.get(key)!.has('de') ? key : undefined;
};

/**
 * A German compound the lexicon does not list, read as the listed German words it is made of
 * ("Werkstatttermin": a "Werkstatt" and a "Termin"), with their related words in every
 * language: what its tail is, for COMPOUND_TAIL_WEIGHT of it, and its head, which only says
 * which kind, for COMPOUND_HEAD_WEIGHT, as the search weighs a compound's parts in German
 * knowledge. Knowledge in another language names them apart ("a workshop appointment"). The
 * longest tail the lexicon lists, and the parts only when both are listed.
 */
export function compoundPartWords(word: string): RelatedWord[] {
  const asked = folded(word);
  if (listedForm(asked) || /[^\p{L}]/u.test(asked)) return [];
  for (let at = COMPOUND_PART_MIN; at <= asked.length - COMPOUND_PART_MIN; at += 1) {
    const tail = listedInGerman(asked.slice(at));
    if (!tail) continue;
    const front = asked.slice(0, at);
    const head = compoundJoints
      .filter((joint) => front.endsWith(joint) && front.length - joint.length >= COMPOUND_PART_MIN)
      .map((joint) => listedInGerman(front.slice(0, front.length - joint.length)))
      .find((listed) => listed !== undefined);
    if (!head) continue;
    return [
      ...partWords(tail, 'tail', COMPOUND_TAIL_WEIGHT),
      ...partWords(head, 'head', COMPOUND_HEAD_WEIGHT),
    ];
  }
  return [];
}

const partWords = (word: string, part: CompoundPart, weight: number): RelatedWord[] => [
  { word, weight, part },
  ...relatedWords(word).map((near) => ({ ...near, weight: near.weight * weight, part })),
];
