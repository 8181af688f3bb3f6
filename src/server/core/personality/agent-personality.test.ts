import { describe, expect, it } from 'vitest';
import { type MessageAnswer } from '@shared/answers.ts';
import { briefingDefaults, savedBriefingSchema } from '@shared/briefing.ts';
import { DEFAULT_ANSWER_THRESHOLD } from '@shared/knowledge.ts';
import {
  type AgentPersonality,
  agentPersonalitySchema,
  defaultPersonality,
  type Personality,
  personalityInputSchema,
} from '@shared/personality.ts';
import { agentChat } from '@server/testing/agent-chat.ts';
import { jsonRequest, useTestServer } from '@server/testing/test-server.ts';

const server = useTestServer('agent-personality');

type Headers = Record<string, string>;

const pathOf = (agentId: string) => `/api/v1/agents/${agentId}/personality`;

async function agentPersonality(headers: Headers, agentId: string, init?: RequestInit) {
  const res = await server.request(pathOf(agentId), {
    ...init,
    headers: { ...(init?.headers as Headers), ...headers },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return agentPersonalitySchema.parse(await res.json());
}

async function accountPersonality(headers: Headers) {
  const res = await server.request('/api/v1/personality', { headers });
  return personalityInputSchema.parse(await res.json());
}

const nightShift: Personality = {
  ...defaultPersonality,
  tone: 'casual',
  greeting: 'Hey, night owl! What can I do for you?',
  farewell: 'Sleep well!',
  customResponses: [{ scenario: 'Late check-in', response: 'Late check-in is until 2 am.' }],
};

async function setUp() {
  const owner = await server.signIn({ sampleData: false });
  const chat = agentChat(server, owner.headers);
  const [day, night] = [await chat.newAgent('Day Desk'), await chat.newAgent('Night Desk')];
  return { owner, chat, day, night };
}

describe("an agent's personality", () => {
  it("starts as the account's, follows it, and is the agent's own once saved", async () => {
    const { owner, chat, day, night } = await setUp();
    expect(await agentPersonality(owner.headers, night.id)).toEqual({
      agentId: night.id,
      agentName: 'Night Desk',
      own: false,
      personality: defaultPersonality,
    } satisfies AgentPersonality);

    await chat.personality({ tone: 'formal' });
    expect((await agentPersonality(owner.headers, night.id)).personality.tone).toBe('formal');

    const saved = await agentPersonality(
      owner.headers,
      night.id,
      jsonRequest('PUT', nightShift, {}),
    );
    expect(saved).toMatchObject({ own: true, personality: nightShift });
    expect(await agentPersonality(owner.headers, night.id)).toMatchObject({
      own: true,
      personality: nightShift,
    });
    // The account's and the other agent's stay as they were.
    expect((await accountPersonality(owner.headers)).tone).toBe('formal');
    expect(await agentPersonality(owner.headers, day.id)).toMatchObject({
      own: false,
      personality: { tone: 'formal', greeting: defaultPersonality.greeting },
    });

    const reset = await agentPersonality(owner.headers, night.id, { method: 'DELETE' });
    expect(reset).toMatchObject({ own: false, personality: { tone: 'formal' } });
  });

  it('greets, answers and says goodbye with its own personality', async () => {
    const { chat, day, night, owner } = await setUp();
    await agentPersonality(owner.headers, night.id, jsonRequest('PUT', nightShift, {}));

    const atNight = await chat.started(night.id);
    expect(atNight.messages[0]?.text).toBe(nightShift.greeting);
    const answer = (await (
      await chat.send(atNight.id, 'When is the latest check-in?')
    ).json()) as MessageAnswer;
    expect(answer.answer?.text).toBe('Late check-in is until 2 am.');
    const bye = (await (await chat.send(atNight.id, 'Bye!')).json()) as MessageAnswer;
    expect(bye.answer?.text).toBe(nightShift.farewell);

    // A program's conversation, a customer's: a playground test would stay with the agent.
    const byDay = await chat.started(day.id, 'api');
    expect(byDay.messages[0]?.text).toBe(defaultPersonality.greeting);
    // The night desk's custom response is not the day desk's knowledge.
    const unknown = (await (
      await chat.send(byDay.id, 'When is the latest check-in?')
    ).json()) as MessageAnswer;
    expect(unknown.conversation.status).toBe('waiting');
  });

  it("answers 404 for another account's agent and 400 for bad settings", async () => {
    const { owner, night } = await setUp();
    const stranger = await server.signIn({ sampleData: false });
    for (const init of [{}, jsonRequest('PUT', nightShift, {}), { method: 'DELETE' }]) {
      const res = await server.request(pathOf(night.id), {
        ...init,
        headers: { ...(init.headers as Headers), ...stranger.headers },
      });
      expect(res.status).toBe(404);
    }
    const res = await server.request(
      pathOf(night.id),
      jsonRequest('PUT', { ...nightShift, humor: 101 }, owner.headers),
    );
    expect(res.status).toBe(400);
    expect(await agentPersonality(owner.headers, night.id)).toMatchObject({ own: false });
  });
});

describe('the briefing and the personality', () => {
  it('share the tone and the custom responses: saving either changes both', async () => {
    const owner = await server.signIn({ sampleData: false });
    const templates = [{ scenario: 'Test drive', response: 'Book one any weekday.' }];
    const briefing = {
      ...briefingDefaults,
      companyName: 'Harbor Cars',
      industry: 'automotive',
      description: 'Used-car dealer in Lisbon.',
      targetAudience: 'Families buying their first car.',
      keyServices: 'Sales, financing, trade-ins',
      tonePreference: 'friendly',
      responseTemplates: templates,
    };
    const put = await server.request(
      '/api/v1/briefing',
      jsonRequest('PUT', briefing, owner.headers),
    );
    expect(put.status, await put.clone().text()).toBe(200);
    expect(await accountPersonality(owner.headers)).toEqual({
      ...defaultPersonality,
      tone: 'friendly',
      customResponses: templates,
    });

    await agentChat(server, owner.headers).personality({
      tone: 'formal',
      greeting: 'Good day.',
      customResponses: [{ scenario: 'Financing', response: 'We offer financing over 48 months.' }],
    });
    const res = await server.request('/api/v1/briefing', { headers: owner.headers });
    const saved = savedBriefingSchema.parse(await res.json()).briefing!;
    expect(saved).toMatchObject({
      companyName: 'Harbor Cars',
      tonePreference: 'formal',
      responseTemplates: [
        { scenario: 'Financing', response: 'We offer financing over 48 months.' },
      ],
    });
  });
});

describe("an agent's answer threshold", () => {
  it('starts at the default, and a stricter one hands over what a looser one answers', async () => {
    const { owner, chat, night } = await setUp();
    await chat.personality({ customResponses: nightShift.customResponses });
    const agentRes = await server.request(`/api/v1/agents/${night.id}`, { headers: owner.headers });
    expect(((await agentRes.json()) as { answerThreshold: number }).answerThreshold).toBeCloseTo(
      DEFAULT_ANSWER_THRESHOLD,
    );
    // The dog is not in the knowledge: a loose threshold answers the rest, a strict one hands over.
    const question = 'Can I check in late with my dog?';
    const loose = await chat.started(night.id);
    const answered = (await (await chat.send(loose.id, question)).json()) as MessageAnswer;
    expect(answered.conversation.status).toBe('bot');

    const patch = (answerThreshold: unknown) =>
      server.request(
        `/api/v1/agents/${night.id}`,
        jsonRequest('PATCH', { answerThreshold }, owner.headers),
      );
    for (const wrong of [0.1, 0.95, '0.5']) {
      const refused = await patch(wrong);
      expect(refused.status).toBe(400);
      const body = (await refused.json()) as { error: { fields: Record<string, string> } };
      expect(body.error.fields.answerThreshold).toMatch(/from 0.2 to 0.9/);
    }
    expect((await patch(0.9)).status).toBe(200);
    const strict = await chat.started(night.id, 'api');
    const handedOver = (await (await chat.send(strict.id, question)).json()) as MessageAnswer;
    expect(handedOver.conversation.status).toBe('waiting');
  });
});
