import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { conversation, outboxMail } from '@server/platform/db/schema.ts';
import type { Mailer, SentMail } from '@server/platform/mail/mailer.ts';

type OutboxDeps = { db: Database; mailer: Pick<Mailer, 'removeFromOutbox'> };

/**
 * Records that a mail about a conversation was written to the outbox folder, so that deleting
 * the conversation or erasing its customer removes it. A mail sent by SMTP is out of reach.
 */
export async function recordOutboxMail(
  deps: OutboxDeps,
  accountId: AccountId,
  conversationId: string,
  { outboxFile }: SentMail,
) {
  if (!outboxFile) return;
  try {
    await deps.db.insert(outboxMail).values({ accountId, conversationId, file: outboxFile });
  } catch (error) {
    // Unrecorded, no erasure could find it. Mostly its conversation went while the mail was
    // being written (deleted, or its customer erased), and the mail goes after it.
    await deps.mailer.removeFromOutbox([outboxFile]);
    const [still] = await deps.db
      .select({ id: conversation.id })
      .from(conversation)
      .where(eq(conversation.id, conversationId));
    if (still) throw error;
  }
}

/**
 * Removes the outbox mails of the account's conversations that are gone, then their records.
 * Run after the deletion has committed: a rollback keeps its mails, and a removal cut short
 * (a crash) is finished by the next run.
 */
export async function removeMailsOfGoneConversations(deps: OutboxDeps, accountId: AccountId) {
  const orphans = await deps.db
    .select({ id: outboxMail.id, file: outboxMail.file })
    .from(outboxMail)
    .where(and(eq(outboxMail.accountId, accountId), isNull(outboxMail.conversationId)));
  if (orphans.length === 0) return;
  await deps.mailer.removeFromOutbox(orphans.map((row) => row.file));
  await deps.db.delete(outboxMail).where(
    inArray(
      outboxMail.id,
      orphans.map((row) => row.id),
    ),
  );
}
