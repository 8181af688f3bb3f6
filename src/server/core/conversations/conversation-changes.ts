import type {
  Conversation,
  ConversationEvent,
  ConversationEventType,
  Message,
} from '@shared/conversations.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { conversationEvent } from '@server/platform/db/schema.ts';
import type { Mailer } from '@server/platform/mail/mailer.ts';
import type { PushNotifier } from '@server/core/notifications/push-notifier.ts';
import {
  accountTopic,
  conversationTopic,
  type EventBus,
} from '@server/platform/realtime/event-bus.ts';

/** What the runtime's business functions need beyond their input. */
export type ConversationDeps = { db: Database; bus: EventBus };

/**
 * And what the runtime's routes act with: mail and browser notifications to the business, and
 * links into the portal.
 */
export type RuntimeDeps = ConversationDeps & {
  mailer: Mailer;
  push: PushNotifier;
  publicUrl: string;
};

export type RecordEvent = (
  type: ConversationEventType,
  conversation: Conversation,
  extra?: { message?: Message; detail?: Record<string, string | number | null> },
) => Promise<void>;

/**
 * Runs one change of conversations in a transaction. Each `record` stores an event in the
 * same transaction (the live stream's catch-up and analytics' record can then never disagree
 * with the change), and the events go out on the bus once the transaction has committed, so
 * no stream shows what a rollback undid.
 */
export async function changeConversations<T>(
  deps: ConversationDeps,
  accountId: AccountId,
  work: (tx: Database, record: RecordEvent) => Promise<T>,
): Promise<T> {
  const events: ConversationEvent[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const record: RecordEvent = async (type, conversation, extra = {}) => {
      const [row] = await tx
        .insert(conversationEvent)
        .values({
          accountId,
          conversationId: conversation.id,
          type,
          messageId: extra.message?.id ?? null,
          detail: extra.detail ?? {},
        })
        .returning({ id: conversationEvent.id, createdAt: conversationEvent.createdAt });
      events.push({
        id: String(row!.id),
        type,
        conversation,
        message: extra.message ?? null,
        at: row!.createdAt.toISOString(),
      });
    };
    return work(tx, record);
  });
  for (const event of events) publishConversationEvent(deps.bus, accountId, event);
  return result;
}

/** The account's streams and the conversation's own (a visitor's widget) both hear it. */
export function publishConversationEvent(
  bus: EventBus,
  accountId: string,
  event: ConversationEvent,
) {
  bus.publish([accountTopic(accountId), conversationTopic(event.conversation.id)], event);
}
