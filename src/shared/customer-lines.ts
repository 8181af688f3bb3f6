import { CONVERSATION_IDLE_CLOSE_HOURS, conversationCopy } from './conversations.ts';
import { type BackDay, officeHoursCopy, spokenTime } from './office-hours.ts';
import type { WidgetLanguage } from './webchat.ts';

/**
 * The lines the runtime writes into a conversation about who answers it (handed to the team,
 * a person joined, closed), which the customer reads on every channel: in the customer's
 * language, as the agent's own words are. The team reads them in the conversation's transcript
 * as the customer did.
 */
export type CustomerLines = {
  handedOver: string;
  /** On the website chat, which the visitor may leave: the team answers by email. */
  handedOverClosed: (back: string | null) => string;
  /** On a messaging app, which the customer keeps: the team answers in it. */
  handedOverClosedInChat: (back: string | null) => string;
  /** When the team is back, in the business's time zone. */
  backOn: (day: BackDay, time: string) => string;
  personJoined: (name: string) => string;
  handedBack: (name: string) => string;
  closedByCustomer: string;
  closedByPerson: (name: string) => string;
  closedIdle: string;
};

/** A day the team is back, as the language names it: a weekday, or a weekday and its date. */
function dayName(language: WidgetLanguage, day: Extract<BackDay, { weekday: unknown }>) {
  // Any Monday names the weekday: 1 January 2024 was one.
  const date = day.kind === 'date' ? `${day.day}T12:00:00Z` : `2024-01-0${day.weekday}T12:00:00Z`;
  return new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    weekday: 'long',
    ...(day.kind === 'date' ? { day: 'numeric', month: 'long' } : {}),
  }).format(new Date(date));
}

/** Back "today", "tomorrow", on a weekday, or on a date a week or more away. */
const backWhen =
  (
    language: WidgetLanguage,
    words: { today: string; tomorrow: string; on: string; onDate: string },
  ) =>
  (day: BackDay) =>
    'weekday' in day
      ? `${day.kind === 'date' ? words.onDate : words.on}${dayName(language, day)}`
      : words[day.kind];

const es = backWhen('es', { today: 'hoy', tomorrow: 'mañana', on: 'el ', onDate: 'el ' });
const pt = backWhen('pt', { today: 'hoje', tomorrow: 'amanhã', on: '', onDate: '' });
const fr = backWhen('fr', { today: "aujourd'hui", tomorrow: 'demain', on: '', onDate: 'le ' });
const de = backWhen('de', { today: 'heute', tomorrow: 'morgen', on: 'am ', onDate: 'am ' });

/** " We're back Monday at 9:00." after the first sentence, or nothing when no hour says. */
const then = (back: string | null) => (back ? ` ${back}.` : '');

