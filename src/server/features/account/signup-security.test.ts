import * as argon2 from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  authEndpoints,
  authErrorCodes,
  meEndpoint,
  signupVerificationErrorCodes,
} from '@shared/auth/auth-api.ts';
import { apiPaths } from '@shared/api-paths.ts';
import type { BackgroundWork } from '@server/platform/background/background-work.ts';
import { session, user } from '@server/platform/db/schema.ts';
import {
  cookieHeader,
  postJson,
  readOutbox,
  type TestApp,
  useTestServer,
} from '@server/testing/test-server.ts';
import { createAccount } from './create-account.ts';

// Counts the password hashes each request makes; the hashing itself is the real one.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof argon2>();
  return { ...real, hash: vi.fn(real.hash) };
});

const server = useTestServer('signup-security');

let counter = 0;
const newEmail = () => `probe${++counter}-${Date.now()}@example.com`;
const fromAddress = () => ({ 'x-forwarded-for': `203.0.113.${++counter % 250}` });
const proxiedApp = () => server.app({ TRUST_PROXY: 'true' });

const signUp = (app: TestApp, body: Record<string, unknown>) =>
  app.request(apiPaths.signup, postJson(body, fromAddress()));

const signIn = (app: TestApp, email: string, password: string) =>
  app.request(authEndpoints.signIn, postJson({ email, password }, fromAddress()));

async function mailsTo(email: string) {
  return (await readOutbox(server.dataDir)).filter((mail) => mail.to === email);
}

async function stored(email: string) {
  const [row] = await server.database.db.select().from(user).where(eq(user.email, email));
  return row;
}

/** The mailbox owner follows the mailed link the way the verification page does. */
const followLink = (app: TestApp, link: string, newPassword: string) => {
  const token = new URL(link).searchParams.get('token') ?? '';
  return app.request(apiPaths.signupVerification, postJson({ token, newPassword }, fromAddress()));
};

describe('pre-verification account takeover', () => {
  it('a password typed at sign-up by someone else never signs in to the verified account', async () => {
    const app = proxiedApp();
    const victim = newEmail();
    const attackersPassword = 'the-attackers-own-password';
    expect(
      (
        await signUp(app, {
          name: 'Vic',
          email: victim,
          password: attackersPassword,
          planId: 'essential',
        })
      ).status,
    ).toBe(200);
    await app.background.settle();
    await app.mailer.settle();
    const [mail] = await mailsTo(victim);
    const token = new URL(mail!.link!).searchParams.get('token')!;

    // better-auth's own route would verify the address and keep the attacker's password.
    const bare = await app.request(`/api/auth/verify-email?token=${token}`, {
      headers: { 'sec-fetch-site': 'same-origin', ...fromAddress() },
    });
    expect(bare.status).toBe(404);
    expect(cookieHeader(bare)).toBe('');
    expect((await stored(victim))?.emailVerified).toBe(false);

    const { id } = (await stored(victim))!;
    // A session somehow held before the address was proven (none should survive it).
    const early = await (await app.auth.$context).internalAdapter.createSession(id);

    const ownersPassword = 'the-mailbox-owners-password';
    const followed = await followLink(app, mail!.link!, ownersPassword);
    expect(followed.status).toBe(200);
    expect(await followed.json()).toEqual({ email: victim });
    const me = await app.request(meEndpoint, { headers: { cookie: cookieHeader(followed) } });
    expect(me.status).toBe(200);
    expect((await stored(victim))?.emailVerified).toBe(true);

    const attacker = await signIn(app, victim, attackersPassword);
    expect(attacker.status).toBe(401);
    expect(await attacker.json()).toMatchObject({ code: authErrorCodes.invalidCredentials });
    const left = await server.database.db.select().from(session).where(eq(session.userId, id));
    expect(left.map((row) => row.token)).not.toContain(early.token);
    expect((await signIn(app, victim, ownersPassword)).status).toBe(200);

    // The link set the password once; used again (forwarded, stolen) it sets nothing.
    const again = await followLink(app, mail!.link!, 'yet-another-password-here');
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      error: { code: signupVerificationErrorCodes.unusableLink },
    });
    expect(cookieHeader(again)).toBe('');
    expect((await signIn(app, victim, 'yet-another-password-here')).status).toBe(401);
  });
});

/** Work after answers, held until the test lets it run: whatever happened before is the request's. */
function heldBackground() {
  const jobs: (() => Promise<void>)[] = [];
  return {
    run: (_what, job) => void jobs.push(job),
    settle: async () => {
      while (jobs.length > 0) await jobs.shift()!();
    },
    held: () => jobs.length,
  } satisfies BackgroundWork & { held: () => number };
}

describe('sign-up timing', () => {
  it('takes the same steps to its answer whether or not the email has an account: one hash, and nothing that differs', async () => {
    const background = heldBackground();
    const app = server.app({ TRUST_PROXY: 'true' }, { background });
    const owner = await createAccount(server.database.db, app.auth, {
      email: newEmail(),
      password: 'the-owners-own-password',
    });
    const waiting = newEmail();
    await signUp(app, {
      name: 'Wes',
      email: waiting,
      password: 'a-long-enough-password',
      planId: 'essential',
    });
    await background.settle();
    const hashes = vi.mocked(argon2.hash);

    /** What the database and the outbox hold for an address: the traces a sign-up leaves. */
    const traces = async (email: string) => ({
      accounts: (await server.database.db.select().from(user).where(eq(user.email, email))).length,
      mails: (await mailsTo(email)).length,
    });

    const steps = [];
    // A new address, one with an account, one with an account waiting for verification.
    for (const email of [newEmail(), owner.email, waiting]) {
      const before = await traces(email);
      hashes.mockClear();
      const res = await signUp(app, {
        name: 'Sam',
        email,
        password: 'a-long-enough-password',
        planId: 'essential',
      });
      const answer = { status: res.status, keys: Object.keys(await res.json()) };
      const onRequest = { hashes: hashes.mock.calls.length, jobsLeft: background.held() };
      // When the answer left, nothing told the two apart: no account made, no mail written.
      const atAnswer = await traces(email);
      await background.settle();
      await app.mailer.settle();
      steps.push({
        answer,
        onRequest,
        unchangedAtAnswer: atAnswer.accounts === before.accounts && atAnswer.mails === before.mails,
        hashesInAll: hashes.mock.calls.length,
      });
    }
    expect(steps[0]).toEqual({
      answer: { status: 200, keys: ['email'] },
      onRequest: { hashes: 1, jobsLeft: 1 },
      unchangedAtAnswer: true,
      hashesInAll: 1,
    });
    expect(steps[1]).toEqual(steps[0]);
    expect(steps[2]).toEqual(steps[0]);
  });

  it('does for each address after the answer what it did before: an account and its link, or a note to the owner', async () => {
    const app = proxiedApp();
    const owner = await createAccount(server.database.db, app.auth, {
      email: newEmail(),
      password: 'the-owners-own-password',
    });
    const fresh = newEmail();
    for (const email of [fresh, owner.email]) {
      await signUp(app, {
        name: 'Sam',
        email,
        password: 'a-long-enough-password',
        planId: 'essential',
      });
    }
    await app.background.settle();
    await app.mailer.settle();
    expect(await stored(fresh)).toMatchObject({ name: 'Sam', emailVerified: false });
    expect((await mailsTo(fresh)).map((mail) => mail.subject)).toEqual([
      'Verify your email for Agentra AI',
    ]);
    expect((await mailsTo(owner.email)).map((mail) => mail.subject)).toEqual([
      'Someone tried to sign up for Agentra AI with your email',
    ]);
  });
});
