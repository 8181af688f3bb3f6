import { conversationCopy } from '@shared/conversations.ts';
import { officeHoursCopy, type OfficeStatus } from '@shared/office-hours.ts';

/**
 * What the customer reads when their conversation passes to the team: within office hours,
 * that someone will answer here; outside them, when the team is back and that it answers by
 * email.
 */
export const handoverLine = (status: OfficeStatus) =>
  status.open ? conversationCopy.handedOver : officeHoursCopy.handedOverClosed(status.backWords);
