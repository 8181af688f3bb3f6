import { sql } from 'drizzle-orm';
import type { Database } from '@server/platform/db/open-database.ts';
import { rawRows } from '@server/platform/db/raw-rows.ts';
import type { WidgetLanguage } from '@shared/webchat.ts';
import { widgetLanguageConfig } from '../text-search-config.ts';
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
  const listed = termGroups.flatMap((group) =>
    (Object.entries(group) as [WidgetLanguage, readonly string[]][]).flatMap(([language, words]) =>
      words
        .filter((word) => !/\s|-/.test(word))
        .map((word) => ({ word, config: widgetLanguageConfig[language] })),
    ),
  );
  const rows = await rawRows<{ word: string; config: string; stems: string[] }>(
    db,
    sql`select distinct l.word, l.config,
      tsvector_to_array(to_tsvector(l.config::regconfig, l.word)) as stems
    from jsonb_to_recordset(${JSON.stringify(listed)}::jsonb) as l(word text, config text)`,
  );
  const byStem = new Map<string, string[]>();
  for (const { word, config, stems } of rows) {
    if (stems.length !== 1) continue;
    const key = stemKey(config, stems[0]!);
    byStem.set(key, [...(byStem.get(key) ?? []), word]);
  }
  return byStem;
}

/** The listed words that share the stem `stem` has in `config`. */
export const listedWithStem = (lexicon: LexiconStems, config: string, stem: string) =>
  lexicon.get(stemKey(config, stem)) ?? [];
