import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authEndpoints, authErrorCodes } from '@shared/auth/auth-api.ts';
import { createAccount } from '@server/features/account/create-account.ts';
import { signInFailure } from '@server/platform/db/schema.ts';
import {
  cookieHeader,
  postJson,
  readOutbox,
  type TestApp,
  useTestServer,
} from '@server/testing/test-server.ts';
import { createFailedSignIns, failureKey } from './failed-sign-ins.ts';
import { accountFailureLimit, addressFailureLimit, rateLimits } from './rate-limits.ts';

const server = useTestServer('rate-limits');

let counter = 0;
async function newAccount(app = server.app()) {
  const email = `limited${++counter}-${Date.now()}@example.com`;
  const password = `correct-horse-${counter}-battery`;
  await createAccount(server.database.db, app.auth, { email, password });
  return { email, password };
}

const from = (address: string) => ({ 'x-forwarded-for': address });

describe('per-address limits', () => {
  it(`allow ${rateLimits.signIn.max} sign-ins a minute from one address, then 429, while another address still gets in`, async () => {
    const app = server.app({ TRUST_PROXY: 'true' });
    const owner = await newAccount(app);
    const wrong = { email: owner.email, password: 'not-the-password' };
    for (let i = 0; i < rateLimits.signIn.max; i++) {
      const res = await app.request(authEndpoints.signIn, postJson(wrong, from('203.0.113.7')));
      expect(res.status).toBe(401);
    }
    const limited = await app.request(authEndpoints.signIn, postJson(owner, from('203.0.113.7')));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({
      code: authErrorCodes.tooManyRequests,
      message: expect.any(String),
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    const other = await app.request(authEndpoints.signIn, postJson(owner, from('203.0.113.8')));
    expect(other.status).toBe(200);
  });

  it('ignore X-Forwarded-For unless TRUST_PROXY is set, so a client cannot choose its bucket', async () => {
    const app = server.app();
    expect(app.env.TRUST_PROXY).toBe(0);
    const owner = await newAccount(app);
    const wrong = { email: owner.email, password: 'not-the-password' };
    for (let i = 0; i < rateLimits.signIn.max; i++) {
      const res = await app.request(
        authEndpoints.signIn,
        postJson(wrong, from(`192.0.2.${i + 1}`)),
      );
      expect(res.status).toBe(401);
    }
    const res = await app.request(authEndpoints.signIn, postJson(owner, from('192.0.2.200')));
    expect(res.status).toBe(429);
  });

  it('cannot be dodged by sending the internal client-address header', async () => {
    const app = server.app({ TRUST_PROXY: 'true' });
    const owner = await newAccount(app);
    for (let i = 0; i < rateLimits.signIn.max; i++) {
      await app.request(
        authEndpoints.signIn,
        postJson(
          { email: owner.email, password: 'nope-nope-nope' },
          { ...from('203.0.113.50'), 'x-client-address': `10.9.9.${i}` },
        ),
      );
    }
    const res = await app.request(
      authEndpoints.signIn,
      postJson(owner, { ...from('203.0.113.50'), 'x-client-address': '10.9.9.250' }),
    );
    expect(res.status).toBe(429);
  });

  it(`allow ${rateLimits.requestPasswordReset.max} reset requests a minute from one address`, async () => {
    const app = server.app({ TRUST_PROXY: 'true' });
    const body = { email: `someone-${Date.now()}@example.com` };
    for (let i = 0; i < rateLimits.requestPasswordReset.max; i++) {
      const res = await app.request(
        authEndpoints.requestPasswordReset,
        postJson(body, from('203.0.113.20')),
      );
      expect(res.status).toBe(200);
    }
    const res = await app.request(
      authEndpoints.requestPasswordReset,
      postJson(body, from('203.0.113.20')),
    );
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ code: authErrorCodes.tooManyRequests });
  });

  it(`allow ${rateLimits.resetPassword.max} reset attempts a minute from one address`, async () => {
    const app = server.app({ TRUST_PROXY: 'true' });
    const body = { token: 'not-a-token', newPassword: 'a-long-enough-password' };
    for (let i = 0; i < rateLimits.resetPassword.max; i++) {
      const res = await app.request(
        authEndpoints.resetPassword,
        postJson(body, from('203.0.113.30')),
      );
      expect(res.status).toBe(400);
    }
    const res = await app.request(
      authEndpoints.resetPassword,
      postJson(body, from('203.0.113.30')),
    );
    expect(res.status).toBe(429);
  });
});

