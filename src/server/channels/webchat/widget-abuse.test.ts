import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPath, apiPaths, widgetApiPaths } from '@shared/api-paths.ts';
import { conversationCopy } from '@shared/conversations.ts';
import { WIDGET_PREVIEW_HEADER } from '@shared/widget-preview.ts';
import {
  widgetErrorCopy,
  widgetPreviewTokenSchema,
  widgetRateLimits,
  widgetStreamCaps,
} from '@shared/webchat.ts';
import { integrationSecretsOf } from '@server/platform/crypto/secret-box.ts';
import { API_BODY_LIMIT_BYTES } from '@server/platform/http/json-only.ts';
import { allEvents } from '@server/testing/agent-chat.ts';
import { jsonRequest, testOrigin, useTestServer } from '@server/testing/test-server.ts';
import {
  errorCode,
  webchatBusiness,
  widgetClient,
  widgetSite,
} from '@server/testing/widget-client.ts';
import { issuePreviewToken } from './preview-token.ts';

const server = useTestServer('widget-abuse');

/** A body of `total` bytes made as it is read, counting what the server pulled. */
function endlessBody(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const read = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.bytes >= total) return controller.close();
      read.bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, read };
}

describe('the widget API refuses request bodies over the API’s limit', () => {
  let visitor: ReturnType<typeof widgetClient>;
  let posts: [string, string][];
  beforeAll(async () => {
    const { settings } = await webchatBusiness(server);
    visitor = widgetClient(server, settings.publicId);
    expect((await visitor.visit()).status).toBe(201);
    const { id } = await visitor.started();
    posts = [
      ['visitors', apiPath(widgetApiPaths.visitors, { publicId: settings.publicId })],
      ['offline', apiPath(widgetApiPaths.offlineMessages, { publicId: settings.publicId })],
      ['conversations', widgetApiPaths.conversations],
      ['messages', apiPath(widgetApiPaths.conversationMessages, { id })],
      ['rating', apiPath(widgetApiPaths.conversationRating, { id })],
    ];
  });

  it('answers 413 to a body over the limit on every POST route', async () => {
    const oversized = JSON.stringify({ text: 'x'.repeat(API_BODY_LIMIT_BYTES) });
    for (const [name, path] of posts) {
      const res = await server.request(path, {
        method: 'POST',
        headers: { ...visitor.headers(), 'content-type': 'application/json' },
        body: oversized,
      });
      expect(res.status, `${name}: ${await res.clone().text()}`).toBe(413);
      expect(await errorCode(res)).toBe('payload_too_large');
    }
  });

  it('stops reading a body sent without a length once it passes the limit', async () => {
    for (const [name, path] of posts) {
      const body = endlessBody(20 * 1024 * 1024);
      const res = await server.request(path, {
        method: 'POST',
        headers: { ...visitor.headers(), 'content-type': 'application/json' },
        body: body.stream,
        duplex: 'half',
      } as RequestInit);
      expect(res.status, name).toBe(413);
      expect(body.read.bytes, name).toBeLessThan(4 * API_BODY_LIMIT_BYTES);
    }
  });
});

describe('identity verification', () => {
  /** A business with an identity secret, and a way to make another. */
  async function verifyingBusiness() {
    const business = await webchatBusiness(server);
    const renew = async () => {
      const res = await server.request(
        apiPath(apiPaths.agentWebchatSecret, { id: business.agent.id }),
        jsonRequest('POST', {}, business.owner.headers),
      );
      expect(res.status).toBe(200);
      return ((await res.json()) as { secret: string }).secret;
    };
    const verified = async (secret: string, userId = 'customer-42') => {
      const visitor = widgetClient(server, business.settings.publicId);
      const userHash = createHmac('sha256', secret).update(userId).digest('hex');
      expect((await visitor.visit({ identity: { userId, userHash } })).status).toBe(201);
      return visitor;
    };
    return { ...business, renew, verified };
  }

  it('ends a verified visitor’s token when a new secret is made', async () => {
    const { renew, verified } = await verifyingBusiness();
    const before = await verified(await renew());
    const { id } = await before.started();

    const after = await verified(await renew());
    for (const res of [
      await before.current(),
      await before.send(id, 'Hello'),
      await before.act(widgetApiPaths.conversationEnd, id),
    ]) {
      expect(res.status).toBe(401);
      expect(await errorCode(res)).toBe('visitor_unknown');
    }
    // The same user, verified under the new secret, still has the conversation.
    const current = (await (await after.current()).json()) as { conversation: { id: string } };
    expect(current.conversation.id).toBe(id);
  });

  it('ends the tokens made before “Require verified visitors” is turned on', async () => {
    const { renew, verified, save } = await verifyingBusiness();
    const secret = await renew();
    const before = await verified(secret);
    const anonymous = widgetClient(server, (await save({})).publicId);
    expect((await anonymous.visit()).status).toBe(201);

    await save({ identityRequired: true });
    const ended = await before.current();
    expect(ended.status).toBe(401);
    expect(await errorCode(ended)).toBe('visitor_unknown');
    expect(await errorCode(await anonymous.current())).toBe('identity_required');

    // Saving again, still required, ends nothing more.
    const after = await verified(secret);
    await save({ identityRequired: true });
    expect((await after.current()).status).toBe(200);
  });

  it('leaves anonymous visitors their chat when a secret is made', async () => {
    const { renew, settings } = await verifyingBusiness();
    const anonymous = widgetClient(server, settings.publicId);
    await anonymous.visit();
    const { id } = await anonymous.started();
    await renew();
    const current = (await (await anonymous.current()).json()) as { conversation: { id: string } };
    expect(current.conversation.id).toBe(id);
  });
});

