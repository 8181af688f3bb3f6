import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { briefingDefaults } from '@shared/briefing.ts';
import { dashboardSchema } from '@shared/dashboard.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import {
  caldavConnection,
  googleCalendarConnection,
  telegramBot,
  whatsappInstance,
} from '@server/platform/db/schema.ts';
import { createLocalEventBus } from '@server/platform/realtime/event-bus.ts';
import { agentChat } from '@server/testing/agent-chat.ts';
import { jsonRequest, useTestServer } from '@server/testing/test-server.ts';
import { receiveCustomerMessage } from '@server/runtime/messaging/receive-customer-message.ts';
import { startConversation } from '@server/core/conversations/start-conversation.ts';
import { testPushNotifier } from '@server/testing/test-push.ts';

const server = useTestServer('onboarding');

const nothingDone = {
  briefing: false,
  knowledge: false,
  calendar: null,
  playground: false,
  goLive: false,
};

const briefing = {
  ...briefingDefaults,
  companyName: 'Harbor Cars',
  industry: 'automotive',
  description: 'Used-car dealer in Lisbon.',
  targetAudience: 'Families buying their first car.',
};

/** A new account without sample data, and what its owner does through the API. */
async function newAccount() {
  const owner = await server.signIn({ sampleData: false });
  const accountId = owner.id as AccountId;
  const runtime = {
    db: server.database.db,
    bus: createLocalEventBus(),
    mailer: server.app().mailer,
    push: testPushNotifier(server.database.db),
    publicUrl: 'http://127.0.0.1',
  };
  const send = async (path: string, method: string, body?: unknown) => {
    const res = await server.request(
      path,
      body === undefined
        ? { method, headers: owner.headers }
        : jsonRequest(method, body, owner.headers),
    );
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return res;
  };
  const dashboard = async () => {
    const res = await server.request(apiPaths.dashboard, { headers: owner.headers });
    expect(res.status).toBe(200);
    return dashboardSchema.parse(await res.json());
  };
  const checklist = async () => (await dashboard()).onboarding;
  /** A website visitor's conversation, as the widget starts it (a preview is a test). */
  const widgetConversation = (agent: { id: string }, preview = false) =>
    startConversation(runtime, accountId, {
      agent: { id: agent.id, name: 'Front Desk' },
      channel: 'webchat',
      test: preview,
      contact: { externalId: `visitor-${randomUUID()}` },
      greeting: 'Hello!',
    });
  const customerWrites = (conversationId: string) =>
    receiveCustomerMessage(runtime, accountId, {
      conversationId,
      text: 'Are you open on Sundays?',
    });
  const whatsappNumber = (status: 'connected' | 'disconnected') =>
    runtime.db.insert(whatsappInstance).values({
      id: randomUUID(),
      accountId,
      name: 'Shop phone',
      phone: '+351912345678',
      status,
    });
  const telegramBotOf = (agent: { id: string }, status: 'connected' | 'disconnected') =>
    runtime.db.insert(telegramBot).values({
      agentId: agent.id,
      accountId,
      botId: randomUUID(),
      botUsername: 'shop_bot',
      tokenSealed: 'sealed',
      webhookSecretHash: 'hash',
      mode: 'polling',
      status,
    });
  return {
    owner,
    chat: agentChat(server, owner.headers),
    send,
    dashboard,
    checklist,
    widgetConversation,
    customerWrites,
    whatsappNumber,
    telegramBotOf,
  };
}

