import type { Conversation } from '@shared/conversations.ts';
import {
  conversationChannelLabels,
  conversationResolutionLabels,
  conversationStatusLabels,
} from '@shared/conversations.ts';
import { customerName, historyCopy as copy } from '@shared/history.ts';
import { assignmentCopy } from '@shared/assignment.ts';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const hourFormat = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/** What the history shows of a conversation, in words. */
export const facts = (conversation: Conversation) => ({
  customer: customerName(conversation) ?? copy.anonymous,
  started: timeFormat.format(new Date(conversation.createdAt)),
  /** The same moment as a day and an hour, for a table's narrow column. */
  startedDay: dayFormat.format(new Date(conversation.createdAt)),
  startedHour: hourFormat.format(new Date(conversation.createdAt)),
  resolution: conversation.resolution && conversationResolutionLabels[conversation.resolution],
  rating: conversation.rating && copy.ratingLabels[conversation.rating],
});

/** The facts known of a conversation, one line: agent · channel · status · … · started. */
export const factLine = (conversation: Conversation) => {
  const shown = facts(conversation);
  return [
    conversation.agentName,
    conversationChannelLabels[conversation.channel],
    conversationStatusLabels[conversation.status],
    conversation.assigneeName && assignmentCopy.assignedTo(conversation.assigneeName),
    shown.resolution,
    shown.rating,
    shown.started,
  ]
    .filter(Boolean)
    .join(' · ');
};