describe('per-account limit on failed sign-ins', () => {
  it(`answers 429 after ${accountFailureLimit.maxFailures} failures in the window, whatever the address`, async () => {
    const app = server.app({ TRUST_PROXY: 'true' });
    const owner = await newAccount(app);
    const bystander = await newAccount(app);
    const perAddress = rateLimits.signIn.max;
    const address = (i: number) =>
      `10.${Math.floor(i / perAddress / 250)}.${Math.floor(i / perAddress) % 250}.1`;

    // Different addresses, different case: still one account.
    for (let i = 0; i < accountFailureLimit.maxFailures; i++) {
      const email = i % 2 === 0 ? owner.email : owner.email.toUpperCase();
      const res = await app.request(
        authEndpoints.signIn,
        postJson({ email, password: `wrong-${i}` }, from(address(i))),
      );
      expect(res.status).toBe(401);
    }

    const next = accountFailureLimit.maxFailures;
    const blocked = await app.request(
      authEndpoints.signIn,
      postJson({ email: owner.email, password: 'wrong-again' }, from(address(next + perAddress))),
    );
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({
      code: authErrorCodes.tooManyRequests,
      message: expect.any(String),
    });

    // Even the right password waits until old failures leave the window.
    const right = await app.request(
      authEndpoints.signIn,
      postJson(owner, from(address(next + 2 * perAddress))),
    );
    expect(right.status).toBe(429);

    // Other accounts are not affected.
    const other = await app.request(
      authEndpoints.signIn,
      postJson(bystander, from(address(next + 3 * perAddress))),
    );
    expect(other.status).toBe(200);
  }, 60_000);

  it('counts unknown emails too, so the limit does not reveal which accounts exist', async () => {
    const app = server.app({ TRUST_PROXY: 'true' });
    const email = `ghost-${Date.now()}@example.com`;
    const res = await app.request(
      authEndpoints.signIn,
      postJson({ email, password: 'whatever-it-is' }, from('10.200.0.1')),
    );
    expect(res.status).toBe(401);
    const rows = await server.database.db
      .select()
      .from(signInFailure)
      .where(eq(signInFailure.emailHash, failureKey(email.toUpperCase())));
    expect(rows).toHaveLength(1);

    const failures = createFailedSignIns(server.database.db, {
      maxFailures: 3,
      windowSeconds: 3600,
    });
    for (let i = 0; i < 2; i++) expect(await failures.claim(email)).toEqual(expect.any(Number));
    expect(await failures.claim(email)).toBeUndefined();
    expect(await failures.claim(`other-${email}`)).toEqual(expect.any(Number));
  });

  it('forgets failures older than the window', async () => {
    const email = `old-${Date.now()}@example.com`;
    const failures = createFailedSignIns(server.database.db, {
      maxFailures: 2,
      windowSeconds: 3600,
    });
    await failures.claim(email);
    await failures.claim(email);
    expect(await failures.claim(email)).toBeUndefined();
    await server.database.db
      .update(signInFailure)
      .set({ failedAt: new Date(Date.now() - 3601 * 1000) })
      .where(eq(signInFailure.emailHash, failureKey(email)));
    expect(await failures.claim(email)).toEqual(expect.any(Number));
    const rows = await server.database.db
      .select()
      .from(signInFailure)
      .where(eq(signInFailure.emailHash, failureKey(email)));
    expect(rows).toHaveLength(1);
  });

  it('gives a claim back when it is released', async () => {
    const email = `released-${Date.now()}@example.com`;
    const failures = createFailedSignIns(server.database.db, {
      maxFailures: 1,
      windowSeconds: 3600,
    });
    const claim = await failures.claim(email);
    expect(await failures.claim(email)).toBeUndefined();
    await failures.release(claim!);
    expect(await failures.claim(email)).toEqual(expect.any(Number));
  });

  /** The account's failures in the window, set straight in the table. */
  async function failuresSoFar(email: string, failures: number) {
    await server.database.db
      .insert(signInFailure)
      .values(Array.from({ length: failures }, () => ({ emailHash: failureKey(email) })));
  }
  const failureRows = async (email: string) =>
    (
      await server.database.db
        .select()
        .from(signInFailure)
        .where(eq(signInFailure.emailHash, failureKey(email)))
    ).length;

  it('lets no more wrong passwords through than the limit, however many arrive at once', async () => {
    const app = server.app({ TRUST_PROXY: 'true' });
    const owner = await newAccount(app);
    const left = 2;
    await failuresSoFar(owner.email, accountFailureLimit.maxFailures - left);

    // One attempt per address, so only the per-account limit stands in the way.
    const burst = 20;
    const statuses = await Promise.all(
      Array.from({ length: burst }, (_, i) =>
        app
          .request(
            authEndpoints.signIn,
            postJson({ email: owner.email, password: `wrong-${i}` }, from(`10.250.${i}.1`)),
          )
          .then((res) => res.status),
      ),
    );

    expect(statuses.filter((status) => status === 401)).toHaveLength(left);
    expect(statuses.filter((status) => status === 429)).toHaveLength(burst - left);
    expect(await failureRows(owner.email)).toBe(accountFailureLimit.maxFailures);
  }, 60_000);

  it('does not count a right password, nor a request refused before the password is checked', async () => {
    const app = server.app({ TRUST_PROXY: 'true' });
    const owner = await newAccount(app);
    await failuresSoFar(owner.email, accountFailureLimit.maxFailures - 1);

    const right = await app.request(authEndpoints.signIn, postJson(owner, from('10.251.0.1')));
    expect(right.status).toBe(200);
    const noPassword = await app.request(
      authEndpoints.signIn,
      postJson({ email: owner.email }, from('10.251.0.2')),
    );
    expect(noPassword.status).toBe(400);
    expect(await failureRows(owner.email)).toBe(accountFailureLimit.maxFailures - 1);

    const wrong = await app.request(
      authEndpoints.signIn,
      postJson({ email: owner.email, password: 'not-the-password' }, from('10.251.0.3')),
    );
    expect(wrong.status).toBe(401);
    const limited = await app.request(authEndpoints.signIn, postJson(owner, from('10.251.0.4')));
    expect(limited.status).toBe(429);
  }, 60_000);
});

