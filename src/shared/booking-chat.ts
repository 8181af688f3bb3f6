import type { WidgetLanguage } from './webchat.ts';

/**
 * What an agent says while it books, changes or cancels an appointment in a conversation, in
 * each language the widget speaks. Times are given on the business's clock, said as such.
 */

/** How many free times the agent offers at once. */
export const OFFERED_SLOTS = 6;
/** At most this many of the offered times fall on one day, so the offer spans days. */
export const OFFERED_SLOTS_PER_DAY = 3;
/** Customers are reminded of an appointment this many hours before it. */
export const BOOKING_REMINDER_HOURS = 24;
/** A booking left unanswered this long is forgotten: the next message is read afresh. */
export const BOOKING_FLOW_IDLE_MINUTES = 30;

type Said = {
  whichService: string;
  noServices: string;
  freeTimes: (service: string, timeZone: string) => string;
  noFreeTimes: (service: string) => string;
  dayHasNoTimes: string;
  moreTimes: string;
  pickFromList: string;
  slotTaken: string;
  askName: string;
  askContact: string;
  contactInvalid: string;
  summary: (what: string, when: string, who: string) => string;
  yes: string;
  no: string;
  booked: (what: string, when: string, link: string) => string;
  /** Said in the portal's playground instead of booking: a test books nothing. */
  playgroundBooked: (what: string, when: string) => string;
  notBooked: string;
  stopped: string;
  noUpcoming: string;
  whichBooking: string;
  cancelQuestion: (what: string, when: string) => string;
  cancelYes: string;
  cancelled: (what: string, when: string) => string;
  keptBooking: string;
  moved: (what: string, when: string) => string;
  when: (day: string, time: string, timeZone: string) => string;
};

