import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AUTH_BASE_PATH,
  authEndpoints,
  authErrorCodes,
  meEndpoint,
} from '@shared/auth/auth-api.ts';
import { MIN_PASSWORD_LENGTH } from '@shared/auth/password-rules.ts';
import { createAccount } from '@server/features/account/create-account.ts';
import { resetMailLimit } from './rate-limits.ts';
import { verification } from '@server/platform/db/schema.ts';
import type { Mail, Mailer } from '@server/platform/mail/mailer.ts';
import {
  cookieHeader,
  postJson,
  readOutbox,
  type TestApp,
  testOrigin,
  useTestServer,
} from '@server/testing/test-server.ts';

const server = useTestServer('password-reset');

let counter = 0;
async function newAccount(app: TestApp) {
  const email = `reset${++counter}-${Date.now()}@example.com`;
  const password = `old-password-${counter}-horse`;
  const created = await createAccount(server.database.db, app.auth, {
    email,
    password,
    name: `Owner ${counter}`,
  });
  return { ...created, password };
}

/** Asks for a reset link the way the forgot-password page does, and reads it from the outbox. */
async function requestLink(app: TestApp, email: string) {
  const before = new Set((await readOutbox(server.dataDir)).map((mail) => mail.file));
  const res = await app.request(authEndpoints.requestPasswordReset, postJson({ email }));
  await app.mailer.settle();
  const mails = (await readOutbox(server.dataDir)).filter((mail) => !before.has(mail.file));
  return { res, mails };
}

function tokenOf(link: string | undefined) {
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`No token in ${link}`);
  return token;
}

async function signIn(app: TestApp, email: string, password: string) {
  return app.request(authEndpoints.signIn, postJson({ email, password }));
}

