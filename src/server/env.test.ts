import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { googleSetupOf, modelSettingsOf, publicUrlOf, readEnv } from './env.ts';

describe('configuration', () => {
  it('defaults to the embedded database on 127.0.0.1:3000', () => {
    const env = readEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(publicUrlOf(env)).toBe('http://127.0.0.1:3000');
  });

  it('lists every bad value at once', () => {
    expect(() => readEnv({ PORT: 'eighty', SMTP_URL: 'not a url' })).toThrow(
      /Invalid configuration: .*PORT.*SMTP_URL/,
    );
  });

  it('reads TRUST_PROXY as a number of proxies: false is none, true is one', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(0);
    expect(readEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(readEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(readEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(() => readEnv({ TRUST_PROXY: 'sometimes' })).toThrow(/TRUST_PROXY/);
  });

  it('takes a redis:// or rediss:// REDIS_URL, with a key prefix of its own', () => {
    const env = readEnv({ REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(env.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(env.REDIS_KEY_PREFIX).toBe('agent-portal:');
    expect(readEnv({ REDIS_URL: 'rediss://cache.example.com:6380' }).REDIS_URL).toBeDefined();
    expect(() => readEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });

  it('answers with the built-in responder unless LLM_BASE_URL names a model', () => {
    expect(modelSettingsOf(readEnv({}))).toBeUndefined();
    expect(
      modelSettingsOf(
        readEnv({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.1' }),
      ),
    ).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3.1',
      timeoutMs: 20_000,
    });
    expect(() => readEnv({ LLM_BASE_URL: 'https://api.openai.com/v1' })).toThrow(
      /LLM_MODEL is required/,
    );
    expect(() => readEnv({ LLM_BASE_URL: 'not a url', LLM_MODEL: 'x' })).toThrow(/LLM_BASE_URL/);
    expect(() => readEnv({ LLM_TIMEOUT_MS: 'soon' })).toThrow(/LLM_TIMEOUT_MS/);
  });

  it('lets owners choose their own model unless LLM_LOCKED says the install’s is the only one', () => {
    expect(readEnv({}).LLM_LOCKED).toBe(false);
    expect(readEnv({ LLM_LOCKED: 'true' }).LLM_LOCKED).toBe(true);
    expect(() => readEnv({ LLM_LOCKED: 'perhaps' })).toThrow(/LLM_LOCKED/);
  });

  it('lets owners connect Google Calendar with the operator’s OAuth client: both variables, or neither', () => {
    expect(googleSetupOf(readEnv({ PUBLIC_URL: 'https://portal.example.com' }))).toEqual({
      redirectUri: 'https://portal.example.com/api/v1/calendars/google/callback',
      settings: undefined,
    });
    const google = googleSetupOf(
      readEnv({
        GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'secret',
      }),
    );
    expect(google.settings).toEqual({
      clientId: 'id.apps.googleusercontent.com',
      clientSecret: 'secret',
      redirectUri: 'http://127.0.0.1:3000/api/v1/calendars/google/callback',
      authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      revokeUrl: 'https://oauth2.googleapis.com/revoke',
      apiUrl: 'https://www.googleapis.com/',
    });
    expect(() => readEnv({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' })).toThrow(
      /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together/,
    );
    expect(() => readEnv({ GOOGLE_API_URL: 'not a url' })).toThrow(/GOOGLE_API_URL/);
  });

  it('refuses PostgreSQL without an AUTH_SECRET', () => {
    expect(() => readEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' })).toThrow(
      'AUTH_SECRET is required when DATABASE_URL is set.',
    );
  });

  it('the server refuses to start with that reason as its one log line', () => {
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
      env: { PATH: process.env.PATH, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(started.status).toBe(1);
    // Logs are one JSON object a line; the failed start is the only one.
    const lines = started.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'error',
      msg: 'AUTH_SECRET is required when DATABASE_URL is set.',
    });
  });
});
