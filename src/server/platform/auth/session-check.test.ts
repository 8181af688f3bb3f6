import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authEndpoints, meEndpoint } from '@shared/auth/auth-api.ts';
import { session } from '@server/platform/db/schema.ts';
import {
  cookieHeader,
  signedInAccount,
  type TestApp,
  testOrigin,
  useTestServer,
} from '@server/testing/test-server.ts';
import { createSessionReader } from './session-reader.ts';

const server = useTestServer('session-check');

/** What better-auth's own handler answers, bypassing the app's direct session route. */
function fromAuthHandler(app: TestApp, headers: Record<string, string> = {}) {
  return app.auth.handler(new Request(`${testOrigin}${authEndpoints.session}`, { headers }));
}

async function bodyOf(res: Response) {
  return (await res.json()) as { session: { token: string; expiresAt: string }; user: unknown };
}

describe('the session check (GET /api/auth/get-session)', () => {
  it('answers a signed-in browser exactly as better-auth does, and is never cached', async () => {
    const app = server.app();
    const owner = await signedInAccount(app, server.database.db, { sampleData: false });

    const res = await app.request(authEndpoints.session, { headers: owner.headers });
    const reference = await fromAuthHandler(app, owner.headers);

    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await bodyOf(res);
    expect(body).toEqual(await bodyOf(reference));
    expect(body.user).toMatchObject({ id: owner.id, email: owner.email });
  });

  it('reads a live session itself and leaves renewals and bad cookies to better-auth', async () => {
    const app = server.app();
    const readSession = createSessionReader(server.database.db, app.auth);
    const owner = await signedInAccount(app, server.database.db, { sampleData: false });
    const headers = new Headers(owner.headers);

    expect((await readSession(headers))?.user.id).toBe(owner.id);
    const tampered = owner.headers.cookie.replace(/(session_token=[^;]+)/, '$1x');
    expect(tampered).not.toBe(owner.headers.cookie);
    expect(await readSession(new Headers({ cookie: tampered }))).toBeUndefined();
    expect(await readSession(new Headers())).toBeUndefined();

    await server.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 5 * 24 * 60 * 60 * 1000) })
      .where(eq(session.userId, owner.id));
    expect(await readSession(headers)).toBeUndefined();
  });

  it('answers null without a cookie, and for a cookie whose signature is wrong', async () => {
    const app = server.app();
    const owner = await signedInAccount(app, server.database.db, { sampleData: false });
    const forged = owner.headers.cookie.replace(/(session_token=[^.;]+)\.[^;]+/, '$1.forged');
    expect(forged).not.toBe(owner.headers.cookie);

    const signedOut: Record<string, string>[] = [{}, { cookie: forged }];
    for (const headers of signedOut) {
      const res = await app.request(authEndpoints.session, { headers });
      expect(res.status).toBe(200);
      expect(await res.json()).toBeNull();
    }
  });

  it('answers a session without "remember me" as better-auth does', async () => {
    const app = server.app();
    const owner = await signedInAccount(app, server.database.db, { sampleData: false });
    const signedIn = await app.auth.api.signInEmail({
      body: { email: owner.email, password: owner.password, rememberMe: false },
      returnHeaders: true,
    });
    const cookie = cookieHeader(new Response(null, { headers: signedIn.headers }));
    expect(cookie).toMatch(/dont_remember/);

    const res = await app.request(authEndpoints.session, { headers: { cookie } });
    expect(await bodyOf(res)).toEqual(await bodyOf(await fromAuthHandler(app, { cookie })));
  });

  it('refuses a session at once when it ends, in the session check and in the API', async () => {
    const app = server.app();
    const owner = await signedInAccount(app, server.database.db, { sampleData: false });
    expect((await app.request(meEndpoint, { headers: owner.headers })).status).toBe(200);

    await server.database.db.delete(session).where(eq(session.userId, owner.id));

    const res = await app.request(authEndpoints.session, { headers: owner.headers });
    expect(await res.json()).toBeNull();
    expect((await app.request(meEndpoint, { headers: owner.headers })).status).toBe(401);
  });

  it('refuses an expired session', async () => {
    const app = server.app();
    const owner = await signedInAccount(app, server.database.db, { sampleData: false });
    await server.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, owner.id));

    const res = await app.request(authEndpoints.session, { headers: owner.headers });
    expect(await res.json()).toBeNull();
    expect((await app.request(meEndpoint, { headers: owner.headers })).status).toBe(401);
  });

  it('extends a session older than a day and sends the renewed cookie, as better-auth does', async () => {
    const app = server.app();
    const owner = await signedInAccount(app, server.database.db, { sampleData: false });
    // Two days into a seven-day session: due for its daily renewal.
    const aged = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000);
    await server.database.db
      .update(session)
      .set({ expiresAt: aged })
      .where(eq(session.userId, owner.id));

    const res = await app.request(authEndpoints.session, { headers: owner.headers });
    const body = await bodyOf(res);
    expect(new Date(body.session.expiresAt).getTime()).toBeGreaterThan(aged.getTime());
    expect(res.headers.getSetCookie().join()).toMatch(/better-auth\.session_token=.+Max-Age=\d+/);
  });

  it('lets the API in with a session due for renewal', async () => {
    const app = server.app();
    const owner = await signedInAccount(app, server.database.db, { sampleData: false });
    await server.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 5 * 24 * 60 * 60 * 1000) })
      .where(eq(session.userId, owner.id));

    const me = await app.request(meEndpoint, { headers: owner.headers });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: owner.id, email: owner.email });
  });
});
