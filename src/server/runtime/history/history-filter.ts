import { eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { HistoryFilter } from '@shared/history.ts';
import { DAY_MS } from '@shared/durations.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import { conversation, message } from '@server/platform/db/schema.ts';

const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * The account's conversations a filter keeps: one rule for the list, its export and
 * analytics. A search keeps conversations with a message matching its words (full-text,
 * `simple`: a conversation can switch language; websearch syntax: "quoted phrases", -not).
 */
export function historyWhere(
  accountId: AccountId,
  filter: Partial<HistoryFilter>,
  ...more: (SQL | undefined)[]
): SQL {
  const { q, agentId, channel, status, resolution, from, to, tests = 'hide' } = filter;
  return ownedBy(
    conversation,
    accountId,
    agentId ? eq(conversation.agentId, agentId) : undefined,
    channel ? eq(conversation.channel, channel) : undefined,
    status ? eq(conversation.status, status) : undefined,
    resolution ? eq(conversation.resolution, resolution) : undefined,
    from ? gte(conversation.createdAt, startOfDay(from)) : undefined,
    to ? lt(conversation.createdAt, new Date(startOfDay(to).getTime() + DAY_MS)) : undefined,
    tests === 'include' ? undefined : eq(conversation.test, tests === 'only'),
    q
      ? sql`exists (select 1 from ${message} where ${message.conversationId} = ${conversation.id} and ${message.accountId} = ${accountId} and ${message.search} @@ websearch_to_tsquery('simple', ${q}))`
      : undefined,
    ...more,
  );
}
