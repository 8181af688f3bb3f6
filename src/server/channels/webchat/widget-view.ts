import type {
  AnswerEvent,
  Conversation,
  ConversationEvent,
  Message,
} from '@shared/conversations.ts';
import type { OfficeStatus } from '@shared/office-hours.ts';
import type { WidgetConversation, WidgetMessage, WidgetStreamEvent } from '@shared/webchat.ts';
import type { PresentEvent } from '@server/core/conversations/stream-conversation-events.ts';

/** What a visitor sees of a message: its words and who wrote them, none of the engine's details. */
export const toWidgetMessage = (message: Message): WidgetMessage => ({
  id: message.id,
  sender: message.sender,
  authorName: message.authorName,
  text: message.text,
  choices: message.choices,
  createdAt: message.createdAt,
});

export const toWidgetConversation = (
  conversation: Conversation,
  messages: Message[],
  team: OfficeStatus,
): WidgetConversation => ({
  id: conversation.id,
  status: conversation.status,
  rating: conversation.rating,
  messages: messages.map(toWidgetMessage),
  team,
  visitor: { name: conversation.contact?.name ?? null, email: conversation.contact?.email ?? null },
});

/** The conversation's events as the widget hears them: new messages, and who answers now. */
export const presentToVisitor: PresentEvent = (event: ConversationEvent) => {
  const status = event.conversation.status;
  if (event.type === 'message.created') {
    return event.message
      ? { event: 'message', data: { message: toWidgetMessage(event.message), status } }
      : null;
  }
  // Who of the team holds it is the team's business: the visitor hears who answers, not that.
  if (
    event.type === 'conversation.started' ||
    event.type === 'conversation.rated' ||
    event.type === 'conversation.assigned'
  ) {
    return null;
  }
  return { event: 'status', data: { status } };
};

/** The agent's answer as the widget streams it: the words and the hand-over, not the sources. */
export function presentAnswerToVisitor(event: AnswerEvent): WidgetStreamEvent | undefined {
  switch (event.event) {
    case 'start':
      return { event: 'start' };
    case 'delta':
      return { event: 'delta', data: event.data };
    case 'handover':
      return { event: 'handover' };
    case 'done':
      return {
        event: 'done',
        data: {
          message: toWidgetMessage(event.data.message),
          status: event.data.conversation.status,
        },
      };
    default:
      return undefined;
  }
}
