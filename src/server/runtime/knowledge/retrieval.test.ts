import { expect, it } from 'vitest';
import { DEFAULT_ANSWER_THRESHOLD } from '@shared/knowledge.ts';
import { useTestServer } from '@server/testing/test-server.ts';
import { findKnowledge } from './find-knowledge.ts';
import { answerableQuestions, unanswerableQuestions } from './retrieval-test-set.ts';

const server = useTestServer('knowledge-retrieval');

const describe = (match: { title: string; score: number } | undefined) =>
  match ? `${match.title} (${match.score.toFixed(2)})` : 'nothing';

/** The built-in responder's rule: answer with the top match when it clears the threshold. */
async function decide(accountId: Parameters<typeof findKnowledge>[1], question: string) {
  const [top] = await findKnowledge(server.database.db, accountId, question, 1);
  return { answer: top && top.score >= DEFAULT_ANSWER_THRESHOLD ? top : null, top };
}

it(
  'answers the sample business’s questions from the right source and hands over on the rest',
  { timeout: 180_000 },
  async () => {
    const { id } = await server.signIn();
    const accountId = id as Parameters<typeof findKnowledge>[1];
    const misses: string[] = [];
    let right = 0;
    for (const { question, answeredBy } of answerableQuestions) {
      const { answer, top } = await decide(accountId, question);
      if (answer && answeredBy.includes(answer.title)) right += 1;
      else misses.push(`${question} → ${answer ? 'answered' : 'handed over'}: ${describe(top)}`);
    }
    let handedOver = 0;
    const wrongAnswers: string[] = [];
    const closest: string[] = [];
    for (const question of unanswerableQuestions) {
      const { answer, top } = await decide(accountId, question);
      if (!answer) handedOver += 1;
      (answer ? wrongAnswers : closest).push(`${question} → ${describe(top)}`);
    }
    const share = right / answerableQuestions.length;
    console.log(
      [
        `Retrieval at threshold ${DEFAULT_ANSWER_THRESHOLD}:`,
        `  answered from the right source: ${right} of ${answerableQuestions.length} (${Math.round(share * 100)} %)`,
        ...misses.map((miss) => `    missed: ${miss}`),
        `  handed over outside the knowledge: ${handedOver} of ${unanswerableQuestions.length}`,
        ...wrongAnswers.map((wrong) => `    answered: ${wrong}`),
        ...closest.map((handover) => `    handed over: ${handover}`),
      ].join('\n'),
    );
    expect(answerableQuestions.length).toBeGreaterThanOrEqual(40);
    expect(unanswerableQuestions.length).toBeGreaterThanOrEqual(10);
    expect(share).toBeGreaterThanOrEqual(0.8);
    expect(handedOver).toBeGreaterThanOrEqual(9);
  },
);
