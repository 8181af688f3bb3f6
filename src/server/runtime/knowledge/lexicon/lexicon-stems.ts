import type { Database } from '@server/platform/db/open-database.ts';
import { widgetLanguages } from '@shared/webchat.ts';
import { widgetLanguageConfig } from '../text-search-config.ts';
import { wordStems } from '../word-stems.ts';
import { termGroups } from './term-groups.ts';

/** The lexicon's single words by the stem each has in its own language, keyed by `stemKey`. */
export type LexiconStems = ReadonlyMap<string, readonly string[]>;

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
  const byStem = new Map<string, string[]>();
  for (const language of widgetLanguages) {
    const config = widgetLanguageConfig[language];
    const listed = termGroups.flatMap((group) =>
      group[language].filter((word) => !/\s|-/.test(word)),
    );
    for (const [word, stems] of await wordStems(db, [config], listed)) {
      const [stem, ...more] = stems.get(config) ?? [];
      if (!stem || more.length > 0) continue;
      const key = stemKey(config, stem);
      byStem.set(key, [...(byStem.get(key) ?? []), word]);
    }
  }
  return byStem;
}

/** The listed words that share the stem `stem` has in `config`. */
export const listedWithStem = (lexicon: LexiconStems, config: string, stem: string) =>
  lexicon.get(stemKey(config, stem)) ?? [];
