import { and, eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import type { ConversationChannel } from '@shared/conversations.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { contact, conversation, message } from '@server/platform/db/schema.ts';
import { jsonRequest, type TestApp } from './test-server.ts';

// What tests of the messaging channels read and do alike, whichever channel.

/** A customer as a business knows them on a channel: by the channel's id (a number, a chat id). */
export type ChannelCustomer = {
  accountId: string;
  channel: ConversationChannel;
  externalId: string;
};

const ofCustomer = ({ accountId, channel, externalId }: ChannelCustomer) =>
  and(
    eq(contact.accountId, accountId),
    eq(contact.channel, channel),
    eq(contact.externalId, externalId),
  );

/** Every stored message with the customer, oldest first, and whether it was delivered. */
export async function storedMessagesOf(db: Database, customer: ChannelCustomer) {
  return db
    .select({ text: message.text, sender: message.sender, delivery: message.delivery })
    .from(message)
    .innerJoin(conversation, eq(conversation.id, message.conversationId))
    .innerJoin(contact, eq(contact.id, conversation.contactId))
    .where(ofCustomer(customer))
    .orderBy(message.seq);
}

/** Waits until the customer's conversation is handed over to the team: its id. */
export async function handedOverConversation(db: Database, customer: ChannelCustomer) {
  return vi.waitFor(
    async () => {
      const [row] = await db
        .select({ id: conversation.id, status: conversation.status })
        .from(conversation)
        .innerJoin(contact, eq(contact.id, conversation.contactId))
        .where(ofCustomer(customer));
      expect(row?.status).toBe('waiting');
      return row!.id;
    },
    { timeout: 15_000, interval: 50 },
  );
}

/** A person of the business takes the conversation over and replies, as the inbox does. */
export async function takeOverAndReply(
  app: TestApp,
  headers: Record<string, string>,
  conversationId: string,
  text: string,
) {
  const take = await app.request(
    apiPath(apiPaths.conversationTakeOver, { id: conversationId }),
    jsonRequest('POST', {}, headers),
  );
  expect(take.status).toBe(200);
  const reply = await app.request(
    apiPath(apiPaths.conversationReplies, { id: conversationId }),
    jsonRequest('POST', { text }, headers),
  );
  expect(reply.status).toBe(201);
}
