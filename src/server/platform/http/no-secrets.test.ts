import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_BASE_PATH, authEndpoints } from '@shared/auth/auth-api.ts';
import { createAccount } from '@server/features/account/create-account.ts';
import {
  account,
  answerEngineSettings,
  apiKey,
  googleCalendarConnection,
  verification,
} from '@server/platform/db/schema.ts';
import type { Logger } from '@server/platform/logging/logger.ts';
import { createMailer } from '@server/platform/mail/mailer.ts';
import { answerText, isStream } from '@server/testing/answer-text.ts';
import {
  connectThroughGoogle,
  type FakeGoogle,
  startFakeGoogle,
} from '@server/testing/fake-google.ts';
import { apiRoutes, routePath } from '@server/testing/api-routes.ts';
import {
  cookieHeader,
  jsonRequest,
  postJson,
  readOutbox,
  type TestApp,
  testOrigin,
  useTestServer,
} from '@server/testing/test-server.ts';

const server = useTestServer('no-secrets');
let google: FakeGoogle;
beforeAll(async () => {
  google = await startFakeGoogle();
});
afterAll(async () => {
  await google?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Everything the server wrote to its log, and every console line, during the test. */
const logged: string[] = [];
const capturingLogger: Logger = {
  info: (message) => logged.push(message),
  error: (message, err) =>
    logged.push(`${message} ${err instanceof Error ? `${err.message} ${err.stack}` : err}`),
};

type Answer = { what: string; text: string };

describe('secrets', () => {
  it('never reach an API answer or the log: password hashes, key secrets, calendar secrets, model keys, reset tokens', async () => {
    for (const method of ['log', 'info', 'warn', 'error'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(' '));
      });
    }
    const app: TestApp = server.app(
      { LOG_LEVEL: 'info', ...google.env },
      { logger: capturingLogger },
    );
    const { db } = server.database;
    const answers: Answer[] = [];
    const request = async (path: string, init?: RequestInit) => {
      const res = await app.request(path, init);
      const headers = [...res.headers].filter(([name]) => name !== 'set-cookie');
      answers.push({
        what: `${init?.method ?? 'GET'} ${path}`,
        // A stream is read (its start) and ended here; other answers stay readable by the caller.
        text: `${JSON.stringify(headers)}\n${await answerText(isStream(res) ? res : res.clone())}`,
      });
      return res;
    };
    const hashes = async (userId: string) =>
      (await db.select().from(account).where(eq(account.userId, userId))).map(
        (row) => row.password ?? '',
      );

    const passwords = ['first-password-of-owner', 'second-password-of-owner'];
    const wrongPassword = 'a-wrong-password-tried';
    const owner = await createAccount(db, app.auth, {
      email: `secrets-${Date.now()}@example.com`,
      password: passwords[0]!,
      sampleData: true,
    });
    const secrets: string[] = [
      app.env.AUTH_SECRET!,
      app.env.GOOGLE_CLIENT_SECRET!,
      ...passwords,
      wrongPassword,
    ];
    secrets.push(...(await hashes(owner.id)));

    expect(
      (
        await request(
          authEndpoints.signIn,
          postJson({ email: owner.email, password: wrongPassword }),
        )
      ).status,
    ).toBe(401);
    const signIn = await request(
      authEndpoints.signIn,
      postJson({ email: owner.email, password: passwords[0] }),
    );
    let cookie = cookieHeader(signIn);
    const withSession = () => ({ origin: testOrigin, cookie });

    // Everything the portal writes and reads. Creating and revealing a key are the two
    // answers meant to carry a full key; no other answer may.
    const created = await request(
      '/api/v1/api-keys',
      jsonRequest('POST', { name: 'Secret test' }, withSession()),
    );
    const fullKeys = [((await created.json()) as { key: string }).key];
    const listed = await request('/api/v1/api-keys', { headers: withSession() });
    for (const { id } of ((await listed.json()) as { apiKeys: { id: string }[] }).apiKeys) {
      const revealed = await request(`/api/v1/api-keys/${id}/key`, { headers: withSession() });
      fullKeys.push(((await revealed.json()) as { key: string }).key);
    }
    // Google Calendar connected: its tokens stay sealed on the server.
    expect((await connectThroughGoogle(request, withSession())).status).toBe(302);
    secrets.push(...google.issuedTokens());
    const modelKey = 'sk-model-provider-key-8765';
    secrets.push(modelKey);
    const choice = {
      provider: 'custom',
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'secret-test-model',
      apiKey: modelKey,
    };
    expect(
      (await request('/api/v1/answer-engine', jsonRequest('PUT', choice, withSession()))).status,
    ).toBe(200);
    // Refused by the closed port: the failure is told and logged without the key.
    await request('/api/v1/answer-engine/test', jsonRequest('POST', choice, withSession()));
    await request(
      '/api/v1/answer-engine/models',
      jsonRequest('POST', { provider: 'custom', baseUrl: choice.baseUrl }, withSession()),
    );
    for (const route of apiRoutes.filter((r) => r.method === 'GET' && !r.id)) {
      await request(routePath(route), { headers: withSession() });
    }
    await request(authEndpoints.session, { headers: withSession() });

    // A password reset by mail, then a change of password on the new session.
    await request(authEndpoints.requestPasswordReset, postJson({ email: owner.email }));
    await app.mailer.settle();
    const link = (await readOutbox(server.dataDir)).find((mail) => mail.to === owner.email)?.link;
    const token = new URL(link!).searchParams.get('token')!;
    secrets.push(token);
    secrets.push(
      ...(await db.select().from(verification).where(eq(verification.value, owner.id))).map(
        (row) => row.identifier,
      ),
    );
    expect(
      (await request(authEndpoints.resetPassword, postJson({ token, newPassword: passwords[1] })))
        .status,
    ).toBe(200);
    secrets.push(...(await hashes(owner.id)));
    const again = await request(
      authEndpoints.signIn,
      postJson({ email: owner.email, password: passwords[1] }),
    );
    cookie = cookieHeader(again);
    const thirdPassword = 'third-password-of-owner';
    secrets.push(thirdPassword);
    const changed = await request(
      `${AUTH_BASE_PATH}/change-password`,
      postJson({ currentPassword: passwords[1], newPassword: thirdPassword }, { cookie }),
    );
    expect(changed.status).toBe(200);
    secrets.push(...(await hashes(owner.id)));
    await request(authEndpoints.signOut, postJson({}, { cookie: cookieHeader(changed) }));

    const keyRows = await db.select().from(apiKey).where(eq(apiKey.accountId, owner.id));
    secrets.push(...keyRows.flatMap((row) => [row.keyHash, row.keySealed]));
    const [googleRow] = await db
      .select()
      .from(googleCalendarConnection)
      .where(eq(googleCalendarConnection.accountId, owner.id));
    secrets.push(googleRow!.refreshTokenSealed, googleRow!.accessTokenSealed!);
    const engineRows = await db
      .select()
      .from(answerEngineSettings)
      .where(eq(answerEngineSettings.accountId, owner.id));
    secrets.push(...engineRows.map((row) => row.apiKeySealed!));

    expect(secrets.every((secret) => secret.length >= 12)).toBe(true);
    const keyAnswers = /^(POST \/api\/v1\/api-keys|GET \/api\/v1\/api-keys\/[^/]+\/key)$/;
    for (const { what, text } of answers) {
      for (const secret of secrets) expect(text, `${what} answered a secret`).not.toContain(secret);
      if (keyAnswers.test(what)) continue;
      for (const key of fullKeys) expect(text, `${what} answered a full key`).not.toContain(key);
    }
    const log = logged.join('\n');
    expect(log).toContain('Mail to');
    for (const secret of [...secrets, ...fullKeys]) {
      expect(log, 'the log holds a secret').not.toContain(secret);
    }
  });

  it('reach the log in development only, where the outbox mail’s link is shown to follow', async () => {
    const lines: string[] = [];
    const logger: Logger = { info: (line) => lines.push(line), error: () => {} };
    const mail = {
      to: 'dev@example.com',
      subject: 'Reset',
      text: 'Reset',
      html: '<p>Reset</p>',
      link: 'http://127.0.0.1:3000/reset-password?token=dev-token-123',
    };
    for (const NODE_ENV of ['development', 'production'] as const) {
      await createMailer({ ...server.env, NODE_ENV }, logger).send(mail);
    }
    expect(lines[0]).toContain(mail.link);
    expect(lines[1]).not.toContain('dev-token-123');
    expect(lines[1]).toMatch(/Mail to dev@example\.com: Reset — .*outbox.*\.eml$/);
  });
});
