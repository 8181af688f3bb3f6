import { expect, it } from 'vitest';
import { conversationCopy } from '@shared/conversations.ts';
import { handoverLine } from './handover-line.ts';

const closed = {
  open: false,
  backAt: '2026-12-07T08:00:00.000Z',
  backWords: "We're back Monday at 9:00",
};

it('tells a customer in office hours that someone answers here, on every channel', () => {
  const open = { open: true, backAt: null, backWords: null };
  expect(handoverLine(open, 'webchat', 'en')).toBe(conversationCopy.handedOver);
  expect(handoverLine(open, 'whatsapp', 'en')).toBe(conversationCopy.handedOver);
});

it('asks a website visitor outside office hours for an email, and a messaging app customer to wait in the chat', () => {
  expect(handoverLine(closed, 'webchat', 'en')).toBe(
    "The conversation was passed to the team, who are away right now. We're back Monday at 9:00. Leave your email and the team will reply by email.",
  );
  expect(handoverLine(closed, 'telegram', 'en')).toBe(
    "The conversation was passed to the team, who are away right now. We're back Monday at 9:00. The team will reply here.",
  );
});

it('tells the customer in their language', () => {
  const open = { open: true, backAt: null, backWords: null };
  expect(handoverLine(open, 'webchat', 'pt')).toBe(
    'A conversa foi passada à equipa, que já foi avisada. Alguém vai responder aqui em breve.',
  );
  const away = { ...closed, backWords: 'Wir sind am Montag um 9:00 Uhr wieder da' };
  expect(handoverLine(away, 'webchat', 'de')).toBe(
    'Das Gespräch wurde an das Team übergeben, das gerade nicht erreichbar ist. Wir sind am Montag um 9:00 Uhr wieder da. Hinterlassen Sie Ihre E-Mail-Adresse, dann antwortet Ihnen das Team per E-Mail.',
  );
  expect(handoverLine({ ...closed, backWords: null }, 'whatsapp', 'es')).toBe(
    'La conversación ha pasado al equipo, que ahora no está disponible. El equipo te responderá aquí.',
  );
});
