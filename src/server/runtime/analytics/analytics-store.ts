import { count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { type Analytics, type AnalyticsQuery, UNANSWERED_LIMIT } from '@shared/analytics.ts';
import type { HandoverReason } from '@shared/conversations.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { rawRows } from '@server/platform/db/raw-rows.ts';
import { booking, conversation, message } from '@server/platform/db/schema.ts';
import { historyWhere } from '@server/runtime/history/history-filter.ts';
import { findKnowledge } from '@server/runtime/knowledge/find-knowledge.ts';
import { daysBetween } from './analytics-days.ts';

/** The analytics query with its range of whole UTC days settled: both days given, included. */
export type AnalyticsFilter = Omit<AnalyticsQuery, 'from' | 'to'> & { from: string; to: string };

/** Hand-overs that mean the agent could not answer (not a customer asking for a person). */
const unanswerableReasons = ['agent_unsure', 'model_failed'] as const satisfies HandoverReason[];

/** The range's conversations the filter keeps, by the history's rule; tests never count. */
const inRange = (accountId: AccountId, filter: AnalyticsFilter, ...more: SQL[]) =>
  historyWhere(accountId, { ...filter, tests: 'hide' }, ...more);

const countWhere = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

const wasHandedOver = sql`(${conversation.handedOverAt} is not null)`;
const personTookPart = sql`(${conversation.personJoinedAt} is not null)`;
const closed = sql`(${conversation.closedAt} is not null)`;
const agentAlone = sql`(not ${wasHandedOver} and not ${personTookPart})`;

/**
 * How many conversations, in one pass grouped three ways: per UTC day, per UTC hour of the
 * day, and over the whole range (the row whose day and hour are both null). The outcomes
 * follow the resolution a conversation gets at its close: a person taking part makes it
 * theirs (taken over directly counts as handed over), a hand-over without one leaves it
 * unresolved, and otherwise it is the agent's, resolved once closed.
 */
function conversationCounts(accountId: AccountId, db: Database, filter: AnalyticsFilter) {
  const startedAt = sql`${conversation.createdAt} at time zone 'UTC'`;
  const day = sql<string | null>`to_char(${startedAt}, 'YYYY-MM-DD')`;
  const hour = sql<number | null>`extract(hour from ${startedAt})::int`;
  return db
    .select({
      day,
      hour,
      conversations: count(),
      leftTheAgent: countWhere(sql`not ${agentAlone}`),
      resolvedByAgent: countWhere(sql`${agentAlone} and ${closed}`),
      handedOver: countWhere(personTookPart),
      unresolved: countWhere(sql`${wasHandedOver} and not ${personTookPart}`),
      open: countWhere(sql`${agentAlone} and not ${closed}`),
      ratedUp: countWhere(eq(conversation.rating, 'up')),
      ratedDown: countWhere(eq(conversation.rating, 'down')),
    })
    .from(conversation)
    .where(inRange(accountId, filter))
    .groupBy(sql`grouping sets ((${day}), (${hour}), ())`);
}

type ResponseTimes = {
  agentCount: number;
  agentP50: number | null;
  agentP90: number | null;
  personCount: number;
  personP50: number | null;
  personP90: number | null;
};

/**
 * Seconds from a conversation's first customer message to the agent's first answer after it
 * (by `seq`). An answer carries its engine's details; the greeting and the farewell, the
 * agent's other messages, carry none and never count. Stamps are each transaction's start,
 * so an answer stored alongside a question can look a hair earlier: it counts as 0.
 */
const agentFirstResponse = (accountId: AccountId) => sql`
  select greatest(0, extract(epoch from answer.created_at - question.created_at))::float8 as seconds
  from (
    select ${message.seq} as seq, ${message.createdAt} as created_at from ${message}
    where ${message.accountId} = ${accountId} and ${message.conversationId} = ${conversation.id}
      and ${message.sender} = 'customer'
    order by ${message.seq} limit 1
  ) question
  join lateral (
    select ${message.createdAt} as created_at from ${message}
    where ${message.accountId} = ${accountId} and ${message.conversationId} = ${conversation.id}
      and ${message.sender} = 'agent' and ${message.answer} is not null
      and ${message.seq} > question.seq
    order by ${message.seq} limit 1
  ) answer on true`;

/** Seconds from a conversation's hand-over to the first message a person wrote after it. */
const personFirstResponse = (accountId: AccountId) => sql`
  select extract(epoch from ${message.createdAt} - ${conversation.handedOverAt})::float8 as seconds
  from ${message}
  where ${message.accountId} = ${accountId} and ${message.conversationId} = ${conversation.id}
    and ${message.sender} = 'person' and ${message.createdAt} >= ${conversation.handedOverAt}
  order by ${message.seq} limit 1`;

/**
 * p50 and p90 of each kind of first response, by nearest rank (`percentile_disc`: a time
 * some customer really waited); a conversation without one adds no sample (nulls are skipped).
 */
async function responseTimes(accountId: AccountId, db: Database, filter: AnalyticsFilter) {
  const [row] = await rawRows<ResponseTimes>(
    db,
    sql`
    select
      count(agent.seconds)::int as "agentCount",
      percentile_disc(0.5) within group (order by agent.seconds) as "agentP50",
      percentile_disc(0.9) within group (order by agent.seconds) as "agentP90",
      count(person.seconds)::int as "personCount",
      percentile_disc(0.5) within group (order by person.seconds) as "personP50",
      percentile_disc(0.9) within group (order by person.seconds) as "personP90"
    from ${conversation}
      left join lateral (${agentFirstResponse(accountId)}) agent on true
      left join lateral (${personFirstResponse(accountId)}) person on true
    where ${inRange(accountId, filter)}`,
  );
  return {
    agent: {
      count: row?.agentCount ?? 0,
      p50Seconds: row?.agentP50 ?? null,
      p90Seconds: row?.agentP90 ?? null,
    },
    person: {
      count: row?.personCount ?? 0,
      p50Seconds: row?.personP50 ?? null,
      p90Seconds: row?.personP90 ?? null,
    },
  };
}

/**
 * The questions the agent could not answer (each conversation's message that led to its
 * hand-over), grouped by their words (case, spacing and surrounding blanks aside): most asked
 * first, then the most recently asked; each shown as its latest asker wrote it, with that
 * conversation.
 */
async function unansweredQuestions(accountId: AccountId, db: Database, filter: AnalyticsFilter) {
  const words = sql<string>`lower(btrim(regexp_replace(${conversation.handoverQuestion}, '[[:space:]]+', ' ', 'g')))`;
  const latestFirst = sql`${conversation.createdAt} desc, ${conversation.id} desc`;
  const lastAskedAt = sql<Date>`max(${conversation.createdAt})`.mapWith(conversation.createdAt);
  const rows = await db
    .select({
      question: sql<string>`(array_agg(${conversation.handoverQuestion} order by ${latestFirst}))[1]`,
      count: count(),
      conversationId: sql<string>`(array_agg(${conversation.id} order by ${latestFirst}))[1]`,
      lastAskedAt,
    })
    .from(conversation)
    .where(
      inRange(
        accountId,
        filter,
        inArray(conversation.handoverReason, unanswerableReasons),
        sql`${words} <> ''`,
      ),
    )
    .groupBy(words)
    .orderBy(desc(count()), desc(lastAskedAt), words)
    .limit(UNANSWERED_LIMIT);
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      lastAskedAt: row.lastAskedAt.toISOString(),
      closestQa: await closestQa(accountId, db, row.question),
    })),
  );
}