describe('a lock a stranger cannot hold', () => {
  /** The probe: `maxFailures` wrong passwords for one email, from ten addresses. */
  async function lockOut(app: TestApp, email: string, network: number) {
    const perAddress = accountFailureLimit.maxFailures / 10;
    for (let i = 0; i < accountFailureLimit.maxFailures; i++) {
      const address = `10.${network}.${Math.floor(i / perAddress)}.1`;
      // One address's attempts stay under its own limits: only the account's ceiling binds.
      const res = await app.request(
        authEndpoints.signIn,
        postJson({ email, password: `wrong-${i}` }, from(address)),
      );
      if (res.status !== 401) throw new Error(`Attempt ${i} answered ${res.status}`);
    }
  }

  it('lets the owner in from a browser that signed in before, while strangers get 429', async () => {
    const app = server.app({ TRUST_PROXY: 'true' });
    const owner = await newAccount(app);
    const earlier = await app.request(authEndpoints.signIn, postJson(owner, from('10.78.0.1')));
    expect(earlier.status).toBe(200);
    const ownBrowser = cookieHeader(earlier);

    await lockOut(app, owner.email, 90);
    const stranger = await app.request(authEndpoints.signIn, postJson(owner, from('10.78.0.2')));
    expect(stranger.status).toBe(429);
    const own = await app.request(
      authEndpoints.signIn,
      postJson(owner, { ...from('10.78.0.3'), cookie: ownBrowser }),
    );
    expect(own.status).toBe(200);
    // A proof for one account opens no other.
    const other = await newAccount(app);
    await lockOut(app, other.email, 91);
    const borrowed = await app.request(
      authEndpoints.signIn,
      postJson(other, { ...from('10.78.0.4'), cookie: ownBrowser }),
    );
    expect(borrowed.status).toBe(429);
  }, 120_000);

  it('ends when the owner completes a password reset', async () => {
    const app = server.app({ TRUST_PROXY: 'true' });
    const owner = await newAccount(app);
    await lockOut(app, owner.email, 92);
    expect(
      (await app.request(authEndpoints.signIn, postJson(owner, from('10.79.0.1')))).status,
    ).toBe(429);

    const before = new Set((await readOutbox(server.dataDir)).map((mail) => mail.file));
    await app.request(authEndpoints.requestPasswordReset, postJson({ email: owner.email }));
    await app.mailer.settle();
    const mail = (await readOutbox(server.dataDir)).find((m) => !before.has(m.file));
    const token = new URL(mail!.link!).searchParams.get('token');
    const newPassword = 'reset-after-the-lock';
    const reset = await app.request(authEndpoints.resetPassword, postJson({ token, newPassword }));
    expect(reset.status).toBe(200);

    const after = await app.request(
      authEndpoints.signIn,
      postJson({ email: owner.email, password: newPassword }, from('10.79.0.2')),
    );
    expect(after.status).toBe(200);
  }, 120_000);

  it(`stops one address after ${addressFailureLimit.maxFailures} failures on an account, and only it`, async () => {
    const app = server.app({ TRUST_PROXY: 'true' });
    const owner = await newAccount(app);
    const failures = createFailedSignIns(server.database.db);
    for (let i = 0; i < addressFailureLimit.maxFailures; i++) {
      expect(
        await failures.claim(owner.email, { address: '10.80.0.1', knownDevice: true }),
      ).toEqual(expect.any(Number));
    }
    expect(
      await failures.claim(owner.email, { address: '10.80.0.1', knownDevice: true }),
    ).toBeUndefined();
    const there = await app.request(authEndpoints.signIn, postJson(owner, from('10.80.0.1')));
    expect(there.status).toBe(429);
    const elsewhere = await app.request(authEndpoints.signIn, postJson(owner, from('10.80.0.2')));
    expect(elsewhere.status).toBe(200);
  });
});

