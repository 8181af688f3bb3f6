import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull, sql, sum } from 'drizzle-orm';
import type { Language } from '@shared/briefing.ts';
import {
  KNOWLEDGE_PREVIEW_LENGTH,
  type KnowledgeKind,
  type KnowledgeList,
  type KnowledgeSource,
  knowledgeCopy,
  knowledgeLimitBytes,
  type KnowledgeUpdate,
  phrasingCopy,
  QA_PHRASINGS_MAX,
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
import { getBriefing } from '@server/core/briefing/briefing-store.ts';
import { currentPlan } from '@server/core/plans/current-plan.ts';
import type { DocumentReader } from './document-reader.ts';
import {
  deletePassages,
  indexPassages,
  insertPassageBatch,
  insertPassages,
  passageBatches,
  passageRows,
} from './index-passages.ts';
import { extensionOfKnowledgeFile } from './knowledge-file.ts';
import { type DocumentReading, readingFailed } from './read-document.ts';
import { passagesOf } from './split-passages.ts';
import { plainText } from './plain-text.ts';

export const knowledgeNotFound = () => new NotFound(knowledgeCopy.notFound);

type SourceRow = typeof knowledgeSource.$inferSelect;

/** What a new Q&A or pasted document is made of (`phrasings`: a Q&A's other ways of asking). */
export type SourceDraft = {
  kind: KnowledgeKind;
  title: string;
  body: string;
  phrasings?: readonly string[];
  language?: Language;
};

type UploadedFile = { name: string; bytes: Uint8Array };

/** An uploaded document: its file, and its title and language. */
export type UploadDraft = { title: string; language?: Language; file: UploadedFile };

/** What the knowledge of uploaded files is written with: the database and the file reader. */
export type KnowledgeDeps = { db: Database; documents: DocumentReader };

const byteLength = (text: string) => Buffer.byteLength(text, 'utf8');
/** What a source's text counts against the plan: UTF-8 bytes of its title, body and ways of asking. */
export const sizeOf = (title: string, body: string, phrasings: readonly string[] = []) =>
  byteLength(title) + byteLength(body) + phrasings.reduce((sum, p) => sum + byteLength(p), 0);

// Written out: drizzle leaves columns unqualified in a single-table select, and both have `id`.
const passageCount = sql<number>`(select count(*)::int from knowledge_passage p where p.source_id = knowledge_source.id)`;

const listColumns = {
  id: knowledgeSource.id,
  kind: knowledgeSource.kind,
  title: knowledgeSource.title,
  body: knowledgeSource.body,
  phrasings: knowledgeSource.phrasings,
  language: knowledgeSource.language,
  fileName: knowledgeSource.fileName,
  address: knowledgeSource.address,
  size: knowledgeSource.size,
  state: knowledgeSource.state,
  failure: knowledgeSource.failure,
  indexedAt: knowledgeSource.indexedAt,
  createdAt: knowledgeSource.createdAt,
  updatedAt: knowledgeSource.updatedAt,
  passageCount,
};

type ListedRow = Omit<SourceRow, 'accountId' | 'file'> & { passageCount: number };

/**
 * Writing a document's passages takes seconds, not minutes: one still being indexed after
 * this long was left half-written by a server that stopped, and is shown as failed.
 */
const INDEXING_STALE_MS = 10 * 60_000;

function stateOf(row: ListedRow): Pick<KnowledgeSource, 'state' | 'failure'> {
  if (row.state === 'indexing' && Date.now() - row.updatedAt.getTime() > INDEXING_STALE_MS) {
    return { state: 'failed', failure: knowledgeCopy.indexingInterrupted };
  }
  return { state: row.state, failure: row.failure };
}

/** The start of a source's text as a list shows it: plain words, never markdown's marks. */
function previewOf(body: string) {
  const text = plainText(body);
  return text.length > KNOWLEDGE_PREVIEW_LENGTH
    ? `${text.slice(0, KNOWLEDGE_PREVIEW_LENGTH)}…`
    : text;
}

function toKnowledgeSource(row: ListedRow, preview = false): KnowledgeSource {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: preview ? previewOf(row.body) : row.body,
    phrasings: row.phrasings,
    language: row.language,
    fileName: row.fileName,
    address: row.address,
    size: row.size,
    ...stateOf(row),
    passageCount: Number(row.passageCount),
    indexedAt: row.indexedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The account's knowledge bytes (but those of `replacedId`), and what its plan allows. */
async function allowanceOf(accountId: AccountId, db: Database, replacedId?: string) {
  const [[row], plan] = await Promise.all([
    db
      .select({ used: sum(knowledgeSource.size) })
      .from(knowledgeSource)
      .where(
        ownedBy(
          knowledgeSource,
          accountId,
          replacedId ? sql`${knowledgeSource.id} <> ${replacedId}` : undefined,
        ),
      ),
    currentPlan(accountId, db),
  ]);
  const planId: PlanId = plan.id;
  return { planId, usedBytes: Number(row?.used ?? 0), limitBytes: knowledgeLimitBytes[planId] };
}

/**
 * Refuses a change that would take the account's knowledge over its plan's total. Call it in
 * the transaction that writes: it locks the account, so concurrent additions count in turn.
 */
export async function assertWithinLimit(
  accountId: AccountId,
  tx: Database,
  addedBytes: number,
  replacedId?: string,
) {
  await lockAccount(tx, accountId);
  const { planId, usedBytes, limitBytes } = await allowanceOf(accountId, tx, replacedId);
  if (usedBytes + addedBytes > limitBytes) {
    throw new PlanLimitReached(knowledgeCopy.limitReached(planId, usedBytes, addedBytes));
  }
}

/** UTF-8 bytes of all the account's knowledge, and what its plan allows. */
export async function knowledgeUsage(accountId: AccountId, db: Database) {
  const { usedBytes, limitBytes } = await allowanceOf(accountId, db);
  return { usedBytes, limitBytes };
}

/** A source's language when none is given: the briefing's first, as on the Q&A form. */
export async function defaultLanguage(accountId: AccountId, db: Database): Promise<Language> {
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
      .where(
        ownedBy(
          knowledgeSource,
          accountId,
          // A website's pages are listed with the website; their text counts in the usage.
          isNull(knowledgeSource.address),
          afterCursor(knowledgeSource, after),
        ),
      )
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
 * Writes a Q&A's or pasted text's body, ways of asking, state and passages (the old ones
 * replaced), in the caller's transaction.
 */
async function indexText(
  tx: Database,
  accountId: AccountId,
  row: Pick<SourceRow, 'id' | 'kind' | 'title' | 'language' | 'phrasings'>,
  body: string,
) {
  const passages = passagesOf(row.kind, row.title, body, row.phrasings);
  await indexPassages(tx, accountId, row.id, row.language, passages);
  const now = new Date();
  await tx
    .update(knowledgeSource)
    .set({
      body,
      phrasings: row.phrasings,
      size: sizeOf(row.title, body, row.phrasings),
      state: 'indexed',
      failure: null,
      indexedAt: now,
      updatedAt: now,
    })
    .where(ownedBy(knowledgeSource, accountId, eq(knowledgeSource.id, row.id)));
}

/** Stores a Q&A or a pasted document and indexes it. */
export async function createKnowledgeSource(
  accountId: AccountId,
  db: Database,
  draft: SourceDraft,
): Promise<KnowledgeSource> {
  const language = draft.language ?? (await defaultLanguage(accountId, db));
  const id = randomUUID();
  const { kind, title, body } = draft;
  const phrasings = kind === 'qa' ? [...(draft.phrasings ?? [])] : [];
  const size = sizeOf(title, body, phrasings);
  await db.transaction(async (tx) => {
    await assertWithinLimit(accountId, tx, size);
    await tx.insert(knowledgeSource).values({
      id,
      accountId,
      kind,
      title,
      body,
      phrasings,
      language,
      size,
      state: 'indexed',
      indexedAt: new Date(),
    });
    const passages = passagesOf(kind, title, body, phrasings);
    await insertPassages(tx, accountId, passageRows(id, language, passages));
  });
  return getKnowledgeSource(accountId, db, id);
}

/** An uploaded document as it is written: new, or one whose file is read again. */
type DocumentRow = Pick<SourceRow, 'id' | 'title' | 'language'> & {
  file: UploadedFile;
  isNew: boolean;
};

/**
 * Reads an uploaded file off the request thread (document-reader.ts), telling the reader
 * what the plan has left so it stops once the text passes it.
 */
async function readUploadedFile(
  accountId: AccountId,
  { db, documents }: KnowledgeDeps,
  row: DocumentRow,
): Promise<WithinPlan> {
  const extension = extensionOfKnowledgeFile(row.file.name);
  if (!extension) return readingFailed(knowledgeCopy.fileWrongType(row.file.name));
  const replaced = row.isNew ? undefined : row.id;
  const { planId, usedBytes, limitBytes } = await allowanceOf(accountId, db, replaced);
  const titleBytes = byteLength(row.title);
  const reading = await documents.read({
    bytes: row.file.bytes,
    extension,
    title: row.title,
    maxTextBytes: Math.max(0, limitBytes - usedBytes - titleBytes),
  });
  if (reading.outcome === 'beyondPlan') {
    const added = titleBytes + reading.textBytes;
    throw new PlanLimitReached(
      knowledgeCopy.limitReached(planId, usedBytes, added, reading.atLeast),
    );
  }
  return reading;
}

type WithinPlan = Exclude<DocumentReading, { outcome: 'beyondPlan' }>;

const sourceExists = async (accountId: AccountId, db: Database, id: string) =>
  (
    await db
      .select({ id: knowledgeSource.id })
      .from(knowledgeSource)
      .where(ownedBy(knowledgeSource, accountId, eq(knowledgeSource.id, id)))
  ).length > 0;

/**
 * Stores what was read from an uploaded file: failed with the reason, or indexed. A document
 * of one batch of passages is written in one transaction. A larger one is stored `indexing`
 * first (its size counted against the plan from then on, its passages not yet searched),
 * then its passages are written a batch at a time, each its own statement, so the embedded
 * database, which answers one statement at a time, answers others between them; then it is
 * marked indexed. Re-indexing a large document takes it out of search until it is done.
 */
async function writeDocument(
  accountId: AccountId,
  db: Database,
  row: DocumentRow,
  reading: WithinPlan,
) {
  const read = reading.outcome === 'read' ? reading : undefined;
  const body = read?.text ?? '';
  const batches = passageBatches(passageRows(row.id, row.language, read?.passages ?? []));
  const atOnce = batches.length <= 1;
  const now = new Date();
  const fields = {
    title: row.title,
    language: row.language,
    body,
    size: sizeOf(row.title, body),
    state: !read ? ('failed' as const) : atOnce ? ('indexed' as const) : ('indexing' as const),
    failure: reading.outcome === 'failed' ? reading.failure : null,
    indexedAt: read && atOnce ? now : null,
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    await assertWithinLimit(accountId, tx, fields.size, row.isNew ? undefined : row.id);
    if (row.isNew) {
      await tx.insert(knowledgeSource).values({
        id: row.id,
        accountId,
        kind: 'document',
        fileName: row.file.name,
        file: row.file.bytes,
        ...fields,
      });
    } else {
      const updated = await tx
        .update(knowledgeSource)
        .set(fields)
        .where(ownedBy(knowledgeSource, accountId, eq(knowledgeSource.id, row.id)))
        .returning({ id: knowledgeSource.id });
      if (updated.length === 0) throw knowledgeNotFound();
      await deletePassages(tx, row.id);
    }
    if (atOnce && batches[0]) await insertPassageBatch(tx, accountId, batches[0]);
  });
  if (atOnce) return;
  const indexing = ownedBy(
    knowledgeSource,
    accountId,
    eq(knowledgeSource.id, row.id),
    eq(knowledgeSource.state, 'indexing'),
  );
  try {
    for (const batch of batches) await insertPassageBatch(db, accountId, batch);
    const done = await db
      .update(knowledgeSource)
      .set({ state: 'indexed', indexedAt: new Date(), updatedAt: new Date() })
      .where(indexing)
      .returning({ id: knowledgeSource.id });
    if (done.length === 0) throw knowledgeNotFound();
  } catch (err) {
    // Deleted while its passages were written: as if it never was.
    if (!(await sourceExists(accountId, db, row.id))) throw knowledgeNotFound();
    await db
      .update(knowledgeSource)
      .set({ state: 'failed', failure: knowledgeCopy.indexingInterrupted })
      .where(indexing);
    throw err;
  }
}

/**
 * Stores an uploaded document: its file is read off the request thread, in the account's
 * turn, and the document is kept as `failed` with the reason when it cannot be read.
 */
export async function uploadKnowledgeDocument(
  accountId: AccountId,
  deps: KnowledgeDeps,
  draft: UploadDraft,
): Promise<KnowledgeSource> {
  const { db } = deps;
  const language = draft.language ?? (await defaultLanguage(accountId, db));
  const row = { id: randomUUID(), title: draft.title, language, file: draft.file, isNew: true };
  await deps.documents.inTurn(accountId, async () => {
    await writeDocument(accountId, db, row, await readUploadedFile(accountId, deps, row));
  });
  return getKnowledgeSource(accountId, db, row.id);
}

/**
 * Stores sources whose text is known to be readable and within the plan (the sample data's,
 * an import's), indexed, in a few statements. Answers their ids, in the drafts' order.
 */
export async function insertIndexedSources(
  tx: Database,
  accountId: AccountId,
  drafts: readonly (SourceDraft & { language: Language })[],
): Promise<string[]> {
  const now = new Date();
  const rows = drafts.map((draft, index) => ({
    id: randomUUID(),
    accountId,
    kind: draft.kind,
    title: draft.title,
    body: draft.body,
    phrasings: [...(draft.phrasings ?? [])],
    language: draft.language,
    size: sizeOf(draft.title, draft.body, draft.phrasings),
    state: 'indexed' as const,
    indexedAt: now,
    // A millisecond apart, so the list shows them in the order written.
    createdAt: new Date(now.getTime() - (drafts.length - index)),
  }));
  await tx.insert(knowledgeSource).values(rows);
  await insertPassages(
    tx,
    accountId,
    rows.flatMap((row) =>
      passageRows(row.id, row.language, passagesOf(row.kind, row.title, row.body, row.phrasings)),
    ),
  );
  return rows.map((row) => row.id);
}

/** The account's Q&A pairs' questions (letter case aside), each with its answers. */
export async function storedQaAnswers(accountId: AccountId, db: Database) {
  const rows = await db
    .select({ question: knowledgeSource.title, answer: knowledgeSource.body })
    .from(knowledgeSource)
    .where(ownedBy(knowledgeSource, accountId, eq(knowledgeSource.kind, 'qa')));
  const answers = new Map<string, string[]>();
  for (const { question, answer } of rows) {
    const key = question.toLocaleLowerCase();
    answers.set(key, [...(answers.get(key) ?? []), answer]);
  }
  return answers;
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

const uploadedFileOf = (row: SourceRow): UploadedFile | undefined =>
  row.file && row.fileName ? { name: row.fileName, bytes: row.file } : undefined;

/** The fields of the update that fit the source's kind, or a 400 in words. */
function applyUpdate(row: SourceRow, update: KnowledgeUpdate) {
  if (row.kind === 'qa') {
    if (update.title !== undefined || update.text !== undefined) {
      throw new InvalidInput(knowledgeCopy.wrongFieldsForQa);
    }
    return {
      title: update.question ?? row.title,
      body: update.answer ?? row.body,
      phrasings: update.phrasings ?? row.phrasings,
    };
  }
  if (
    update.question !== undefined ||
    update.answer !== undefined ||
    update.phrasings !== undefined
  ) {
    throw new InvalidInput(knowledgeCopy.wrongFieldsForDocument);
  }
  if (update.text !== undefined && row.file) {
    throw new InvalidInput(knowledgeCopy.notUploadedText);
  }
  return { title: update.title ?? row.title, body: update.text ?? row.body, phrasings: [] };
}

/**
 * Reads an uploaded document's file again, in the account's turn, and writes what it holds
 * with the title and language `change` gives (the stored ones by default).
 */
async function readAgain(
  accountId: AccountId,
  deps: KnowledgeDeps,
  id: string,
  change: (row: SourceRow) => { title: string; language: Language },
) {
  await deps.documents.inTurn(accountId, async () => {
    // Read in the turn: an earlier job of the account may have changed or deleted it.
    const row = await sourceRow(accountId, deps.db, id);
    const file = uploadedFileOf(row);
    if (!file) throw knowledgeNotFound();
    const document = { id, ...change(row), file, isNew: false };
    await writeDocument(
      accountId,
      deps.db,
      document,
      await readUploadedFile(accountId, deps, document),
    );
  });
}

/** Changes a source's text or language and indexes it again. */
export async function updateKnowledgeSource(
  accountId: AccountId,
  deps: KnowledgeDeps,
  id: string,
  update: KnowledgeUpdate,
): Promise<KnowledgeSource> {
  const { db } = deps;
  const stored = await sourceRow(accountId, db, id);
  if (uploadedFileOf(stored)) {
    applyUpdate(stored, update);
    await readAgain(accountId, deps, id, (row) => ({
      title: applyUpdate(row, update).title,
      language: update.language ?? row.language,
    }));
    return getKnowledgeSource(accountId, db, id);
  }
  await db.transaction(async (tx) => {
    const row = await sourceRow(accountId, tx, id);
    const { title, body, phrasings } = applyUpdate(row, update);
    const language = update.language ?? row.language;
    await assertWithinLimit(accountId, tx, sizeOf(title, body, phrasings), id);
    await tx
      .update(knowledgeSource)
      .set({ title, language })
      .where(ownedBy(knowledgeSource, accountId, eq(knowledgeSource.id, id)));
    await indexText(tx, accountId, { ...row, title, language, phrasings }, body);
  });
  return getKnowledgeSource(accountId, db, id);
}

/** Reads the source again (an uploaded file from its bytes) and rebuilds its passages. */
export async function reindexKnowledgeSource(
  accountId: AccountId,
  deps: KnowledgeDeps,
  id: string,
): Promise<KnowledgeSource> {
  const { db } = deps;
  if (uploadedFileOf(await sourceRow(accountId, db, id))) {
    await readAgain(accountId, deps, id, (row) => ({ title: row.title, language: row.language }));
    return getKnowledgeSource(accountId, db, id);
  }
  await db.transaction(async (tx) => {
    const row = await sourceRow(accountId, tx, id);
    await assertWithinLimit(accountId, tx, sizeOf(row.title, row.body, row.phrasings), id);
    await indexText(tx, accountId, row, row.body);
  });
  return getKnowledgeSource(accountId, db, id);
}

/**
 * Adds one more way of asking to a Q&A (a customer's words, from Analytics) and indexes it;
 * one already in its list (letter case aside) changes nothing. The row is locked, so two
 * additions at once both land.
 */
export async function addPhrasing(
  accountId: AccountId,
  db: Database,
  id: string,
  phrasing: string,
): Promise<KnowledgeSource> {
  await db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const row = await sourceRow(accountId, tx, id);
    if (row.kind !== 'qa') throw new InvalidInput(phrasingCopy.notQa);
    const known = (text: string) => text.toLocaleLowerCase() === phrasing.toLocaleLowerCase();
    if (row.phrasings.some(known)) return;
    if (row.phrasings.length >= QA_PHRASINGS_MAX) {
      throw new InvalidInput(phrasingCopy.full);
    }
    const phrasings = [...row.phrasings, phrasing];
    await assertWithinLimit(accountId, tx, sizeOf(row.title, row.body, phrasings), id);
    await indexText(tx, accountId, { ...row, phrasings }, row.body);
  });
  return getKnowledgeSource(accountId, db, id);
}

export async function deleteKnowledgeSource(accountId: AccountId, db: Database, id: string) {
  const deleted = await db
    .delete(knowledgeSource)
    .where(ownedBy(knowledgeSource, accountId, eq(knowledgeSource.id, id)))
    .returning({ id: knowledgeSource.id });
  if (deleted.length === 0) throw knowledgeNotFound();
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
