import { and, eq } from 'drizzle-orm';
import type { Database } from '@server/platform/db/open-database.ts';
import { contact, conversation, webchatSettings } from '@server/platform/db/schema.ts';
import { type Widget, widgetOf } from './webchat-store.ts';

/**
 * The website conversation a mailed link reopens: its widget (its agent's, as it is now) and
 * the contact's external id, which says who the visitor is. Null when the conversation, its
 * agent or its widget is gone, or it is a test.
 */
export async function resumableConversation(
  db: Database,
  conversationId: string,
): Promise<{ conversationId: string; externalId: string; widget: Widget } | null> {
  const [row] = await db
    .select({ externalId: contact.externalId, publicId: webchatSettings.publicId })
    .from(conversation)
    .innerJoin(contact, eq(contact.id, conversation.contactId))
    .innerJoin(webchatSettings, eq(webchatSettings.agentId, conversation.agentId))
    .where(
      and(
        eq(conversation.id, conversationId),
        eq(conversation.channel, 'webchat'),
        eq(conversation.test, false),
      ),
    )
    .limit(1);
  if (!row) return null;
  const widget = await widgetOf(db, row.publicId);
  return widget ? { conversationId, externalId: row.externalId, widget } : null;
}