export const bookingChatCopy: Record<WidgetLanguage, Said> = {
  en: {
    whichService: 'Which would you like to book?',
    noServices: 'Bookings are not open here yet. Someone from our team will help you.',
    freeTimes: (service, timeZone) =>
      `These are the next free times for ${service} (${timeZone} time):`,
    noFreeTimes: (service) =>
      `There are no free times for ${service} in the coming days. Someone from our team will help you.`,
    dayHasNoTimes: 'That day has no free time. These are the nearest ones:',
    moreTimes: 'Later times',
    pickFromList:
      'Please answer with a number from the list, or a day and time. Say "stop" to leave the booking.',
    slotTaken: 'Sorry, that time was just taken. These are still free:',
    askName: 'What name should the booking be under?',
    askContact: 'What email address or phone number can we reach you at?',
    contactInvalid:
      'Please give an email address (name@example.com) or a phone number with its country code (+351 912 345 678).',
    summary: (what, when, who) => `${what}, ${when}, for ${who}. Shall I book it?`,
    yes: 'Yes, book it',
    no: 'No',
    booked: (what, when, link) =>
      `Booked: ${what}, ${when}. To change or cancel it, use this link: ${link}`,
    playgroundBooked: (what, when) =>
      `Playground test: ${what}, ${when}, is free, and a customer would be booked now, with a confirmation by email. Nothing is booked from the playground.`,
    notBooked: 'All right, I have not booked anything.',
    stopped: 'All right, I have left the booking. Ask me anything else.',
    noUpcoming:
      'I cannot find an upcoming appointment made in this conversation. Use the link in your confirmation to change or cancel it.',
    whichBooking: 'Which appointment?',
    cancelQuestion: (what, when) => `Cancel ${what}, ${when}?`,
    cancelYes: 'Yes, cancel it',
    cancelled: (what, when) => `Cancelled: ${what}, ${when}.`,
    keptBooking: 'All right, your appointment stays as it is.',
    moved: (what, when) => `Done: ${what} is now ${when}.`,
    when: (day, time, timeZone) => `${day} at ${time} (${timeZone} time)`,
  },
  es: {
    whichService: '¿Qué le gustaría reservar?',
    noServices: 'Todavía no se puede reservar aquí. Alguien de nuestro equipo le ayudará.',
    freeTimes: (service, timeZone) =>
      `Estos son los próximos horarios libres para ${service} (hora de ${timeZone}):`,
    noFreeTimes: (service) =>
      `No hay horarios libres para ${service} en los próximos días. Alguien de nuestro equipo le ayudará.`,
    dayHasNoTimes: 'Ese día no hay horarios libres. Estos son los más cercanos:',
    moreTimes: 'Más tarde',
    pickFromList:
      'Responda con un número de la lista, o un día y una hora. Diga "parar" para dejar la reserva.',
    slotTaken: 'Lo siento, ese horario se acaba de ocupar. Estos siguen libres:',
    askName: '¿A nombre de quién hago la reserva?',
    askContact: '¿En qué correo electrónico o teléfono podemos contactarle?',
    contactInvalid:
      'Indique un correo electrónico (nombre@ejemplo.com) o un teléfono con su prefijo (+34 612 345 678).',
    summary: (what, when, who) => `${what}, ${when}, a nombre de ${who}. ¿La reservo?`,
    yes: 'Sí, resérvala',
    no: 'No',
    booked: (what, when, link) =>
      `Reservado: ${what}, ${when}. Para cambiarlo o cancelarlo, use este enlace: ${link}`,
    playgroundBooked: (what, when) =>
      `Prueba del playground: ${what}, ${when}, está libre, y un cliente quedaría reservado ahora, con una confirmación por correo. Desde el playground no se reserva nada.`,
    notBooked: 'De acuerdo, no he reservado nada.',
    stopped: 'De acuerdo, he dejado la reserva. Pregúnteme lo que quiera.',
    noUpcoming:
      'No encuentro ninguna cita próxima hecha en esta conversación. Use el enlace de su confirmación para cambiarla o cancelarla.',
    whichBooking: '¿Qué cita?',
    cancelQuestion: (what, when) => `¿Cancelo ${what}, ${when}?`,
    cancelYes: 'Sí, cancélala',
    cancelled: (what, when) => `Cancelada: ${what}, ${when}.`,
    keptBooking: 'De acuerdo, su cita sigue igual.',
    moved: (what, when) => `Hecho: ${what} queda ${when}.`,
    when: (day, time, timeZone) => `${day} a las ${time} (hora de ${timeZone})`,
  },
  pt: {
    whichService: 'O que gostaria de marcar?',
    noServices: 'Ainda não é possível marcar aqui. Alguém da nossa equipa vai ajudar.',
    freeTimes: (service, timeZone) =>
      `Estes são os próximos horários livres para ${service} (hora de ${timeZone}):`,
    noFreeTimes: (service) =>
      `Não há horários livres para ${service} nos próximos dias. Alguém da nossa equipa vai ajudar.`,
    dayHasNoTimes: 'Esse dia não tem horários livres. Estes são os mais próximos:',
    moreTimes: 'Mais tarde',
    pickFromList:
      'Responda com um número da lista, ou um dia e uma hora. Diga "parar" para deixar a marcação.',
    slotTaken: 'Lamento, esse horário acabou de ser ocupado. Estes continuam livres:',
    askName: 'Em que nome fica a marcação?',
    askContact: 'Em que email ou telefone o podemos contactar?',
    contactInvalid:
      'Indique um email (nome@exemplo.pt) ou um telefone com o indicativo do país (+351 912 345 678).',
    summary: (what, when, who) => `${what}, ${when}, em nome de ${who}. Posso marcar?`,
    yes: 'Sim, marcar',
    no: 'Não',
    booked: (what, when, link) =>
      `Marcado: ${what}, ${when}. Para alterar ou cancelar, use este link: ${link}`,
    playgroundBooked: (what, when) =>
      `Teste no playground: ${what}, ${when}, está livre, e um cliente ficaria marcado agora, com uma confirmação por email. A partir do playground nada é marcado.`,
    notBooked: 'Está bem, não marquei nada.',
    stopped: 'Está bem, deixei a marcação. Pergunte o que quiser.',
    noUpcoming:
      'Não encontro nenhuma marcação futura feita nesta conversa. Use o link da sua confirmação para a alterar ou cancelar.',
    whichBooking: 'Qual marcação?',
    cancelQuestion: (what, when) => `Cancelo ${what}, ${when}?`,
    cancelYes: 'Sim, cancelar',
    cancelled: (what, when) => `Cancelado: ${what}, ${when}.`,
    keptBooking: 'Está bem, a sua marcação fica como está.',
    moved: (what, when) => `Feito: ${what} passa para ${when}.`,
    when: (day, time, timeZone) => `${day} às ${time} (hora de ${timeZone})`,
  },
  fr: {
    whichService: 'Que souhaitez-vous réserver ?',
    noServices:
      'La réservation n’est pas encore ouverte ici. Quelqu’un de notre équipe va vous aider.',
    freeTimes: (service, timeZone) =>
      `Voici les prochains créneaux libres pour ${service} (heure de ${timeZone}) :`,
    noFreeTimes: (service) =>
      `Aucun créneau libre pour ${service} dans les prochains jours. Quelqu’un de notre équipe va vous aider.`,
    dayHasNoTimes: 'Ce jour n’a pas de créneau libre. Voici les plus proches :',
    moreTimes: 'Plus tard',
    pickFromList:
      'Répondez avec un numéro de la liste, ou un jour et une heure. Dites « stop » pour quitter la réservation.',
    slotTaken: 'Désolé, ce créneau vient d’être pris. Ceux-ci sont encore libres :',
    askName: 'À quel nom dois-je faire la réservation ?',
    askContact: 'À quelle adresse e-mail ou quel numéro de téléphone pouvons-nous vous joindre ?',
    contactInvalid:
      'Indiquez une adresse e-mail (nom@exemple.fr) ou un numéro avec l’indicatif du pays (+33 6 12 34 56 78).',
    summary: (what, when, who) => `${what}, ${when}, au nom de ${who}. Je réserve ?`,
    yes: 'Oui, réserver',
    no: 'Non',
    booked: (what, when, link) =>
      `Réservé : ${what}, ${when}. Pour le modifier ou l’annuler, utilisez ce lien : ${link}`,
    playgroundBooked: (what, when) =>
      `Test du playground : ${what}, ${when}, est libre, et un client serait réservé maintenant, avec une confirmation par e-mail. Rien n’est réservé depuis le playground.`,
    notBooked: 'D’accord, je n’ai rien réservé.',
    stopped: 'D’accord, j’ai quitté la réservation. Posez-moi une autre question.',
    noUpcoming:
      'Je ne trouve aucun rendez-vous à venir pris dans cette conversation. Utilisez le lien de votre confirmation pour le modifier ou l’annuler.',
    whichBooking: 'Quel rendez-vous ?',
    cancelQuestion: (what, when) => `Annuler ${what}, ${when} ?`,
    cancelYes: 'Oui, annuler',
    cancelled: (what, when) => `Annulé : ${what}, ${when}.`,
    keptBooking: 'D’accord, votre rendez-vous reste inchangé.',
    moved: (what, when) => `C’est fait : ${what} est maintenant ${when}.`,
    when: (day, time, timeZone) => `${day} à ${time} (heure de ${timeZone})`,
  },
  de: {
    whichService: 'Was möchten Sie buchen?',
    noServices: 'Buchungen sind hier noch nicht möglich. Jemand aus unserem Team hilft Ihnen.',
    freeTimes: (service, timeZone) =>
      `Das sind die nächsten freien Termine für ${service} (Zeitzone ${timeZone}):`,
    noFreeTimes: (service) =>
      `In den nächsten Tagen gibt es keine freien Termine für ${service}. Jemand aus unserem Team hilft Ihnen.`,
    dayHasNoTimes: 'An diesem Tag ist nichts frei. Das sind die nächsten freien Termine:',
    moreTimes: 'Spätere Termine',
    pickFromList:
      'Bitte antworten Sie mit einer Nummer aus der Liste oder mit Tag und Uhrzeit. Mit „stopp“ beenden Sie die Buchung.',
    slotTaken: 'Dieser Termin wurde leider gerade vergeben. Diese sind noch frei:',
    askName: 'Auf welchen Namen soll ich buchen?',
    askContact: 'Unter welcher E-Mail-Adresse oder Telefonnummer erreichen wir Sie?',
    contactInvalid:
      'Bitte geben Sie eine E-Mail-Adresse (name@beispiel.de) oder eine Telefonnummer mit Ländervorwahl (+49 151 2345678) an.',
    summary: (what, when, who) => `${what}, ${when}, für ${who}. Soll ich das buchen?`,
    yes: 'Ja, buchen',
    no: 'Nein',
    booked: (what, when, link) =>
      `Gebucht: ${what}, ${when}. Zum Ändern oder Absagen nutzen Sie diesen Link: ${link}`,
    playgroundBooked: (what, when) =>
      `Playground-Test: ${what}, ${when}, ist frei, und ein Kunde wäre jetzt gebucht, mit einer Bestätigung per E-Mail. Aus dem Playground wird nichts gebucht.`,
    notBooked: 'In Ordnung, ich habe nichts gebucht.',
    stopped: 'In Ordnung, die Buchung ist beendet. Fragen Sie mich gern etwas anderes.',
    noUpcoming:
      'Ich finde keinen kommenden Termin aus diesem Gespräch. Nutzen Sie den Link aus Ihrer Bestätigung, um ihn zu ändern oder abzusagen.',
    whichBooking: 'Welcher Termin?',
    cancelQuestion: (what, when) => `${what}, ${when} absagen?`,
    cancelYes: 'Ja, absagen',
    cancelled: (what, when) => `Abgesagt: ${what}, ${when}.`,
    keptBooking: 'In Ordnung, Ihr Termin bleibt, wie er ist.',
    moved: (what, when) => `Erledigt: ${what} ist jetzt ${when}.`,
    when: (day, time, timeZone) => `${day} um ${time} (Zeitzone ${timeZone})`,
  },
};

