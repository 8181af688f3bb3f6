import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Conversation, ConversationChannel } from '@shared/conversations.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { contact, conversation } from '@server/platform/db/schema.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import {
  changeConversations,
  type ConversationDeps,
  type RecordEvent,
} from './conversation-changes.ts';
import type { ConversationRow } from './conversation-rows.ts';
import { addMessage } from './conversation-messages.ts';
import { publicConversation } from './conversation-store.ts';
import { assertConversationAllowed } from './conversation-usage.ts';

/** The customer as the channel knows them; the same external id is the same contact. */
export type ContactDetails = {
  externalId: string;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
};

/**
 * Stores the channel's customer, or completes the one stored under the same external id, and
 * answers its id. Its row stays locked until the change commits, so the same customer's
 * messages wait for each other.
 */
export async function saveContact(
  tx: Database,
  accountId: AccountId,
  channel: ConversationChannel,
  { externalId, name = null, email = null, phone = null }: ContactDetails,
): Promise<string> {
  const [row] = await tx
    .insert(contact)
    .values({ id: randomUUID(), accountId, channel, externalId, name, email, phone })
    .onConflictDoUpdate({
      target: [contact.accountId, contact.channel, contact.externalId],
      // What the customer tells later completes what is known; it never erases it.
      set: {
        name: sql`coalesce(excluded.name, ${contact.name})`,
        email: sql`coalesce(excluded.email, ${contact.email})`,
        phone: sql`coalesce(excluded.phone, ${contact.phone})`,
      },
    })
    .returning({ id: contact.id });
  return row!.id;
}

export type NewConversation = {
  agent: { id: string | null; name: string };
  channel: ConversationChannel;
  /** A test from the portal's playground: stored, never counted against the plan. */
  test?: boolean;
  contact?: ContactDetails;
  /** The agent's first message (its greeting), when the channel shows one. */
  greeting?: string;
  /** A message left for the team while the agent cannot chat is kept even past the plan's limit. */
  evenPastLimit?: boolean;
};

/**
 * Starts a conversation in `bot` status: counted against the plan's monthly conversations
 * (tests aside, refused once they are used up), with its contact and the greeting.
 */
export async function startConversation(
  deps: ConversationDeps,
  accountId: AccountId,
  input: NewConversation,
): Promise<Conversation> {
  return changeConversations(deps, accountId, async (tx, record) =>
    publicConversation(tx, await startConversationIn(tx, record, accountId, input)),
  );
}

/**
 * startConversation inside a change that does more in the same transaction (a messaging
 * channel finds or starts the customer's conversation and stores their message at once).
 */
export async function startConversationIn(
  tx: Database,
  record: RecordEvent,
  accountId: AccountId,
  input: NewConversation,
): Promise<ConversationRow> {
  const test = input.test ?? false;
  if (!test && !input.evenPastLimit) await assertConversationAllowed(accountId, tx);
  const contactId = input.contact
    ? await saveContact(tx, accountId, input.channel, input.contact)
    : null;
  const [row] = await tx
    .insert(conversation)
    .values({
      id: randomUUID(),
      accountId,
      agentId: input.agent.id,
      agentName: input.agent.name,
      channel: input.channel,
      contactId,
      test,
      status: 'bot',
    })
    .returning();
  let current = row!;
  record('conversation.started', await publicConversation(tx, current), {
    detail: { channel: input.channel },
  });
  if (input.greeting) {
    current = (await addMessage(tx, record, current, { sender: 'agent', text: input.greeting }))
      .conversation;
  }
  return current;
}
