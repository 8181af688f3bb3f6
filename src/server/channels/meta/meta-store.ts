import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { customerChannels } from '@shared/channels.ts';
import { type MetaChannel, metaCopy, type MetaPage } from '@shared/meta.ts';
import type { SecretBox } from '@server/platform/crypto/secret-box.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { metaPage } from '@server/platform/db/schema.ts';
import { Conflict, InvalidInput, NotFound } from '@server/platform/errors/domain-errors.ts';
import { getAgent } from '@server/core/agents/agent-store.ts';
import { raiseChannelDown } from '@server/runtime/messaging/channel-alert.ts';
import {
  GraphRefusal,
  GraphUnreachable,
  isTokenRevoked,
  type MetaGraphApi,
} from './meta-graph-api.ts';

export type MetaPageRow = typeof metaPage.$inferSelect;

export type MetaDeps = { db: Database; api: MetaGraphApi; tokens: SecretBox };

/** Where Meta posts every Page's events, for both products: outside /api/v1, signed. */
export const META_WEBHOOK_PATH = '/api/channels/meta';

const agentColumn = { messenger: 'messengerAgentId', instagram: 'instagramAgentId' } as const;

export const agentOfChannel = (row: MetaPageRow, channel: MetaChannel) => row[agentColumn[channel]];

const toPage = (row: MetaPageRow): MetaPage => ({
  id: row.id,
  pageId: row.pageId,
  pageName: row.pageName,
  instagram:
    row.instagramId && row.instagramUsername
      ? { id: row.instagramId, username: row.instagramUsername }
      : null,
  status: row.status,
  agents: { messenger: row.messengerAgentId, instagram: row.instagramAgentId },
  connectedAt: row.connectedAt.toISOString(),
});

/**
 * A customer's id on the channel names the Page too: the Page-scoped id Meta gives them means
 * nothing without it, and a reply must leave through the Page they wrote to.
 */
export const customerIdOf = (pageId: string, senderId: string) => `${pageId}:${senderId}`;
export function parseCustomerId(externalId: string) {
  const at = externalId.indexOf(':');
  return { pageId: externalId.slice(0, at), senderId: externalId.slice(at + 1) };
}

const noSuchPage = () => new NotFound(metaCopy.noSuchPage);

export async function listMetaPages(accountId: AccountId, db: Database) {
  const rows = await db
    .select()
    .from(metaPage)
    .where(ownedBy(metaPage, accountId))
    .orderBy(asc(metaPage.connectedAt));
  return { pages: rows.map(toPage) };
}

async function ownedPage(accountId: AccountId, db: Database, id: string) {
  const [row] = await db
    .select()
    .from(metaPage)
    .where(ownedBy(metaPage, accountId, eq(metaPage.id, id)));
  if (!row) throw noSuchPage();
  return row;
}

export async function getMetaPage(accountId: AccountId, db: Database, id: string) {
  return toPage(await ownedPage(accountId, db, id));
}

/** Meta's answer as the business reads it: a refused token, or Meta out of reach. */
function connectFailure(error: unknown): never {
  if (error instanceof GraphUnreachable) {
    throw new Conflict('meta_unreachable', metaCopy.metaUnreachable);
  }
  if (isTokenRevoked(error)) {
    throw new InvalidInput(metaCopy.tokenRefused, 'invalid_input', {
      token: metaCopy.tokenRefused,
    });
  }
  if (error instanceof GraphRefusal) {
    throw new Conflict('meta_refused', metaCopy.subscribeRefused(error.message));
  }
  throw error;
}

/**
 * Connects a Page by its access token: Meta tells which Page it is (a token that is not a
 * Page's has no Instagram field to read and no subscription to make, and is refused in
 * words), the app is subscribed to the Page's messages, and the token is stored sealed.
 * Connecting the same Page again replaces its token and turns it connected; a Page of
 * another account is a conflict.
 */
