import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  authEndpoints,
  authErrorCodes,
  meEndpoint,
  signupVerificationErrorCodes,
} from '@shared/auth/auth-api.ts';
import { authCopy } from '@shared/auth-copy.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { passwordMessages } from '@shared/auth/password-rules.ts';
import { TRIAL_DAYS } from '@shared/billing.ts';
import { DAY_MS } from '@shared/durations.ts';
import { plans } from '@shared/plans.ts';
import { websiteFormCopy } from '@shared/website-knowledge.ts';
import { rateLimits, signupMailLimit } from '@server/platform/auth/rate-limits.ts';
import {
  accountPlan,
  billingSubscription,
  paymentCharge,
  user,
  website,
} from '@server/platform/db/schema.ts';
import {
  cookieHeader,
  postJson,
  readOutbox,
  type TestApp,
  testOrigin,
  useTestServer,
} from '@server/testing/test-server.ts';
import { createAccount } from './create-account.ts';

const server = useTestServer('signup');

let counter = 0;
const newEmail = () => `signup${++counter}-${Date.now()}@example.com`;
const password = 'a-long-enough-password';

/** Each test speaks from its own address, so the per-address limit of one reaches no other. */
const fromAddress = () => ({ 'x-forwarded-for': `198.51.100.${++counter % 250}` });

/** An app that reads the client's address from X-Forwarded-For, as behind a proxy. */
const proxiedApp = (overrides: Record<string, string> = {}) =>
  server.app({ TRUST_PROXY: 'true', ...overrides });

/** Sends the sign-up form as the page does, and returns the answer with the mails it caused. */
async function signUp(
  app: TestApp,
  body: Record<string, unknown>,
  headers: Record<string, string> = fromAddress(),
) {
  const before = new Set((await readOutbox(server.dataDir)).map((mail) => mail.file));
  const res = await app.request(apiPaths.signup, postJson(body, headers));
  await app.background.settle();
  await app.mailer.settle();
  const mails = (await readOutbox(server.dataDir)).filter((mail) => !before.has(mail.file));
  return { res, mails };
}

const signIn = (app: TestApp, email: string, secret = password) =>
  app.request(authEndpoints.signIn, postJson({ email, password: secret }, fromAddress()));

const chosenPassword = 'the-password-chosen-on-the-page';

/** Follows the mailed link as the verification page does: its token and a chosen password. */
const followLink = (
  app: TestApp,
  link: string,
  newPassword = chosenPassword,
  headers: Record<string, string> = fromAddress(),
) => {
  const token = new URL(link).searchParams.get('token') ?? '';
  return app.request(apiPaths.signupVerification, postJson({ token, newPassword }, headers));
};

async function stored(email: string) {
  const [row] = await server.database.db.select().from(user).where(eq(user.email, email));
  return row;
}

