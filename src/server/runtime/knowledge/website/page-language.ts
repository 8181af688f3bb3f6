import type { Language } from '@shared/briefing.ts';
import { languageOfCell } from '@shared/qa-import.ts';
import { languageOfMessage } from '@server/core/conversations/message-language.ts';

/** Enough of a page's words to tell its language; reading more would tell no more. */
const WORDS_SAMPLE = 5_000;

/**
 * A page's language: the one its HTML declares (`<html lang="pt-BR">`), read as a language cell
 * of a Q&A file is; else the one its words are in, told as a customer's message is. Null when
 * neither tells: the page then takes the language a document without one takes.
 */
export function pageLanguage(declared: string | null, text: string): Language | null {
  const named = declared ? languageOfCell(declared) : undefined;
  if (named) return named;
  const spoken = languageOfMessage(text.slice(0, WORDS_SAMPLE));
  return (spoken && languageOfCell(spoken)) ?? null;
}
