import type { KnowledgeSourceKind } from '@shared/conversations.ts';
import {
  DOUBLED_LETTER_CLOSENESS,
  kinReadIn,
  nearSpelling,
  stemKinship,
  type WordVariant,
} from './match-score.ts';
import { type Dealing, dealingsOf } from './dealings.ts';
import { type Vehicle, vehiclesOfQa } from './vehicles.ts';
import { type Weekday, weekdaysOf } from './weekdays.ts';
import {
  type AskedKind,
  askedKinds,
  askedWords,
  isFiller,
  locationWords,
} from './question-words.ts';
import { keyAlternatives } from './key-alternatives.ts';
import { joinSeparableVerbs } from './separable-verbs.ts';
import { type StemsByConfig, withoutAccents, writtenWords } from './word-stems.ts';

/**
 * One account's knowledge as the search reads it, kept in memory: each piece with its stems
 * and written words, and which pieces have each stem and each word. A search then costs no
 * statement for the knowledge however large it is, and one account's search never waits for
 * another's reads.
 */

/**
 * A word of a key (a Q&A's question): its stem (null for a stop word), the sources that have
 * it, and the set of alternatives it is one of ("panne" or "accident"), when it is.
 */
export type KeyTerm = { written: string; stem: string | null; sources: number; either?: number };

/** The words of a Q&A's question, or of a way of asking it, or of a custom response's scenario. */
export type KeyWords = {
  /** What it asks for by its way of asking ("how long": a duration). */
  kinds: readonly AskedKind[];
  /** Whether it asks about selling or renting, a new or a used thing. */
  dealings: readonly Dealing[];
  /** The kinds of vehicle it names. */
  vehicles: readonly Vehicle[];
  /** The days of the week it names. */
  days: readonly Weekday[];
  /**
   * The words of what it asks for ("how long…?": "duration"), which a customer asking in
   * another language names with words of their own ("¿cuánto tarda…?", "wie lange…?").
   */
  kindWords: { stems: readonly string[]; written: readonly string[] };
  stems: readonly string[];
  written: readonly string[];
  terms: readonly KeyTerm[];
};

/**
 * A piece of knowledge that may answer, with the words the search compares: its text's stems
 * (in its language's configuration) and written words, and for a Q&A or a custom response
 * those of its question.
 */
export type IndexedText = {
  kind: KnowledgeSourceKind;
  sourceId: string | null;
  title: string;
  /** The web page it was read from; absent for knowledge that is not a website's. */
  address?: string | null;
  /** What an answer built on it says: a Q&A's answer, a passage, a response. */
  answer: string;
  text: string;
  config: string;
  stems: readonly string[];
  written: readonly string[];
  key: KeyWords | null;
};

/** A stored passage as read, with the stems it was indexed with. */
export type PassageRead = {
  id: number;
  kind: KnowledgeSourceKind;
  sourceId: string;
  title: string;
  address: string | null;
  answer: string;
  text: string;
  /** A Q&A's question or way of asking that the passage stands for; null for a document's. */
  key: string | null;
  config: string;
  stems: string[];
};

export type KnowledgeIndex = {
  /** The text search configurations the knowledge is written in. */
  configs: readonly string[];
  passages: readonly IndexedText[];
  /** Each passage's id, by its place: what its embedding is stored under. */
  ids: Float64Array;
  sources: number;
  /** The passages (by their place in `passages`, ascending) that have each stem. */
  byStem: ReadonlyMap<string, readonly number[]>;
  /** The passages that have each written word. */
  byWord: ReadonlyMap<string, readonly number[]>;
  /** How many sources have each written word: what weighs a key's words. */
  wordSources: ReadonlyMap<string, number>;
  /** The vocabulary's words (four letters or more, not all digits) by their trigrams. */
  byTrigram: ReadonlyMap<string, readonly string[]>;
  /** How many trigrams each word of the vocabulary has. */
  trigramCounts: ReadonlyMap<string, number>;
};

/** Shorter words have too few trigrams to be told apart by them: they are not near spellings. */
const NEAR_SPELLING_MIN_LENGTH = 4;
/** Longer "words" are no misspelling of anything. */
const NEAR_SPELLING_MAX_LENGTH = 40;
/** A word is looked up among the words this trigram-similar to it (as pg_trgm measures). */
const NEAR_SPELLING_SIMILARITY = 0.3;
/** The knowledge's words taken as near spellings of one question word, closest first. */
const NEAR_SPELLINGS_PER_WORD = 3;

