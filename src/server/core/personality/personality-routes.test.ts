import { describe, expect, it } from 'vitest';
import { defaultPersonality, personalityInputSchema } from '@shared/personality.ts';
import { jsonRequest, useTestServer } from '@server/testing/test-server.ts';

const endpoint = '/api/v1/personality';

const server = useTestServer('personality');

async function get(headers: Record<string, string>) {
  const res = await server.request(endpoint, { headers });
  expect(res.status).toBe(200);
  return personalityInputSchema.parse(await res.json());
}

const changed = {
  ...defaultPersonality,
  tone: 'friendly',
  formality: 0,
  empathy: 100,
  humor: 55,
  creativity: 1,
  greeting: 'Hi there!',
  farewell: 'Bye for now!',
  customResponses: [{ scenario: 'Refunds', response: 'Refunds take five working days.' }],
};

describe('personality', () => {
  it('starts with the specification defaults, with or without sample data', async () => {
    const owner = await server.signIn();
    expect(await get(owner.headers)).toEqual(defaultPersonality);
    const empty = await server.signIn({ sampleData: false });
    expect(await get(empty.headers)).toEqual(defaultPersonality);
    expect(defaultPersonality).toMatchObject({
      formality: 70,
      empathy: 80,
      humor: 30,
      creativity: 60,
      greeting: "Hello! I'm your AI assistant. How can I help you today?",
      farewell: 'Thank you for chatting with me. Have a great day!',
    });
  });

  it('saves the settings, and they stay saved for that account only', async () => {
    const owner = await server.signIn();
    const other = await server.signIn();
    const res = await server.request(endpoint, jsonRequest('PUT', changed, owner.headers));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(changed);
    expect(await get(owner.headers)).toEqual(changed);
    expect(await get(other.headers)).toEqual(defaultPersonality);
  });

  it.each([
    ['a slider at 101', { ...changed, humor: 101 }, 'humor'],
    ['a slider below 0', { ...changed, empathy: -1 }, 'empathy'],
    ['a fractional slider', { ...changed, creativity: 50.5 }, 'creativity'],
    ['a string slider', { ...changed, formality: '70' }, 'formality'],
    ['an unknown tone', { ...changed, tone: 'sarcastic' }, 'tone'],
    ['a blank greeting', { ...changed, greeting: '  ' }, 'greeting'],
    ['a missing farewell', { ...changed, farewell: undefined }, 'farewell'],
    [
      'a blank custom response',
      { ...changed, customResponses: [{ scenario: 'x', response: '' }] },
      'customResponses.0.response',
    ],
    ['an unknown field', { ...changed, mood: 'happy' }, '_'],
  ])('refuses %s with 400 and the field in words', async (_case, body, field) => {
    const owner = await server.signIn();
    const res = await server.request(endpoint, jsonRequest('PUT', body, owner.headers));
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(answer.error.fields[field]).toEqual(expect.any(String));
    expect(await get(owner.headers)).toEqual(defaultPersonality);
  });
});