/** Each widget language's locale for days and times ("Tue 1 Dec", "10:00"). */
export const bookingChatLocales: Record<WidgetLanguage, string> = {
  en: 'en-GB',
  es: 'es-ES',
  pt: 'pt-PT',
  fr: 'fr-FR',
  de: 'de-DE',
};

const format = (language: WidgetLanguage, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(bookingChatLocales[language], { timeZone, ...options });

const clock = (language: WidgetLanguage, timeZone: string, instant: Date) =>
  format(language, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );

/** A slot as a short choice: "Tue 1 Dec, 10:00". */
export function slotLabel(language: WidgetLanguage, timeZone: string, instant: Date) {
  const day = format(language, timeZone, { weekday: 'short', day: 'numeric', month: 'short' })
    .format(instant)
    .replaceAll('.', '');
  return `${day}, ${clock(language, timeZone, instant)}`;
}

/** A time said in full: "Tuesday 1 December at 10:00 (Europe/Lisbon time)". */
export function whenSaid(language: WidgetLanguage, timeZone: string, instant: Date) {
  const day = format(language, timeZone, { weekday: 'long', day: 'numeric', month: 'long' }).format(
    instant,
  );
  return bookingChatCopy[language].when(day, clock(language, timeZone, instant), timeZone);
}

type MailSaid = {
  confirmedSubject: (what: string, when: string) => string;
  reminderSubject: (what: string, when: string) => string;
  hello: (name: string) => string;
  confirmed: (business: string) => string;
  reminder: (business: string) => string;
  manage: string;
  manageButton: string;
  manageLater: string;
  calendarFile: string;
  /** The reminder the agent sends on the channel the customer booked on. */
  channelReminder: (what: string, when: string) => string;
  cancelledSubject: (what: string, when: string) => string;
  cancelledByBusiness: (business: string) => string;
  bookAgain: string;
  /** Said on the channel the customer booked on when the business cancels. */
  channelCancelled: (what: string, when: string) => string;
  movedSubject: (what: string, when: string) => string;
  movedByBusiness: (business: string) => string;
  /** Said on the channel the customer booked on when the business moves the appointment. */
  channelMoved: (what: string, when: string) => string;
};

/** The mails a customer gets about their booking, in the language they booked in. */
export const bookingMailCopy: Record<WidgetLanguage, MailSaid> = {
  en: {
    confirmedSubject: (what, when) => `Booked: ${what}, ${when}`,
    reminderSubject: (what, when) => `Reminder: ${what}, ${when}`,
    hello: (name) => `Hello ${name},`,
    confirmed: (business) => `Your appointment with ${business} is booked:`,
    reminder: (business) => `A reminder of your appointment with ${business}:`,
    manage: 'To change or cancel it, open this link:',
    manageButton: 'Change or cancel',
    manageLater:
      'To change or cancel it, use the link in your confirmation, or reply to the conversation you booked in.',
    calendarFile: 'The attached calendar file adds it to your calendar.',
    channelReminder: (what, when) =>
      `Reminder: ${what}, ${when}. To change or cancel it, reply here.`,
    cancelledSubject: (what, when) => `Cancelled: ${what}, ${when}`,
    cancelledByBusiness: (business) => `${business} had to cancel your appointment:`,
    bookAgain: 'To book another time, reply to the conversation you booked in, or write to us.',
    channelCancelled: (what, when) =>
      `We are sorry: your appointment ${what}, ${when} has been cancelled. Reply here to book another time.`,
    movedSubject: (what, when) => `New time: ${what}, ${when}`,
    movedByBusiness: (business) => `${business} has moved your appointment to a new time:`,
    channelMoved: (what, when) =>
      `Your appointment ${what} has been moved to ${when}. If that time does not suit you, reply here.`,
  },
  es: {
    confirmedSubject: (what, when) => `Reservado: ${what}, ${when}`,
    reminderSubject: (what, when) => `Recordatorio: ${what}, ${when}`,
    hello: (name) => `Hola ${name}:`,
    confirmed: (business) => `Su cita con ${business} está reservada:`,
    reminder: (business) => `Le recordamos su cita con ${business}:`,
    manage: 'Para cambiarla o cancelarla, abra este enlace:',
    manageButton: 'Cambiar o cancelar',
    manageLater:
      'Para cambiarla o cancelarla, use el enlace de su confirmación o responda en la conversación donde reservó.',
    calendarFile: 'El archivo de calendario adjunto la añade a su calendario.',
    channelReminder: (what, when) =>
      `Recordatorio: ${what}, ${when}. Para cambiarla o cancelarla, responda aquí.`,
    cancelledSubject: (what, when) => `Cancelada: ${what}, ${when}`,
    cancelledByBusiness: (business) => `${business} ha tenido que cancelar su cita:`,
    bookAgain:
      'Para reservar otro horario, responda en la conversación donde reservó o escríbanos.',
    channelCancelled: (what, when) =>
      `Lo sentimos: su cita ${what}, ${when} ha sido cancelada. Responda aquí para reservar otro horario.`,
    movedSubject: (what, when) => `Nuevo horario: ${what}, ${when}`,
    movedByBusiness: (business) => `${business} ha cambiado su cita a un nuevo horario:`,
    channelMoved: (what, when) =>
      `Su cita ${what} se ha cambiado al ${when}. Si ese horario no le viene bien, responda aquí.`,
  },
  pt: {
    confirmedSubject: (what, when) => `Marcado: ${what}, ${when}`,
    reminderSubject: (what, when) => `Lembrete: ${what}, ${when}`,
    hello: (name) => `Olá ${name},`,
    confirmed: (business) => `A sua marcação com ${business} está feita:`,
    reminder: (business) => `Lembramos a sua marcação com ${business}:`,
    manage: 'Para alterar ou cancelar, abra este link:',
    manageButton: 'Alterar ou cancelar',
    manageLater:
      'Para alterar ou cancelar, use o link da sua confirmação ou responda na conversa em que marcou.',
    calendarFile: 'O ficheiro de calendário em anexo adiciona-a ao seu calendário.',
    channelReminder: (what, when) =>
      `Lembrete: ${what}, ${when}. Para alterar ou cancelar, responda aqui.`,
    cancelledSubject: (what, when) => `Cancelado: ${what}, ${when}`,
    cancelledByBusiness: (business) => `${business} teve de cancelar a sua marcação:`,
    bookAgain: 'Para marcar outro horário, responda na conversa em que marcou ou escreva-nos.',
    channelCancelled: (what, when) =>
      `Lamentamos: a sua marcação ${what}, ${when} foi cancelada. Responda aqui para marcar outro horário.`,
    movedSubject: (what, when) => `Novo horário: ${what}, ${when}`,
    movedByBusiness: (business) => `${business} mudou a sua marcação para um novo horário:`,
    channelMoved: (what, when) =>
      `A sua marcação ${what} passou para ${when}. Se esse horário não lhe convier, responda aqui.`,
  },
  fr: {
    confirmedSubject: (what, when) => `Réservé : ${what}, ${when}`,
    reminderSubject: (what, when) => `Rappel : ${what}, ${when}`,
    hello: (name) => `Bonjour ${name},`,
    confirmed: (business) => `Votre rendez-vous avec ${business} est réservé :`,
    reminder: (business) => `Un rappel de votre rendez-vous avec ${business} :`,
    manage: 'Pour le modifier ou l’annuler, ouvrez ce lien :',
    manageButton: 'Modifier ou annuler',
    manageLater:
      'Pour le modifier ou l’annuler, utilisez le lien de votre confirmation, ou répondez dans la conversation où vous avez réservé.',
    calendarFile: 'Le fichier de calendrier joint l’ajoute à votre agenda.',
    channelReminder: (what, when) =>
      `Rappel : ${what}, ${when}. Pour le modifier ou l’annuler, répondez ici.`,
    cancelledSubject: (what, when) => `Annulé : ${what}, ${when}`,
    cancelledByBusiness: (business) => `${business} a dû annuler votre rendez-vous :`,
    bookAgain:
      'Pour réserver un autre créneau, répondez dans la conversation où vous avez réservé, ou écrivez-nous.',
    channelCancelled: (what, when) =>
      `Nous sommes désolés : votre rendez-vous ${what}, ${when} a été annulé. Répondez ici pour en réserver un autre.`,
    movedSubject: (what, when) => `Nouvel horaire : ${what}, ${when}`,
    movedByBusiness: (business) => `${business} a déplacé votre rendez-vous à un nouvel horaire :`,
    channelMoved: (what, when) =>
      `Votre rendez-vous ${what} a été déplacé au ${when}. Si cet horaire ne vous convient pas, répondez ici.`,
  },
  de: {
    confirmedSubject: (what, when) => `Gebucht: ${what}, ${when}`,
    reminderSubject: (what, when) => `Erinnerung: ${what}, ${when}`,
    hello: (name) => `Hallo ${name},`,
    confirmed: (business) => `Ihr Termin bei ${business} ist gebucht:`,
    reminder: (business) => `Eine Erinnerung an Ihren Termin bei ${business}:`,
    manage: 'Zum Ändern oder Absagen öffnen Sie diesen Link:',
    manageButton: 'Ändern oder absagen',
    manageLater:
      'Zum Ändern oder Absagen nutzen Sie den Link aus Ihrer Bestätigung oder antworten Sie im Gespräch, in dem Sie gebucht haben.',
    calendarFile: 'Mit der angehängten Kalenderdatei tragen Sie ihn in Ihren Kalender ein.',
    channelReminder: (what, when) =>
      `Erinnerung: ${what}, ${when}. Zum Ändern oder Absagen antworten Sie hier.`,
    cancelledSubject: (what, when) => `Abgesagt: ${what}, ${when}`,
    cancelledByBusiness: (business) => `${business} musste Ihren Termin leider absagen:`,
    bookAgain:
      'Für einen neuen Termin antworten Sie im Gespräch, in dem Sie gebucht haben, oder schreiben Sie uns.',
    channelCancelled: (what, when) =>
      `Es tut uns leid: Ihr Termin ${what}, ${when} wurde abgesagt. Antworten Sie hier, um einen neuen zu buchen.`,
    movedSubject: (what, when) => `Neuer Termin: ${what}, ${when}`,
    movedByBusiness: (business) => `${business} hat Ihren Termin verlegt:`,
    channelMoved: (what, when) =>
      `Ihr Termin ${what} wurde auf ${when} verlegt. Wenn Ihnen das nicht passt, antworten Sie hier.`,
  },
};
