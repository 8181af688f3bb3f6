import { hashPassword as scryptHash } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AUTH_BASE_PATH,
  authEndpoints,
  authErrorCodes,
  meEndpoint,
} from '@shared/auth/auth-api.ts';
import { createAccount } from '@server/features/account/create-account.ts';
import { account, session } from '@server/platform/db/schema.ts';
import { cookieHeader, postJson, testOrigin, useTestServer } from '@server/testing/test-server.ts';
import { argon2Options } from './password-hashing.ts';

const server = useTestServer('sign-in');

let counter = 0;
/** Each test signs in as its own account, so tests share the database but nothing else. */
async function newAccount(app = server.app()) {
  const email = `owner${++counter}-${Date.now()}@example.com`;
  const password = `correct-horse-${counter}-battery`;
  const created = await createAccount(server.database.db, app.auth, { email, password });
  return { ...created, password };
}

function cookieNamed(res: Response, name: string) {
  return res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
}

describe('sign-in', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie for the whole site, kept when "remember me" is on', async () => {
    const app = server.app();
    const owner = await newAccount(app);
    const res = await app.request(
      authEndpoints.signIn,
      postJson({ email: owner.email, password: owner.password, rememberMe: true }),
    );
    expect(res.status).toBe(200);
    const cookie = cookieNamed(res, 'better-auth.session_token');
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).toMatch(/; Max-Age=\d+/i);
    expect(cookie).not.toMatch(/; Secure/i);

    const me = await app.request(meEndpoint, { headers: { cookie: cookieHeader(res) } });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({
      id: owner.id,
      email: owner.email,
      name: owner.name,
      accountId: owner.id,
      role: 'owner',
    });
  });

  it('sets a browser-session cookie (no Max-Age, no Expires) when "remember me" is off', async () => {
    const app = server.app();
    const owner = await newAccount(app);
    const res = await app.request(
      authEndpoints.signIn,
      postJson({ email: owner.email, password: owner.password, rememberMe: false }),
    );
    expect(res.status).toBe(200);
    const cookie = cookieNamed(res, 'better-auth.session_token');
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).not.toMatch(/Max-Age/i);
    expect(cookie).not.toMatch(/Expires/i);
  });

  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    const app = server.app({ PUBLIC_URL: 'https://portal.example.com' });
    const owner = await newAccount(app);
    const res = await app.request(
      authEndpoints.signIn,
      postJson(
        { email: owner.email, password: owner.password },
        { origin: 'https://portal.example.com' },
      ),
    );
    expect(res.status).toBe(200);
    expect(cookieNamed(res, '__Secure-better-auth.session_token')).toMatch(/; Secure/i);
  });

  it('answers a wrong password and an unknown email alike: 401 with the same body', async () => {
    const app = server.app();
    const owner = await newAccount(app);
    const wrong = await app.request(
      authEndpoints.signIn,
      postJson({ email: owner.email, password: 'not-the-password' }),
    );
    const unknown = await app.request(
      authEndpoints.signIn,
      postJson({ email: `nobody-${Date.now()}@example.com`, password: 'not-the-password' }),
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const body = await wrong.json();
    expect(body).toEqual(await unknown.json());
    expect(body).toMatchObject({ code: authErrorCodes.invalidCredentials });
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it('accepts the email in any case', async () => {
    const app = server.app();
    const owner = await newAccount(app);
    const res = await app.request(
      authEndpoints.signIn,
      postJson({ email: owner.email.toUpperCase(), password: owner.password }),
    );
    expect(res.status).toBe(200);
  });

  it('ends the session on sign-out', async () => {
    const app = server.app();
    const owner = await newAccount(app);
    const signIn = await app.request(
      authEndpoints.signIn,
      postJson({ email: owner.email, password: owner.password }),
    );
    const cookie = cookieHeader(signIn);
    const signOut = await app.request(authEndpoints.signOut, postJson({}, { cookie }));
    expect(signOut.status).toBe(200);
    const me = await app.request(meEndpoint, { headers: { cookie } });
    expect(me.status).toBe(401);
  });
});

describe('a password change', () => {
  const changePassword = `${AUTH_BASE_PATH}/change-password`;

  it.each([true, false, undefined])(
    'ends the sessions of every other device (revokeOtherSessions: %s)',
    async (revokeOtherSessions) => {
      const app = server.app({ TRUST_PROXY: 'true' });
      const owner = await newAccount(app);
      const signInFrom = async (address: string) => {
        const res = await app.request(
          authEndpoints.signIn,
          postJson(
            { email: owner.email, password: owner.password },
            { 'x-forwarded-for': address },
          ),
        );
        expect(res.status).toBe(200);
        return cookieHeader(res);
      };
      const laptop = await signInFrom('192.0.2.31');
      const phone = await signInFrom('192.0.2.32');

      const changed = await app.request(
        changePassword,
        postJson(
          {
            currentPassword: owner.password,
            newPassword: 'a-new-long-password',
            revokeOtherSessions,
          },
          { cookie: laptop, 'x-forwarded-for': '192.0.2.31' },
        ),
      );
      expect(changed.status).toBe(200);
      expect((await app.request(meEndpoint, { headers: { cookie: phone } })).status).toBe(401);
      // The device that changed it stays signed in, on the session the answer set.
      const renewed = cookieHeader(changed);
      expect((await app.request(meEndpoint, { headers: { cookie: renewed } })).status).toBe(200);
    },
  );
});

describe('the signed-in API', () => {
  it('answers 401 with the JSON error shape without a session', async () => {
    const res = await server.app().request(meEndpoint);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'unauthorized', message: expect.any(String) },
    });
  });

  it('answers 401 to a forged session cookie', async () => {
    const res = await server.app().request(meEndpoint, {
      headers: { cookie: 'better-auth.session_token=forged.signature' },
    });
    expect(res.status).toBe(401);
  });
});

