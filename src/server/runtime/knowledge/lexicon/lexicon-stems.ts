import { sql } from 'drizzle-orm';
import type { Database } from '@server/platform/db/open-database.ts';
import { rawRows } from '@server/platform/db/raw-rows.ts';
import { textSearchConfigs } from '../text-search-config.ts';
import type { LanguageCode } from './related-terms.ts';
import { termGroups } from './term-groups.ts';

/** The text search configuration of each language the lexicon lists words in. */
const lexiconConfigs: Record<LanguageCode, string> = {
  en: textSearchConfigs.English,
  es: textSearchConfigs.Spanish,
  pt: textSearchConfigs.Portuguese,
  fr: textSearchConfigs.French,
  de: textSearchConfigs.German,
};

/** The lexicon's words, each with the stem it has in its own language (single words only). */
export type LexiconStems = {
  /** The listed words whose stem in `config` is `stem`, by `${config} ${stem}`. */
  byStem: ReadonlyMap<string, readonly string[]>;
};

const stemKey = (config: string, stem: string) => `${config} ${stem}`;

let stemmed: Promise<LexiconStems> | undefined;

/**
 * The lexicon's words by their stems, read once per process from the database's own stemmers
 * (the ones the knowledge is indexed with): a question's "limpiáis" or "Kindersitze" finds the
 * listed "limpiar" or "Kindersitz" by the stem they share.
 */
export function lexiconStems(db: Database): Promise<LexiconStems> {
  stemmed ??= readLexiconStems(db).catch((error: unknown) => {
    stemmed = undefined;
    throw error;
  });
  return stemmed;
}

async function readLexiconStems(db: Database): Promise<LexiconStems> {
  const listed = new Map<string, { word: string; config: string }>();
  for (const group of termGroups) {
    for (const [language, words] of Object.entries(group) as [LanguageCode, readonly string[]][]) {
      for (const word of words) {
        if (/\s|-/.test(word)) continue;
        const config = lexiconConfigs[language];
        listed.set(stemKey(config, word), { word, config });
      }
    }
  }
  const rows = await rawRows<{ word: string; config: string; stems: string[] }>(
    db,
    sql`select l.word, l.config, tsvector_to_array(to_tsvector(l.config::regconfig, l.word)) as stems
    from jsonb_to_recordset(${JSON.stringify([...listed.values()])}::jsonb) as l(word text, config text)`,
  );
  const byStem = new Map<string, string[]>();
  for (const { word, config, stems } of rows) {
    if (stems.length !== 1) continue;
    const key = stemKey(config, stems[0]!);
    byStem.set(key, [...(byStem.get(key) ?? []), word]);
  }
  return { byStem };
}

/** The listed words that share the stem `stem` has in `config`. */
export const listedWithStem = (lexicon: LexiconStems, config: string, stem: string) =>
  lexicon.byStem.get(stemKey(config, stem)) ?? [];
