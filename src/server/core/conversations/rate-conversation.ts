import { eq } from 'drizzle-orm';
import type { Conversation, RatingInput } from '@shared/conversations.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { conversation } from '@server/platform/db/schema.ts';
import { changeConversations, type ConversationDeps } from './conversation-changes.ts';
import { conversationRow, publicConversation } from './conversation-store.ts';

/** The customer's thumbs up or down, with an optional comment; a second rating replaces it. */
export async function rateConversation(
  deps: ConversationDeps,
  accountId: AccountId,
  conversationId: string,
  input: RatingInput,
): Promise<Conversation> {
  return changeConversations(deps, accountId, async (tx, record) => {
    const row = await conversationRow(accountId, tx, conversationId, { forUpdate: true });
    const [rated] = await tx
      .update(conversation)
      .set({ rating: input.rating, ratingComment: input.comment || null })
      .where(eq(conversation.id, row.id))
      .returning();
    const view = await publicConversation(tx, rated!);
    record('conversation.rated', view, { detail: { rating: input.rating } });
    return view;
  });
}
