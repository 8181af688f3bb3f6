import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '@server/platform/db/open-database.ts';
import { rawRows } from '@server/platform/db/raw-rows.ts';

/**
 * A stem as the search compares it: without accents, as customers often type ("sao bento",
 * "automaticos", "reduccion"), whatever the stemmer kept. Stop words are told before this,
 * by the stemmer, on the word as written.
 */
export const withoutAccents = (stem: string) => stem.normalize('NFKD').replace(/\p{M}/gu, '');

/** A word's stems in each text search configuration: none where it is a stop word. */
export type StemsByConfig = ReadonlyMap<string, readonly string[]>;

/**
 * Words stemmed in one configuration, kept by the process: a stemmer gives a word the same
 * stems every time, and customers' words repeat, so most questions need no statement at all.
 * About 100 bytes an entry.
 */
const known = new LRUCache<string, readonly string[]>({ max: 200_000 });
const keyOf = (config: string, word: string) => `${config}\u0000${word}`;

/**
 * The stems of each of `words` in each of `configs`, by the database's own stemmers (the ones
 * the knowledge is indexed with); one statement for the words the process has not seen.
 */
export async function wordStems(
  db: Database,
  configs: readonly string[],
  words: Iterable<string>,
): Promise<Map<string, StemsByConfig>> {
  const unique = [...new Set(words)];
  const unknown = unique.filter((word) => configs.some((c) => !known.has(keyOf(c, word))));
  if (configs.length > 0 && unknown.length > 0) {
    const rows = await rawRows<{ word: string; config: string; stems: string[] }>(
      db,
      sql`select w.word, config.c as config,
        tsvector_to_array(to_tsvector(config.c::regconfig, w.word)) as stems
      from jsonb_array_elements_text(${JSON.stringify(unknown)}::jsonb) as w(word),
        jsonb_array_elements_text(${JSON.stringify(configs)}::jsonb) as config(c)`,
    );
    for (const row of rows) known.set(keyOf(row.config, row.word), row.stems.map(withoutAccents));
  }
  const stems = new Map<string, StemsByConfig>();
  for (const word of unique) {
    const byConfig = new Map<string, readonly string[]>();
    for (const config of configs) byConfig.set(config, known.get(keyOf(config, word)) ?? []);
    stems.set(word, byConfig);
  }
  return stems;
}

/** What separates words: anything but letters and digits, in any script. */
export const wordSeparators = /[^\p{L}\p{N}]+/u;

/** A text's words as written, lower case, each once: what near spellings are compared with. */
export const writtenWords = (text: string): string[] => [
  ...new Set(text.normalize('NFKC').toLowerCase().split(wordSeparators).filter(Boolean)),
];
