import { conversationChannelLabels, type ConversationChannel } from '@shared/conversations.ts';
import { pushCopy } from '@shared/push-copy.ts';
import { PUSH_QUOTE_MAX, type PushMessage } from '@shared/push-notifications.ts';

const shortened = (text: string) =>
  text.length <= PUSH_QUOTE_MAX ? text : `${text.slice(0, PUSH_QUOTE_MAX - 1).trimEnd()}…`;

/**
 * The browser notification of a hand-over: who passed it on, and the customer's question as
 * the bell quotes it. Unlike the mail, it may quote the customer: it is encrypted for the
 * member's own device (the push service cannot read it) and leaves no copy in a mailbox.
 * Tagged with the conversation, so a second hand-over of it replaces the first on the device.
 */
export function handoverPush(
  conversation: { id: string; agentName: string; channel: ConversationChannel },
  question: string | null,
  url: string,
): PushMessage {
  return {
    title: pushCopy.waitingTitle,
    body: pushCopy.waitingBody(
      conversation.agentName,
      conversationChannelLabels[conversation.channel],
      shortened(question?.replace(/\s+/g, ' ').trim() ?? ''),
    ),
    url,
    tag: `conversation-${conversation.id}`,
  };
}
