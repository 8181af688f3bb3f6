import { createMiddleware } from 'hono/factory';
import { apiKeyCopy } from '@shared/integrations.ts';
import type { MemberRole } from '@shared/team.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { ApiError } from '@server/platform/http/errors.ts';
import { described, refusals } from '@server/platform/http/openapi.ts';
import type { Auth } from './auth.ts';
import type { SessionReader } from './session-reader.ts';

/** The names of the two ways in, as the API document calls them. */
export const securitySchemes = { apiKey: 'apiKey', session: 'session' } as const;

/**
 * The signed-in account as routes see it: the account's id, and the email and name of the
 * person acting in it (its owner, a member of its team, or the owner for an API key).
 */
export type SignedInAccount = { id: AccountId; email: string; name: string };

/** The person signed in: their own sign-in, whichever account they act in. */
export type SignedInPerson = { userId: string; email: string; name: string };

/** How the request proved who it is: a portal session, or a program's API key. */
export type Credential = 'session' | 'apiKey';

export type AccountVariables = {
  account: SignedInAccount;
  credential: Credential;
  /** Absent for an API key, which acts as an admin of its account. */
  person: SignedInPerson | undefined;
  role: MemberRole;
};

/** The account and role a signed-in person acts with (their team's, or their own account). */
export type MembershipReader = (
  userId: string,
) => Promise<{ accountId: AccountId; role: MemberRole }>;

/** What an API key may do: everything an admin may, never billing or ownership. */
const apiKeyRole: MemberRole = 'admin';

/** Finds the account of an API key (and marks the key used); undefined when it is not one. */
export type ApiKeyAuthenticator = (key: string) => Promise<SignedInAccount | undefined>;

/**
 * Answers 401 without a valid session or API key; otherwise puts the account on the context.
 * A request with `Authorization: Bearer …` is a program's: only the key counts, never a cookie,
 * so a wrong key is refused even when a session cookie comes along. A live session is read
 * by `readSession` when given (one query, with the person's membership); better-auth answers every
 * other case.
 */
export function requireAccount(
  auth: Auth,
  {
    apiKeys,
    readSession,
    memberships,
  }: {
    apiKeys?: ApiKeyAuthenticator;
    readSession?: SessionReader;
    memberships?: MembershipReader;
  } = {},
) {
  const middleware = createMiddleware<{ Variables: AccountVariables }>(async (c, next) => {
    const authorization = c.req.header('authorization');
    if (apiKeys && authorization !== undefined) {
      const key = /^Bearer +(\S+)\s*$/i.exec(authorization)?.[1];
      const account = key ? await apiKeys(key) : undefined;
      if (!account) throw new ApiError(401, 'invalid_api_key', apiKeyCopy.invalidKey);
      c.set('account', account);
      c.set('credential', 'apiKey');
      c.set('person', undefined);
      c.set('role', apiKeyRole);
      return next();
    }
    const headers = c.req.raw.headers;
    const live = await readSession?.(headers);
    const current = live ?? (await auth.api.getSession({ headers }));
    if (!current) throw new ApiError(401, 'unauthorized', 'Sign in to continue.');
    const { id, email, name } = current.user;
    const membership = live?.membership ??
      (await memberships?.(id)) ?? { accountId: id as AccountId, role: 'owner' };
    c.set('account', { id: membership.accountId, email, name });
    c.set('credential', 'session');
    c.set('person', { userId: id, email, name });
    c.set('role', membership.role);
    await next();
  });
  return described(middleware, { responses: refusals('Unauthorized') });
}

/**
 * Refuses API keys (403) where only the account's owner in the portal may act: managing keys
 * and paying for a plan. A leaked key could otherwise mint a new key before it is deleted, or
 * read the others in full, and so outlive its own deletion.
 */
export const sessionOnly = described(
  createMiddleware<{ Variables: AccountVariables }>(async (c, next) => {
    if (c.get('credential') !== 'session') {
      throw new ApiError(403, 'session_required', apiKeyCopy.sessionRequired);
    }
    await next();
  }),
  { security: [{ [securitySchemes.session]: [] }], responses: refusals('Forbidden') },
);
