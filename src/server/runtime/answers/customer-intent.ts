import { normalized } from '@server/core/conversations/message-language.ts';

/**
 * What a customer's message asks for beyond an answer: a person, or the end of the chat. The
 * rules are deliberately narrow (a request to talk to someone, a short goodbye), so a
 * question that merely mentions "an agent" or ends with "thanks" is still answered.
 */

const someone =
  '(?:a |an |the |some |one of your |real |live |actual )*(?:human|person|people|agent|someone|somebody|representative|rep|operator|staff|employee|manager|team)';

/** Asking for a person, in English and the briefing's other common languages. */
const personRequests: RegExp[] = [
  // English: "talk to a human", "can I speak with someone", "connect me to an agent".
  new RegExp(
    `\\b(?:talk|speak|chat|connect me|put me through|transfer me) (?:to|with) ${someone}\\b`,
  ),
  /\b(?:real|live|actual) (?:human|person|agent)\b/,
  /\b(?:i want|i need|give me|get me) (?:a |an )?(?:human|person|agent|operator|representative)\b/,
  /^(?:human|person|agent|operator|representative)(?: please| pls)?$/,
  /^(?:talk|speak) to (?:human|person|agent)$/,
  // Spanish: "hablar con una persona", "quiero un humano", "un agente por favor".
  /\bhablar con (?:un |una |el |la |alguien|algun )*(?:persona|humano|agente|asesor|operador|alguien)\b/,
  /\bquiero (?:un |una )?(?:persona|humano|agente|asesor)\b/,
  // Portuguese: "falar com uma pessoa", "quero um atendente".
  /\bfalar com (?:um |uma |o |a |alguem)*(?:pessoa|humano|atendente|agente|alguem)\b/,
  /\bquero (?:um |uma )?(?:pessoa|humano|atendente)\b/,
  // French: "parler à un humain", "parler avec une personne", "un conseiller".
  /\bparler (?:a|avec) (?:un |une |quelqu un)*(?:humain|personne|conseiller|agent|quelqu un)\b/,
  // German: "mit einem Menschen sprechen", "einen Mitarbeiter".
  /\bmit (?:einem |einer )?(?:menschen|mensch|mitarbeiter|mitarbeiterin|person|berater)\b.*\b(?:sprechen|reden)\b/,
  /\b(?:menschen|mitarbeiter) (?:sprechen|bitte)\b/,
  // Italian: "parlare con una persona", "un operatore".
  /\bparlare con (?:un |una |un )*(?:persona|operatore|umano|agente)\b/,
];

export function asksForPerson(text: string) {
  const said = normalized(text);
  return personRequests.some((pattern) => pattern.test(said));
}

const goodbyes = new Set([
  'bye',
  'bye bye',
  'goodbye',
  'good bye',
  'see you',
  'see ya',
  'see you later',
  'farewell',
  'take care',
  'have a nice day',
  'have a good day',
  'that s all',
  'thats all',
  'adios',
  'hasta luego',
  'chau',
  'tchau',
  'ate logo',
  'au revoir',
  'a bientot',
  'tschuss',
  'auf wiedersehen',
  'ciao',
  'arrivederci',
]);

/** Words that may come with a goodbye without making it something else. */
const courtesy =
  /^(?:ok(?:ay)?|thanks?|thank you|thx|great|perfect|gracias|obrigad[oa]|merci|danke|grazie)(?: (?:so much|a lot|very much))? /;

/** A short message that says goodbye: "bye", "thanks, goodbye!", "ok see you". */
export function saysGoodbye(text: string) {
  let said = normalized(text);
  if (said.split(' ').length > 6) return false;
  said = said.replace(courtesy, '');
  for (const goodbye of goodbyes) {
    if (said === goodbye || said.startsWith(`${goodbye} `) || said.endsWith(` ${goodbye}`)) {
      return true;
    }
  }
  return false;
}
