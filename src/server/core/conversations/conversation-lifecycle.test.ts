import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { officeHoursCopy } from '@shared/office-hours.ts';
import { conversationCopy, type ConversationEvent } from '@shared/conversations.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { createLocalEventBus } from '@server/platform/realtime/event-bus.ts';
import { accountTopic } from '@server/platform/realtime/event-bus.ts';
import { createMailer } from '@server/platform/mail/mailer.ts';
import { createLogger } from '@server/platform/logging/logger.ts';
import { listNotifications } from '@server/core/notifications/notification-store.ts';
import { readOutbox, useTestServer } from '@server/testing/test-server.ts';
import { changeConversations } from './conversation-changes.ts';
import { addMessage } from './conversation-messages.ts';
import { conversationRow, getConversationWithMessages } from './conversation-store.ts';
import { eventsSince } from './conversation-events.ts';
import { startConversation } from './start-conversation.ts';
import { handOver } from './hand-over.ts';
import { takeOver } from './take-over.ts';
import { handBack } from './hand-back.ts';
import { replyAsPerson } from './reply-as-person.ts';
import { closeConversation } from './close-conversation.ts';
import { rateConversation } from './rate-conversation.ts';
import { closeIdleConversations } from './close-idle-conversations.ts';
import { testPushNotifier } from '@server/testing/test-push.ts';

const server = useTestServer('conversation-lifecycle');

function runtime() {
  const { db } = server.database;
  const bus = createLocalEventBus();
  const mailer = createMailer(server.env, createLogger('silent'));
  return { db, bus, mailer, push: testPushNotifier(db), publicUrl: 'http://127.0.0.1:3999' };
}

async function newAccount() {
  const account = await server.signIn({ sampleData: false });
  return account.id as AccountId;
}

const agent = { id: null, name: 'Front Desk' };

async function customerSays(
  deps: ReturnType<typeof runtime>,
  accountId: AccountId,
  id: string,
  text: string,
) {
  return changeConversations(deps, accountId, async (tx, record) => {
    const row = await conversationRow(accountId, tx, id, { forUpdate: true });
    return addMessage(tx, record, row, { sender: 'customer', text });
  });
}

