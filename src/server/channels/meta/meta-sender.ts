import { and, eq, max } from 'drizzle-orm';
import {
  META_HUMAN_AGENT_WINDOW_DAYS,
  META_STANDARD_WINDOW_HOURS,
  type MetaChannel,
  metaCopy,
  metaTextLimits,
} from '@shared/meta.ts';
import type { SecretBox } from '@server/platform/crypto/secret-box.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { contact, conversation, message } from '@server/platform/db/schema.ts';
import {
  type ChannelRecipient,
  type ChannelSender,
  DeliveryFailure,
  outboundText,
} from '@server/runtime/messaging/channel-sender.ts';
import {
  isOutsideWindow,
  isPassing,
  isPermissionMissing,
  isTokenRevoked,
  type MetaGraphApi,
  type SendOptions,
} from './meta-graph-api.ts';
import { markPageTokenRevoked, metaPageById, parseCustomerId } from './meta-store.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Splits a text at the channel's limit, at a line or a space where one is near. */
export function partsOf(text: string, limit: number) {
  const parts: string[] = [];
  let rest = text;
  while (rest.length > limit) {
    const window = rest.slice(0, limit);
    const cut = Math.max(window.lastIndexOf('\n'), window.lastIndexOf(' '));
    const at = cut > limit / 2 ? cut : limit;
    parts.push(rest.slice(0, at).trimEnd());
    rest = rest.slice(at).trimStart();
  }
  if (rest) parts.push(rest);
  return parts;
}

/** When the customer last wrote to the Page on the channel, in any of their conversations. */
async function lastCustomerMessageAt(db: Database, channel: MetaChannel, to: ChannelRecipient) {
  const [row] = await db
    .select({ at: max(message.createdAt) })
    .from(message)
    .innerJoin(conversation, eq(conversation.id, message.conversationId))
    .innerJoin(contact, eq(contact.id, conversation.contactId))
    .where(
      and(
        eq(contact.accountId, to.accountId),
        eq(contact.channel, channel),
        eq(contact.externalId, to.externalId),
        eq(message.sender, 'customer'),
      ),
    );
  return row?.at ? new Date(row.at) : null;
}

/**
 * Meta's windows: within 24 hours of the customer's last message anyone answers; up to 7
 * days a person's reply goes with the HUMAN_AGENT tag; past that nothing goes.
 */
function windowFor(sender: string, lastAt: Date | null): SendOptions | DeliveryFailure {
  const ageMs = lastAt ? Date.now() - lastAt.getTime() : Number.POSITIVE_INFINITY;
  if (ageMs <= META_STANDARD_WINDOW_HOURS * HOUR_MS) return {};
  if (sender !== 'person')
    return new DeliveryFailure(
      'permanent',
      metaCopy.pastStandardWindow,
      metaCopy.pastStandardWindow,
    );
  if (ageMs <= META_HUMAN_AGENT_WINDOW_DAYS * 24 * HOUR_MS) return { tag: 'HUMAN_AGENT' };
  return new DeliveryFailure(
    'permanent',
    metaCopy.pastHumanAgentWindow,
    metaCopy.pastHumanAgentWindow,
  );
}

/**
 * Messenger or Instagram as the outbox's way out: the Send API, from the Page the customer
 * wrote to, inside Meta's windows. A revoked token turns the Page disconnected (and rings the
 * bell); a message Meta will never take (outside its window, a permission the app lacks, a
 * customer who is gone) fails for good; Meta down or throttling is tried again later.
 */
export function createMetaSender(
  channel: MetaChannel,
  deps: { db: Database; api: MetaGraphApi; tokens: SecretBox },
): ChannelSender {
  const { db, api, tokens } = deps;

  async function pageOf(recipient: ChannelRecipient) {
    const { pageId, senderId } = parseCustomerId(recipient.externalId);
    const row = await metaPageById(db, pageId);
    if (!row || row.accountId !== recipient.accountId) {
      throw new DeliveryFailure('channel_down', metaCopy.pageGone);
    }
    if (row.status !== 'connected') {
      throw new DeliveryFailure('channel_down', metaCopy.tokenRevoked);
    }
    return { row, senderId, token: tokens.open(row.tokenSealed) };
  }

  return {
    async send(outbound) {
      const { row, senderId, token } = await pageOf(outbound);
      const options = windowFor(
        outbound.sender,
        await lastCustomerMessageAt(db, channel, outbound),
      );
      if (options instanceof DeliveryFailure) throw options;
      try {
        for (const part of partsOf(outboundText(outbound), metaTextLimits[channel])) {
          await api.sendText(token, row.pageId, senderId, part, options);
        }
      } catch (error) {
        if (isTokenRevoked(error)) {
          await markPageTokenRevoked(db, row, channel);
          throw new DeliveryFailure('channel_down', (error as Error).message);
        }
        if (isOutsideWindow(error)) {
          throw new DeliveryFailure(
            'permanent',
            metaCopy.pastStandardWindow,
            metaCopy.pastStandardWindow,
          );
        }
        if (options.tag && isPermissionMissing(error)) {
          const note = metaCopy.humanAgentRefused((error as Error).message);
          throw new DeliveryFailure('permanent', note, note);
        }
        if (isPassing(error)) throw new DeliveryFailure('retry', (error as Error).message);
        throw new DeliveryFailure('permanent', (error as Error).message);
      }
    },
    async typing(recipient) {
      const { row, senderId, token } = await pageOf(recipient);
      await api.typing(token, row.pageId, senderId);
    },
  };
}
