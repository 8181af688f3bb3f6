import { describe, expect, it } from 'vitest';
import { AUTH_BASE_PATH } from '@shared/auth/auth-api.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { postJson, useTestServer } from '@server/testing/test-server.ts';
import { jsonDepth, MAX_JSON_DEPTH, tooDeepMessage } from './json-depth.ts';

const server = useTestServer('json-depth');

/** `{"a":{"a":…1…}}`, nested `levels` deep: the probe's body at 10,000 is 60 KB. */
const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('the depth of JSON a client sends', () => {
  it('is measured on the text, brackets inside strings aside', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{"a":[{"b":"[[[{{{"}]}')).toBe(3);
    expect(jsonDepth('{"a":"\\"[[["}')).toBe(1);
    expect(jsonDepth(nested(10_000))).toBe(10_000);
  });

  it('answers 400 in words to an unauthenticated change-password nested 10,000 deep', async () => {
    const res = await server.request(`${AUTH_BASE_PATH}/change-password`, postJson(nested(10_000)));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { message: tooDeepMessage } });
  });

  it('answers 400 on the auth routes and the API alike, past the limit only', async () => {
    const signIn = `${AUTH_BASE_PATH}/sign-in/email`;
    expect((await server.request(signIn, postJson(nested(MAX_JSON_DEPTH + 1)))).status).toBe(400);
    // Within the limit the body reaches better-auth, which refuses it for its own reasons.
    const within = await server.request(signIn, postJson(nested(MAX_JSON_DEPTH)));
    expect(await within.text()).not.toContain(tooDeepMessage);

    const owner = await server.signIn({ sampleData: false });
    const res = await server.request(apiPaths.agents, postJson(nested(500), owner.headers));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { message: tooDeepMessage } });
  });
});
