import { describe, expect, it } from 'vitest';
import { defaultPersonality } from '@shared/personality.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { AnswerContext } from './responder.ts';
import { systemPrompt } from './system-prompt.ts';

/** A German customer asking a business whose knowledge is written in English. */
const context: AnswerContext = {
  accountId: 'account-1' as AccountId,
  agent: { name: 'Front Desk', type: 'Support' },
  personality: defaultPersonality,
  briefing: null,
  threshold: 0.5,
  question: 'Wann öffnet ihr am Samstag?',
  history: [],
  knowledge: [
    {
      kind: 'qa',
      sourceId: 'qa-1',
      title: 'Saturday hours',
      excerpt: 'We open at 10 am on Saturdays.',
      score: 0.8,
      answer: 'We open at 10 am on Saturdays.',
      writtenIn: 'en',
      askedIn: 'de',
    },
  ],
};

describe('the system prompt of a model answer', () => {
  it('asks for the customer’s language even when the knowledge is in another, keeping its facts as written', () => {
    const prompt = systemPrompt(context);
    expect(prompt).toContain(
      'Answer in the language of the customer’s latest message, even when the business information and knowledge below are in another language',
    );
    expect(prompt).toContain('keeping names, prices, times and numbers exactly as written');
    // The knowledge goes in as written: the model translates it, the product does not.
    expect(prompt).toContain('[1] Saturday hours: We open at 10 am on Saturdays.');
  });

  it('keeps the model to the knowledge given and to the hand-over tool', () => {
    const prompt = systemPrompt({ ...context, knowledge: [] });
    expect(prompt).toContain(
      'Answer only from the business information and knowledge below. If they do not contain the answer, say plainly that you do not know; never invent prices, times, policies or facts.',
    );
    expect(prompt).toContain('call the hand_over tool');
    expect(prompt).not.toContain('Knowledge that matches the question');
  });
});