describe('the getting-started checklist', () => {
  it('starts with nothing done and no agent to test', async () => {
    const { checklist } = await newAccount();
    expect(await checklist()).toEqual({ done: nothingDone, playgroundAgentId: null });
  });

  it('ticks the briefing once it is saved, and the knowledge once a Q&A is added', async () => {
    const { send, checklist } = await newAccount();
    await send(apiPaths.briefing, 'PUT', briefing);
    expect((await checklist())?.done).toEqual({ ...nothingDone, briefing: true });

    await send(apiPaths.knowledgeQa, 'POST', {
      question: 'Do you open on Sundays?',
      answer: 'No.',
    });
    expect((await checklist())?.done).toEqual({ ...nothingDone, briefing: true, knowledge: true });
  });

  it('opens the oldest active agent’s playground, and ticks it once the owner asks something', async () => {
    const { chat, send, checklist } = await newAccount();
    const first = await chat.newAgent('Front Desk');
    const second = await chat.newAgent('Sales Desk');
    expect((await checklist())?.playgroundAgentId).toBe(first.id);

    // A test started but never written in, and a program's conversation, are not the playground.
    const test = await chat.started(first.id, 'playground');
    await chat.send((await chat.started(first.id, 'api')).id, 'Hello from a program');
    expect((await checklist())?.done.playground).toBe(false);

    await send(apiPath(apiPaths.conversationMessages, { id: test.id }), 'POST', {
      text: 'What are your opening hours?',
    });
    expect((await checklist())?.done).toEqual({ ...nothingDone, playground: true });

    await send(apiPath(apiPaths.agent, { id: first.id }), 'PATCH', { status: 'inactive' });
    expect((await checklist())?.playgroundAgentId).toBe(second.id);
  });

  it('goes live once a visitor writes through the widget, previews and silent visits aside', async () => {
    const { chat, checklist, widgetConversation, customerWrites } = await newAccount();
    const agent = await chat.newAgent();
    await customerWrites((await widgetConversation(agent, true)).id);
    await widgetConversation(agent);
    expect((await checklist())?.done.goLive).toBe(false);

    await customerWrites((await widgetConversation(agent)).id);
    expect((await checklist())?.done).toEqual({ ...nothingDone, goLive: true });
  });

  it('goes live once a WhatsApp number is connected, not while it is disconnected', async () => {
    const { checklist, whatsappNumber } = await newAccount();
    await whatsappNumber('disconnected');
    expect((await checklist())?.done.goLive).toBe(false);
    await whatsappNumber('connected');
    expect((await checklist())?.done.goLive).toBe(true);
  });

  it('goes live once a Telegram bot is connected, not while it is disconnected', async () => {
    const { chat, checklist, telegramBotOf } = await newAccount();
    await telegramBotOf(await chat.newAgent('Front Desk'), 'disconnected');
    expect((await checklist())?.done.goLive).toBe(false);
    await telegramBotOf(await chat.newAgent('Sales Desk'), 'connected');
    expect((await checklist())?.done.goLive).toBe(true);
  });

  it('offers the calendar to an account with an active Appointments agent, ticked once one is connected', async () => {
    const { owner, send, checklist } = await newAccount();
    const res = await send(apiPaths.agents, 'POST', {
      name: 'Bookings',
      type: 'Appointments',
      channels: ['Webchat'],
    });
    const { id } = (await res.json()) as { id: string };
    expect((await checklist())!.done.calendar).toBe(false);
    await server.database.db.insert(caldavConnection).values({
      accountId: owner.id,
      serverUrl: 'https://caldav.icloud.com',
      username: 'owner@icloud.com',
      passwordSealed: 'sealed',
    });
    expect((await checklist())!.done.calendar).toBe(true);
    await send(apiPath(apiPaths.agent, { id }), 'PATCH', { status: 'inactive' });
    expect((await checklist())!.done.calendar).toBeNull();
  });

  it('ticks the calendar for a Google Calendar as for an Apple one', async () => {
    const { owner, send, checklist } = await newAccount();
    await send(apiPaths.agents, 'POST', {
      name: 'Bookings',
      type: 'Appointments',
      channels: ['Webchat'],
    });
    expect((await checklist())!.done.calendar).toBe(false);
    await server.database.db.insert(googleCalendarConnection).values({
      accountId: owner.id,
      email: 'owner@gmail.example',
      refreshTokenSealed: 'sealed',
    });
    expect((await checklist())!.done.calendar).toBe(true);
  });

  it('stays hidden once dismissed, and dismissing again changes nothing', async () => {
    const { send, dashboard } = await newAccount();
    const dismissed = await send(apiPaths.onboardingDismissal, 'POST');
    expect(dismissed.status).toBe(204);
    const after = await dashboard();
    expect(after.onboarding).toBeNull();
    expect(after.activity).toEqual([]);

    await send(apiPaths.onboardingDismissal, 'POST');
    await send(apiPaths.briefing, 'PUT', briefing);
    expect((await dashboard()).onboarding).toBeNull();
  });

  it('keeps the handover-mail preference when dismissed, and the dismissal when it is saved', async () => {
    const { send, dashboard } = await newAccount();
    await send(apiPaths.preferences, 'PUT', { handoverEmails: false });
    await send(apiPaths.onboardingDismissal, 'POST');
    const preferences = await send(apiPaths.preferences, 'GET');
    expect(await preferences.json()).toEqual({ handoverEmails: false });
    await send(apiPaths.preferences, 'PUT', { handoverEmails: true });
    expect((await dashboard()).onboarding).toBeNull();
  });

  it('never counts another account’s steps, nor its dismissal', async () => {
    const busy = await newAccount();
    const agent = await busy.chat.newAgent();
    await busy.send(apiPaths.briefing, 'PUT', briefing);
    await busy.send(apiPaths.knowledgeQa, 'POST', { question: 'Parking?', answer: 'Yes.' });
    const test = await busy.chat.started(agent.id, 'playground');
    await busy.chat.send(test.id, 'Hello?');
    await busy.customerWrites((await busy.widgetConversation(agent)).id);
    await busy.whatsappNumber('connected');
    expect((await busy.checklist())?.done).toEqual({
      briefing: true,
      knowledge: true,
      calendar: null,
      playground: true,
      goLive: true,
    });
    await busy.send(apiPaths.onboardingDismissal, 'POST');

    const fresh = await newAccount();
    expect(await fresh.checklist()).toEqual({ done: nothingDone, playgroundAgentId: null });
  });

  it('answers 401 without a session, to reading and to dismissing', async () => {
    expect((await server.request(apiPaths.dashboard)).status).toBe(401);
    const res = await server.request(apiPaths.onboardingDismissal, jsonRequest('POST', {}, {}));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: expect.any(String) } });
  });
});
