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
  expect(handoverLine(open, 'webchat')).toBe(conversationCopy.handedOver);
  expect(handoverLine(open, 'whatsapp')).toBe(conversationCopy.handedOver);
});

it('asks a website visitor outside office hours for an email, and a messaging app customer to wait in the chat', () => {
  expect(handoverLine(closed, 'webchat')).toBe(
    "The conversation was passed to the team, who are away right now. We're back Monday at 9:00. Leave your email and the team will reply by email.",
  );
  expect(handoverLine(closed, 'telegram')).toBe(
    "The conversation was passed to the team, who are away right now. We're back Monday at 9:00. The team will reply here.",
  );
});
