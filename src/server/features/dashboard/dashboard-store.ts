import { and, count, desc, eq, inArray, isNull, not, or, sql } from 'drizzle-orm';
import { whenSaid } from '@shared/booking-chat.ts';
import { MINUTE_MS } from '@shared/durations.ts';
import {
  type Activity,
  type ActivityKind,
  type Dashboard,
  RECENT_ACTIVITY_LIMIT,
} from '@shared/dashboard.ts';
import type { ConversationEventType } from '@shared/conversations.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import {
  accountPreference,
  agent,
  booking,
  conversation,
  conversationEvent,
} from '@server/platform/db/schema.ts';
import { timeZoneOf } from '@server/core/bookings/service-store.ts';
import { monthActivity } from '@server/core/conversations/conversation-usage.ts';
import { getOnboarding, type LiveOnAChannel } from './onboarding-store.ts';

/** The conversation events the dashboard tells of, and how it names each. */
const kindOfEvent: Partial<Record<ConversationEventType, ActivityKind>> = {
  'conversation.started': 'conversation',
  'conversation.handed_over': 'escalation',
  'conversation.taken_over': 'takeover',
  'conversation.closed': 'resolved',
  'conversation.rated': 'rating',
};
const toldEvents = Object.keys(kindOfEvent) as ConversationEventType[];

/** How long the owner's first visit lasts: reloads and refetches in it still say "Welcome". */
const FIRST_VISIT_MS = 30 * MINUTE_MS;

async function figures(accountId: AccountId, db: Database, now: Date): Promise<Dashboard['stats']> {
  const [{ thisMonth, lastMonth }, [active]] = await Promise.all([
    monthActivity(accountId, db, now),
    db
      .select({ agents: count() })
      .from(agent)
      .where(ownedBy(agent, accountId, eq(agent.status, 'active'))),
  ]);
  return {
    activeUsers: { thisMonth: thisMonth.customers, lastMonth: lastMonth.customers },
    totalConversations: { thisMonth: thisMonth.conversations, lastMonth: lastMonth.conversations },
    activeAgents: {
      now: active?.agents ?? 0,
      inConversations: { thisMonth: thisMonth.agents, lastMonth: lastMonth.agents },
    },
  };
}

/** Notes the owner's first look at the dashboard (kept once) and says whether this is a later one. */
async function returning(accountId: AccountId, db: Database, now: Date): Promise<boolean> {
  const [row] = await db
    .insert(accountPreference)
    .values({ accountId, dashboardFirstSeenAt: now })
    .onConflictDoUpdate({
      target: accountPreference.accountId,
      set: {
        dashboardFirstSeenAt: sql`coalesce(${accountPreference.dashboardFirstSeenAt}, excluded.dashboard_first_seen_at)`,
      },
    })
    .returning({ firstSeenAt: accountPreference.dashboardFirstSeenAt });
  const firstSeenAt = row?.firstSeenAt ?? now;
  return now.getTime() - firstSeenAt.getTime() >= FIRST_VISIT_MS;
}

/**
 * The latest events of the account's conversations (tests aside) the dashboard tells of. A
 * closing counts only when the agent resolved it alone: a hand-over or take-over already told
 * the rest of that story.
 */
async function recentActivity(accountId: AccountId, db: Database): Promise<Activity[]> {
  const rows = await db
    .select({
      id: conversationEvent.id,
      type: conversationEvent.type,
      detail: conversationEvent.detail,
      at: conversationEvent.createdAt,
      conversationId: conversation.id,
      agentName: conversation.agentName,
      channel: conversation.channel,
    })
    .from(conversationEvent)
    .innerJoin(conversation, eq(conversation.id, conversationEvent.conversationId))
    .where(
      and(
        ownedBy(conversationEvent, accountId),
        not(conversation.test),
        inArray(conversationEvent.type, toldEvents),
        or(
          sql`${conversationEvent.type} <> 'conversation.closed'`,
          sql`${conversationEvent.detail}->>'resolution' = 'ai'`,
        ),
      ),
    )
    .orderBy(desc(conversationEvent.id))
    .limit(RECENT_ACTIVITY_LIMIT);
  return rows.map((row) => {
    const kind = kindOfEvent[row.type]!;
    const detail =
      kind === 'takeover' ? row.detail.person : kind === 'rating' ? row.detail.rating : null;
    return {
      id: String(row.id),
      kind,
      conversationId: row.conversationId,
      agentName: row.agentName,
      channel: row.channel,
      detail: detail === undefined || detail === null ? null : String(detail),
      at: row.at.toISOString(),
    };
  });
}

/**
 * The latest bookings confirmed (the playground's tests aside), told as "<agent> booked <what>,
 * <when>", or as booked by hand when no conversation made them.
 */
async function recentBookings(accountId: AccountId, db: Database): Promise<Activity[]> {
  const [rows, timeZone] = await Promise.all([
    db
      .select({
        id: booking.id,
        serviceName: booking.serviceName,
        startsAt: booking.startsAt,
        at: booking.createdAt,
        conversationId: conversation.id,
        agentName: conversation.agentName,
        channel: conversation.channel,
      })
      .from(booking)
      .leftJoin(conversation, eq(conversation.id, booking.conversationId))
      .where(
        ownedBy(
          booking,
          accountId,
          eq(booking.status, 'confirmed'),
          or(isNull(conversation.test), not(conversation.test)),
        ),
      )
      .orderBy(desc(booking.createdAt))
      .limit(RECENT_ACTIVITY_LIMIT),
    timeZoneOf(accountId, db),
  ]);
  return rows.map((row) => ({
    id: `booking-${row.id}`,
    kind: 'booking',
    conversationId: row.conversationId,
    agentName: row.agentName,
    channel: row.channel,
    detail: `${row.serviceName}, ${whenSaid('en', timeZone ?? 'UTC', row.startsAt)}`,
    at: row.at.toISOString(),
  }));
}

export async function getDashboard(
  accountId: AccountId,
  db: Database,
  liveOnAChannel: LiveOnAChannel,
  now = new Date(),
): Promise<Dashboard> {
  const [stats, events, bookings, onboarding, isReturning] = await Promise.all([
    figures(accountId, db, now),
    recentActivity(accountId, db),
    recentBookings(accountId, db),
    getOnboarding(accountId, db, liveOnAChannel),
    returning(accountId, db, now),
  ]);
  const activity = [...events, ...bookings]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, RECENT_ACTIVITY_LIMIT);
  return { stats, activity, onboarding, returning: isReturning };
}
