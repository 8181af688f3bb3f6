import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { ConversationEvent } from '@shared/conversations.ts';
import { messagingCopy } from '@shared/messaging.ts';
import { officeHoursCopy } from '@shared/office-hours.ts';
import { paths } from '@shared/paths.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { conversation } from '@server/platform/db/schema.ts';
import { createLogger } from '@server/platform/logging/logger.ts';
import { createMailer } from '@server/platform/mail/mailer.ts';
import { accountTopic, createLocalEventBus } from '@server/platform/realtime/event-bus.ts';
import { deleteAgent, listAgents } from '@server/core/agents/agent-store.ts';
import { builtinResponder } from '@server/runtime/answers/builtin-responder.ts';
import { getConversationWithMessages } from '@server/core/conversations/conversation-store.ts';
import { listNotifications } from '@server/core/notifications/notification-store.ts';
import { useTestServer } from '@server/testing/test-server.ts';
import { raiseChannelDown } from './channel-alert.ts';
import {
  type ChannelSender,
  DeliveryFailure,
  type OutboundMessage,
  outboundText,
} from './channel-sender.ts';
import { createOutboxWorker } from './outbox-worker.ts';
import { type ChannelRuntime, handleChannelMessage } from './handle-channel-message.ts';
import { testPushNotifier } from '@server/testing/test-push.ts';

const server = useTestServer('messaging-core');

/**
 * A channel as the core sees one: it records what it is given, and refuses the next ones
 * when told to. (Telegram's real adapter is tested over HTTP in channels/telegram.)
 */
function recordingChannel() {
  const sent: OutboundMessage[] = [];
  const refusals: DeliveryFailure[] = [];
  const sender: ChannelSender = {
    send: async (message) => {
      const refusal = refusals.shift();
      if (refusal) throw refusal;
      sent.push(message);
    },
    typing: async () => {},
  };
  return { sent, refusals, sender };
}

async function setUp() {
  const account = await server.signIn();
  const accountId = account.id as AccountId;
  const { db } = server.database;
  const { agents } = await listAgents(accountId, db);
  const agent = agents.find((candidate) => candidate.status === 'active')!;
  const bus = createLocalEventBus();
  const channel = recordingChannel();
  const logger = createLogger('silent');
  const deps: ChannelRuntime = {
    runtime: {
      db,
      bus,
      mailer: createMailer(server.env, logger),
      push: testPushNotifier(db),
      publicUrl: server.env.PUBLIC_URL ?? 'http://127.0.0.1:3999',
    },
    responder: builtinResponder,
    senders: { telegram: channel.sender },
    logger,
    answering: new Set(),
  };
  const worker = createOutboxWorker({
    runtime: deps.runtime,
    senders: deps.senders,
    logger,
    timings: { firstRetryMs: 0, maxRetryMs: 0, attempts: 3 },
  });
  const receive = (messageId: string, text: string | null, chat = '1001') =>
    handleChannelMessage(deps, accountId, {
      channel: 'telegram',
      agentId: agent.id,
      from: { externalId: chat, name: 'Ada' },
      messageId,
      text,
    });
  const settle = async () => {
    await Promise.all(deps.answering);
    while ((await worker.deliverDue()) > 0);
  };
  return { accountId, agent, deps, channel, worker, receive, settle, bus };
}

