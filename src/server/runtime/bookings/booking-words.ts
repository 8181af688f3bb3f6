import type { WidgetLanguage } from '@shared/webchat.ts';
import { normalized } from '@server/core/conversations/message-language.ts';
import { languageOfMessage } from '@server/core/conversations/message-language.ts';

/**
 * How a customer's words are read while booking: whether a message asks to book, cancel or
 * change an appointment, and in which language; and the replies to the agent's questions (a
 * number, a day and a time, yes or no, an email or a phone). Words are read normalized
 * (lower case, no accents or punctuation), in the five languages the widget speaks.
 */

/** The words that name a booking, by language. */
const bookingNouns: Record<WidgetLanguage, RegExp> = {
  en: /\b(?:appointments?|bookings?|reservations?|test ?drives?|slots?|visits?|consultations?)\b/,
  es: /\b(?:citas?|reservas?|turnos?|prueba de (?:manejo|conduccion)|visitas?|consultas?)\b/,
  pt: /\b(?:marcac(?:ao|oes)|agendamentos?|reservas?|test ?drive|visitas?|consultas?)\b/,
  fr: /\b(?:rendez vous|rdv|reservations?|essais?|visites?|consultations?)\b/,
  de: /\b(?:termine?n?|buchung(?:en)?|reservierung(?:en)?|probefahrt(?:en)?|besichtigung)\b/,
};

/** Words that ask to make one: "book", "schedule", "reservar", "marcar", "buchen". */
const bookingVerbs: Record<WidgetLanguage, RegExp> = {
  en: /\b(?:book|schedule|reserve|arrange|make an? (?:appointment|booking|reservation))\b/,
  es: /\b(?:reservar|agendar|pedir (?:una )?cita|programar|apartar)\b/,
  pt: /\b(?:marcar|agendar|reservar)\b/,
  fr: /\b(?:reserver|prendre (?:un )?(?:rendez vous|rdv)|planifier)\b/,
  de: /\b(?:buchen|reservieren|vereinbaren|ausmachen)\b/,
};

/** A request rather than a question about the rules: "I'd like", "can I", "quiero", "je voudrais". */
const asking =
  /\b(?:i want|i d like|id like|i would like|i need|i wanna|can i|could i|may i|let me|please|pls|want to|like to|book me|quiero|quisiera|me gustaria|puedo|necesito|quero|queria|gostaria|posso|preciso|je veux|je voudrais|j aimerais|puis je|ich mochte|ich will|ich brauche|kann ich|konnte ich|bitte|gerne)\b/;

/** Words a question about booking rules starts with; a bare request ("book a test drive") has none. */
const ruleQuestion =
  /^(?:do|does|is|are|how (?:much|far|long|early)|what|when|why|hay que|es necesario|cuanto|e preciso|quanto|faut il|combien|muss man|wie (?:viel|lange|fruh))\b/;

/** Short messages of a few words are requests: "test drive tomorrow", "Termin bitte". */
const SHORT_REQUEST_WORDS = 6;

const languagesNaming = (said: string, words: Record<WidgetLanguage, RegExp>) =>
  (Object.keys(words) as WidgetLanguage[]).filter((language) => words[language].test(said));

/**
 * Whether the message asks to book, and in which language: a request (or a few words) with a
 * booking word. "Do I need to book in advance?" asks about the rules, and is answered from the
 * knowledge instead.
 */
export function asksToBook(text: string): WidgetLanguage | null {
  const said = normalized(text);
  const named = [...languagesNaming(said, bookingVerbs), ...languagesNaming(said, bookingNouns)];
  if (named.length === 0) return null;
  const short = said.split(' ').length <= SHORT_REQUEST_WORDS;
  const request =
    asking.test(said) || /^(?:book|reservar|marcar|agendar|buchen|reserver)\b/.test(said);
  if (ruleQuestion.test(said) || !(request || short)) return null;
  const cue = languageOfMessage(text);
  return cue && named.includes(cue) ? cue : (cue ?? named[0]!);
}

const cancelVerbs =
  /\b(?:cancel|call off|cancelar|anular|desmarcar|annuler|stornieren|absagen|storniere|sage)\b/;
const changeVerbs =
  /\b(?:change|reschedule|move|modify|cambiar|reprogramar|mover|modificar|mudar|alterar|remarcar|changer|deplacer|modifier|reporter|verschieben|andern|umbuchen|verlegen)\b/;

/** Whether the message asks to cancel or change an appointment already made. */
export function asksAboutBooking(text: string): 'cancel' | 'change' | null {
  const said = normalized(text);
  const aboutOne =
    languagesNaming(said, bookingNouns).length > 0 || /\b(?:it|my booking|mine)\b/.test(said);
  if (!aboutOne) return null;
  if (cancelVerbs.test(said)) return 'cancel';
  if (changeVerbs.test(said)) return 'change';
  return null;
}

const yesWords =
  /^(?:y|yes|yeah|yep|yup|sure|ok|okay|confirm|correct|please do|go ahead|do it|si|claro|vale|perfecto|de acuerdo|sim|pode|perfeito|certo|oui|d accord|parfait|ja|genau|gerne|richtig|passt|👍)\b/;
const noWords = /^(?:n|no|nope|nah|not now|don t|dont|nao|non|nein|lieber nicht)\b/;

/** A reply to a yes-or-no question: true, false, or null when it is neither. */
export function yesOrNo(text: string, offered: { yes: string; no: string }): boolean | null {
  const said = normalized(text);
  if (said === normalized(offered.yes)) return true;
  if (said === normalized(offered.no)) return false;
  if (noWords.test(said)) return false;
  if (yesWords.test(said) || text.trim() === '👍') return true;
  return null;
}

