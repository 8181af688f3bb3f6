import { and, eq } from 'drizzle-orm';
import {
  ASSIGNMENT_CAP_DEFAULT,
  type AssignmentRule,
  type AssignmentRuleInput,
  assignmentChannels,
} from '@shared/assignment.ts';
import type { CustomerChannel } from '@shared/channels.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { assignmentRule } from '@server/platform/db/schema.ts';

/** Every customer channel's rule; a channel nobody set is manual. */
export async function listAssignmentRules(
  accountId: AccountId,
  db: Database,
): Promise<AssignmentRule[]> {
  const rows = await db.select().from(assignmentRule).where(ownedBy(assignmentRule, accountId));
  return assignmentChannels.map((channel) => {
    const row = rows.find((r) => r.channel === channel);
    return { channel, mode: row?.mode ?? 'manual', cap: row?.cap ?? ASSIGNMENT_CAP_DEFAULT };
  });
}

/** Sets one channel's rule; the rotation's place is kept. */
export async function setAssignmentRule(
  accountId: AccountId,
  db: Database,
  { channel, ...input }: AssignmentRuleInput,
): Promise<AssignmentRule> {
  await db
    .insert(assignmentRule)
    .values({ accountId, channel, mode: input.mode, cap: input.cap })
    .onConflictDoUpdate({
      target: [assignmentRule.accountId, assignmentRule.channel],
      set: { mode: input.mode, cap: input.cap },
    });
  return { channel, ...input };
}

/** The channel's rule row, held until the transaction ends: the rotation's one cursor. */
export async function lockAssignmentRule(
  accountId: AccountId,
  tx: Database,
  channel: CustomerChannel,
) {
  const [row] = await tx
    .select()
    .from(assignmentRule)
    .where(and(eq(assignmentRule.accountId, accountId), eq(assignmentRule.channel, channel)))
    .for('update');
  return row;
}
