import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiPath, apiPaths, widgetApiPaths } from '@shared/api-paths.ts';
import { briefingDefaults } from '@shared/briefing.ts';
import { customerLines } from '@shared/customer-lines.ts';
import {
  webchatInputOf,
  widgetConfigSchema,
  widgetErrorCopy,
  widgetRateLimits,
} from '@shared/webchat.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { createKnowledgeSource } from '@server/runtime/knowledge/knowledge-store.ts';
import { agentChat, allEvents } from '@server/testing/agent-chat.ts';
import { jsonRequest, useTestServer } from '@server/testing/test-server.ts';
import {
  errorCode,
  ownerWidget,
  webchatBusiness,
  widgetClient,
  widgetSite as site,
} from '@server/testing/widget-client.ts';

const server = useTestServer('widget-api');

const business = (change?: Parameters<typeof webchatBusiness>[1]) =>
  webchatBusiness(server, change);

describe('the widget API', () => {
  it('answers a visitor from the knowledge, streamed, and keeps the conversation for them', async () => {
    const { settings } = await business();
    const visitor = widgetClient(server, settings.publicId, site);

    const config = widgetConfigSchema.parse(await (await visitor.config()).json());
    expect(config).toMatchObject({ displayName: 'Front Desk', unavailable: null, language: 'en' });

    expect((await visitor.visit()).status).toBe(201);
    const conversation = await visitor.started();
    expect(conversation.messages.map((m) => m.sender)).toEqual(['agent']);

    const res = await visitor.send(conversation.id, 'What are your opening hours?');
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('access-control-allow-origin')).toBe(site);
    const events = await allEvents(res);
    const names = events.map((event) => event.event);
    expect(names[0]).toBe('start');
    expect(names).toContain('delta');
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data).toMatchObject({
      message: { sender: 'agent', text: 'We open at 9 am every day.' },
      status: 'bot',
    });
    // Only what a visitor may see: no engine details, no sources of the business.
    expect(Object.keys((done.data as { message: object }).message).sort()).toEqual(
      ['authorName', 'choices', 'createdAt', 'id', 'sender', 'text'].sort(),
    );

    const current = (await (await visitor.current()).json()) as { conversation: { id: string } };
    expect(current.conversation.id).toBe(conversation.id);
  });

  it('answers a visitor’s short follow-up with the question they asked before it', async () => {
    const { owner, settings } = await business();
    const accountId = owner.id as AccountId;
    for (const [title, body] of [
      ['How much is an oil change?', 'An oil change with a new filter is $49.'],
      ['How much does it cost to change tyres?', 'Fitting costs $20 per tyre.'],
    ] as const) {
      await createKnowledgeSource(accountId, server.database.db, { kind: 'qa', title, body });
    }
    const visitor = widgetClient(server, settings.publicId, site);
    await visitor.visit();
    const conversation = await visitor.started();
    const answer = async (text: string) => {
      const done = (await allEvents(await visitor.send(conversation.id, text))).at(-1)!;
      return (done.data as { message: { text: string } }).message.text;
    };

    // Alone, "how much is it?" is answered with the tyres' price, whose question has "it".
    expect(await answer('Do you do oil changes?')).toBe('An oil change with a new filter is $49.');
    expect(await answer('how much is it?')).toBe('An oil change with a new filter is $49.');
  });

  it('refuses pages of websites not on the agent’s list, and programs without an Origin', async () => {
    const { settings } = await business();
    const elsewhere = widgetClient(server, settings.publicId, 'https://evil.example');
    const res = await elsewhere.config();
    expect(res.status).toBe(403);
    // Readable by the page, so the widget can say why in words.
    expect(res.headers.get('access-control-allow-origin')).toBe('https://evil.example');
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      widgetErrorCopy.notAllowedHere,
    );
    expect((await elsewhere.visit()).status).toBe(403);

    const noOrigin = await server.request(
      apiPath(widgetApiPaths.agent, { publicId: settings.publicId }),
    );
    expect(noOrigin.status).toBe(403);
  });

  it('lets no one but the visitor reach their conversation; forged and expired tokens get 401', async () => {
    const { settings } = await business();
    const visitor = widgetClient(server, settings.publicId, site);
    await visitor.visit();
    const conversation = await visitor.started();

    const stranger = widgetClient(server, settings.publicId, site);
    await stranger.visit();
    expect((await stranger.send(conversation.id, 'Hello')).status).toBe(404);
    expect((await stranger.act(widgetApiPaths.conversationEnd, conversation.id)).status).toBe(404);
    const strangerCurrent = (await (await stranger.current()).json()) as {
      conversation: unknown;
    };
    expect(strangerCurrent.conversation).toBeNull();

    const [body, signature] = visitor.token!.split('.');
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = widgetClient(server, settings.publicId, site);
    forged.token = `${Buffer.from(JSON.stringify({ ...payload, v: 'someone-else' })).toString('base64url')}.${signature}`;
    const forgedAnswer = await forged.send(conversation.id, 'Hello');
    expect(forgedAnswer.status).toBe(401);
    expect(await errorCode(forgedAnswer)).toBe('visitor_unknown');

    forged.token = 'not-a-token';
    expect((await forged.current()).status).toBe(401);

    // A token signed by another server (another secret) is as good as forged.
    const other = server.app({ AUTH_SECRET: 'another-secret-of-enough-length-0123456789' });
    const otherVisitor = widgetClient(other, settings.publicId, site);
    await otherVisitor.visit();
    forged.token = otherVisitor.token;
    expect((await forged.current()).status).toBe(401);
  });

  it('refuses a token once it has expired', async () => {
    const { settings } = await business();
    const { issueVisitorToken } = await import('./visitor-token.ts');
    const { integrationSecretsOf } = await import('@server/platform/crypto/secret-box.ts');
    const key = integrationSecretsOf(server.env.AUTH_SECRET!).visitorTokenKey;
    const longAgo = Date.now() - 400 * 24 * 60 * 60 * 1000;
    const expired = issueVisitorToken(
      key,
      { publicId: settings.publicId, userId: null, generation: 0 },
      longAgo,
    );
    const visitor = widgetClient(server, settings.publicId);
    visitor.token = expired.token;
    const res = await visitor.current();
    expect(res.status).toBe(401);
    expect(await errorCode(res)).toBe('visitor_unknown');
  });

  it('keeps a verified customer’s conversation with one agent out of reach of the account’s other widget', async () => {
    const { owner, agent, settings } = await business();
    const second = await agentChat(server, owner.headers).newAgent('Sales Desk');
    const { settings: secondSettings } = await ownerWidget(server, owner.headers, second.id);
    // The same customer, verified on both widgets, is one contact of the account.
    const verifiedOn = async (agentId: string, publicId: string) => {
      const renewed = await server.request(
        apiPath(apiPaths.agentWebchatSecret, { id: agentId }),
        jsonRequest('POST', {}, owner.headers),
      );
      const { secret } = (await renewed.json()) as { secret: string };
      const userHash = createHmac('sha256', secret).update('customer-42').digest('hex');
      const visitor = widgetClient(server, publicId, site);
      expect((await visitor.visit({ identity: { userId: 'customer-42', userHash } })).status).toBe(
        201,
      );
      return visitor;
    };
    const onFirst = await verifiedOn(agent.id, settings.publicId);
    const conversation = await onFirst.started();
    const onSecond = await verifiedOn(second.id, secondSettings.publicId);
    expect((await onSecond.send(conversation.id, 'Hello')).status).toBe(404);
    const answered = await onFirst.send(conversation.id, 'Hello');
    expect(answered.status).toBe(200);
    await allEvents(answered);
  });

  it('verifies a visitor’s identity by HMAC, and refuses unverified visitors when required', async () => {
    const { owner, agent, settings } = await business();
    const renewed = await server.request(
      apiPath(apiPaths.agentWebchatSecret, { id: agent.id }),
      jsonRequest('POST', {}, owner.headers),
    );
    expect(renewed.status).toBe(200);
    const { secret } = (await renewed.json()) as { secret: string };
    const userHash = createHmac('sha256', secret).update('customer-42').digest('hex');

    const verified = widgetClient(server, settings.publicId, site);
    expect((await verified.visit({ identity: { userId: 'customer-42', userHash } })).status).toBe(
      201,
    );
    const wrong = widgetClient(server, settings.publicId, site);
    const refused = await wrong.visit({
      identity: { userId: 'customer-43', userHash },
    });
    expect(refused.status).toBe(401);
    expect(await errorCode(refused)).toBe('identity_invalid');

    const anonymous = widgetClient(server, settings.publicId, site);
    await anonymous.visit();
    await server.request(
      apiPath(apiPaths.agentWebchat, { id: agent.id }),
      jsonRequest('PUT', webchatInputOf(settings, { identityRequired: true }), owner.headers),
    );
    const unverified = await anonymous.start();
    expect(unverified.status).toBe(401);
    expect(await errorCode(unverified)).toBe('identity_required');
    expect((await widgetClient(server, settings.publicId).visit()).status).toBe(401);
    // Verified again since verification became required, the visitor chats.
    await verified.visit({ identity: { userId: 'customer-42', userHash } });
    expect((await verified.start()).status).toBe(201);
  });

  it('brings back a chat the business closed, for the visitor to rate, until it is rated', async () => {
    const { owner, settings } = await business();
    const visitor = widgetClient(server, settings.publicId, site);
    await visitor.visit();
    const conversation = await visitor.started();
    await allEvents(await visitor.send(conversation.id, 'When do you open?'));
    const closed = await server.request(
      apiPath(apiPaths.conversationClose, { id: conversation.id }),
      jsonRequest('POST', {}, owner.headers),
    );
    expect(closed.status).toBe(200);
    // From a tab still open, a message is refused in words, and nothing of it is kept.
    const late = await visitor.send(conversation.id, 'Are you open on Sundays?');
    expect(late.status).toBe(409);
    expect(await errorCode(late)).toBe('conversation_closed');
    const stored = (await (
      await server.request(apiPath(apiPaths.conversation, { id: conversation.id }), {
        headers: owner.headers,
      })
    ).json()) as { messages: { text: string }[] };
    expect(stored.messages.map((message) => message.text)).not.toContain(
      'Are you open on Sundays?',
    );

    // The visitor reloads the page: the closed chat is there, with its rating to give.
    const current = async () =>
      (
        (await (await visitor.current()).json()) as {
          conversation: { id: string; status: string; rating: string | null } | null;
        }
      ).conversation;
    expect(await current()).toMatchObject({ id: conversation.id, status: 'closed', rating: null });
    const rated = await visitor.act(widgetApiPaths.conversationRating, conversation.id, {
      rating: 'down',
      comment: '',
    });
    expect(rated.status).toBe(200);
    expect(await current()).toBeNull();
  });

  it('hands over on request, ends the chat and takes a rating', async () => {
    const { owner, settings } = await business();
    const visitor = widgetClient(server, settings.publicId, site);
    await visitor.visit();
    const conversation = await visitor.started();

    const handedOver = await visitor.act(widgetApiPaths.conversationHandover, conversation.id);
    expect(handedOver.status).toBe(200);
    expect(
      ((await handedOver.json()) as { conversation: { status: string } }).conversation.status,
    ).toBe('waiting');
    const inbox = (await (
      await server.request(apiPaths.inbox, { headers: owner.headers })
    ).json()) as {
      waiting: number;
    };
    expect(inbox.waiting).toBe(1);

    const ended = await visitor.act(widgetApiPaths.conversationEnd, conversation.id);
    expect(((await ended.json()) as { conversation: { status: string } }).conversation.status).toBe(
      'closed',
    );
    const rated = await visitor.act(widgetApiPaths.conversationRating, conversation.id, {
      rating: 'up',
      comment: 'Quick and kind',
    });
    expect(rated.status).toBe(200);
    const stored = (await (
      await server.request(apiPath(apiPaths.conversation, { id: conversation.id }), {
        headers: owner.headers,
      })
    ).json()) as { rating: string; ratingComment: string; channel: string; test: boolean };
    expect(stored).toMatchObject({
      rating: 'up',
      ratingComment: 'Quick and kind',
      channel: 'webchat',
      test: false,
    });
  });

  it('keeps a message left while the agent is inactive, waiting for the team', async () => {
    const { owner, agent, settings } = await business();
    await server.request(
      apiPath(apiPaths.agent, { id: agent.id }),
      jsonRequest('PATCH', { status: 'inactive' }, owner.headers),
    );
    const visitor = widgetClient(server, settings.publicId, site);
    const config = widgetConfigSchema.parse(await (await visitor.config()).json());
    expect(config.unavailable).toBe('inactive');
    await visitor.visit();
    const start = await visitor.start();
    expect(start.status).toBe(409);
    expect(await errorCode(start)).toBe('unavailable');

    const left = await server.request(
      apiPath(widgetApiPaths.offlineMessages, { publicId: settings.publicId }),
      jsonRequest(
        'POST',
        { email: 'ana@example.com', text: 'Do you deliver on Sundays?' },
        { origin: site },
      ),
    );
    expect(left.status).toBe(201);
    const inbox = (await (
      await server.request(apiPaths.inbox, { headers: owner.headers })
    ).json()) as {
      conversations: {
        status: string;
        handoverReason: string;
        firstMessage: string;
        contact: { email: string };
      }[];
    };
    expect(inbox.conversations[0]).toMatchObject({
      status: 'waiting',
      handoverReason: 'offline',
      firstMessage: 'Do you deliver on Sundays?',
      contact: { email: 'ana@example.com' },
    });
  });

  it('tells a visitor who asks for a person before writing anything so in the business’s language', async () => {
    const { owner, settings } = await business();
    const briefing = {
      ...briefingDefaults,
      industry: 'services',
      companyName: 'Casa Limpa',
      description: 'Limpezas de casas em Lisboa.',
      targetAudience: 'Famílias de Lisboa.',
      keyServices: 'Limpeza semanal e limpeza profunda.',
      languages: ['Portuguese'],
    };
    expect(
      (await server.request(apiPaths.briefing, jsonRequest('PUT', briefing, owner.headers))).status,
    ).toBe(200);
    const visitor = widgetClient(server, settings.publicId, site);
    await visitor.visit();
    const conversation = await visitor.started();

    await visitor.act(widgetApiPaths.conversationHandover, conversation.id);
    const stored = (await (
      await server.request(apiPath(apiPaths.conversation, { id: conversation.id }), {
        headers: owner.headers,
      })
    ).json()) as { messages: { sender: string; text: string }[] };
    expect(stored.messages.at(-1)).toMatchObject({
      sender: 'system',
      text: customerLines.pt.handedOver,
    });
  });

  it('limits new conversations per visitor and messages per visitor with 429 in words', async () => {
    const { settings } = await business();
    const app = server.app();
    const visitor = widgetClient(app, settings.publicId, site);
    await visitor.visit();
    const { max } = widgetRateLimits.conversationsPerVisitor;
    for (let i = 0; i < max; i += 1) expect((await visitor.start()).status).toBe(201);
    const refused = await visitor.start();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: { code: 'too_many_chats', message: widgetErrorCopy.tooManyChats },
    });
    // Another visitor behind the same address (a hotel's Wi-Fi) still starts one.
    const guest = widgetClient(app, settings.publicId, site);
    await guest.visit();
    expect((await guest.start()).status).toBe(201);

    const talker = widgetClient(server.app(), settings.publicId, site);
    await talker.visit();
    const conversation = await talker.started();
    for (let i = 0; i < widgetRateLimits.messagesPerVisitor.max; i += 1) {
      await allEvents(await talker.send(conversation.id, `Question ${i}`));
    }
    expect((await talker.send(conversation.id, 'One more')).status).toBe(429);
  });

  it('refuses a message over 4,000 characters in words', async () => {
    const { settings } = await business();
    const visitor = widgetClient(server, settings.publicId, site);
    await visitor.visit();
    const conversation = await visitor.started();
    const res = await visitor.send(conversation.id, 'a'.repeat(4001));
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('Keep a message under 4001 characters.');
  });
});
