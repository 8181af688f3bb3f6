import { describe, expect, it } from 'vitest';
import { briefingDefaults, savedBriefingSchema } from '@shared/briefing.ts';
import { jsonRequest, useTestServer } from '@server/testing/test-server.ts';

const endpoint = '/api/v1/briefing';

const server = useTestServer('briefing');

async function get(headers: Record<string, string>) {
  const res = await server.request(endpoint, { headers });
  expect(res.status).toBe(200);
  return savedBriefingSchema.parse(await res.json());
}

const briefing = {
  ...briefingDefaults,
  companyName: 'Harbor Cars',
  industry: 'automotive',
  description: 'Used-car dealer in Lisbon.',
  targetAudience: 'Families buying their first car.',
  keyServices: 'Sales, financing, trade-ins',
  commonQuestions: 'Do you take trade-ins?',
  languages: ['English', 'Portuguese'],
  tonePreference: 'friendly',
  communicationStyle: 'Short and warm',
  personality: 'Patient and helpful',
  responseTemplates: [{ scenario: 'Test drive', response: 'Book one any weekday.' }],
};

describe('briefing', () => {
  it('is empty until activated, then holds every field', async () => {
    const owner = await server.signIn();
    expect(await get(owner.headers)).toEqual({ briefing: null, activatedAt: null });
    const res = await server.request(endpoint, jsonRequest('PUT', briefing, owner.headers));
    expect(res.status).toBe(200);
    const saved = await get(owner.headers);
    expect(saved.briefing).toEqual(briefing);
    expect(saved.activatedAt).toEqual(expect.any(String));
  });

  it("keeps one account's briefing from another", async () => {
    const owner = await server.signIn();
    const other = await server.signIn();
    await server.request(endpoint, jsonRequest('PUT', briefing, owner.headers));
    expect((await get(other.headers)).briefing).toBeNull();
  });

  it.each([
    ['a blank company name', { ...briefing, companyName: ' ' }, 'companyName'],
    ['an unknown industry', { ...briefing, industry: 'mining' }, 'industry'],
    ['no description', { ...briefing, description: undefined }, 'description'],
    ['a blank target audience', { ...briefing, targetAudience: '' }, 'targetAudience'],
    ['no language', { ...briefing, languages: [] }, 'languages'],
    ['an unknown language', { ...briefing, languages: ['Klingon'] }, 'languages.0'],
    ['an unknown tone', { ...briefing, tonePreference: 'rude' }, 'tonePreference'],
    ['a number for keyServices', { ...briefing, keyServices: 3 }, 'keyServices'],
    [
      'a template without a response',
      { ...briefing, responseTemplates: [{ scenario: 'x' }] },
      'responseTemplates.0.response',
    ],
  ])('refuses %s with 400 and the field in words', async (_case, body, field) => {
    const owner = await server.signIn();
    const res = await server.request(endpoint, jsonRequest('PUT', body, owner.headers));
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(answer.error.fields[field]).toEqual(expect.any(String));
    expect((await get(owner.headers)).briefing).toBeNull();
  });
});