describe('a message left for the team', () => {
  const left = { email: 'ana@example.com', text: 'Do you deliver on Sundays?' };

  it('needs a verified visitor when the widget requires one', async () => {
    const { owner, agent, settings, save } = await webchatBusiness(server);
    const renewed = await server.request(
      apiPath(apiPaths.agentWebchatSecret, { id: agent.id }),
      jsonRequest('POST', {}, owner.headers),
    );
    const { secret } = (await renewed.json()) as { secret: string };
    await save({ identityRequired: true });

    const stranger = widgetClient(server, settings.publicId);
    const refused = await stranger.leaveMessage(left);
    expect(refused.status).toBe(401);
    expect(await errorCode(refused)).toBe('identity_required');
    stranger.token = 'not-a-token';
    expect(await errorCode(await stranger.leaveMessage(left))).toBe('visitor_unknown');

    const verified = widgetClient(server, settings.publicId);
    const userHash = createHmac('sha256', secret).update('customer-42').digest('hex');
    await verified.visit({ identity: { userId: 'customer-42', userHash } });
    expect((await verified.leaveMessage(left)).status).toBe(201);

    const inbox = (await (
      await server.request(apiPaths.inbox, { headers: owner.headers })
    ).json()) as { conversations: unknown[] };
    expect(inbox.conversations).toHaveLength(1);
  });
});

describe('the portal’s preview', () => {
  const portal = () => testOrigin;

  /** The owner's preview token for the business's widget, as the Channels page fetches it. */
  async function previewToken(business: Awaited<ReturnType<typeof webchatBusiness>>) {
    const res = await server.request(
      apiPath(apiPaths.agentWebchatPreviewToken, { id: business.agent.id }),
      jsonRequest('POST', {}, business.owner.headers),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    return widgetPreviewTokenSchema.parse(await res.json()).token;
  }

  /** The preview's widget: the portal's page, handing the widget its preview token. */
  const previewClient = (publicId: string, token: string) =>
    widgetClient(server.app(), publicId, portal(), { [WIDGET_PREVIEW_HEADER]: token });

  it('is not recognised by the headers of a browser on the portal alone', async () => {
    const { settings, owner } = await webchatBusiness(server);
    const samePage = [
      widgetClient(server.app(), settings.publicId, portal()),
      widgetClient(server.app(), settings.publicId, null, { 'sec-fetch-site': 'same-origin' }),
    ];
    for (const client of samePage) {
      for (const res of [await client.config(), await client.visit()]) {
        expect(res.status).toBe(403);
        expect(await errorCode(res)).toBe('origin_not_allowed');
      }
    }
    // A visitor token from a listed website does not turn such requests into tests either.
    const visitor = widgetClient(server.app(), settings.publicId);
    await visitor.visit();
    for (const client of samePage) {
      client.token = visitor.token;
      expect((await client.start()).status).toBe(403);
    }
    const { conversations } = (await (
      await server.request(`${apiPaths.conversations}?channel=webchat`, { headers: owner.headers })
    ).json()) as { conversations: unknown[] };
    expect(conversations).toEqual([]);
  });

  it('chats with a token the signed-in owner got: tests, limited per token', async () => {
    const business = await webchatBusiness(server);
    const { settings, owner } = business;
    const preview = previewClient(settings.publicId, await previewToken(business));
    const config = await preview.config();
    expect(config.status).toBe(200);
    expect(config.headers.get('vary')).toContain(WIDGET_PREVIEW_HEADER);
    expect((await preview.visit()).status).toBe(201);
    const conversation = await preview.started();
    const events = await allEvents(await preview.send(conversation.id, 'When do you open?'));
    expect(events.at(-1)?.data).toMatchObject({
      message: { text: 'We open at 9 am every day.' },
    });
    const stored = (await (
      await server.request(apiPath(apiPaths.conversation, { id: conversation.id }), {
        headers: owner.headers,
      })
    ).json()) as { test: boolean };
    expect(stored.test).toBe(true);

    const { max } = widgetRateLimits.conversationsPerVisitor;
    for (let i = 1; i < max; i += 1) expect((await preview.start()).status).toBe(201);
    const limited = await preview.start();
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: { message: string } }).error.message).toBe(
      widgetErrorCopy.tooManyChats,
    );
    // A token of its own has a count of its own.
    const next = previewClient(settings.publicId, await previewToken(business));
    next.token = preview.token;
    expect((await next.start()).status).toBe(201);
  });

  it('shows a hand-over as a test does: the agent answers on, and the inbox stays empty', async () => {
    const business = await webchatBusiness(server);
    const { settings, owner } = business;
    const preview = previewClient(settings.publicId, await previewToken(business));
    await preview.visit();
    const conversation = await preview.started();
    const handedOver = await preview.act(widgetApiPaths.conversationHandover, conversation.id);
    expect(handedOver.status).toBe(200);
    expect(await handedOver.json()).toMatchObject({ conversation: { status: 'bot' } });
    const events = await allEvents(await preview.send(conversation.id, 'When do you open?'));
    expect(events.at(-1)?.data).toMatchObject({
      message: { text: 'We open at 9 am every day.' },
    });
    const stored = (await (
      await server.request(apiPath(apiPaths.conversation, { id: conversation.id }), {
        headers: owner.headers,
      })
    ).json()) as { handoverReason: string; messages: { text: string }[] };
    expect(stored.handoverReason).toBe('customer_asked');
    expect(stored.messages.map((row) => row.text)).toContain(conversationCopy.handedOver);
    const inbox = await server.request(apiPaths.inbox, { headers: owner.headers });
    expect(await inbox.json()).toEqual({ conversations: [], waiting: 0 });
  });

  it('refuses a preview token that expired, was altered or is another widget’s', async () => {
    const business = await webchatBusiness(server);
    const other = await webchatBusiness(server);
    const token = await previewToken(business);
    const key = integrationSecretsOf(server.env.AUTH_SECRET!).widgetPreviewKey;
    const hourAgo = Date.now() - 60 * 60 * 1000;
    const refused = [
      issuePreviewToken(
        key,
        { publicId: business.settings.publicId, accountId: business.owner.id },
        hourAgo,
      ).token,
      `${token.slice(0, -2)}AA`,
      await previewToken(other),
    ];
    for (const wrong of refused) {
      const res = await previewClient(business.settings.publicId, wrong).config();
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        widgetErrorCopy.previewExpired,
      );
    }
  });

  it('gives no preview token to an API key', async () => {
    const { agent, owner } = await webchatBusiness(server);
    const created = await server.request(
      apiPaths.apiKeys,
      jsonRequest('POST', { name: 'Program', mode: 'test' }, owner.headers),
    );
    const { key } = (await created.json()) as { key: string };
    const res = await server.request(
      apiPath(apiPaths.agentWebchatPreviewToken, { id: agent.id }),
      jsonRequest('POST', {}, { authorization: `Bearer ${key}` }),
    );
    expect(res.status).toBe(403);
  });
});