/** Words that leave a booking half-way: "stop", "never mind", "parar", "laisse tomber". */
export const leavesFlow = (text: string) =>
  /^(?:stop|quit|exit|never ?mind|forget it|cancel|parar|para|olvidalo|deixa|esquece|cancelar|arreter|laisse tomber|annuler|stopp|abbrechen|vergiss es)$/.test(
    normalized(text),
  );

/** The number the customer chose from a numbered list of `count`: "2", "#2", "number 2", "option 2". */
export function numberChosen(text: string, count: number): number | null {
  const match = /^(?:(?:number|no|n|option|nº|numero|nummer)\s*)?#?(\d{1,2})[.)]?$/i.exec(
    text.trim(),
  );
  if (!match) return null;
  const chosen = Number(match[1]);
  return chosen >= 1 && chosen <= count ? chosen - 1 : null;
}

/** The offered choice whose words the customer sent back (a button's label). */
export const labelChosen = (text: string, labels: readonly string[]) => {
  const said = normalized(text);
  const index = labels.findIndex((label) => normalized(label) === said);
  return index >= 0 ? index : null;
};

/** An hour and minute in the message: "10", "10:30", "10h", "3 pm", "15h30", "às 10". */
export function timeIn(text: string): { hour: number; minute: number } | null {
  const said = text.toLowerCase();
  const match = /(?:^|[^\d])(\d{1,2})(?:[:h.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|h|uhr)?(?![\d])/.exec(
    said,
  );
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = match[2] ? Number(match[2]) : 0;
  const meridiem = match[3]?.replaceAll('.', '');
  // A bare number is a list's choice, not a time: "10:00", "10h", "10 am", "at 10" are times.
  if (!match[2] && !meridiem) {
    const at = /\b(?:at|as|a las|a la|a|vers|um|gegen)\s+(\d{1,2})\b/.exec(normalized(text));
    if (!at || Number(at[1]) > 23) return null;
    const hour = Number(at[1]);
    // "At 3" in a business's day is the afternoon.
    return { hour: hour >= 1 && hour <= 6 ? hour + 12 : hour, minute: 0 };
  }
  if (meridiem === 'pm' && hour < 12) hour += 12;
  if (meridiem === 'am' && hour === 12) hour = 0;
  if (hour > 23 || minute > 59) return null;
  return { hour, minute };
}

const dayWords: [RegExp, number | 'today' | 'tomorrow'][] = [
  [/\b(?:today|hoy|hoje|aujourd hui|heute)\b/, 'today'],
  [/\b(?:tomorrow|manana|amanha|demain|morgen)\b/, 'tomorrow'],
  [/\b(?:monday|mon|lunes|segunda|lundi|montag)\b/, 1],
  [/\b(?:tuesday|tue|tues|martes|terca|mardi|dienstag)\b/, 2],
  [/\b(?:wednesday|wed|miercoles|quarta|mercredi|mittwoch)\b/, 3],
  [/\b(?:thursday|thu|thurs|jueves|quinta|jeudi|donnerstag)\b/, 4],
  [/\b(?:friday|fri|viernes|sexta|vendredi|freitag)\b/, 5],
  [/\b(?:saturday|sat|sabado|samedi|samstag)\b/, 6],
  [/\b(?:sunday|sun|domingo|dimanche|sonntag)\b/, 7],
];

/** The day the message names: today, tomorrow or a weekday (1 Monday … 7 Sunday); null if none. */
export function dayIn(text: string): number | 'today' | 'tomorrow' | null {
  const said = normalized(text);
  // "Morgen" is also German for "morning" in "morgen früh"; "tomorrow" is what customers mean.
  return dayWords.find(([words]) => words.test(said))?.[1] ?? null;
}

/** Asks for other times than those offered: "later", "more", "other times", "otros". */
export const asksForMore = (text: string, moreLabel: string) => {
  const said = normalized(text);
  return (
    said === normalized(moreLabel) ||
    /\b(?:later|more|other|others|another|next|mas tarde|otros?|otras?|mais tarde|outros?|outras?|plus tard|autres?|spater|andere|weitere)\b/.test(
      said,
    )
  );
};

const emailPattern = /[^\s@<>(),;:]+@[^\s@<>(),;:]+\.[^\s@<>(),;:.]{2,}/;

/** The email address or phone number in a reply, as given; null for neither. */
export function contactIn(text: string): { email: string | null; phone: string | null } | null {
  const email = emailPattern.exec(text)?.[0]?.replace(/[.]+$/, '') ?? null;
  const phoneMatch = /\+?\d[\d\s().-]{6,}\d/.exec(text.replace(emailPattern, ''));
  const digits = phoneMatch?.[0].replace(/\D/g, '') ?? '';
  const phone = digits.length >= 7 && digits.length <= 15 ? phoneMatch![0].trim() : null;
  return email || phone ? { email, phone } : null;
}

const namePrefix =
  /^(?:my name is|my name's|i am|i'm|it's|name is|me llamo|soy|mi nombre es|chamo-me|o meu nome é|sou|je m'appelle|je suis|c'est|ich heiße|ich heisse|ich bin|mein name ist)[\s,:]+/iu;

/** The name in "my name is Ana Silva", "soy Ana", "ich bin Ana", or the reply itself; null if it is no name. */
export function nameIn(text: string): string | null {
  const name = text
    .trim()
    .replace(/[’`]/g, "'")
    .replace(namePrefix, '')
    .replace(/[.!]+$/, '')
    .trim();
  if (!name || /[?@\d]/.test(name) || name.split(/\s+/).length > 5) return null;
  return name.slice(0, 80);
}
