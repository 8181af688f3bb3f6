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
 * The configurations of the languages the chat widget speaks: a word that is a stop word in
 * any of them ("con", "do", "die") says nothing about a question's topic, whichever language
 * the question and the knowledge are in.
 */
export const widgetLanguageConfigs = (
  ['English', 'Spanish', 'Portuguese', 'French', 'German'] as const
).map((language) => textSearchConfigs[language]);

/** The widget language whose configuration `config` is, if it is one. */
export const widgetLanguageOfConfig = (config: string | null): WidgetLanguage | null =>
  config === null
    ? null
    : (widgetLanguages.find((code) => textSearchConfigs[briefingLanguageOf[code]] === config) ??
      null);

const briefingLanguageOf: Record<WidgetLanguage, Language> = {
  en: 'English',
  es: 'Spanish',
  pt: 'Portuguese',
  fr: 'French',
  de: 'German',
};
