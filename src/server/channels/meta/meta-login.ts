import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { META_LOGIN_SCOPES, metaCopy, type MetaLoginOutcome } from '@shared/meta.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { metaOauthState } from '@server/platform/db/schema.ts';
import { Conflict, DomainError } from '@server/platform/errors/domain-errors.ts';
import { GraphUnreachable } from './meta-graph-api.ts';
import { connectMetaPage, type MetaDeps } from './meta-store.ts';

/** The operator's app as Facebook Login needs it; null while it is not registered. */
export type MetaLoginSetup = {
  appId: string;
  appSecret: string;
  dialogUrl: string;
  redirectUri: string;
} | null;

const STATE_TTL_MS = 10 * 60 * 1000;
const hashOf = (state: string) => createHash('sha256').update(state).digest('hex');

/**
 * Starts Facebook Login: a random state, kept only as its hash for ten minutes and bound to
 * this account, and Facebook's dialog to send the owner to with it and the permissions asked.
 */
export async function startMetaLogin(
  deps: MetaDeps,
  accountId: AccountId,
  setup: MetaLoginSetup,
  now: Date,
) {
  if (!setup) throw new Conflict('meta_not_configured', metaCopy.outcomes.not_configured);
  const state = randomBytes(32).toString('base64url');
  await deps.db.delete(metaOauthState).where(lt(metaOauthState.expiresAt, now));
  await deps.db.insert(metaOauthState).values({
    stateHash: hashOf(state),
    accountId,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  const url = new URL(setup.dialogUrl);
  url.searchParams.set('client_id', setup.appId);
  url.searchParams.set('redirect_uri', setup.redirectUri);
  url.searchParams.set('state', state);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', META_LOGIN_SCOPES.join(','));
  return { url: url.href };
}

/** Takes the state once, only for the account it was made for and before it expires. */
async function takeState(deps: MetaDeps, accountId: AccountId, state: string, now: Date) {
  const taken = await deps.db
    .delete(metaOauthState)
    .where(
      and(eq(metaOauthState.stateHash, hashOf(state)), eq(metaOauthState.accountId, accountId)),
    )
    .returning({ expiresAt: metaOauthState.expiresAt });
  return taken.some((row) => row.expiresAt > now);
}

/**
 * Facebook's answer to its dialog, in the owner's signed-in browser: the state must be one
 * this account made, unused and unexpired (anything else connects nothing). The code is traded
 * for the person's token, and each Page they granted is connected with its own Page token, as
 * a pasted one would be; a Page of another account is left out.
 */
export async function finishMetaLogin(
  deps: MetaDeps,
  accountId: AccountId,
  setup: MetaLoginSetup,
  answer: { code?: string; state?: string; error?: string },
  now: Date,
): Promise<MetaLoginOutcome> {
  if (!setup) return 'not_configured';
  if (!answer.state || !(await takeState(deps, accountId, answer.state, now))) return 'expired';
  if (answer.error) return answer.error === 'access_denied' ? 'denied' : 'refused';
  if (!answer.code) return 'refused';
  let granted;
  try {
    const app = { id: setup.appId, secret: setup.appSecret };
    const { access_token } = await deps.api.exchangeCode(app, setup.redirectUri, answer.code);
    granted = (await deps.api.grantedPages(access_token)).data;
  } catch (error) {
    return error instanceof GraphUnreachable ? 'unreachable' : 'refused';
  }
  if (granted.length === 0) return 'no_pages';
  let connected = 0;
  for (const page of granted) {
    try {
      await connectMetaPage(deps, accountId, page.access_token);
      connected++;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return connected > 0 ? 'connected' : 'refused';
}
