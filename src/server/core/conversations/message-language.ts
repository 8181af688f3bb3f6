import type { WidgetLanguage } from '@shared/webchat.ts';

/** Lower case, accents and punctuation gone, single spaces: "¿Hablar con un HUMANO?" → "hablar con un humano". */
export function normalized(text: string) {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

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