/** A word's trigrams as pg_trgm counts them: padded with two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const letters = [...`  ${word} `];
  const found = new Set<string>();
  for (let at = 0; at + 3 <= letters.length; at += 1) found.add(letters.slice(at, at + 3).join(''));
  return found;
}

const isVocabulary = (word: string) => {
  const length = [...word].length;
  return (
    length >= NEAR_SPELLING_MIN_LENGTH && length <= NEAR_SPELLING_MAX_LENGTH && /\p{L}/u.test(word)
  );
};

/** The stems a text's words have in `config`, each once. */
export function stemsIn(
  stems: ReadonlyMap<string, StemsByConfig>,
  words: readonly string[],
  config: string,
) {
  return [...new Set(words.flatMap((word) => stems.get(word)?.get(config) ?? []))];
}

/**
 * A key's words, with their stems in `config` and the sources of the index that have them; the
 * answer it is the key of tells the vehicles a key about any vehicle means.
 */
export function keyWords(
  key: string,
  answer: string,
  config: string,
  stems: ReadonlyMap<string, StemsByConfig>,
  wordSources: ReadonlyMap<string, number>,
): KeyWords {
  const written = saidWords(key);
  const asked = askedWords(key);
  const stemOf = (word: string) => stems.get(word)?.get(config)?.[0] ?? null;
  const alternatives = keyAlternatives(
    keyRead(key),
    config,
    (word) => stemOf(word) !== null && !isFiller(word),
  );
  return {
    kinds: askedKinds(key),
    dealings: dealingsOf(key),
    vehicles: vehiclesOfQa(key, answer),
    days: weekdaysOf(key),
    stems: stemsIn(stems, written, config),
    written,
    kindWords: { stems: stemsIn(stems, asked, config), written: asked },
    terms: written.map((word) => ({
      written: word,
      stem: stemOf(word),
      sources: wordSources.get(word) ?? 0,
      either: alternatives.get(word),
    })),
  };
}

const push = (map: Map<string, number[]>, key: string, value: number) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/**
 * A key as its words are read: a German verb split from its particle whole ("Holen Sie mein
 * Fahrrad ab?" as "abholen"), as a customer's question is.
 */
const keyRead = (key: string) => joinSeparableVerbs(key.normalize('NFKC').toLowerCase());

/** A key's words as read, and the location it asks for ("¿dónde estáis?"). */
const saidWords = (key: string) => [
  ...new Set([...writtenWords(keyRead(key)), ...locationWords(key)]),
];

/** A key's words to stem: those said, and those of the kind of thing it asks for. */
export const keyTextWords = (key: string) => [...new Set([...saidWords(key), ...askedWords(key)])];

/** The words of the passages' keys, which the index needs stemmed before it is built. */
export const keysOf = (rows: readonly PassageRead[]) =>
  rows.flatMap((row) => (row.key ? keyTextWords(row.key) : []));

/** The index of these passages; `stems` has every word of their keys (`keysOf`). */
export function buildKnowledgeIndex(
  rows: readonly PassageRead[],
  stems: ReadonlyMap<string, StemsByConfig>,
): KnowledgeIndex {
  const byStem = new Map<string, number[]>();
  const byWord = new Map<string, number[]>();
  const sourcesOfWord = new Map<string, Set<string>>();
  // Each word and stem kept once, however many passages have it: most of an index's memory.
  const interned = new Map<string, string>();
  const intern = (word: string) => interned.get(word) ?? (interned.set(word, word), word);
  const passageStems = rows.map((row) => [...new Set(row.stems.map(withoutAccents))].map(intern));
  const written = rows.map((row, at) => {
    const words = writtenWords(row.text).map(intern);
    for (const stem of passageStems[at]!) push(byStem, stem, at);
    for (const word of words) {
      push(byWord, word, at);
      const sources = sourcesOfWord.get(word) ?? new Set();
      sourcesOfWord.set(word, sources.add(row.sourceId));
    }
    return words;
  });
  const wordSources = new Map([...sourcesOfWord].map(([word, ids]) => [word, ids.size]));
  const byTrigram = new Map<string, string[]>();
  const trigramCounts = new Map<string, number>();
  for (const word of byWord.keys()) {
    if (!isVocabulary(word)) continue;
    const own = trigrams(word);
    trigramCounts.set(word, own.size);
    for (const trigram of own) {
      const words = byTrigram.get(trigram);
      if (words) words.push(word);
      else byTrigram.set(trigram, [word]);
    }
  }
  const passages = rows.map((row, at) => ({
    kind: row.kind,
    sourceId: row.sourceId,
    title: row.title,
    address: row.address,
    answer: row.answer,
    text: row.text,
    config: row.config,
    stems: passageStems[at]!,
    written: written[at]!,
    key: row.key === null ? null : keyWords(row.key, row.answer, row.config, stems, wordSources),
  }));
  return {
    configs: [...new Set(rows.map((row) => row.config))],
    ids: Float64Array.from(rows, (row) => row.id),
    passages,
    sources: new Set(rows.map((row) => row.sourceId)).size,
    byStem,
    byWord,
    wordSources,
    byTrigram,
    trigramCounts,
  };
}