describe('a conversation’s event streams', () => {
  /** An open stream of `visitor`'s conversation: its answer, and a way to close it. */
  async function openStream(visitor: ReturnType<typeof widgetClient>, id: string) {
    const res = await visitor.events(id);
    return { res, close: () => res.body?.cancel() };
  }

  it(`are at most ${widgetStreamCaps.perVisitor} a visitor; a closed one frees its place`, async () => {
    const { settings } = await webchatBusiness(server);
    const visitor = widgetClient(server.app(), settings.publicId);
    await visitor.visit();
    const { id } = await visitor.started();
    const open = [];
    for (let i = 0; i < widgetStreamCaps.perVisitor; i += 1) {
      const stream = await openStream(visitor, id);
      expect(stream.res.status).toBe(200);
      open.push(stream);
    }
    const refused = await openStream(visitor, id);
    expect(refused.res.status).toBe(429);
    expect(await refused.res.json()).toMatchObject({
      error: { code: 'too_many_streams', message: widgetErrorCopy.tooManyStreams },
    });

    await open.pop()!.close();
    await expect.poll(async () => (await openStream(visitor, id)).res.status).toBe(200);
    await Promise.all(open.map((stream) => stream.close()));
  });

  it(`are at most ${widgetStreamCaps.perAddress} from one address, whoever’s`, async () => {
    const { settings } = await webchatBusiness(server);
    const app = server.app({ TRUST_PROXY: 'true' });
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const open = [];
    let refused: Response | undefined;
    for (let n = 0; !refused; n += 1) {
      // Each visitor's conversation starts elsewhere; their streams all come from one address.
      const visitor = widgetClient(app, settings.publicId, widgetSite, from(`198.51.100.${n}`));
      await visitor.visit();
      const { id } = await visitor.started();
      const here = widgetClient(app, settings.publicId, widgetSite, from('203.0.113.9'));
      here.token = visitor.token;
      for (let i = 0; i < widgetStreamCaps.perVisitor && !refused; i += 1) {
        const stream = await openStream(here, id);
        if (stream.res.status === 200) open.push(stream);
        else refused = stream.res;
      }
    }
    expect(open).toHaveLength(widgetStreamCaps.perAddress);
    expect(refused.status).toBe(429);
    expect(await errorCode(refused)).toBe('too_many_streams');
    await Promise.all(open.map((stream) => stream.close()));
  });
});