describe('password reset', () => {
  it('mails a link to the product’s reset page for a known email', async () => {
    const app = server.app();
    const owner = await newAccount(app);
    const { res, mails } = await requestLink(app, owner.email);
    expect(res.status).toBe(200);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe(owner.email);
    expect(mail?.subject).toBe('Reset your Agentra AI password');
    expect(mail?.link).toMatch(new RegExp(`^${testOrigin}/reset-password\\?token=[A-Za-z0-9_-]+$`));
    expect(mail?.text).toContain('Hello Owner');
  });

  it('answers an unknown email exactly like a known one, and mails nothing', async () => {
    const app = server.app({ TRUST_PROXY: 'true' });
    const owner = await newAccount(app);
    const known = await app.request(
      authEndpoints.requestPasswordReset,
      postJson({ email: owner.email }, { 'x-forwarded-for': '192.0.2.1' }),
    );
    await app.mailer.settle();
    const { res: unknown, mails } = await requestLink(app, `nobody-${Date.now()}@example.com`);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    expect(mails).toEqual([]);
  });

  it('lets the link set a new password once; a second use is refused', async () => {
    const app = server.app();
    const owner = await newAccount(app);
    const token = tokenOf((await requestLink(app, owner.email)).mails[0]?.link);
    const newPassword = 'a-brand-new-password';

    const first = await app.request(authEndpoints.resetPassword, postJson({ token, newPassword }));
    expect(first.status).toBe(200);
    expect((await signIn(app, owner.email, newPassword)).status).toBe(200);
    expect((await signIn(app, owner.email, owner.password)).status).toBe(401);

    const second = await app.request(
      authEndpoints.resetPassword,
      postJson({ token, newPassword: 'yet-another-password' }),
    );
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ code: authErrorCodes.invalidToken });
  });

  it('refuses an expired link', async () => {
    const app = server.app();
    const owner = await newAccount(app);
    const token = tokenOf((await requestLink(app, owner.email)).mails[0]?.link);
    await server.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.value, owner.id));
    const res = await app.request(
      authEndpoints.resetPassword,
      postJson({ token, newPassword: 'a-brand-new-password' }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: authErrorCodes.invalidToken });
    expect((await signIn(app, owner.email, owner.password)).status).toBe(200);
  });

  it('expires links after one hour', async () => {
    const app = server.app();
    const owner = await newAccount(app);
    const requestedAt = Date.now();
    await requestLink(app, owner.email);
    const [row] = await server.database.db
      .select()
      .from(verification)
      .where(eq(verification.value, owner.id));
    const lifetime = (row?.expiresAt.getTime() ?? 0) - requestedAt;
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);
  });

  it('ends every session of the account', async () => {
    const app = server.app({ TRUST_PROXY: 'true' });
    const owner = await newAccount(app);
    const sessions = [];
    for (const address of ['192.0.2.10', '192.0.2.11']) {
      const res = await app.request(
        authEndpoints.signIn,
        postJson({ email: owner.email, password: owner.password }, { 'x-forwarded-for': address }),
      );
      expect(res.status).toBe(200);
      sessions.push(cookieHeader(res));
    }
    const token = tokenOf((await requestLink(app, owner.email)).mails[0]?.link);
    const reset = await app.request(
      authEndpoints.resetPassword,
      postJson({ token, newPassword: 'a-brand-new-password' }),
    );
    expect(reset.status).toBe(200);
    for (const cookie of sessions) {
      expect((await app.request(meEndpoint, { headers: { cookie } })).status).toBe(401);
    }
  });

  it('stores the token hashed, never as sent', async () => {
    const app = server.app();
    const owner = await newAccount(app);
    const token = tokenOf((await requestLink(app, owner.email)).mails[0]?.link);
    const rows = await server.database.db
      .select()
      .from(verification)
      .where(eq(verification.value, owner.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.identifier).not.toContain(token);
    const anywhere = await server.database.db
      .select()
      .from(verification)
      .where(like(verification.identifier, `%${token}%`));
    expect(anywhere).toEqual([]);
  });

  it(`refuses a new password shorter than ${MIN_PASSWORD_LENGTH} characters, and keeps the link usable`, async () => {
    const app = server.app();
    const owner = await newAccount(app);
    const token = tokenOf((await requestLink(app, owner.email)).mails[0]?.link);
    const short = await app.request(
      authEndpoints.resetPassword,
      postJson({ token, newPassword: 'x'.repeat(MIN_PASSWORD_LENGTH - 1) }),
    );
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ code: authErrorCodes.passwordTooShort });
    const ok = await app.request(
      authEndpoints.resetPassword,
      postJson({ token, newPassword: 'x'.repeat(MIN_PASSWORD_LENGTH) }),
    );
    expect(ok.status).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const res = await server
      .app()
      .request(
        authEndpoints.resetPassword,
        postJson({ token: 'made-up-token', newPassword: 'a-brand-new-password' }),
      );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: authErrorCodes.invalidToken });
  });

  it('answers without waiting for the mail to be handed over', async () => {
    let release = () => {};
    const handedOver = new Promise<void>((resolve) => (release = resolve));
    const queued: Mail[] = [];
    const slowMailer: Mailer = {
      send: () => handedOver.then(() => ({ outboxFile: undefined })),
      sendInBackground: (mail) => {
        queued.push(mail);
        void handedOver;
      },
      removeFromOutbox: async () => {},
      settle: () => handedOver,
    };
    const app = server.app({}, { mailer: slowMailer });
    const owner = await newAccount(app);
    const res = await app.request(
      authEndpoints.requestPasswordReset,
      postJson({ email: owner.email }),
    );
    expect(res.status).toBe(200);
    expect(queued.map((mail) => mail.to)).toEqual([owner.email]);
    release();
  });

  it('ends an earlier link when a new one is sent', async () => {
    const app = server.app({ TRUST_PROXY: 'true' });
    const owner = await newAccount(app);
    const first = tokenOf((await requestLink(app, owner.email)).mails[0]?.link);
    const second = tokenOf((await requestLink(app, owner.email)).mails[0]?.link);

    const withFirst = await app.request(
      authEndpoints.resetPassword,
      postJson({ token: first, newPassword: 'chosen-with-the-first' }),
    );
    expect(withFirst.status).toBe(400);
    expect(await withFirst.json()).toMatchObject({ code: authErrorCodes.invalidToken });
    const withSecond = await app.request(
      authEndpoints.resetPassword,
      postJson({ token: second, newPassword: 'chosen-with-the-second' }),
    );
    expect(withSecond.status).toBe(200);
  });

  it('ends every link issued before a password change', async () => {
    const app = server.app();
    const owner = await newAccount(app);
    const token = tokenOf((await requestLink(app, owner.email)).mails[0]?.link);
    const session = cookieHeader(await signIn(app, owner.email, owner.password));
    const changed = await app.request(
      `${AUTH_BASE_PATH}/change-password`,
      postJson(
        { currentPassword: owner.password, newPassword: 'changed-while-signed-in' },
        { cookie: session },
      ),
    );
    expect(changed.status).toBe(200);

    const late = await app.request(
      authEndpoints.resetPassword,
      postJson({ token, newPassword: 'the-attacker-picks-this' }),
    );
    expect(late.status).toBe(400);
    expect((await signIn(app, owner.email, 'changed-while-signed-in')).status).toBe(200);
  });

  it(`sends one account at most ${resetMailLimit.maxMails} mails an hour, answering every request alike`, async () => {
    const app = server.app({ TRUST_PROXY: 'true' });
    const owner = await newAccount(app);
    const before = new Set((await readOutbox(server.dataDir)).map((mail) => mail.file));
    // The probe: five addresses, three requests each (each address's own limit).
    const answers = [];
    for (let address = 1; address <= 5; address++) {
      for (let i = 0; i < 3; i++) {
        const res = await app.request(
          authEndpoints.requestPasswordReset,
          postJson({ email: owner.email }, { 'x-forwarded-for': `198.51.100.${address}` }),
        );
        answers.push({ status: res.status, body: await res.text() });
      }
    }
    await app.mailer.settle();
    const sent = (await readOutbox(server.dataDir)).filter(
      (mail) => !before.has(mail.file) && mail.to === owner.email,
    );
    expect(sent).toHaveLength(resetMailLimit.maxMails);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    // The last mailed link still works: the refused requests ended nothing. Mails written in
    // the same millisecond have no order on disk, so try each: the newest works, and using it
    // ends the others, so exactly one does.
    const statuses = [];
    for (const mail of sent) {
      const res = await app.request(
        authEndpoints.resetPassword,
        postJson({ token: tokenOf(mail.link), newPassword: 'after-the-flood' }),
      );
      statuses.push(res.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  });
});
