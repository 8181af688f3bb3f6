import { eq } from 'drizzle-orm';
import { assignmentCopy } from '@shared/assignment.ts';
import type { Conversation } from '@shared/conversations.ts';
import { type MemberRole, roleAllows } from '@shared/team.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { conversation } from '@server/platform/db/schema.ts';
import { InvalidInput, NotAllowed } from '@server/platform/errors/domain-errors.ts';
import {
  changeConversations,
  type ConversationDeps,
} from '@server/core/conversations/conversation-changes.ts';
import {
  contactOf,
  conversationClosed,
  conversationRow,
  publicConversation,
} from '@server/core/conversations/conversation-store.ts';
import { accountPeople } from './account-people.ts';
import { notifyAssignee } from './assignee-notification.ts';

/** Who acts: a person of the team with their role, or a program's key (no person, an admin). */
export type Assigner = { userId: string | undefined; role: MemberRole };

/**
 * An owner or admin may give any open conversation to anyone of the team, or to nobody; an
 * agent may give away the conversation they hold, and take one nobody holds.
 */
function mayAssign(actor: Assigner, holder: string | null, next: string | null) {
  if (roleAllows(actor.role, 'admin')) return true;
  if (!actor.userId) return false;
  return holder === actor.userId || (holder === null && next === actor.userId);
}

/**
 * Gives an open conversation to a person of the team (or to nobody): everyone's inbox shows
 * it at once, and the new holder's bell says so unless they gave it to themselves.
 */
export async function assignConversation(
  deps: ConversationDeps,
  accountId: AccountId,
  conversationId: string,
  actor: Assigner,
  userId: string | null,
): Promise<Conversation> {
  return changeConversations(deps, accountId, async (tx, record) => {
    const row = await conversationRow(accountId, tx, conversationId, { forUpdate: true });
    if (row.status === 'closed') throw conversationClosed();
    if (!mayAssign(actor, row.assigneeUserId, userId)) {
      throw new NotAllowed(assignmentCopy.notAllowed);
    }
    const person = userId
      ? (await accountPeople(accountId, tx)).find((p) => p.userId === userId)
      : null;
    if (person === undefined) {
      throw new InvalidInput(assignmentCopy.notTeammate, 'not_teammate', {
        userId: assignmentCopy.notTeammate,
      });
    }
    if (row.assigneeUserId === userId) return publicConversation(tx, row);
    const [assigned] = await tx
      .update(conversation)
      .set({ assigneeUserId: person?.userId ?? null, assigneeName: person?.name ?? null })
      .where(eq(conversation.id, row.id))
      .returning();
    const view = await publicConversation(tx, assigned!);
    record('conversation.assigned', view, { detail: { assignee: person?.name ?? null } });
    if (person && person.userId !== actor.userId) {
      const customer = await contactOf(tx, row.contactId);
      await notifyAssignee(accountId, tx, assigned!, customer?.name ?? null, person.userId);
    }
    return view;
  });
}
