import { answerCopy } from '@shared/answers.ts';
import type { WidgetLanguage } from '@shared/webchat.ts';
import type { AnswerContext, Responder, ResponderEvent } from './responder.ts';
import { sourceOf } from './responder.ts';
import { asksForPerson, saysGoodbye } from './customer-intent.ts';
import { customerLanguage, questionLanguage } from './message-language.ts';
import { passageAnswer } from './passage-answer.ts';
import type { KnowledgeMatch } from '@server/runtime/knowledge/find-knowledge.ts';

const start: ResponderEvent = { event: 'start', engine: 'builtin', model: null };
const done: ResponderEvent = { event: 'done', promptTokens: null, completionTokens: null };

/**
 * What the built-in responder says to `context`, whole: a person when asked for one, the
 * farewell to a goodbye, the best knowledge when it is sure enough, otherwise that it will
 * pass the question on, and a hand-over. No network, no model: it cannot fail.
 */
export function builtinAnswer(context: AnswerContext): ResponderEvent[] {
  const { personality, question, knowledge, threshold } = context;
  const language = customerLanguage(question, knowledge);
  if (asksForPerson(question)) {
    return [
      start,
      { event: 'delta', text: answerCopy.connecting[language][personality.tone] },
      { event: 'handover', reason: 'customer_asked' },
      done,
    ];
  }
  if (saysGoodbye(question)) {
    return [start, { event: 'delta', text: personality.farewell }, done];
  }
  const best = knowledge[0];
  if (best && best.score >= threshold) {
    return [
      start,
      { event: 'delta', text: builtinText(question, questionLanguage(question, knowledge), best) },
      { event: 'sources', sources: [sourceOf(best)] },
      done,
    ];
  }
  return [
    start,
    { event: 'delta', text: answerCopy.passingOn[language][personality.tone] },
    { event: 'handover', reason: 'agent_unsure' },
    done,
  ];
}

/**
 * What the built-in responder says from a match: a Q&A's answer or a response as written, the
 * sentences of a passage that answer, and first, when the knowledge is in another language
 * than the question, that it is.
 */
function builtinText(question: string, askedIn: WidgetLanguage | null, match: KnowledgeMatch) {
  const text =
    match.kind === 'document' || match.kind === 'briefing'
      ? passageAnswer(question, match.title, match.answer)
      : match.answer;
  const { writtenIn } = match;
  if (!askedIn || !writtenIn || askedIn === writtenIn) return text;
  const note = answerCopy.writtenInOtherLanguage[askedIn](
    answerCopy.languageNames[askedIn][writtenIn],
  );
  return `${note}\n${text}`;
}

/** The default responder: answers from the account's knowledge alone. */
export const builtinResponder: Responder = {
  async *respond(context) {
    yield* builtinAnswer(context);
  },
};

/** The agent's first message in a new conversation. */
export const greetingOf = (context: Pick<AnswerContext, 'personality'>) =>
  context.personality.greeting;
