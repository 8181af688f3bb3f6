import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { followUpCopy } from '@shared/follow-up.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { contact, conversation, message } from '@server/platform/db/schema.ts';
import { NotFound } from '@server/platform/errors/domain-errors.ts';
import {
  changeConversations,
  type RuntimeDeps,
} from '@server/core/conversations/conversation-changes.ts';
import { addMessage } from '@server/core/conversations/conversation-messages.ts';
import { conversationRow } from '@server/core/conversations/conversation-store.ts';
import { handOver } from '@server/core/conversations/hand-over.ts';
import { liveConversationPath } from '@server/core/conversations/live-conversation-path.ts';
import { startConversationIn } from '@server/core/conversations/start-conversation.ts';
import { createNotification } from '@server/core/notifications/notification-store.ts';

export type MailReply = {
  /** The mail's Message-ID: the same mail delivered twice is stored once. */
  messageId: string;
  text: string;
};

export type MailReplyOutcome = { outcome: 'stored' | 'duplicate'; conversationId: string };

/** Whether a mail of this id was stored already in any conversation of the contact. */
async function storedForContact(tx: Database, contactId: string, messageId: string) {
  const conversations = tx
    .select({ id: conversation.id })
    .from(conversation)
    .where(eq(conversation.contactId, contactId));
  const [found] = await tx
    .select({ id: message.id })
    .from(message)
    .where(and(inArray(message.conversationId, conversations), eq(message.externalId, messageId)))
    .limit(1);
  return found !== undefined;
}

/**
 * A website visitor's answer by email to a mailed reply, as a customer message of the same
 * conversation: live in the inbox like any message. A conversation waiting for a person or
 * held by one rings the bell; one back with the agent is handed over to the team (the visitor
 * is not in the chat to read an answer). A closed conversation stays closed, as history and
 * analytics recorded it: the answer starts a new conversation of the same visitor, handed
 * over, which the visitor's link and widget then show.
 */
export async function receiveMailReply(
  deps: RuntimeDeps,
  conversationId: string,
  reply: MailReply,
): Promise<MailReplyOutcome> {
  const [found] = await deps.db
    .select({ accountId: conversation.accountId })
    .from(conversation)
    .where(eq(conversation.id, conversationId));
  if (!found) throw new NotFound(followUpCopy.replyAddressUnknown);
  const accountId = found.accountId as AccountId;
  const outcome = await changeConversations(deps, accountId, async (tx, record) => {
    const row = await conversationRow(accountId, tx, conversationId, { forUpdate: true });
    if (row.contactId && (await storedForContact(tx, row.contactId, reply.messageId))) {
      return { outcome: 'duplicate' as const, target: row };
    }
    let target = row;
    if (row.status === 'closed' && row.contactId) {
      // A second answer in the same mail thread joins the conversation the first one started.
      const [open] = await tx
        .select()
        .from(conversation)
        .where(and(eq(conversation.contactId, row.contactId), ne(conversation.status, 'closed')))
        .orderBy(desc(conversation.createdAt))
        .limit(1)
        .for('update');
      if (open) target = open;
    }
    if (target.status === 'closed') {
      const [customer] = row.contactId
        ? await tx.select().from(contact).where(eq(contact.id, row.contactId))
        : [];
      target = await startConversationIn(tx, record, accountId, {
        agent: { id: row.agentId, name: row.agentName },
        channel: row.channel,
        contact: customer ? { externalId: customer.externalId } : undefined,
        evenPastLimit: true,
      });
    }
    const added = await addMessage(tx, record, target, {
      sender: 'customer',
      text: reply.text,
      externalId: reply.messageId,
    });
    if (!added.message) return { outcome: 'duplicate' as const, target };
    if (target.status === 'waiting' || target.status === 'human') {
      await createNotification(accountId, tx, {
        type: 'info',
        title: followUpCopy.notificationTitle,
        message: followUpCopy.notificationMessage(target.agentName),
        link: liveConversationPath(target.id),
        conversationId: target.id,
      });
    }
    return { outcome: 'stored' as const, target };
  });
  if (outcome.outcome === 'stored' && outcome.target.status === 'bot') {
    await handOver(deps, accountId, outcome.target.id, 'offline');
  }
  return { outcome: outcome.outcome, conversationId: outcome.target.id };
}
