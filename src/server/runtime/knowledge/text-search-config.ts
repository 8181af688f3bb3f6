import { type SQL, sql } from 'drizzle-orm';
import type { Language } from '@shared/briefing.ts';
import { type WidgetLanguage, widgetLanguages } from '@shared/webchat.ts';

/**
 * The PostgreSQL text search configuration of each briefing language: its stemmer and stop
 * words. PostgreSQL (and PGlite) has none for Chinese, Japanese or Korean; `simple` indexes
 * their words as written.
 */
export const textSearchConfigs: Record<Language, string> = {
  English: 'english',
  Spanish: 'spanish',
  Portuguese: 'portuguese',
  French: 'french',
  German: 'german',
  Italian: 'italian',
  Chinese: 'simple',
  Japanese: 'simple',
  Korean: 'simple',
  Arabic: 'arabic',
};

/** The configuration of a language column, in SQL (for rows whose language is stored). */
export const languageConfig = (column: SQL) =>
  sql`(case ${column} ${sql.join(
    Object.entries(textSearchConfigs).map(
      ([language, config]) => sql`when ${language} then ${config}`,
    ),
    sql` `,
  )} else 'simple' end)`;

/**
 * The configuration of each language the chat widget speaks, which the lexicon lists its words
 * in: a word that is a stop word in any of them ("con", "do", "die") says nothing about a
 * question's topic, whichever language the question and the knowledge are in.
 */
export const widgetLanguageConfig: Readonly<Record<WidgetLanguage, string>> = {
  en: textSearchConfigs.English,
  es: textSearchConfigs.Spanish,
  pt: textSearchConfigs.Portuguese,
  fr: textSearchConfigs.French,
  de: textSearchConfigs.German,
};
export const widgetLanguageConfigs = Object.values(widgetLanguageConfig);

/** The widget language whose configuration `config` is, if it is one. */
export const widgetLanguageOfConfig = (config: string | null): WidgetLanguage | null =>
  widgetLanguages.find((code) => widgetLanguageConfig[code] === config) ?? null;