describe('cross-site requests', () => {
  it('refuses a sign-in posted from another site', async () => {
    const app = server.app();
    const owner = await newAccount(app);
    const res = await app.request(
      authEndpoints.signIn,
      postJson(
        { email: owner.email, password: owner.password },
        { origin: 'https://evil.example' },
      ),
    );
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a state-changing /api/v1 request from another site, even with a valid session', async () => {
    const app = server.app();
    const owner = await newAccount(app);
    const signIn = await app.request(
      authEndpoints.signIn,
      postJson({ email: owner.email, password: owner.password }),
    );
    const cookie = cookieHeader(signIn);
    const jsonPost = await app.request(
      meEndpoint,
      postJson({}, { cookie, origin: 'https://evil.example' }),
    );
    expect(jsonPost.status).toBe(403);
    const formPost = await app.request(meEndpoint, {
      method: 'POST',
      headers: {
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
      },
      body: 'a=1',
    });
    expect(formPost.status).toBe(403);
  });

  it.each([authEndpoints.signIn, authEndpoints.signOut, authEndpoints.requestPasswordReset])(
    'refuses a form posted to %s from another site, and takes no form from our own',
    async (endpoint) => {
      const app = server.app();
      const owner = await newAccount(app);
      const form = `email=${encodeURIComponent(owner.email)}&password=${owner.password}`;
      const post = (headers: Record<string, string>) =>
        app.request(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          body: form,
        });
      expect((await post({ origin: 'https://evil.example' })).status).toBe(403);
      expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
      const sameSite = await post({ origin: testOrigin });
      expect(sameSite.status).toBe(415);
      expect(sameSite.headers.getSetCookie()).toEqual([]);
    },
  );

  it('does not trust an origin only because it matches the Host header', async () => {
    const app = server.app();
    const owner = await newAccount(app);
    const res = await app.request(
      'http://evil.example/api/auth/sign-in/email',
      postJson({ email: owner.email, password: owner.password }, { origin: 'http://evil.example' }),
    );
    expect(res.status).toBe(403);
  });

  it('trusts the Vite dev server only in development', async () => {
    const dev = server.app({ NODE_ENV: 'development' });
    const owner = await newAccount(dev);
    const body = { email: owner.email, password: owner.password };
    const inDev = await dev.request(
      authEndpoints.signIn,
      postJson(body, { origin: 'http://localhost:5173' }),
    );
    expect(inDev.status).toBe(200);
    const inProd = await server
      .app({ NODE_ENV: 'production' })
      .request(authEndpoints.signIn, postJson(body, { origin: 'http://localhost:5173' }));
    expect(inProd.status).toBe(403);
  });
});

