import type { WidgetLanguage } from '@shared/webchat.ts';
import { languageOfMessage } from '@server/core/conversations/message-language.ts';

/**
 * The language a question is asked in: the one the knowledge search read it in (by its stop
 * words), else the one its short words tell; null when neither tells.
 */
export const questionLanguage = (
  question: string,
  knowledge: readonly { askedIn: WidgetLanguage | null }[],
): WidgetLanguage | null => knowledge[0]?.askedIn ?? languageOfMessage(question);

/**
 * The language the agent's own words (passing a question on, bringing in a person) are said
 * in: the question's, else English, the product's.
 */
export const customerLanguage = (
  question: string,
  knowledge: readonly { askedIn: WidgetLanguage | null }[],
): WidgetLanguage => questionLanguage(question, knowledge) ?? 'en';