/** The passages of the shortest list that are also in every other (each sorted). */
function intersect(lists: readonly (readonly number[])[]): readonly number[] {
  if (lists.length === 1) return lists[0]!;
  const [shortest, ...others] = [...lists].sort((a, b) => a.length - b.length);
  return shortest!.filter((at) => others.every((list) => hasSorted(list, at)));
}

function hasSorted(list: readonly number[], value: number) {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (list[middle] === value) return true;
    if (list[middle]! < value) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** The passages that have a word: the best weight of each (by place), and the places with one. */
export type WordHits = { weights: Float32Array; places: number[] };

/**
 * The passages that have a question word or a related word (all of its stems, in a language of
 * the knowledge), each with the weight of the best such variant.
 */
export function passagesWithAny(index: KnowledgeIndex, variants: readonly WordVariant[]): WordHits {
  const weights = new Float32Array(index.passages.length);
  const places: number[] = [];
  for (const variant of variants) {
    for (const config of index.configs) {
      const stems = variant.stems.get(config) ?? [];
      if (stems.length === 0) continue;
      for (const at of intersect(stems.map((stem) => index.byStem.get(stem) ?? []))) {
        if (weights[at] === 0) places.push(at);
        if (variant.weight > weights[at]!) weights[at] = variant.weight;
      }
    }
  }
  return { weights, places };
}

/**
 * The passages with a kin of a question word's stem (or a related word's): one it extends by a
 * short ending or that extends it, or, in German, a compound it is a part of or a part of it;
 * what a word the knowledge does not have as written may still find ("Finanzierung" for
 * "finanzieren", "Reifeneinlagerung" for "Reifen"). Each passage at the best such weight.
 */
export function passagesWithKin(index: KnowledgeIndex, variants: readonly WordVariant[]): WordHits {
  const weights = new Float32Array(index.passages.length);
  const places: number[] = [];
  const asked = index.configs.flatMap((config) =>
    variants.flatMap((variant) => {
      const stems = kinReadIn(variant, config) ? (variant.stems.get(config) ?? []) : [];
      return stems.length === 1 ? [{ config, stem: stems[0]!, weight: variant.weight }] : [];
    }),
  );
  if (asked.length === 0) return { weights, places };
  for (const [stem, passages] of index.byStem) {
    let weight = 0;
    for (const one of asked)
      weight = Math.max(weight, one.weight * stemKinship(one.stem, stem, one.config));
    if (weight === 0) continue;
    for (const at of passages) {
      if (weights[at] === 0) places.push(at);
      weights[at] = Math.max(weights[at]!, weight);
    }
  }
  return { weights, places: places.sort((a, b) => a - b) };
}

/**
 * `word` with one of its letters typed twice, or with a doubled letter typed once. Not a digit:
 * "22" is no "2" misspelt.
 */
function doubledForms(word: string): string[] {
  const letters = [...word];
  const forms = new Set<string>();
  letters.forEach((letter, at) => {
    if (!/\p{L}/u.test(letter)) return;
    const before = letters.slice(0, at).join('');
    const after = letters.slice(at + 1).join('');
    forms.add(before + letter + letter + after);
    if (letters[at + 1] === letter) forms.add(before + after);
  });
  forms.delete(word);
  return [...forms];
}

/**
 * The knowledge's words that may be `word` misspelt ("opening" for "opning"): trigram-similar
 * to it, then close enough by typing mistakes; closest first, with their closeness.
 */
export function nearSpellings(
  index: KnowledgeIndex,
  word: string,
): { word: string; similarity: number; closeness: number }[] {
  // A letter typed once where it is doubled ("bok") is found in words too short for trigrams.
  const near = doubledForms(word)
    .filter((other) => index.byWord.has(other))
    .map((other) => ({ word: other, similarity: 1, closeness: DOUBLED_LETTER_CLOSENESS }));
  if (!isVocabulary(word)) return near;
  const own = trigrams(word);
  const shared = new Map<string, number>();
  for (const trigram of own) {
    for (const other of index.byTrigram.get(trigram) ?? []) {
      shared.set(other, (shared.get(other) ?? 0) + 1);
    }
  }
  for (const [other, common] of shared) {
    if (near.some((found) => found.word === other)) continue;
    const similarity = common / (own.size + index.trigramCounts.get(other)! - common);
    if (similarity < NEAR_SPELLING_SIMILARITY) continue;
    const close = nearSpelling(word, other);
    if (close > 0) near.push({ word: other, similarity, closeness: close });
  }
  return near
    .sort((a, b) => b.similarity - a.similarity || a.word.localeCompare(b.word))
    .slice(0, NEAR_SPELLINGS_PER_WORD);
}
