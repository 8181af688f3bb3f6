import type { Contact, Conversation, Message } from '@shared/conversations.ts';
import type { contact, conversation, message } from '@server/platform/db/schema.ts';

export type ConversationRow = typeof conversation.$inferSelect;
export type ContactRow = typeof contact.$inferSelect;
export type MessageRow = typeof message.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** `+14155550100` shows as `+••• ••• 0100`: enough to tell customers apart, not to call them. */
export function maskPhone(phone: string) {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return '•••';
  return `${phone.trim().startsWith('+') ? '+' : ''}••• ••• ${digits.slice(-4)}`;
}

export function toContact(row: ContactRow, { maskedPhone = false } = {}): Contact {
  return {
    id: row.id,
    channel: row.channel,
    name: row.name,
    email: row.email,
    phone: row.phone && maskedPhone ? maskPhone(row.phone) : row.phone,
  };
}

export function toConversation(
  row: ConversationRow,
  contactRow: ContactRow | null,
  options: { maskedPhone?: boolean } = {},
): Conversation {
  return {
    id: row.id,
    agentId: row.agentId,
    agentName: row.agentName,
    channel: row.channel,
    status: row.status,
    resolution: row.resolution,
    handoverReason: row.handoverReason,
    test: row.test,
    contact: contactRow ? toContact(contactRow, options) : null,
    assigneeName: row.assigneeName,
    assigneeUserId: row.assigneeUserId,
    rating: row.rating,
    ratingComment: row.ratingComment,
    firstMessage: row.firstMessage,
    messageCount: row.messageCount,
    waitingSince: iso(row.waitingSince),
    lastMessageAt: row.lastMessageAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    closedAt: iso(row.closedAt),
  };
}

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    sender: row.sender,
    authorName: row.authorName,
    text: row.text,
    sources: row.sources,
    answer: row.answer ?? null,
    choices: row.choices,
    delivery: row.delivery,
    deliveryNote: row.deliveryNote,
    createdAt: row.createdAt.toISOString(),
  };
}
