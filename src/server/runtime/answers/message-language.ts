import type { WidgetLanguage } from '@shared/webchat.ts';
import { normalized } from './customer-intent.ts';

/** Words that tell the five languages apart in a customer's message, even a short one ("reservar" is Spanish and Portuguese). */
const cueWords: Record<WidgetLanguage, RegExp> = {
  en: /\b(?:i|the|a|an|to|for|my|please|can|would|like|want|tomorrow|today)\b/g,
  es: /\b(?:quiero|quisiera|una|el|la|para|manana|hoy|puedo|ustedes|por favor|me|gustaria|cita|hola|cuanto|donde|tienen)\b/g,
  pt: /\b(?:quero|queria|gostaria|uma|um|para|amanha|hoje|posso|voces|por favor|ola|marcar|obrigad[oa]|quanto|onde|tem|vc|vcs)\b/g,
  fr: /\b(?:je|voudrais|un|une|pour|demain|aujourd hui|puis|vous|s il vous plait|bonjour|rendez vous|combien|quel|quelle)\b/g,
  de: /\b(?:ich|mochte|einen|eine|fur|morgen|heute|kann|sie|bitte|hallo|termin|wie|ein|ist)\b/g,
};

/** Which of the widget's languages the message is in, as far as its words tell; null if they do not. */
export function languageOfMessage(text: string): WidgetLanguage | null {
  const said = normalized(text);
  let best: WidgetLanguage | null = null;
  let most = 0;
  for (const [language, words] of Object.entries(cueWords) as [WidgetLanguage, RegExp][]) {
    const count = said.match(words)?.length ?? 0;
    if (count > most) [best, most] = [language, count];
  }
  return best;
}

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
