import { type WidgetConversation, widgetErrorCopy } from '@shared/webchat.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { Conflict, DomainError } from '@server/platform/errors/domain-errors.ts';
import type { RuntimeDeps } from '@server/core/conversations/conversation-changes.ts';
import { getConversationWithMessages } from '@server/core/conversations/conversation-store.ts';
import { startConversation } from '@server/core/conversations/start-conversation.ts';
import { anyoneAvailable } from '@server/core/assignment/availability.ts';
import { currentOfficeStatus } from '@server/core/office-hours/office-hours-store.ts';
import { getAgentPersonality } from '@server/core/personality/personality-store.ts';
import { receiveCustomerMessage } from '@server/runtime/messaging/receive-customer-message.ts';
import type { Widget } from './webchat-store.ts';
import { toWidgetConversation } from './widget-view.ts';

const chatUnavailable = () => new Conflict('unavailable', widgetErrorCopy.unavailable);

/** A conversation as the visitor sees it, with every message, and whether the team is in. */
export async function widgetConversation(
  db: Database,
  accountId: AccountId,
  id: string,
): Promise<WidgetConversation> {
  const { messages, ...conversation } = await getConversationWithMessages(accountId, db, id);
  const team = await currentOfficeStatus(accountId, db, {
    anyoneAvailable: await anyoneAvailable(accountId, db),
  });
  return toWidgetConversation(conversation, messages, team);
}

/**
 * Starts the visitor's conversation with the widget's agent, greeting first; a preview's is
 * a test. An agent switched off, or the plan's conversations used up, is one refusal to the
 * visitor: the chat is unavailable (409), and the widget offers its offline form.
 */
export async function startVisitorConversation(
  runtime: RuntimeDeps,
  { agent, accountId }: Widget,
  visitor: { externalId: string; test: boolean },
): Promise<WidgetConversation> {
  if (agent.status !== 'active') throw chatUnavailable();
  const { personality } = await getAgentPersonality(accountId, runtime.db, agent.id);
  const started = await startConversation(runtime, accountId, {
    agent: { id: agent.id, name: agent.name },
    channel: 'webchat',
    test: visitor.test,
    contact: { externalId: visitor.externalId },
    greeting: personality.greeting,
  }).catch((error: unknown) => {
    if (error instanceof DomainError && error.kind === 'plan_limit') throw chatUnavailable();
    throw error;
  });
  return widgetConversation(runtime.db, accountId, started.id);
}

/**
 * The widget's offline form: a conversation of its own, kept even past the plan's limit, whose
 * message is for the team whatever state the agent is in.
 */
export async function leaveMessageForTeam(
  runtime: RuntimeDeps,
  { agent, accountId }: Widget,
  message: {
    email: string;
    name?: string | undefined;
    text: string;
    test: boolean;
    /** The widget's visitor (visitorExternalId), when the form came with their token. */
    externalId: string | null;
  },
): Promise<void> {
  const started = await startConversation(runtime, accountId, {
    agent: { id: agent.id, name: agent.name },
    channel: 'webchat',
    test: message.test,
    contact: {
      externalId: message.externalId ?? `email:${message.email.toLowerCase()}`,
      email: message.email,
      name: message.name ?? null,
    },
    evenPastLimit: true,
  });
  await receiveCustomerMessage(runtime, accountId, {
    conversationId: started.id,
    text: message.text,
    forTeam: true,
  });
}
