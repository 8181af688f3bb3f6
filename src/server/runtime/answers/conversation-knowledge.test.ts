import { expect, it } from 'vitest';
import type { MessageAnswer } from '@shared/answers.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { agentChat } from '@server/testing/agent-chat.ts';
import { useTestServer } from '@server/testing/test-server.ts';
import { createKnowledgeSource } from '@server/runtime/knowledge/knowledge-store.ts';

const server = useTestServer('follow-up-questions');

const tyres = 'How much does it cost to change tyres?';
const oil = 'How much is an oil change?';
const hours = 'What are your opening hours?';

async function setUp() {
  const owner = await server.signIn({ sampleData: false });
  const db = server.database.db;
  const accountId = owner.id as AccountId;
  for (const [title, body] of [
    [tyres, 'Fitting costs $20 per tyre, balancing included.'],
    [oil, 'An oil change with a new filter is $49.'],
    [hours, 'We are open Monday to Friday from 8 am to 6 pm, and Saturday from 9 am to 1 pm.'],
  ] as const) {
    await createKnowledgeSource(accountId, db, { kind: 'qa', title, body });
  }
  const chat = agentChat(server, owner.headers);
  const agent = await chat.newAgent();
  const conversation = async () => (await chat.started(agent.id, 'api')).id;
  const ask = async (id: string, text: string) => {
    const res = await chat.send(id, text);
    expect(res.status, await res.clone().text()).toBe(201);
    const { answer } = (await res.json()) as MessageAnswer;
    return answer?.sources[0]?.title ?? null;
  };
  return { conversation, ask };
}

it('answers a short follow-up with the question before it, and a new short question alone', async () => {
  const { conversation, ask } = await setUp();
  const first = await conversation();
  expect(await ask(first, 'Do you change tyres?')).toBe(tyres);
  // Alone, "how much is it?" could be the tyres or the oil change.
  expect(await ask(first, 'how much is it?')).toBe(tyres);
  // In a conversation of its own it names no service: the general pricing response answers.
  const alone = await conversation();
  expect(await ask(alone, 'how much is it?')).toBe('Pricing question');

  const second = await conversation();
  expect(await ask(second, 'What time do you open?')).toBe(hours);
  expect(await ask(second, 'and the oil change price?')).toBe(oil);
});
