import { type ConversationChannel, conversationCopy } from '@shared/conversations.ts';
import { officeHoursCopy, type OfficeStatus } from '@shared/office-hours.ts';

/**
 * What the customer reads when their conversation passes to the team: within office hours,
 * that someone will answer here; outside them, or with nobody online, when the team is back,
 * and how it answers: by email to a website visitor, who may close the page, in the chat on a
 * messaging app, which the customer keeps.
 */
export function handoverLine(status: OfficeStatus, channel: ConversationChannel) {
  if (status.open) return conversationCopy.handedOver;
  return channel === 'webchat'
    ? officeHoursCopy.handedOverClosed(status.backWords)
    : officeHoursCopy.handedOverClosedInChat(status.backWords);
}
