import { randomUUID } from 'node:crypto';
import { and, count, eq, sql, sum } from 'drizzle-orm';
import type { Language } from '@shared/briefing.ts';
import {
  KNOWLEDGE_PREVIEW_LENGTH,
  type KnowledgeKind,
  type KnowledgeList,
  type KnowledgeSource,
  knowledgeCopy,
  knowledgeLimitBytes,
  type KnowledgeUpdate,
} from '@shared/knowledge.ts';
import type { PlanId } from '@shared/plans.ts';
import { type AccountId, lockAccount, ownedBy } from '@server/platform/db/account-scope.ts';
import {
  afterCursor,
  newestFirst,
  type PageRequest,
  pageKey,
  toPage,
} from '@server/platform/db/keyset-page.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { knowledgeSource } from '@server/platform/db/schema.ts';
import { InvalidInput, NotFound, PlanLimitReached } from '@server/platform/errors/domain-errors.ts';
import { getBriefing } from '@server/features/briefing/briefing-store.ts';
import { currentPlan } from '@server/features/billing/current-plan.ts';
import { extractText } from './extract-text.ts';
import { indexPassages, insertPassages, passagesOf } from './index-passages.ts';
import { removeTerms } from './index-terms.ts';
import { extensionOfKnowledgeFile } from './knowledge-file.ts';

export const knowledgeNotFound = () => new NotFound(knowledgeCopy.notFound);

type SourceRow = typeof knowledgeSource.$inferSelect;

/** What a new source is made of; an uploaded document also brings its file. */
export type SourceDraft = {
  kind: KnowledgeKind;
  title: string;
  body: string;
  language?: Language;
  file?: { name: string; bytes: Uint8Array };
};

const byteLength = (text: string) => Buffer.byteLength(text, 'utf8');
const sizeOf = (title: string, body: string) => byteLength(title) + byteLength(body);

// Written out: drizzle leaves columns unqualified in a single-table select, and both have `id`.
const passageCount = sql<number>`(select count(*)::int from knowledge_passage p where p.source_id = knowledge_source.id)`;

const listColumns = {
  id: knowledgeSource.id,
  kind: knowledgeSource.kind,
  title: knowledgeSource.title,
  body: knowledgeSource.body,
  language: knowledgeSource.language,
  fileName: knowledgeSource.fileName,
  size: knowledgeSource.size,
  state: knowledgeSource.state,
  failure: knowledgeSource.failure,
  indexedAt: knowledgeSource.indexedAt,
  createdAt: knowledgeSource.createdAt,
  updatedAt: knowledgeSource.updatedAt,
  passageCount,
};

type ListedRow = Omit<SourceRow, 'accountId' | 'file'> & { passageCount: number };

