import { randomUUID } from 'node:crypto';
import { knowledgeLimitBytes } from '@shared/knowledge.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { knowledgeSource } from '@server/platform/db/schema.ts';

/**
 * Fills an Essential account's knowledge text but for `bytesLeft`, with one source stored
 * directly: indexing megabytes through the API would only slow the test.
 */
export async function fillKnowledgeBut(db: Database, accountId: string, bytesLeft: number) {
  await db.insert(knowledgeSource).values({
    id: randomUUID(),
    accountId,
    kind: 'document',
    title: 'Large',
    body: 'Large',
    language: 'English',
    size: knowledgeLimitBytes.essential - bytesLeft,
    state: 'indexed',
  });
}
