import { inArray } from 'drizzle-orm';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { knowledgeSource } from '@server/platform/db/schema.ts';
import { insertIndexedSources } from '@server/runtime/knowledge/knowledge-store.ts';
import type { HelpDocument } from './help-knowledge.ts';

type Compared = { kind: string; title: string; body: string; language: string };

const keyOf = (source: Compared) =>
  JSON.stringify([source.kind, source.title, source.body, source.language]);

/**
 * Brings the account's knowledge in step with `documents`, in the caller's transaction: a
 * source that matches an article to the letter stays as it is (its passages and their
 * vectors kept), any other is removed, and each article not yet there is added, indexed.
 * Run again with the same articles, it changes nothing.
 */
export async function syncHelpKnowledge(
  tx: Database,
  accountId: AccountId,
  documents: readonly HelpDocument[],
) {
  const stored = await tx
    .select({
      id: knowledgeSource.id,
      kind: knowledgeSource.kind,
      title: knowledgeSource.title,
      body: knowledgeSource.body,
      language: knowledgeSource.language,
    })
    .from(knowledgeSource)
    .where(ownedBy(knowledgeSource, accountId));
  const wanted = new Map(documents.map((document) => [keyOf(document), document]));
  const kept = new Set<string>();
  const removed: string[] = [];
  for (const source of stored) {
    const key = keyOf(source);
    if (wanted.has(key) && !kept.has(key)) kept.add(key);
    else removed.push(source.id);
  }
  const added = [...wanted].filter(([key]) => !kept.has(key)).map(([, document]) => document);
  if (removed.length > 0) {
    await tx
      .delete(knowledgeSource)
      .where(ownedBy(knowledgeSource, accountId, inArray(knowledgeSource.id, removed)));
  }
  if (added.length > 0) await insertIndexedSources(tx, accountId, added);
  return { added: added.length, removed: removed.length, kept: kept.size };
}
