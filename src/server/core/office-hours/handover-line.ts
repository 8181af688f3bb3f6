import type { ConversationChannel } from '@shared/conversations.ts';
import { customerLines } from '@shared/customer-lines.ts';
import type { OfficeStatus } from '@shared/office-hours.ts';
import type { WidgetLanguage } from '@shared/webchat.ts';

/**
 * What the customer reads, in their language, when their conversation passes to the team:
 * within office hours, that someone will answer here; outside them, or with nobody online, when
 * the team is back, and how it answers: by email to a website visitor, who may close the page,
 * in the chat on a messaging app, which the customer keeps.
 */
export function handoverLine(
  status: OfficeStatus,
  channel: ConversationChannel,
  language: WidgetLanguage,
) {
  const lines = customerLines[language];
  if (status.open) return lines.handedOver;
  return channel === 'webchat'
    ? lines.handedOverClosed(status.backWords)
    : lines.handedOverClosedInChat(status.backWords);
}
