import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  authEndpoints,
  authErrorCodes,
  meEndpoint,
  signupVerificationErrorCodes,
} from '@shared/auth/auth-api.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { session, user } from '@server/platform/db/schema.ts';
import {
  cookieHeader,
  postJson,
  readOutbox,
  type TestApp,
  useTestServer,
} from '@server/testing/test-server.ts';

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