export async function connectMetaPage(
  deps: MetaDeps,
  accountId: AccountId,
  token: string,
): Promise<MetaPage> {
  const { db, api } = deps;
  const page = await api.page(token).catch(connectFailure);
  await api.subscribe(token, page.id).catch((error: unknown) => {
    // Meta answers a user token's subscription with a permission error: not a Page's token.
    if (error instanceof GraphRefusal && error.code !== 190 && error.code !== 10) {
      throw new InvalidInput(metaCopy.notAPageToken, 'invalid_input', {
        token: metaCopy.notAPageToken,
      });
    }
    connectFailure(error);
  });
  const instagram = page.instagram_business_account;
  const values = {
    pageName: page.name,
    instagramId: instagram?.id ?? null,
    instagramUsername: instagram ? (instagram.username ?? instagram.id) : null,
    tokenSealed: deps.tokens.seal(token),
    status: 'connected' as const,
    connectedAt: new Date(),
  };
  const [row] = await db
    .insert(metaPage)
    .values({ id: randomUUID(), accountId, pageId: page.id, ...values })
    .onConflictDoUpdate({
      target: metaPage.pageId,
      set: values,
      // Only the account that connected the Page may connect it again.
      setWhere: eq(metaPage.accountId, accountId),
    })
    .returning();
  if (!row) throw new Conflict('page_taken', metaCopy.pageTaken);
  return toPage(row);
}

/** Forgets the Page; Meta is asked to stop sending its messages (best effort: the token may be dead). */
export async function disconnectMetaPage(deps: MetaDeps, accountId: AccountId, id: string) {
  const [row] = await deps.db
    .delete(metaPage)
    .where(ownedBy(metaPage, accountId, eq(metaPage.id, id)))
    .returning();
  if (!row) throw noSuchPage();
  if (row.status === 'connected') {
    // The Page is forgotten either way: an app left subscribed sends events for no Page, which
    // are ignored. A token that no longer opens (a changed key) fails here, never the request.
    await Promise.resolve()
      .then(() => deps.api.unsubscribe(deps.tokens.open(row.tokenSealed), row.pageId))
      .catch(() => {});
  }
}

/**
 * Chooses the agent that answers the Page on one channel (null: nobody). The agent must have
 * that channel, and the Page must have an Instagram account for Instagram.
 */
export async function setMetaPageAgent(
  accountId: AccountId,
  db: Database,
  id: string,
  { channel, agentId }: { channel: MetaChannel; agentId: string | null },
) {
  const row = await ownedPage(accountId, db, id);
  if (channel === 'instagram' && !row.instagramId) {
    throw new Conflict('no_instagram_account', metaCopy.noInstagramAccount);
  }
  if (agentId) {
    const agent = await getAgent(accountId, db, agentId);
    if (!agent.channels.includes(customerChannels[channel].agentChoice)) {
      throw new Conflict(`no_${channel}_channel`, metaCopy.needsChannel[channel]);
    }
  }
  const [changed] = await db
    .update(metaPage)
    .set({ [agentColumn[channel]]: agentId })
    .where(ownedBy(metaPage, accountId, eq(metaPage.id, id)))
    .returning();
  if (!changed) throw noSuchPage();
  return toPage(changed);
}

/** The Page an event's entry names: the Page itself on Messenger, its Instagram account on Instagram. */
export async function metaPageOfEntry(db: Database, channel: MetaChannel, entryId: string) {
  const [row] = await db
    .select()
    .from(metaPage)
    .where(
      channel === 'messenger' ? eq(metaPage.pageId, entryId) : eq(metaPage.instagramId, entryId),
    );
  return row;
}

export async function metaPageById(db: Database, pageId: string) {
  const [row] = await db.select().from(metaPage).where(eq(metaPage.pageId, pageId));
  return row;
}

/**
 * Meta refused the token of a connected Page: it is marked disconnected, and the business is
 * told once (a second refusal finds it already disconnected), naming the agent of the channel.
 */
export async function markPageTokenRevoked(db: Database, row: MetaPageRow, channel: MetaChannel) {
  const accountId = row.accountId as AccountId;
  const [changed] = await db
    .update(metaPage)
    .set({ status: 'disconnected' })
    .where(and(eq(metaPage.id, row.id), eq(metaPage.status, 'connected')))
    .returning();
  if (!changed) return;
  const agentId = agentOfChannel(row, channel);
  const agent = agentId ? await getAgent(accountId, db, agentId).catch(() => null) : null;
  await raiseChannelDown(accountId, db, {
    channel,
    agentName: agent?.name ?? row.pageName,
    reason: metaCopy.tokenRevoked,
  });
}

/** Whether the account has a Page connected with an agent answering the channel: it is live there. */
export async function hasConnectedMetaPage(
  accountId: AccountId,
  db: Database,
  channel: MetaChannel,
) {
  const [row] = await db
    .select({ id: metaPage.id })
    .from(metaPage)
    .where(
      ownedBy(
        metaPage,
        accountId,
        and(eq(metaPage.status, 'connected'), isNotNull(metaPage[agentColumn[channel]])),
      ),
    )
    .limit(1);
  return Boolean(row);
}
