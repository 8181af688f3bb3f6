import { and, eq } from 'drizzle-orm';
import { type MetaChannel, metaCopy } from '@shared/meta.ts';
import type { SecretBox } from '@server/platform/crypto/secret-box.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { contact } from '@server/platform/db/schema.ts';
import {
  type ChannelRuntime,
  handleChannelMessage,
} from '@server/runtime/messaging/handle-channel-message.ts';
import type { GraphProfile, MetaGraphApi } from './meta-graph-api.ts';
import {
  agentOfChannel,
  customerIdOf,
  markPageTokenRevoked,
  metaPageOfEntry,
  type MetaPageRow,
} from './meta-store.ts';
import { isTokenRevoked } from './meta-graph-api.ts';

/** One messaging event of an entry, in Meta's own field names (Messenger and Instagram alike). */
export type MetaMessagingEvent = {
  sender: { id: string };
  recipient: { id: string };
  timestamp?: number;
  message?: {
    mid: string;
    text?: string;
    is_echo?: boolean;
    attachments?: { type: string; payload?: { url?: string } | null }[];
  };
};

export type MetaWebhookEvent = {
  object: string;
  entry: { id: string; time?: number; messaging?: MetaMessagingEvent[] }[];
};

export type MetaEventDeps = {
  db: Database;
  api: MetaGraphApi;
  tokens: SecretBox;
  channels: ChannelRuntime;
};

/** Which channel a webhook call is about: `page` for Messenger, `instagram` for Instagram. */
export const channelOfObject = (object: string): MetaChannel | null =>
  object === 'page' ? 'messenger' : object === 'instagram' ? 'instagram' : null;

const profileFields = { messenger: 'first_name,last_name', instagram: 'name,username' } as const;

const nameOf = (profile: GraphProfile) =>
  [profile.first_name, profile.last_name].filter(Boolean).join(' ') ||
  profile.name ||
  profile.username ||
  null;

/** What the customer wrote, with each attachment said in words; null when there is nothing. */
function wordsOf(message: NonNullable<MetaMessagingEvent['message']>) {
  const parts = [
    message.text?.trim() ?? '',
    ...(message.attachments ?? []).map((attachment) =>
      metaCopy.attachment(attachment.type, attachment.payload?.url ?? null),
    ),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('\n') : null;
}

/**
 * The customer's name, asked of Meta the first time they write (a contact that has a name
 * already is not asked again). Best effort: without it the conversation shows no name; a
 * refused token turns the Page disconnected.
 */
async function nameToFetch(
  deps: MetaEventDeps,
  page: MetaPageRow,
  channel: MetaChannel,
  externalId: string,
  senderId: string,
) {
  const [known] = await deps.db
    .select({ name: contact.name })
    .from(contact)
    .where(
      and(
        eq(contact.accountId, page.accountId),
        eq(contact.channel, channel),
        eq(contact.externalId, externalId),
      ),
    );
  if (known?.name) return null;
  try {
    const token = deps.tokens.open(page.tokenSealed);
    return nameOf(await deps.api.profile(token, senderId, profileFields[channel]));
  } catch (error) {
    if (isTokenRevoked(error)) await markPageTokenRevoked(deps.db, page, channel);
    return null;
  }
}

/**
 * One webhook call of Meta: each customer's message goes to the messaging core for the agent
 * chosen on the Page's card (its `mid` makes a repeat harmless). The Page's own messages come
 * back as echoes and are left aside, as are reads, reactions and Pages not connected here.
 */
export async function handleMetaEvent(deps: MetaEventDeps, event: MetaWebhookEvent) {
  const channel = channelOfObject(event.object);
  if (!channel) return;
  for (const entry of event.entry) {
    const page = await metaPageOfEntry(deps.db, channel, entry.id);
    const agentId = page ? agentOfChannel(page, channel) : null;
    if (!page || !agentId) continue;
    for (const messaging of entry.messaging ?? []) {
      const { message } = messaging;
      if (!message || message.is_echo || messaging.sender.id === entry.id) continue;
      const text = wordsOf(message);
      if (!text) continue;
      const externalId = customerIdOf(page.pageId, messaging.sender.id);
      const name = await nameToFetch(deps, page, channel, externalId, messaging.sender.id);
      await handleChannelMessage(deps.channels, page.accountId as AccountId, {
        channel,
        agentId,
        from: { externalId, name },
        messageId: message.mid,
        text,
      });
    }
  }
}
