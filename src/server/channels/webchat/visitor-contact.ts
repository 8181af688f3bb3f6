import { and, eq } from 'drizzle-orm';
import type { VisitorContactInput } from '@shared/follow-up.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { contact } from '@server/platform/db/schema.ts';

type Details = { name?: string | undefined; email?: string | undefined };

/**
 * Keeps what a visitor tells of themselves (the hand-over's form) on their contact, so the
 * team sees it and every later conversation of the same visitor has it. What they leave out
 * stays as it was; what they give replaces it.
 */
export async function saveVisitorContact(
  db: Database,
  accountId: AccountId,
  contactId: string | null,
  details: Details,
) {
  if (!contactId || (details.name === undefined && details.email === undefined)) return;
  await db
    .update(contact)
    .set({
      ...(details.name !== undefined ? { name: details.name } : {}),
      ...(details.email !== undefined ? { email: details.email } : {}),
    })
    .where(and(eq(contact.id, contactId), eq(contact.accountId, accountId)));
}

export type { VisitorContactInput };
