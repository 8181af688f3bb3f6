import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@server/platform/db/open-database.ts';
import { session, teamMember, user } from '@server/platform/db/schema.ts';
import type { Auth } from './auth.ts';
import { memberColumns, type Membership, membershipFrom } from './membership.ts';

/** A session that is live, and its user, with the fields better-auth's get-session answers. */
export type LiveSession = {
  session: typeof session.$inferSelect;
  user: typeof user.$inferSelect;
};

/** A live session, and the account its person acts in, read in the same query. */
export type ReadSession = LiveSession & { membership: Membership };

/** Reads the live session a request's cookie names; undefined leaves the answer to better-auth. */
export type SessionReader = (headers: Headers) => Promise<ReadSession | undefined>;

/** The value of the first cookie called `name`, decoded, as better-auth's cookie parser reads it. */
function cookieValue(header: string, name: string) {
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals === -1 || pair.slice(0, equals).trim() !== name) continue;
    let value = pair.slice(equals + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** `token.signature`, the signature HMAC-SHA256 of the token under the secret, in base64. */
function verifiedToken(signed: string, secret: string) {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return undefined;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}

/**
 * The session check's common case in one indexed query: a session cookie signed as
 * better-auth signs it, whose session exists and is not yet due for its daily renewal.
 * Anything else (no cookie or a bad one, an ended session, one due for renewal, a cookie
 * cache to clear) is better-auth's to answer: it renews sessions and sets cookies, this only
 * reads. The session row is the truth, so a session ended anywhere stops working at once.
 *
 * Why: better-auth's getSession spends most of its time on its endpoint pipeline (a context
 * per call, validation, a Web Crypto key import) and two queries, and the portal checks the
 * session on every request.
 */
export function createSessionReader(db: Database, auth: Auth): SessionReader {
  const lookup = db
    .select({ session, user, member: memberColumns })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(teamMember, eq(teamMember.userId, user.id))
    .where(eq(session.token, sql.placeholder('token')))
    .limit(1)
    .prepare('live_session');
  const settings = auth.$context.then((context) => ({
    secret: context.secret,
    tokenCookie: context.authCookies.sessionToken.name,
    cacheCookie: context.authCookies.sessionData.name,
    // better-auth renews a session once it is older than updateAge.
    renewalDueMs: (context.sessionConfig.expiresIn - context.sessionConfig.updateAge) * 1000,
  }));

  return async (headers) => {
    const cookies = headers.get('cookie');
    if (!cookies) return undefined;
    const { secret, tokenCookie, cacheCookie, renewalDueMs } = await settings;
    if (cookies.includes(cacheCookie)) return undefined;
    const signed = cookieValue(cookies, tokenCookie);
    const token = signed ? verifiedToken(signed, secret) : undefined;
    if (!token) return undefined;
    const [row] = await lookup.execute({ token });
    if (!row || row.session.expiresAt.getTime() <= Date.now() + renewalDueMs) return undefined;
    return {
      session: row.session,
      user: row.user,
      membership: membershipFrom(row.user.id, row.member),
    };
  };
}