/** How many of the search's best matches are looked through for a Q&A. */
const CLOSEST_AMONG = 3;
/**
 * A Q&A matched less surely than this shares a word or two with the question in passing: on
 * the evaluation sets, under 0.3 the best match was the right one for one question handed over
 * in thirteen, from 0.3 up to the threshold for one in three.
 */
const CLOSEST_MIN_SCORE = 0.3;

/**
 * The account's Q&A that comes closest to `question` now, among the search's best matches,
 * though not surely enough for the agent to answer with it (or the knowledge has changed since):
 * the owner is offered it as what the question may be another way of asking.
 */
async function closestQa(accountId: AccountId, db: Database, question: string) {
  const matches = await findKnowledge(db, accountId, question, CLOSEST_AMONG);
  for (const { kind, sourceId, title, score } of matches) {
    if (kind === 'qa' && sourceId && score >= CLOSEST_MIN_SCORE)
      return { id: sourceId, question: title };
  }
  return null;
}

/**
 * Appointments booked in the range's conversations: confirmed once (a manage link was issued),
 * whether or not cancelled since. A hold that ran out was never booked.
 */
async function bookingCounts(accountId: AccountId, db: Database, filter: AnalyticsFilter) {
  const [row] = await db
    .select({
      made: count(),
      cancelled: countWhere(eq(booking.status, 'cancelled')),
    })
    .from(booking)
    .innerJoin(conversation, eq(conversation.id, booking.conversationId))
    .where(inRange(accountId, filter, isNotNull(booking.manageTokenHash)));
  return { made: row?.made ?? 0, cancelled: row?.cancelled ?? 0 };
}

/**
 * The analytics of the account's conversations started in the filter's days (UTC, both
 * included), from the stored rows: a few aggregate queries, never the messages themselves;
 * and, for each unanswered question, a search of the knowledge for the closest Q&A.
 */
export async function getAnalytics(
  accountId: AccountId,
  db: Database,
  filter: AnalyticsFilter,
): Promise<Analytics> {
  const [counts, firstResponse, unanswered, bookings] = await Promise.all([
    conversationCounts(accountId, db, filter),
    responseTimes(accountId, db, filter),
    unansweredQuestions(accountId, db, filter),
    bookingCounts(accountId, db, filter),
  ]);
  const total = counts.find((row) => row.day === null && row.hour === null);
  const perDay = new Map(counts.flatMap((row) => (row.day === null ? [] : [[row.day, row]])));
  const perHour = new Map(counts.flatMap((row) => (row.hour === null ? [] : [[row.hour, row]])));
  return {
    from: filter.from,
    to: filter.to,
    conversations: total?.conversations ?? 0,
    perDay: daysBetween(filter.from, filter.to).map((day) => ({
      day,
      conversations: perDay.get(day)?.conversations ?? 0,
      handedOver: perDay.get(day)?.leftTheAgent ?? 0,
    })),
    outcomes: {
      resolvedByAgent: total?.resolvedByAgent ?? 0,
      handedOver: total?.handedOver ?? 0,
      unresolved: total?.unresolved ?? 0,
      open: total?.open ?? 0,
    },
    firstResponse,
    ratings: { up: total?.ratedUp ?? 0, down: total?.ratedDown ?? 0 },
    bookings,
    busiestHours: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      conversations: perHour.get(hour)?.conversations ?? 0,
    })),
    unanswered,
  };
}