function toKnowledgeSource(row: ListedRow, preview = false): KnowledgeSource {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body:
      preview && row.body.length > KNOWLEDGE_PREVIEW_LENGTH
        ? `${row.body.slice(0, KNOWLEDGE_PREVIEW_LENGTH)}…`
        : row.body,
    language: row.language,
    fileName: row.fileName,
    size: row.size,
    state: row.state,
    failure: row.failure,
    passageCount: Number(row.passageCount),
    indexedAt: row.indexedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** UTF-8 bytes of all the account's knowledge, and what its plan allows. */
export async function knowledgeUsage(accountId: AccountId, db: Database) {
  const [[row], plan] = await Promise.all([
    db
      .select({ used: sum(knowledgeSource.size) })
      .from(knowledgeSource)
      .where(ownedBy(knowledgeSource, accountId)),
    currentPlan(accountId, db),
  ]);
  return { usedBytes: Number(row?.used ?? 0), limitBytes: knowledgeLimitBytes[plan.id] };
}

/**
 * Refuses a change that would take the account's knowledge over its plan's total. Call it in
 * the transaction that writes: it locks the account, so concurrent additions count in turn.
 */
async function assertWithinLimit(
  accountId: AccountId,
  tx: Database,
  addedBytes: number,
  replacedId?: string,
) {
  await lockAccount(tx, accountId);
  const [[row], plan] = await Promise.all([
    tx
      .select({ used: sum(knowledgeSource.size) })
      .from(knowledgeSource)
      .where(
        ownedBy(
          knowledgeSource,
          accountId,
          replacedId ? sql`${knowledgeSource.id} <> ${replacedId}` : undefined,
        ),
      ),
    currentPlan(accountId, tx),
  ]);
  const used = Number(row?.used ?? 0);
  const planId: PlanId = plan.id;
  if (used + addedBytes > knowledgeLimitBytes[planId]) {
    throw new PlanLimitReached(knowledgeCopy.limitReached(planId, used, addedBytes));
  }
}

async function defaultLanguage(accountId: AccountId, db: Database): Promise<Language> {
  const { briefing } = await getBriefing(accountId, db);
  return briefing?.languages[0] ?? 'English';
}

export async function listKnowledge(
  accountId: AccountId,
  db: Database,
  { limit, after }: PageRequest,
): Promise<KnowledgeList> {
  const [rows, usage] = await Promise.all([
    db
      .select({ ...listColumns, pageKey: pageKey(knowledgeSource) })
      .from(knowledgeSource)
      .where(ownedBy(knowledgeSource, accountId, afterCursor(knowledgeSource, after)))
      .orderBy(...newestFirst(knowledgeSource))
      .limit(limit + 1),
    knowledgeUsage(accountId, db),
  ]);
  const { items, nextCursor } = toPage(rows, limit);
  return { sources: items.map((row) => toKnowledgeSource(row, true)), nextCursor, usage };
}

export async function getKnowledgeSource(
  accountId: AccountId,
  db: Database,
  id: string,
): Promise<KnowledgeSource> {
  const [row] = await db
    .select(listColumns)
    .from(knowledgeSource)
    .where(ownedBy(knowledgeSource, accountId, eq(knowledgeSource.id, id)))
    .limit(1);
  if (!row) throw knowledgeNotFound();
  return toKnowledgeSource(row);
}

/**
 * The text a source is indexed from: a Q&A's and pasted text as stored, an uploaded file's
 * read again from its bytes; or why there is none.
 */
async function readBody(
  body: string,
  file: { name: string; bytes: Uint8Array } | null,
): Promise<{ body: string; failure: string | null }> {
  if (!file) return { body, failure: null };
  const extension = extensionOfKnowledgeFile(file.name);
  if (!extension) return { body: '', failure: knowledgeCopy.fileWrongType(file.name) };
  const { text, failure } = await extractText(file.bytes, extension);
  return { body: text, failure };
}

/** Writes the source's state and passages from its text, in the caller's transaction. */
async function indexSource(
  tx: Database,
  accountId: AccountId,
  row: Pick<SourceRow, 'id' | 'kind' | 'title' | 'language'>,
  body: string,
  failure: string | null,
) {
  const passages = failure ? [] : passagesOf(row.kind, row.title, body);
  await indexPassages(tx, accountId, row.id, row.language, passages);
  const now = new Date();
  await tx
    .update(knowledgeSource)
    .set({
      body,
      size: sizeOf(row.title, body),
      state: failure ? 'failed' : 'indexed',
      failure,
      indexedAt: failure ? null : now,
      updatedAt: now,
    })
    .where(ownedBy(knowledgeSource, accountId, eq(knowledgeSource.id, row.id)));
}

/** Stores a Q&A or a document and indexes it; an unreadable file is kept as `failed`. */
export async function createKnowledgeSource(
  accountId: AccountId,
  db: Database,
  draft: SourceDraft,
): Promise<KnowledgeSource> {
  const language = draft.language ?? (await defaultLanguage(accountId, db));
  const { body, failure } = await readBody(draft.body, draft.file ?? null);
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await assertWithinLimit(accountId, tx, sizeOf(draft.title, body));
    const row = {
      id,
      accountId,
      kind: draft.kind,
      title: draft.title,
      body,
      language,
      fileName: draft.file?.name ?? null,
      file: draft.file?.bytes ?? null,
      size: sizeOf(draft.title, body),
      state: 'failed' as const,
    };
    await tx.insert(knowledgeSource).values(row);
    await indexSource(tx, accountId, row, body, failure);
  });
  return getKnowledgeSource(accountId, db, id);
}

/**
 * Stores sources whose text is known to be readable and within the plan (the sample data's),
 * indexed, in a few statements.
 */
