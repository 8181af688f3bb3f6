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
) => void;

type RecordedEvent = {
  type: ConversationEventType;
  conversation: Conversation;
  message: Message | null;
  detail: Record<string, string | number | null>;
};

/**
 * Runs one change of conversations in a transaction. Each `record` notes an event, stored in
 * the same transaction (the live stream's catch-up and analytics' record can then never
 * disagree with the change); the events go out on the bus once the transaction has committed,
 * so no stream shows what a rollback undid.
 *
 * The events are stored together once the change is done, sent right before the `commit`
 * rather than awaited ahead of it: on the embedded database every other statement waits for
 * an open transaction, and each round trip it makes waits for this process's turn as well. A
 * failed insert makes PostgreSQL roll the commit back, and the change fails with its error.
 */
export async function changeConversations<T>(
  deps: ConversationDeps,
  accountId: AccountId,
  work: (tx: Database, record: RecordEvent) => Promise<T>,
): Promise<T> {
  const recorded: RecordedEvent[] = [];
  const record: RecordEvent = (type, conversation, extra = {}) => {
    recorded.push({
      type,
      conversation,
      message: extra.message ?? null,
      detail: extra.detail ?? {},
    });
  };
  const { result, storing } = await deps.db.transaction(async (tx) => {
    const result = await work(tx, record);
    const storing = recorded.length > 0 ? storeEvents(tx, accountId, recorded) : undefined;
    // Awaited after the commit, which the driver sends behind it; never left unhandled.
    storing?.catch(() => {});
    return { result, storing };
  });
  const rows = (await storing) ?? [];
  recorded.forEach(({ type, conversation, message }, index) => {
    const row = rows[index]!;
    publishConversationEvent(deps.bus, accountId, {
      id: String(row.id),
      type,
      conversation,
      message,
      at: row.createdAt.toISOString(),
    });
  });
  return result;
}

/** The change's events, in one statement; their rows come back in the order they were recorded. */
function storeEvents(tx: Database, accountId: AccountId, recorded: RecordedEvent[]) {
  return tx
    .insert(conversationEvent)
    .values(
      recorded.map(({ type, conversation, message, detail }) => ({
        accountId,
        conversationId: conversation.id,
        type,
        messageId: message?.id ?? null,
        detail,
      })),
    )
    .returning({ id: conversationEvent.id, createdAt: conversationEvent.createdAt })
    .execute();
}

/** The account's streams and the conversation's own (a visitor's widget) both hear it. */
export function publishConversationEvent(
  bus: EventBus,
  accountId: string,
  event: ConversationEvent,
) {
  bus.publish([accountTopic(accountId), conversationTopic(event.conversation.id)], event);
}