describe('a conversation from start to rating', () => {
  it('starts with the greeting, hands over, is taken over, answered, handed back and closed', async () => {
    const deps = runtime();
    const accountId = await newAccount();
    const heard: ConversationEvent[] = [];
    deps.bus.subscribe(accountTopic(accountId), (event) => heard.push(event as ConversationEvent));

    const started = await startConversation(deps, accountId, {
      agent,
      channel: 'webchat',
      contact: { externalId: 'visitor-1', email: 'ana@example.com' },
      greeting: 'Hello! How can I help?',
    });
    expect(started).toMatchObject({ status: 'bot', messageCount: 1, resolution: null });
    expect(started.contact).toMatchObject({ email: 'ana@example.com', channel: 'webchat' });

    await customerSays(deps, accountId, started.id, 'Can I talk to a person about a refund?');
    const waiting = await handOver(deps, accountId, started.id, 'customer_asked');
    expect(waiting).toMatchObject({ status: 'waiting', handoverReason: 'customer_asked' });
    expect(waiting.waitingSince).not.toBeNull();

    const held = await takeOver(deps, accountId, started.id, { name: 'Maria' });
    expect(held).toMatchObject({ status: 'human', assigneeName: 'Maria', waitingSince: null });
    await expect(takeOver(deps, accountId, started.id, { name: 'Jo' })).rejects.toMatchObject({
      kind: 'conflict',
      message: conversationCopy.alreadyTakenOver('Maria'),
    });

    const reply = await replyAsPerson(
      deps,
      accountId,
      started.id,
      { name: 'Maria' },
      'Sure, I can help.',
    );
    expect(reply).toMatchObject({ sender: 'person', authorName: 'Maria' });

    const back = await handBack(deps, accountId, started.id, { name: 'Maria' });
    expect(back).toMatchObject({ status: 'bot', assigneeName: null });
    await expect(
      replyAsPerson(deps, accountId, started.id, { name: 'Maria' }, 'Another'),
    ).rejects.toMatchObject({ kind: 'conflict' });

    const closed = await closeConversation(
      deps,
      accountId,
      started.id,
      { kind: 'person', person: { name: 'Maria' } },
      { farewell: 'Thank you for chatting with me. Have a great day!' },
    );
    expect(closed).toMatchObject({ status: 'closed', resolution: 'human' });
    const rated = await rateConversation(deps, accountId, started.id, {
      rating: 'up',
      comment: 'Quick!',
    });
    expect(rated).toMatchObject({ rating: 'up', ratingComment: 'Quick!' });

    const transcript = await getConversationWithMessages(accountId, deps.db, started.id);
    expect(transcript.messages.map((m) => [m.sender, m.text])).toEqual([
      ['agent', 'Hello! How can I help?'],
      ['customer', 'Can I talk to a person about a refund?'],
      // Nobody of the team is online: the visitor is asked to leave an email.
      ['system', officeHoursCopy.handedOverClosed(null)],
      ['system', conversationCopy.personJoined('Maria')],
      ['person', 'Sure, I can help.'],
      ['system', conversationCopy.handedBack('Maria')],
      ['agent', 'Thank you for chatting with me. Have a great day!'],
      ['system', conversationCopy.closedByPerson('Maria')],
    ]);
    expect(transcript.firstMessage).toBe('Can I talk to a person about a refund?');
    expect(transcript.messageCount).toBe(8);

    // What the live stream heard, in order, is what a reconnecting stream reads back.
    expect(heard.map((event) => event.type)).toContain('conversation.taken_over');
    const replayed = await eventsSince(accountId, deps.db, 0);
    expect(replayed.map((event) => event.id)).toEqual(heard.map((event) => event.id));
    const missed = await eventsSince(accountId, deps.db, Number(heard[3]!.id));
    expect(missed.map((event) => event.type)).toEqual(heard.slice(4).map((event) => event.type));
  });

  it('tells the bell once about each hand-over and mails the owner, for customers only (never a playground test), quoting them only in the bell', async () => {
    const deps = runtime();
    const accountId = await newAccount();
    const test = await startConversation(deps, accountId, {
      agent,
      channel: 'playground',
      test: true,
    });
    await customerSays(deps, accountId, test.id, 'I want a person');
    await handOver(deps, accountId, test.id, 'customer_asked');

    const real = await startConversation(deps, accountId, { agent, channel: 'webchat' });
    await customerSays(deps, accountId, real.id, 'What does a full valet cost?');
    await handOver(deps, accountId, real.id, 'agent_unsure');
    await handOver(deps, accountId, real.id, 'agent_unsure');
    await deps.mailer.settle();

    const { notifications } = await listNotifications(accountId, deps.db, { limit: 50 });
    expect(notifications.map((row) => row.link)).toEqual([
      `/portal/conversations/live?conversation=${real.id}`,
    ]);
    expect(notifications[0]).toMatchObject({ title: conversationCopy.notificationTitle });
    expect(notifications[0]!.message).toContain('What does a full valet cost?');
    const mails = (await readOutbox(server.dataDir)).filter((mail) => mail.text.includes(real.id));
    expect(mails).toHaveLength(1);
    const testMails = (await readOutbox(server.dataDir)).filter((mail) =>
      mail.text.includes(test.id),
    );
    expect(testMails).toEqual([]);
    expect(mails[0]!.subject).toContain(conversationCopy.notificationTitle);
    // Once sent, a mail cannot be taken back from the mailbox when the customer is erased.
    expect(mails[0]!.text).not.toContain('full valet');
  });

  it('says goodbye as the person who held the conversation, not as the agent', async () => {
    const deps = runtime();
    const accountId = await newAccount();
    const started = await startConversation(deps, accountId, {
      agent,
      channel: 'webchat',
      contact: { externalId: 'visitor-goodbye' },
      greeting: 'Hello!',
    });
    await customerSays(deps, accountId, started.id, 'A person, please');
    await handOver(deps, accountId, started.id, 'customer_asked');
    await takeOver(deps, accountId, started.id, { name: 'Maria' });
    await closeConversation(
      deps,
      accountId,
      started.id,
      { kind: 'person', person: { name: 'Maria' } },
      { farewell: 'Thank you, have a great day!' },
    );
    const transcript = await getConversationWithMessages(accountId, deps.db, started.id);
    expect(transcript.messages.at(-2)).toMatchObject({
      sender: 'person',
      authorName: 'Maria',
      text: 'Thank you, have a great day!',
    });
  });

  it('resolves as the agent alone, or unresolved when nobody came', async () => {
    const deps = runtime();
    const accountId = await newAccount();
    const alone = await startConversation(deps, accountId, { agent, channel: 'api' });
    await customerSays(deps, accountId, alone.id, 'Hi');
    expect(await closeConversation(deps, accountId, alone.id, { kind: 'customer' })).toMatchObject({
      resolution: 'ai',
    });
    const unanswered = await startConversation(deps, accountId, { agent, channel: 'api' });
    await handOver(deps, accountId, unanswered.id, 'model_failed');
    expect(
      await closeConversation(deps, accountId, unanswered.id, { kind: 'customer' }),
    ).toMatchObject({ resolution: 'unresolved' });
  });

  it('stores a message a gateway delivers twice once', async () => {
    const deps = runtime();
    const accountId = await newAccount();
    const started = await startConversation(deps, accountId, { agent, channel: 'whatsapp' });
    const once = await changeConversations(deps, accountId, async (tx, record) =>
      addMessage(tx, record, await conversationRow(accountId, tx, started.id), {
        sender: 'customer',
        text: 'Hola',
        externalId: 'wamid.1',
      }),
    );
    const twice = await changeConversations(deps, accountId, async (tx, record) =>
      addMessage(tx, record, await conversationRow(accountId, tx, started.id), {
        sender: 'customer',
        text: 'Hola',
        externalId: 'wamid.1',
      }),
    );
    expect(once.message).toBeDefined();
    expect(twice.message).toBeUndefined();
    expect((await getConversationWithMessages(accountId, deps.db, started.id)).messageCount).toBe(
      1,
    );
  });

  it('keeps nothing of a change whose event cannot be stored, and tells no stream of it', async () => {
    const deps = runtime();
    const accountId = await newAccount();
    const started = await startConversation(deps, accountId, { agent, channel: 'webchat' });
    const heard: ConversationEvent[] = [];
    deps.bus.subscribe(accountTopic(accountId), (event) => heard.push(event as ConversationEvent));
    const change = changeConversations(deps, accountId, async (tx, record) => {
      const row = await conversationRow(accountId, tx, started.id, { forUpdate: true });
      const added = await addMessage(tx, record, row, { sender: 'customer', text: 'Lost?' });
      // An event of a conversation that does not exist breaks its foreign key.
      record('conversation.rated', { ...added.view!, id: randomUUID() });
      return added;
    });
    await expect(change).rejects.toThrow(/insert into "conversation_event"/);
    const after = await getConversationWithMessages(accountId, deps.db, started.id);
    expect(after.messageCount).toBe(started.messageCount);
    expect(after.messages.map((message) => message.text)).not.toContain('Lost?');
    expect(heard).toEqual([]);
  });
  it('closes conversations idle for 24 hours and leaves the others', async () => {
    const deps = runtime();
    const accountId = await newAccount();
    const idle = await startConversation(deps, accountId, { agent, channel: 'webchat' });
    const active = await startConversation(deps, accountId, { agent, channel: 'webchat' });
    const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
    await customerSays(deps, accountId, active.id, 'still here');
    // Seen from 25 hours on, both are idle; the sweep closes them with the idle message.
    const closed = await closeIdleConversations(deps, later);
    expect(closed).toBeGreaterThanOrEqual(2);
    const view = await getConversationWithMessages(accountId, deps.db, idle.id);
    expect(view).toMatchObject({ status: 'closed', resolution: 'ai' });
    expect(view.messages.at(-1)?.text).toBe(conversationCopy.closedIdle);
    const now = await closeIdleConversations(deps, new Date());
    expect(now).toBe(0);
  });

  it('takes another account’s conversation id for unknown', async () => {
    const deps = runtime();
    const owner = await newAccount();
    const stranger = await newAccount();
    const started = await startConversation(deps, owner, { agent, channel: 'webchat' });
    await expect(takeOver(deps, stranger, started.id, { name: 'Eve' })).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});
