import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPath, apiPaths, widgetApiPaths } from '@shared/api-paths.ts';
import { API_BODY_LIMIT_BYTES } from '@server/platform/http/json-only.ts';
import { jsonRequest, useTestServer } from '@server/testing/test-server.ts';
import { errorCode, webchatBusiness, widgetClient } from '@server/testing/widget-client.ts';

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