export async function insertIndexedSources(
  tx: Database,
  accountId: AccountId,
  drafts: readonly (Omit<SourceDraft, 'file' | 'language'> & { language: Language })[],
) {
  const now = new Date();
  const rows = drafts.map((draft, index) => ({
    id: randomUUID(),
    accountId,
    kind: draft.kind,
    title: draft.title,
    body: draft.body,
    language: draft.language,
    size: sizeOf(draft.title, draft.body),
    state: 'indexed' as const,
    indexedAt: now,
    // A millisecond apart, so the list shows them in the order written.
    createdAt: new Date(now.getTime() - (drafts.length - index)),
  }));
  await tx.insert(knowledgeSource).values(rows);
  await insertPassages(
    tx,
    accountId,
    rows.map((row) => ({
      sourceId: row.id,
      language: row.language,
      passages: passagesOf(row.kind, row.title, row.body),
    })),
  );
}

async function sourceRow(accountId: AccountId, db: Database, id: string) {
  const [row] = await db
    .select()
    .from(knowledgeSource)
    .where(ownedBy(knowledgeSource, accountId, eq(knowledgeSource.id, id)))
    .limit(1);
  if (!row) throw knowledgeNotFound();
  return row;
}

/** The fields of the update that fit the source's kind, or a 400 in words. */
function applyUpdate(row: SourceRow, update: KnowledgeUpdate) {
  if (row.kind === 'qa') {
    if (update.title !== undefined || update.text !== undefined) {
      throw new InvalidInput(knowledgeCopy.wrongFieldsForQa);
    }
    return { title: update.question ?? row.title, body: update.answer ?? row.body };
  }
  if (update.question !== undefined || update.answer !== undefined) {
    throw new InvalidInput(knowledgeCopy.wrongFieldsForDocument);
  }
  if (update.text !== undefined && row.file) {
    throw new InvalidInput(knowledgeCopy.notUploadedText);
  }
  return { title: update.title ?? row.title, body: update.text ?? row.body };
}

/** Changes a source's text or language and indexes it again. */
export async function updateKnowledgeSource(
  accountId: AccountId,
  db: Database,
  id: string,
  update: KnowledgeUpdate,
): Promise<KnowledgeSource> {
  await db.transaction(async (tx) => {
    const row = await sourceRow(accountId, tx, id);
    const { title, body } = applyUpdate(row, update);
    const language = update.language ?? row.language;
    const file = row.file && row.fileName ? { name: row.fileName, bytes: row.file } : null;
    const read = file ? await readBody(body, file) : { body, failure: null };
    await assertWithinLimit(accountId, tx, sizeOf(title, read.body), id);
    await tx
      .update(knowledgeSource)
      .set({ title, language })
      .where(ownedBy(knowledgeSource, accountId, eq(knowledgeSource.id, id)));
    await indexSource(tx, accountId, { ...row, title, language }, read.body, read.failure);
  });
  return getKnowledgeSource(accountId, db, id);
}

/** Reads the source again (an uploaded file from its bytes) and rebuilds its passages. */
export async function reindexKnowledgeSource(
  accountId: AccountId,
  db: Database,
  id: string,
): Promise<KnowledgeSource> {
  await db.transaction(async (tx) => {
    const row = await sourceRow(accountId, tx, id);
    const file = row.file && row.fileName ? { name: row.fileName, bytes: row.file } : null;
    const { body, failure } = await readBody(row.body, file);
    await assertWithinLimit(accountId, tx, sizeOf(row.title, body), id);
    await indexSource(tx, accountId, row, body, failure);
  });
  return getKnowledgeSource(accountId, db, id);
}

export async function deleteKnowledgeSource(accountId: AccountId, db: Database, id: string) {
  await db.transaction(async (tx) => {
    // Writers of the account's vocabulary take turns, as additions do (assertWithinLimit).
    await lockAccount(tx, accountId);
    const [found] = await tx
      .select({ id: knowledgeSource.id })
      .from(knowledgeSource)
      .where(ownedBy(knowledgeSource, accountId, eq(knowledgeSource.id, id)));
    if (!found) throw knowledgeNotFound();
    await removeTerms(tx, accountId, [id]);
    await tx
      .delete(knowledgeSource)
      .where(ownedBy(knowledgeSource, accountId, eq(knowledgeSource.id, id)));
  });
}

/** How many sources the account has, by kind (the sample data's check, the page's counts). */
export async function countKnowledge(accountId: AccountId, db: Database) {
  const rows = await db
    .select({ kind: knowledgeSource.kind, count: count() })
    .from(knowledgeSource)
    .where(and(ownedBy(knowledgeSource, accountId)))
    .groupBy(knowledgeSource.kind);
  return Object.fromEntries(rows.map((row) => [row.kind, row.count])) as Partial<
    Record<KnowledgeKind, number>
  >;
}