describe('routes the product does not have', () => {
  it('has no public sign-up over HTTP', async () => {
    const res = await server.app().request(
      '/api/auth/sign-up/email',
      postJson({
        email: `new-${Date.now()}@example.com`,
        password: 'a-long-enough-password',
        name: 'New',
      }),
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it('has no reset redirect route (mail links go to the product page)', async () => {
    const res = await server.app().request('/api/auth/reset-password/some-token?callbackURL=/x');
    expect(res.status).toBe(404);
  });

  it('answers an unknown auth route with the JSON error shape', async () => {
    const res = await server.app().request('/api/auth/no-such-route', postJson({}));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });
});

describe('password hashes', () => {
  it('are argon2id with m=19456, t=2, p=1', async () => {
    const owner = await newAccount();
    const [row] = await server.database.db
      .select()
      .from(account)
      .where(eq(account.userId, owner.id));
    expect(argon2Options.memoryCost).toBe(19456);
    expect(row?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.password).not.toContain(owner.password);
  });

  it('made by better-auth’s default scrypt still verify, and are upgraded to argon2id on sign-in', async () => {
    const app = server.app();
    const owner = await newAccount(app);
    const legacy = await scryptHash(owner.password);
    expect(legacy).not.toMatch(/^\$argon2/);
    await server.database.db
      .update(account)
      .set({ password: legacy })
      .where(eq(account.userId, owner.id));

    const res = await app.request(
      authEndpoints.signIn,
      postJson({ email: owner.email, password: owner.password }),
    );
    expect(res.status).toBe(200);
    const [row] = await server.database.db
      .select()
      .from(account)
      .where(eq(account.userId, owner.id));
    expect(row?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const again = await app.request(
      authEndpoints.signIn,
      postJson({ email: owner.email, password: owner.password }),
    );
    expect(again.status).toBe(200);
  });

  it('create no session for an account made by createAccount', async () => {
    const owner = await newAccount();
    const rows = await server.database.db
      .select()
      .from(session)
      .where(eq(session.userId, owner.id));
    expect(rows).toEqual([]);
  });
});

describe('bad requests', () => {
  const hugeEmail = `${'a'.repeat(200_000)}@example.com`;
  const badBodies: [string, string][] = [
    ['invalid JSON', '{"email": '],
    ['an empty body', ''],
    ['null', 'null'],
    ['an array', '[]'],
    ['a string', '"text"'],
    ['missing fields', '{}'],
    [
      'wrong types',
      '{"email": 42, "password": true, "rememberMe": "yes", "token": 7, "newPassword": []}',
    ],
    ['nested objects', '{"email": {"$ne": null}, "password": {"length": 99}}'],
    [
      'a huge body',
      JSON.stringify({ email: hugeEmail, password: 'x', token: 'x', newPassword: 'x' }),
    ],
  ];
  const endpoints = [
    authEndpoints.signIn,
    authEndpoints.requestPasswordReset,
    authEndpoints.resetPassword,
  ];

  it.each(endpoints)('%s answers 4xx, never 500', async (endpoint) => {
    // Vary the address so the per-address limits do not hide the answers under test.
    const app = server.app({ TRUST_PROXY: 'true' });
    let n = 0;
    for (const [label, body] of badBodies) {
      const res = await app.request(
        endpoint,
        postJson(body, { 'x-forwarded-for': `198.51.100.${++n}` }),
      );
      expect.soft(res.status, `${label}`).toBeGreaterThanOrEqual(400);
      expect.soft(res.status, `${label}`).toBeLessThan(500);
    }
    const wrongType = await app.request(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain',
        origin: 'http://127.0.0.1:3999',
        'x-forwarded-for': '198.51.100.99',
      },
      body: 'email=a@b.c',
    });
    expect(wrongType.status).toBeGreaterThanOrEqual(400);
    expect(wrongType.status).toBeLessThan(500);
  });

  it('answers a body over the limit with 413 in the JSON error shape', async () => {
    const res = await server
      .app()
      .request(authEndpoints.signIn, postJson({ email: hugeEmail, password: 'x' }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: 'payload_too_large', message: expect.any(String) },
    });
  });
});
