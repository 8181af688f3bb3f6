import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@shared/api-paths.ts';
import { historyPageSchema } from '@shared/history.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { conversation, conversationEvent, message } from '@server/platform/db/schema.ts';
import { useTestServer } from '@server/testing/test-server.ts';
import { loadSampleData } from '@server/features/account/load-sample-data.ts';
import { loadSampleHistory, SAMPLE_HISTORY_DAYS } from './sample-history.ts';

const server = useTestServer('sample-history');

describe('the demo account’s sample history', () => {
  it('is a few hundred closed conversations over the last 60 days, each told whole', async () => {
    const owner = await server.signIn();
    const accountId = owner.id as AccountId;
    const { db } = server.database;
    await loadSampleData(db, accountId, [loadSampleHistory]);

    const rows = await db.select().from(conversation).where(eq(conversation.accountId, accountId));
    expect(rows.length).toBeGreaterThan(200);
    expect(rows.length).toBeLessThan(500);
    expect(rows.every((row) => row.status === 'closed' && !row.test)).toBe(true);
    const oldest = Math.min(...rows.map((row) => row.createdAt.getTime()));
    expect(Date.now() - oldest).toBeLessThanOrEqual((SAMPLE_HISTORY_DAYS + 1) * 86_400_000);
    // The sample agents' channels, the Support Bot's Instagram among them.
    expect(new Set(rows.map((row) => row.channel))).toEqual(
      new Set(['webchat', 'whatsapp', 'telegram', 'instagram']),
    );
    expect(new Set(rows.map((row) => row.agentName)).size).toBe(3);
    for (const resolution of ['ai', 'human', 'unresolved'] as const) {
      expect(rows.some((row) => row.resolution === resolution)).toBe(true);
    }
    expect(rows.some((row) => row.rating === 'up')).toBe(true);
    expect(rows.some((row) => row.handoverReason === 'agent_unsure')).toBe(true);

    // Each conversation's count matches its messages, which a person's replies are among.
    const counts = await db
      .select({ id: message.conversationId, messages: count() })
      .from(message)
      .where(eq(message.accountId, accountId))
      .groupBy(message.conversationId);
    const byId = new Map(counts.map((row) => [row.id, row.messages]));
    expect(rows.every((row) => byId.get(row.id) === row.messageCount)).toBe(true);
    const [people] = await db
      .select({ value: count() })
      .from(message)
      .where(eq(message.sender, 'person'));
    expect(people!.value).toBeGreaterThan(0);

    // Events were stored in the order they happened, as live ones are.
    const events = await db
      .select({ id: conversationEvent.id, at: conversationEvent.createdAt })
      .from(conversationEvent)
      .where(eq(conversationEvent.accountId, accountId))
      .orderBy(conversationEvent.id);
    const times = events.map((event) => event.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));

    // History shows them, newest first, and finds them by their words.
    const res = await server.request(`${apiPaths.conversations}?q=opening`, {
      headers: owner.headers,
    });
    const page = historyPageSchema.parse(await res.json());
    expect(page.conversations.length).toBeGreaterThan(0);
  });
});