describe('a messaging channel', () => {
  it('starts the conversation with the greeting, answers in the background and delivers both', async () => {
    const { accountId, channel, receive, settle, deps } = await setUp();
    const received = await receive('m1', 'What are your opening hours?');
    expect(received.outcome).toBe('answering');
    await settle();
    const { messages, ...conversation } = await getConversationWithMessages(
      accountId,
      deps.runtime.db,
      received.conversationId!,
    );
    expect(conversation.channel).toBe('telegram');
    expect(messages.map((m) => [m.sender, m.delivery])).toEqual([
      ['agent', 'sent'],
      ['customer', null],
      ['agent', 'sent'],
    ]);
    expect(channel.sent.map((m) => m.text)).toEqual([messages[0]!.text, messages[2]!.text]);
    expect(channel.sent[0]).toMatchObject({ externalId: '1001', agentId: conversation.agentId });
  });

  it('acknowledges a message for an agent deleted meanwhile, storing and sending nothing', async () => {
    const { accountId, agent, channel, receive, settle, deps } = await setUp();
    await deleteAgent(accountId, deps.runtime.db, agent.id);
    expect(await receive('gone-1', 'Are you open today?')).toEqual({
      conversationId: null,
      outcome: 'left_aside',
    });
    await settle();
    expect(channel.sent).toEqual([]);
    const [stored] = await deps.runtime.db
      .select({ value: count() })
      .from(conversation)
      .where(eq(conversation.accountId, accountId));
    expect(stored!.value).toBe(0);
  });

  it('stores a message the gateway sends twice once, and answers it once', async () => {
    const { accountId, channel, receive, settle, deps } = await setUp();
    const first = await receive('dup-1', 'Do you deliver?');
    const again = await receive('dup-1', 'Do you deliver?');
    expect(again).toEqual({ conversationId: null, outcome: 'duplicate' });
    await settle();
    const { messages } = await getConversationWithMessages(
      accountId,
      deps.runtime.db,
      first.conversationId!,
    );
    expect(messages.filter((m) => m.sender === 'customer')).toHaveLength(1);
    // The greeting, the one answer, and the hand-over line if the agent passed the question on.
    expect(channel.sent.map((m) => m.text)).toEqual(
      messages.filter((m) => m.sender !== 'customer').map((m) => m.text),
    );
    expect(messages.filter((m) => m.sender === 'agent')).toHaveLength(2);
  });

  it('opens the chat with the greeting alone', async () => {
    const { accountId, channel, receive, settle, deps } = await setUp();
    const opened = await receive('start-1', null);
    expect(opened.outcome).toBe('opened');
    await settle();
    const { messages } = await getConversationWithMessages(
      accountId,
      deps.runtime.db,
      opened.conversationId!,
    );
    expect(messages.map((m) => m.sender)).toEqual(['agent']);
    expect(channel.sent).toHaveLength(1);
  });

  it('retries a refused delivery and then sends it', async () => {
    const { accountId, channel, receive, settle, deps } = await setUp();
    channel.refusals.push(new DeliveryFailure('retry', 'Service Unavailable'));
    const opened = await receive('retry-1', null);
    await settle();
    const { messages } = await getConversationWithMessages(
      accountId,
      deps.runtime.db,
      opened.conversationId!,
    );
    expect(messages[0]!.delivery).toBe('sent');
    expect(channel.sent).toHaveLength(1);
  });

  it('marks a message failed after the last try and tells the inbox', async () => {
    const { accountId, channel, receive, settle, deps, bus } = await setUp();
    const heard: ConversationEvent[] = [];
    bus.subscribe(accountTopic(accountId), (event) => heard.push(event as ConversationEvent));
    for (let i = 0; i < 3; i++) channel.refusals.push(new DeliveryFailure('retry', 'Bad Gateway'));
    const opened = await receive('fail-1', null);
    await settle();
    const { messages } = await getConversationWithMessages(
      accountId,
      deps.runtime.db,
      opened.conversationId!,
    );
    expect(messages[0]!.delivery).toBe('failed');
    const updated = heard.find((event) => event.type === 'message.updated');
    expect(updated?.message).toMatchObject({ id: messages[0]!.id, delivery: 'failed' });
    expect(channel.sent).toHaveLength(0);
  });

  it('gives up at once on a refusal that will not change, and sends the next message', async () => {
    const { accountId, channel, receive, settle, deps } = await setUp();
    channel.refusals.push(
      new DeliveryFailure('permanent', 'Forbidden: bot was blocked by the user'),
    );
    const received = await receive('blocked-1', 'Hello?');
    await settle();
    const { messages } = await getConversationWithMessages(
      accountId,
      deps.runtime.db,
      received.conversationId!,
    );
    expect(messages[0]!.delivery).toBe('failed');
    expect(messages.slice(1).map((m) => m.delivery)).toEqual(
      messages.slice(1).map((m) => (m.sender === 'customer' ? null : 'sent')),
    );
  });

  it('past the plan’s monthly limit, keeps the message for the team and tells the customer once', async () => {
    const { accountId, channel, receive, settle, deps } = await setUp();
    // The Essential plan's 1,000 conversations of this month, used up.
    await deps.runtime.db.execute(sql`
      insert into conversation (id, account_id, agent_name, channel, status)
      select gen_random_uuid()::text, ${accountId}, 'Earlier', 'api', 'closed'
      from generate_series(1, 1000)`);
    const first = await receive('limit-1', 'Are you open on Sunday?');
    const second = await receive('limit-2', 'Hello?');
    expect(first.outcome).toBe('kept_for_team');
    expect(second).toEqual({ conversationId: first.conversationId, outcome: 'kept_for_team' });
    await settle();
    const { messages, ...conversation } = await getConversationWithMessages(
      accountId,
      deps.runtime.db,
      first.conversationId!,
    );
    expect(conversation).toMatchObject({ status: 'waiting', handoverReason: 'offline' });
    expect(messages.map((m) => m.sender)).toEqual(['customer', 'system', 'customer']);
    // Nobody of the team is online: the customer is told the team replies in the chat.
    expect(channel.sent.map((m) => m.text)).toEqual([officeHoursCopy.handedOverClosedInChat(null)]);
  });

  it('rings the bell when a channel stops working, opening the screen that reconnects it', async () => {
    const { accountId, deps, agent } = await setUp();
    await raiseChannelDown(accountId, deps.runtime.db, {
      channel: 'telegram',
      agentName: agent.name,
      reason: 'Telegram refused the bot token.',
    });
    await raiseChannelDown(accountId, deps.runtime.db, {
      channel: 'whatsapp',
      agentName: agent.name,
      reason: 'The number was logged out.',
    });
    const { notifications } = await listNotifications(accountId, deps.runtime.db, { limit: 10 });
    // Both were raised within the same moment: their order is not the point.
    expect(notifications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'warning',
          title: messagingCopy.channelDownTitle,
          message: `${agent.name}’s WhatsApp channel stopped working: The number was logged out. Reconnect it under Channels → WhatsApp.`,
          link: paths.portal.whatsapp,
        }),
        expect.objectContaining({
          type: 'warning',
          title: messagingCopy.channelDownTitle,
          message: `${agent.name}’s Telegram channel stopped working: Telegram refused the bot token. Reconnect it under Channels → Telegram.`,
          link: paths.portal.telegram,
        }),
      ]),
    );
  });

  it('signs a person’s reply with their name', () => {
    const base = { accountId: 'a' as AccountId, agentId: 'b', externalId: 'c', text: 'On my way' };
    expect(outboundText({ ...base, sender: 'person', authorName: 'Maya' })).toBe('Maya: On my way');
    expect(outboundText({ ...base, sender: 'agent', authorName: null })).toBe('On my way');
  });

  it('runs the worker on its own until stopped', async () => {
    const { channel, receive, deps, worker } = await setUp();
    worker.start();
    await receive('loop-1', null);
    await vi.waitFor(() => expect(channel.sent).toHaveLength(1), { timeout: 10_000 });
    await worker.stop();
    expect(deps.answering.size).toBe(0);
  });
});
