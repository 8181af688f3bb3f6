import { eq, sql } from 'drizzle-orm';
import type { Language } from '@shared/briefing.ts';
import type { KnowledgeKind } from '@shared/knowledge.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { knowledgePassage } from '@server/platform/db/schema.ts';
import { addTerms, removeTerms } from './index-terms.ts';
import { splitPassages } from './split-passages.ts';
import { textSearchConfigs } from './text-search-config.ts';

/** A Q&A is one passage, its question and answer; a document is cut into passages. */
export function passagesOf(kind: KnowledgeKind, title: string, body: string): string[] {
  if (kind === 'qa') return [`${title}\n${body}`];
  return splitPassages(`${title}\n\n${body}`);
}

/**
 * Replaces a source's passages with these, indexed for full-text search in its language.
 * Run inside the transaction that writes the source, so a search never sees half of them.
 */
export async function indexPassages(
  tx: Database,
  accountId: AccountId,
  sourceId: string,
  language: Language,
  passages: readonly string[],
) {
  await removeTerms(tx, accountId, [sourceId]);
  await tx.delete(knowledgePassage).where(eq(knowledgePassage.sourceId, sourceId));
  await insertPassages(tx, accountId, [{ sourceId, language, passages }]);
}

/** Inserts the passages of several new sources at once (the sample data's). */
export async function insertPassages(
  tx: Database,
  accountId: AccountId,
  sources: readonly { sourceId: string; language: Language; passages: readonly string[] }[],
) {
  const rows = sources.flatMap(({ sourceId, language, passages }) =>
    passages.map((text, position) => ({
      accountId,
      sourceId,
      position,
      text,
      search: sql`to_tsvector(${textSearchConfigs[language]}::regconfig, ${text})`,
    })),
  );
  if (rows.length > 0) await tx.insert(knowledgePassage).values(rows);
  await addTerms(
    tx,
    accountId,
    sources.map((source) => source.sourceId),
  );
}
