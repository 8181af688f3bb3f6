import { eq } from 'drizzle-orm';
import { BOOKING_FLOW_IDLE_MINUTES } from '@shared/booking-chat.ts';
import type { WidgetLanguage } from '@shared/webchat.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { bookingFlow } from '@server/platform/db/schema.ts';

/** Where a booking in a conversation stands: what the agent asked last, and what it knows. */
export type FlowState = {
  language: WidgetLanguage;
  /** The customer's reply to the last question could not be read once already. */
  retried?: boolean;
} & (
  | { step: 'service'; serviceIds: string[] }
  /** Times offered (ISO instants); `moving` is the booking being changed, if one is. */
  | { step: 'slot'; serviceId: string; offered: string[]; moving?: string }
  | { step: 'name'; bookingId: string }
  | { step: 'contact'; bookingId: string; name: string }
  | { step: 'confirm'; bookingId: string; name: string; email: string | null; phone: string | null }
  | { step: 'pick'; action: 'cancel' | 'change'; bookingIds: string[] }
  | { step: 'cancel'; bookingId: string }
  | { step: 'move'; bookingId: string; startsAt: string }
);

const IDLE_MS = BOOKING_FLOW_IDLE_MINUTES * 60_000;

/** The conversation's booking in progress; null when there is none, or it was left too long ago. */
export async function flowOf(
  accountId: AccountId,
  db: Database,
  conversationId: string,
  now: Date,
): Promise<FlowState | null> {
  const [row] = await db
    .select()
    .from(bookingFlow)
    .where(ownedBy(bookingFlow, accountId, eq(bookingFlow.conversationId, conversationId)))
    .limit(1);
  if (!row || now.getTime() - row.updatedAt.getTime() > IDLE_MS) return null;
  return row.state as FlowState;
}

export async function saveFlow(
  accountId: AccountId,
  db: Database,
  conversationId: string,
  state: FlowState,
  now: Date,
) {
  await db
    .insert(bookingFlow)
    .values({ conversationId, accountId, state, updatedAt: now })
    .onConflictDoUpdate({ target: bookingFlow.conversationId, set: { state, updatedAt: now } });
}

export async function endFlow(accountId: AccountId, db: Database, conversationId: string) {
  await db
    .delete(bookingFlow)
    .where(ownedBy(bookingFlow, accountId, eq(bookingFlow.conversationId, conversationId)));
}
