import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '@server/platform/db/open-database.ts';
import { rawRows } from '@server/platform/db/raw-rows.ts';
import { unaccentedStopWords } from './unaccented-stop-words.ts';

/**
 * A stem as the search compares it: without accents, as customers often type ("sao bento",
 * "automaticos", "reduccion"), whatever the stemmer kept. Stop words are told before this,
 * by the stemmer, on the word as written.
 */
export const withoutAccents = (stem: string) => stem.normalize('NFKD').replace(/\p{M}/gu, '');

/**
 * A word's stems in each text search configuration: none where it is a stop word, as written
 * or without its accents ("teneis").
 */
export type StemsByConfig = ReadonlyMap<string, readonly string[]>;

/**
 * Each word's stems in the configurations it was stemmed in, kept by the process: a stemmer
 * gives a word the same stems every time, and customers' words repeat (their related words are
 * the lexicon's), so most questions need no statement at all. Kept by word, each with its
 * configurations: a search looks up several hundred words (a question's, and their related
 * words) in each of six configurations, and one lookup a word is what keeps that cheap.
 * About 900 bytes a word.
 */
const known = new LRUCache<string, Map<string, readonly string[]>>({ max: 25_000 });

/**
 * The stems of each of `words` in each of `configs`, by the database's own stemmers (the ones
 * the knowledge is indexed with); one statement for the words the process has not seen.
 */
export async function wordStems(
  db: Database,
  configs: readonly string[],
  words: Iterable<string>,
): Promise<Map<string, StemsByConfig>> {
  const stems = new Map<string, Map<string, readonly string[]>>();
  const unknown: string[] = [];
  for (const word of words) {
    if (stems.has(word)) continue;
    let byConfig = known.get(word);
    if (!byConfig) known.set(word, (byConfig = new Map()));
    stems.set(word, byConfig);
    if (configs.some((config) => !byConfig.has(config))) unknown.push(word);
  }
  if (configs.length > 0 && unknown.length > 0) {
    const rows = await rawRows<{ word: string; config: string; stems: string[] }>(
      db,
      sql`select w.word, config.c as config,
        tsvector_to_array(to_tsvector(config.c::regconfig, w.word)) as stems
      from jsonb_array_elements_text(${JSON.stringify(unknown)}::jsonb) as w(word),
        jsonb_array_elements_text(${JSON.stringify(configs)}::jsonb) as config(c)`,
    );
    for (const row of rows) {
      const stop = unaccentedStopWords[row.config]?.has(row.word) ?? false;
      stems.get(row.word)!.set(row.config, stop ? [] : row.stems.map(withoutAccents));
    }
  }
  return stems;
}

/** What separates words: anything but letters and digits, in any script. */
export const wordSeparators = /[^\p{L}\p{N}]+/u;

/** A text's words as written, lower case, each once: what near spellings are compared with. */
export const writtenWords = (text: string): string[] => [
  ...new Set(text.normalize('NFKC').toLowerCase().split(wordSeparators).filter(Boolean)),
];