describe('sign-up', () => {
  it('creates an unverified account on the chosen plan in its free trial, charges nothing, and mails a link to the verification page', async () => {
    const app = proxiedApp();
    const email = newEmail();
    const { res, mails } = await signUp(app, {
      name: 'Nora New',
      email,
      password,
      planId: 'professional',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email });
    expect(res.headers.getSetCookie()).toEqual([]);

    const account = await stored(email);
    expect(account).toMatchObject({ name: 'Nora New', emailVerified: false });
    const db = server.database.db;
    const [plan] = await db
      .select()
      .from(accountPlan)
      .where(eq(accountPlan.accountId, account!.id));
    expect(plan?.planId).toBe('professional');
    const charges = await db
      .select()
      .from(paymentCharge)
      .where(eq(paymentCharge.accountId, account!.id));
    expect(charges).toEqual([]);
    const [trial] = await db
      .select()
      .from(billingSubscription)
      .where(eq(billingSubscription.accountId, account!.id));
    expect(trial).toMatchObject({
      provider: 'test',
      status: 'trialing',
      subscriptionId: null,
      nextAmountCents: plans.professional.monthlyPrice * 100,
    });
    const trialDays = (trial!.trialEndsAt!.getTime() - Date.now()) / DAY_MS;
    expect(trialDays).toBeGreaterThan(TRIAL_DAYS - 0.01);
    expect(trialDays).toBeLessThanOrEqual(TRIAL_DAYS);

    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: email, subject: 'Verify your email for Agentra AI' });
    expect(mails[0]?.link).toMatch(new RegExp(`^${testOrigin}/verify-email\\?token=[\\w.-]+$`));
    expect(mails[0]?.text).toContain('Hello Nora New');
  });

  it('refuses to sign in before the email is verified, and says why', async () => {
    const app = proxiedApp();
    const email = newEmail();
    await signUp(app, { name: 'Una Verified', email, password, planId: 'essential' });
    const res = await signIn(app, email);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: authErrorCodes.emailNotVerified });
    expect(res.headers.getSetCookie().some((c) => c.startsWith('better-auth.session_token='))).toBe(
      false,
    );
    // A wrong password is still only a wrong password: unverified is said to the owner alone.
    expect((await signIn(app, email, 'not-the-password-at-all')).status).toBe(401);
  });

  it('verifies the email with the password chosen on the linked page, and signs the owner in, once', async () => {
    const app = proxiedApp();
    const email = newEmail();
    const { mails } = await signUp(app, { name: 'Vera', email, password, planId: 'essential' });
    const link = mails[0]!.link!;

    const followed = await followLink(app, link);
    expect(followed.status).toBe(200);
    expect(await followed.json()).toEqual({ email });
    const me = await app.request(meEndpoint, { headers: { cookie: cookieHeader(followed) } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email, name: 'Vera' });
    expect((await stored(email))?.emailVerified).toBe(true);
    expect((await signIn(app, email, chosenPassword)).status).toBe(200);
    // The password typed at sign-up no longer opens anything.
    expect((await signIn(app, email)).status).toBe(401);

    // Followed again (a forwarded mail, a stolen link), it sets nothing and signs no one in.
    const again = await followLink(app, link, 'another-password-entirely');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      error: {
        code: signupVerificationErrorCodes.unusableLink,
        message: authCopy.verifyEmail.invalidToken,
      },
    });
    expect(cookieHeader(again)).toBe('');
    expect((await signIn(app, email, chosenPassword)).status).toBe(200);
  });

  it('keeps the website given at sign-up and makes its first crawl due only once the email is verified', async () => {
    const app = proxiedApp();
    const email = newEmail();
    const { mails } = await signUp(app, {
      name: 'Ines',
      email,
      password,
      planId: 'essential',
      website: 'https://www.ines-bakery.example',
    });
    const accountId = (await stored(email))!.id;
    const siteOf = async () =>
      (await server.database.db.select().from(website).where(eq(website.accountId, accountId)))[0];
    expect(await siteOf()).toMatchObject({
      address: 'https://www.ines-bakery.example',
      crawlState: 'waiting',
      nextCrawlAt: null,
    });
    expect((await followLink(app, mails[0]!.link!)).status).toBe(200);
    expect((await siteOf())!.nextCrawlAt!.getTime()).toBeLessThanOrEqual(Date.now());

    const refused = await signUp(app, {
      name: 'Ines',
      email: newEmail(),
      password,
      planId: 'essential',
      website: 'bakery',
    });
    expect(refused.res.status).toBe(400);
    expect(await refused.res.json()).toMatchObject({
      error: { fields: { website: websiteFormCopy.addressInvalid } },
    });
  });

  it('says in words what is wrong with the chosen password, and the link still works after', async () => {
    const app = proxiedApp();
    const email = newEmail();
    const { mails } = await signUp(app, { name: 'Sol', email, password, planId: 'essential' });
    const short = await followLink(app, mails[0]!.link!, 'short');
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      error: { code: 'invalid_input', fields: { newPassword: passwordMessages.tooShort } },
    });
    expect((await stored(email))?.emailVerified).toBe(false);
    expect((await followLink(app, mails[0]!.link!)).status).toBe(200);
  });

  it('refuses a link that is not ours, one sent from another site, and better-auth’s own route', async () => {
    const app = proxiedApp();
    const forged = await app.request(
      apiPaths.signupVerification,
      postJson({ token: 'not-a-token', newPassword: chosenPassword }, fromAddress()),
    );
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({
      error: { code: signupVerificationErrorCodes.unusableLink },
    });

    const email = newEmail();
    const { mails } = await signUp(app, { name: 'Xena', email, password, planId: 'essential' });
    const link = mails[0]!.link!;
    const crossSite = await followLink(app, link, chosenPassword, {
      ...fromAddress(),
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    expect(cookieHeader(crossSite)).toBe('');

    // Verifying without choosing a password is not offered.
    const token = new URL(link).searchParams.get('token')!;
    const bare = await app.request(`/api/auth/verify-email?token=${token}`, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(bare.status).toBe(404);
    expect(cookieHeader(bare)).toBe('');
    expect((await stored(email))?.emailVerified).toBe(false);
  });

  it('limits the links followed from one address: 429 with a message', async () => {
    const app = proxiedApp();
    const headers = fromAddress();
    const follow = () =>
      app.request(
        apiPaths.signupVerification,
        postJson({ token: 'not-a-token', newPassword: chosenPassword }, headers),
      );
    for (let i = 0; i < rateLimits.verifyEmail.max; i++) expect((await follow()).status).toBe(400);
    const res = await follow();
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({
      error: { code: 'too_many_requests', message: authCopy.signup.tooManyRequests },
    });
  });

  it('answers an email that has an account exactly as a new one, and mails its owner instead', async () => {
    const app = proxiedApp();
    const owner = await createAccount(server.database.db, app.auth, {
      email: newEmail(),
      password: 'the-owners-own-password',
      name: 'Olga Owner',
    });
    const fresh = await signUp(app, {
      name: 'Someone',
      email: newEmail(),
      password,
      planId: 'essential',
    });
    const taken = await signUp(app, {
      name: 'Someone',
      email: owner.email,
      password,
      planId: 'professional',
    });

    expect(taken.res.status).toBe(fresh.res.status);
    expect(Object.keys(await taken.res.json())).toEqual(Object.keys(await fresh.res.json()));
    expect(taken.mails).toHaveLength(1);
    expect(taken.mails[0]).toMatchObject({
      to: owner.email,
      subject: 'Someone tried to sign up for Agentra AI with your email',
    });
    expect(taken.mails[0]?.text).toContain('Someone tried to create an account with this address');
    expect(taken.mails[0]?.text).toContain(`${testOrigin}/forgot-password`);
    expect(taken.mails[0]?.link).toBeUndefined();

    // Nothing of the owner's changed: not the name, the password, the plan, or the charges.
    expect(await stored(owner.email)).toMatchObject({ name: 'Olga Owner', emailVerified: true });
    expect((await signIn(app, owner.email, 'the-owners-own-password')).status).toBe(200);
    const db = server.database.db;
    expect(await db.select().from(accountPlan).where(eq(accountPlan.accountId, owner.id))).toEqual(
      [],
    );
    expect(
      await db.select().from(paymentCharge).where(eq(paymentCharge.accountId, owner.id)),
    ).toEqual([]);
  });

  it('mails a fresh link to an address still waiting for verification, and changes nothing of its account', async () => {
    const app = proxiedApp();
    const email = newEmail();
    const first = await signUp(app, { name: 'First', email, password, planId: 'essential' });
    const second = await signUp(app, {
      name: 'Second',
      email,
      password: 'a-second-sign-up-password',
      planId: 'professional',
    });
    expect(second.res.status).toBe(200);
    expect(await second.res.json()).toEqual({ email });
    expect(second.mails).toHaveLength(1);
    expect(second.mails[0]).toMatchObject({
      to: email,
      subject: 'Verify your email for Agentra AI',
    });
    expect(second.mails[0]?.text).toContain('Hello First');

    // No second account, trial or plan; not the second sign-up's name or password either.
    const account = await stored(email);
    expect(account).toMatchObject({ name: 'First', emailVerified: false });
    const db = server.database.db;
    const trials = await db
      .select()
      .from(billingSubscription)
      .where(eq(billingSubscription.accountId, account!.id));
    expect(trials).toHaveLength(1);
    const [plan] = await db
      .select()
      .from(accountPlan)
      .where(eq(accountPlan.accountId, account!.id));
    expect(plan?.planId).toBe('essential');
    expect((await signIn(app, email, 'a-second-sign-up-password')).status).toBe(401);

    // Either link lets the mailbox's owner choose the password, once.
    expect((await followLink(app, second.mails[0]!.link!)).status).toBe(200);
    expect((await followLink(app, first.mails[0]!.link!)).status).toBe(400);
  });

  it('makes one account, with one trial, of two sign-ups of a new address at the same moment', async () => {
    const app = proxiedApp();
    const email = newEmail();
    const both = await Promise.all(
      ['One', 'Two'].map((name) =>
        app.request(
          apiPaths.signup,
          postJson({ name, email, password, planId: 'essential' }, fromAddress()),
        ),
      ),
    );
    expect(both.map((res) => res.status)).toEqual([200, 200]);
    await app.background.settle();
    await app.mailer.settle();
    const db = server.database.db;
    const accounts = await db.select().from(user).where(eq(user.email, email));
    expect(accounts).toHaveLength(1);
    const trials = await db
      .select()
      .from(billingSubscription)
      .where(eq(billingSubscription.accountId, accounts[0]!.id));
    expect(trials).toHaveLength(1);
    const mails = (await readOutbox(server.dataDir)).filter((mail) => mail.to === email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Verify your email for Agentra AI',
      'Verify your email for Agentra AI',
    ]);
  });

  it('resends the link on request, a few times an hour, with the same answer past the limit', async () => {
    const app = proxiedApp();
    const email = newEmail();
    const first = await signUp(app, { name: 'Rita', email, password, planId: 'essential' });
    expect(first.mails).toHaveLength(1);

    const resend = async () => {
      const before = (await readOutbox(server.dataDir)).length;
      const res = await app.request(
        authEndpoints.sendVerificationEmail,
        postJson({ email }, fromAddress()),
      );
      await app.mailer.settle();
      const mails = (await readOutbox(server.dataDir)).slice(before);
      return { status: res.status, body: await res.json(), mails };
    };
    const allowed = [];
    for (let i = 1; i < signupMailLimit.maxMails; i++) allowed.push(await resend());
    for (const answer of allowed) {
      expect(answer).toMatchObject({ status: 200, body: { status: true } });
      expect(answer.mails.map((mail) => mail.to)).toEqual([email]);
    }
    const past = await resend();
    expect(past).toMatchObject({ status: 200, body: { status: true } });
    expect(past.mails).toEqual([]);
    // A link sent again leads to the same page, where choosing the password verifies.
    expect((await followLink(app, allowed.at(-1)!.mails[0]!.link!)).status).toBe(200);

    // An address with no account, or a verified one, gets the same answer and no mail.
    const unknown = await app.request(
      authEndpoints.sendVerificationEmail,
      postJson({ email: newEmail() }, fromAddress()),
    );
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ status: true });
  });

  it('refuses a resend that names where its link should lead: the link is always our page', async () => {
    const app = proxiedApp();
    const elsewhere = await app.request(
      authEndpoints.sendVerificationEmail,
      postJson({ email: newEmail(), callbackURL: 'https://evil.example' }, fromAddress()),
    );
    expect(elsewhere.status).toBe(403);
    const res = await app.request(
      authEndpoints.sendVerificationEmail,
      postJson({ email: newEmail(), callbackURL: '/portal' }, fromAddress()),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fields: { callbackURL: expect.any(String) } });
  });

  it('says in words what is wrong with each field', async () => {
    const app = proxiedApp();
    const { res, mails } = await signUp(app, {
      name: ' ',
      email: 'not-an-email',
      password: 'short',
      planId: 'platinum',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'invalid_input',
        message: 'Some fields are not valid.',
        fields: {
          name: 'Name is required.',
          email: authCopy.fields.emailInvalid,
          password: passwordMessages.tooShort,
          planId: authCopy.signup.planRequired,
        },
      },
    });
    expect(mails).toEqual([]);
  });

  it('limits sign-ups from one address: 429 with a message', async () => {
    const app = proxiedApp();
    const headers = fromAddress();
    for (let i = 0; i < rateLimits.signUp.max; i++) {
      const { res } = await signUp(
        app,
        { name: 'Busy', email: newEmail(), password, planId: 'essential' },
        headers,
      );
      expect(res.status).toBe(200);
    }
    const { res, mails } = await signUp(
      app,
      { name: 'Busy', email: newEmail(), password, planId: 'essential' },
      headers,
    );
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({
      error: { code: 'too_many_requests', message: authCopy.signup.tooManyRequests },
    });
    expect(mails).toEqual([]);
    // Another address is not held back.
    expect(
      (await signUp(app, { name: 'B', email: newEmail(), password, planId: 'essential' })).res
        .status,
    ).toBe(200);
  });

  it('does not exist when the server runs with SIGNUP=closed', async () => {
    const app = proxiedApp({ SIGNUP: 'closed' });
    const email = newEmail();
    const { res, mails } = await signUp(app, {
      name: 'Closed',
      email,
      password,
      planId: 'essential',
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'No such API endpoint.' },
    });
    expect(mails).toEqual([]);
    expect(await stored(email)).toBeUndefined();
    const verification = await app.request(
      apiPaths.signupVerification,
      postJson({ token: 'any', newPassword: password }, fromAddress()),
    );
    expect(verification.status).toBe(404);
  });

  it('keeps better-auth’s own sign-up route closed', async () => {
    const res = await proxiedApp().request(
      '/api/auth/sign-up/email',
      postJson({ name: 'X', email: newEmail(), password }),
    );
    expect(res.status).toBe(404);
  });
});
