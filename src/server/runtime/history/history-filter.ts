import { eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { HistoryFilter } from '@shared/history.ts';
import { DAY_MS } from '@shared/durations.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import { conversation, message, messageSearchConfigs } from '@server/platform/db/schema.ts';

const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * A search's words as the history's index reads them (websearch syntax: "quoted phrases",
 * -not): as written, each word also the start of a longer one ("reserv" finds "reservation"),
 * or stemmed in any language the index stems in ("seat" finds "seats").
 */
function searchQuery(q: string): SQL {
  const [written, ...languages] = messageSearchConfigs;
  // websearch_to_tsquery's text quotes each word ('seat' & !'foo'); a ":*" after each makes it a prefix.
  const prefixes = sql`to_tsquery('${sql.raw(written)}', regexp_replace(websearch_to_tsquery('${sql.raw(written)}', ${q})::text, '''(?:[^'']|'''')+''', '\\&:*', 'g'))`;
  return sql.join(
    [prefixes, ...languages.map((config) => sql`websearch_to_tsquery('${sql.raw(config)}', ${q})`)],
    sql` || `,
  );
}

/**
 * The account's conversations a filter keeps: one rule for the list, its export and
 * analytics. A search keeps conversations with a message matching its words.
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
      ? sql`exists (select 1 from ${message} where ${message.conversationId} = ${conversation.id} and ${message.accountId} = ${accountId} and ${message.search} @@ (${searchQuery(q)}))`
      : undefined,
    ...more,
  );
}