describe('over a real socket', () => {
  async function listen(fetch: TestApp['fetch']) {
    const listening = serve({ fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => listening.once('listening', () => resolve()));
    const { port } = listening.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      close: () => new Promise((resolve) => listening.close(resolve)),
    };
  }

  it('keys the limit on the socket address, not on X-Forwarded-For', async () => {
    const app = server.app();
    const owner = await newAccount(app);
    const running = await listen(app.fetch);
    try {
      const statuses = [];
      for (let i = 0; i <= rateLimits.signIn.max; i++) {
        const res = await fetch(
          `${running.url}${authEndpoints.signIn}`,
          postJson(owner, from(`192.0.2.${i + 1}`)),
        );
        statuses.push(res.status);
      }
      expect(statuses.slice(0, rateLimits.signIn.max).every((status) => status === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await running.close();
    }
  });

  it('keys the limit on the address the trusted proxy appended, not on what the client sent', async () => {
    const app = server.app({ TRUST_PROXY: 'true' });
    const owner = await newAccount(app);
    const running = await listen(app.fetch);
    // A load balancer appends the address that connected to it to whatever the client sent.
    const viaProxy = (forged: string, client: string) => from(`${forged}, ${client}`);
    try {
      for (let i = 0; i < rateLimits.signIn.max; i++) {
        const res = await fetch(
          `${running.url}${authEndpoints.signIn}`,
          postJson(owner, viaProxy(`192.0.2.${i + 1}`, '198.51.100.77')),
        );
        expect(res.status).toBe(200);
      }
      const limited = await fetch(
        `${running.url}${authEndpoints.signIn}`,
        postJson(owner, viaProxy('192.0.2.200', '198.51.100.77')),
      );
      expect(limited.status).toBe(429);
      const other = await fetch(
        `${running.url}${authEndpoints.signIn}`,
        postJson(owner, viaProxy('198.51.100.77', '198.51.100.78')),
      );
      expect(other.status).toBe(200);
    } finally {
      await running.close();
    }
  });

  it('with a chain of proxies, keys the limit on the entry the outermost one appended', async () => {
    const app = server.app({ TRUST_PROXY: '2' });
    const owner = await newAccount(app);
    const running = await listen(app.fetch);
    try {
      for (let i = 0; i <= rateLimits.signIn.max; i++) {
        const res = await fetch(
          `${running.url}${authEndpoints.signIn}`,
          postJson(owner, from(`192.0.2.${i + 1}, 198.51.100.90, 10.0.0.${i + 1}`)),
        );
        expect(res.status).toBe(i < rateLimits.signIn.max ? 200 : 429);
      }
    } finally {
      await running.close();
    }
  });
});
