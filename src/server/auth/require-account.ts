import { createMiddleware } from 'hono/factory';
import type { AccountId } from '../db/account-scope.ts';
import { ApiError } from '../http/errors.ts';
import type { Auth } from './auth.ts';
import type { SessionReader } from './session-reader.ts';

/** The signed-in account as routes see it. */
export type SignedInAccount = { id: AccountId; email: string; name: string };

export type AccountVariables = { account: SignedInAccount };

/** Finds the account of an API key (and marks the key used); undefined when it is not one. */
export type ApiKeyAuthenticator = (key: string) => Promise<SignedInAccount | undefined>;

export const invalidApiKeyMessage = 'The API key is not valid.';

/**
 * Answers 401 without a valid session or API key; otherwise puts the account on the context.
 * A request with `Authorization: Bearer …` is a program's: only the key counts, never a cookie,
 * so a wrong key is refused even when a session cookie comes along. A live session is read
 * by `readSession` when given (one query); better-auth answers every other case.
 */
export function requireAccount(
  auth: Auth,
  { apiKeys, readSession }: { apiKeys?: ApiKeyAuthenticator; readSession?: SessionReader } = {},
) {
  return createMiddleware<{ Variables: AccountVariables }>(async (c, next) => {
    const authorization = c.req.header('authorization');
    if (apiKeys && authorization !== undefined) {
      const key = /^Bearer +(\S+)\s*$/i.exec(authorization)?.[1];
      const account = key ? await apiKeys(key) : undefined;
      if (!account) throw new ApiError(401, 'invalid_api_key', invalidApiKeyMessage);
      c.set('account', account);
      return next();
    }
    const headers = c.req.raw.headers;
    const current = (await readSession?.(headers)) ?? (await auth.api.getSession({ headers }));
    if (!current) throw new ApiError(401, 'unauthorized', 'Sign in to continue.');
    const { id, email, name } = current.user;
    c.set('account', { id: id as AccountId, email, name });
    await next();
  });
}