export const customerLines: Record<WidgetLanguage, CustomerLines> = {
  en: {
    handedOver: conversationCopy.handedOver,
    handedOverClosed: officeHoursCopy.handedOverClosed,
    handedOverClosedInChat: officeHoursCopy.handedOverClosedInChat,
    backOn: officeHoursCopy.backOn,
    personJoined: conversationCopy.personJoined,
    handedBack: conversationCopy.handedBack,
    closedByCustomer: conversationCopy.closedByCustomer,
    closedByPerson: conversationCopy.closedByPerson,
    closedIdle: conversationCopy.closedIdle,
  },
  es: {
    handedOver:
      'La conversación ha pasado al equipo, que ya está avisado. Alguien te responderá aquí en breve.',
    handedOverClosed: (back) =>
      `La conversación ha pasado al equipo, que ahora no está disponible.${then(back)} Déjanos tu email y el equipo te responderá por email.`,
    handedOverClosedInChat: (back) =>
      `La conversación ha pasado al equipo, que ahora no está disponible.${then(back)} El equipo te responderá aquí.`,
    backOn: (day, time) =>
      `Volvemos ${es(day)} a la${spokenTime(time).startsWith('1:') ? '' : 's'} ${spokenTime(time)}`,
    personJoined: (name) => `${name} se ha unido a la conversación`,
    handedBack: (name) => `${name} ha devuelto la conversación al agente`,
    closedByCustomer: 'El cliente ha terminado la conversación',
    closedByPerson: (name) => `${name} ha cerrado la conversación`,
    closedIdle: `Cerrada tras ${CONVERSATION_IDLE_CLOSE_HOURS} horas sin mensajes`,
  },
  pt: {
    handedOver:
      'A conversa foi passada à equipa, que já foi avisada. Alguém vai responder aqui em breve.',
    handedOverClosed: (back) =>
      `A conversa foi passada à equipa, que agora não está disponível.${then(back)} Deixe o seu email e a equipa responderá por email.`,
    handedOverClosedInChat: (back) =>
      `A conversa foi passada à equipa, que agora não está disponível.${then(back)} A equipa responderá aqui.`,
    backOn: (day, time) =>
      `Voltamos ${pt(day)} à${spokenTime(time).startsWith('1:') ? '' : 's'} ${spokenTime(time)}`,
    personJoined: (name) => `${name} juntou-se à conversa`,
    handedBack: (name) => `${name} devolveu a conversa ao agente`,
    closedByCustomer: 'O cliente terminou a conversa',
    closedByPerson: (name) => `${name} fechou a conversa`,
    closedIdle: `Fechada após ${CONVERSATION_IDLE_CLOSE_HOURS} horas sem mensagens`,
  },
  fr: {
    handedOver:
      "La conversation a été transmise à l'équipe, qui a été prévenue. Quelqu'un vous répondra ici sous peu.",
    handedOverClosed: (back) =>
      `La conversation a été transmise à l'équipe, absente pour le moment.${then(back)} Laissez votre email et l'équipe vous répondra par email.`,
    handedOverClosedInChat: (back) =>
      `La conversation a été transmise à l'équipe, absente pour le moment.${then(back)} L'équipe vous répondra ici.`,
    // 9:30 is said "9 h 30" in French.
    backOn: (day, time) =>
      `Nous serons de retour ${fr(day)} à ${spokenTime(time).replace(':', ' h ')}`,
    personJoined: (name) => `${name} a rejoint la conversation`,
    handedBack: (name) => `${name} a rendu la conversation à l'agent`,
    closedByCustomer: 'Le client a mis fin à la conversation',
    closedByPerson: (name) => `${name} a fermé la conversation`,
    closedIdle: `Fermée après ${CONVERSATION_IDLE_CLOSE_HOURS} heures sans message`,
  },
  de: {
    handedOver:
      'Das Gespräch wurde an das Team übergeben, das bereits benachrichtigt ist. Gleich antwortet Ihnen hier jemand.',
    handedOverClosed: (back) =>
      `Das Gespräch wurde an das Team übergeben, das gerade nicht erreichbar ist.${then(back)} Hinterlassen Sie Ihre E-Mail-Adresse, dann antwortet Ihnen das Team per E-Mail.`,
    handedOverClosedInChat: (back) =>
      `Das Gespräch wurde an das Team übergeben, das gerade nicht erreichbar ist.${then(back)} Das Team antwortet Ihnen hier.`,
    backOn: (day, time) => `Wir sind ${de(day)} um ${spokenTime(time)} Uhr wieder da`,
    personJoined: (name) => `${name} ist dem Gespräch beigetreten`,
    handedBack: (name) => `${name} hat das Gespräch an den Agenten zurückgegeben`,
    closedByCustomer: 'Der Kunde hat das Gespräch beendet',
    closedByPerson: (name) => `${name} hat das Gespräch geschlossen`,
    closedIdle: `Nach ${CONVERSATION_IDLE_CLOSE_HOURS} Stunden ohne Nachricht geschlossen`,
  },
};
