import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { apiPath, apiPaths, widgetApiPaths } from '@shared/api-paths.ts';
import { conversationWithMessagesSchema } from '@shared/conversations.ts';
import { followUpCopy, visitorEmailError } from '@shared/follow-up.ts';
import { widgetConversationSchema } from '@shared/webchat.ts';
import { WIDGET_RESUME_HEADER } from '@shared/widget-preview.ts';
import { conversation } from '@server/platform/db/schema.ts';
import { allEvents } from '@server/testing/agent-chat.ts';
import {
  jsonRequest,
  readOutbox,
  type TestApp,
  useTestServer,
} from '@server/testing/test-server.ts';
import { webchatBusiness, widgetClient, widgetSite } from '@server/testing/widget-client.ts';

const inbound = {
  INBOUND_MAIL_DOMAIN: 'inbound.example.com',
  POSTMARK_INBOUND_USER: 'postmark',
  POSTMARK_INBOUND_PASSWORD: 'a-long-inbound-password',
};
const server = useTestServer('follow-up', { env: inbound });

const DELAY_MS = 180_000;
/** A round of the follow-up worker once every reply so far has waited its time. */
const afterTheWait = () => new Date(Date.now() + DELAY_MS + 1000);

let visitorCount = 0;

/** A visitor who asks for a person, leaves a name and an address, and closes the page. */
async function visitorWhoLeft(app: TestApp) {
  const business = await webchatBusiness(server);
  const visitor = widgetClient(app, business.settings.publicId, widgetSite);
  await visitor.visit();
  const started = await visitor.started();
  const email = `visitor${++visitorCount}@example.com`;
  const handedOver = await visitor.act(widgetApiPaths.conversationHandover, started.id, {
    name: 'Ana Lima',
    email,
  });
  expect(handedOver.status).toBe(200);
  const { conversation: view } = (await handedOver.json()) as { conversation: unknown };
  expect(widgetConversationSchema.parse(view)).toMatchObject({
    status: 'waiting',
    visitor: { name: 'Ana Lima', email },
  });
  // The page is open a moment (its live stream marks the visitor as seen), then closed.
  const stream = await visitor.events(started.id);
  const reader = stream.body!.getReader();
  await reader.read();
  await reader.cancel();
  await vi.waitFor(async () => {
    const [row] = await app
      .request('/api/health')
      .then(() =>
        server.database.db
          .select({ seen: conversation.visitorSeenAt })
          .from(conversation)
          .where(eq(conversation.id, started.id)),
      );
    expect(row?.seen).not.toBeNull();
  });
  return { ...business, visitor, conversationId: started.id, email };
}

async function reply(app: TestApp, headers: Record<string, string>, id: string, text: string) {
  const res = await app.request(
    apiPath(apiPaths.conversationReplies, { id }),
    jsonRequest('POST', { text }, headers),
  );
  expect(res.status, await res.clone().text()).toBe(201);
}

async function mailsTo(app: TestApp, email: string) {
  await app.mailer.settle();
  const mails = (await readOutbox(server.dataDir)).filter((mail) => mail.to === email);
  return Promise.all(
    mails.map(async (mail) => ({
      ...mail,
      raw: await readFile(path.join(server.dataDir, 'outbox', mail.file), 'utf8'),
      chatLink: /https?:\/\/\S+\/chat\/[\w.-]+/.exec(mail.text)?.[0],
    })),
  );
}

async function transcript(app: TestApp, headers: Record<string, string>, id: string) {
  const res = await app.request(apiPath(apiPaths.conversation, { id }), { headers });
  return conversationWithMessagesSchema.parse(await res.json());
}

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

const postmark = (
  app: TestApp,
  body: unknown,
  auth = basic('postmark', inbound.POSTMARK_INBOUND_PASSWORD),
) =>
  app.request(apiPaths.postmarkInbound, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: auth },
    body: JSON.stringify(body),
  });

const inboundMail = (to: string, messageId: string, text: string) => ({
  From: 'Ana Lima <ana@example.com>',
  FromFull: { Email: 'ana@example.com', Name: 'Ana Lima' },
  To: to,
  ToFull: [{ Email: to, Name: '' }],
  OriginalRecipient: to,
  Subject: 'Re: Front Desk answered you',
  MessageID: messageId,
  TextBody: `${text}\n\nOn Mon, 30 Nov 2026 at 10:00, Front Desk <no-reply@localhost> wrote:\n> We can deliver on Sunday.`,
  HtmlBody: `<p>${text}</p>`,
  StrippedTextReply: '',
  Headers: [{ Name: 'X-Spam-Status', Value: 'No' }],
  Attachments: [],
});

describe('following a website visitor up by email', () => {
  it('mails a person’s replies to a visitor who left, once, with a link that resumes the conversation', async () => {
    const app = server.app();
    const { owner, visitor, conversationId, email, settings } = await visitorWhoLeft(app);
    const take = await app.request(
      apiPath(apiPaths.conversationTakeOver, { id: conversationId }),
      jsonRequest('POST', {}, owner.headers),
    );
    expect(take.status).toBe(200);

    // The inbox names the visitor by what they told.
    const list = await app.request(`${apiPaths.conversations}?status=human`, {
      headers: owner.headers,
    });
    const page = (await list.json()) as { conversations: { id: string; contact: unknown }[] };
    expect(page.conversations.find((c) => c.id === conversationId)?.contact).toMatchObject({
      name: 'Ana Lima',
      email,
    });

    await reply(app, owner.headers, conversationId, 'We can deliver on Sunday.');
    await reply(app, owner.headers, conversationId, 'Between 9 and 12, if that suits you.');
    // Not yet: the replies wait, in case the visitor comes back.
    await app.followUps.sendDue(new Date());
    expect(await mailsTo(app, email)).toHaveLength(0);

    await app.followUps.sendDue(afterTheWait());
    await app.followUps.sendDue(afterTheWait());
    const mails = await mailsTo(app, email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(followUpCopy.mailSubject(settings.displayName));
    expect(mail!.text).toContain('We can deliver on Sunday.');
    expect(mail!.text).toContain('Between 9 and 12, if that suits you.');
    expect(mail!.raw).toMatch(/^Reply-To:\s+reply\+[0-9a-f]{53}@inbound\.example\.com/m);
    expect(mail!.chatLink).toBeTruthy();

    // The link opens the product's page with the business's widget, set to resume.
    const link = new URL(mail!.chatLink!);
    const pageRes = await app.request(link.pathname);
    expect(pageRes.status).toBe(200);
    const html = await pageRes.text();
    expect(html).toContain(`data-agent="${settings.publicId}"`);
    const resumeToken = /data-resume="([^"]+)"/.exec(html)![1]!;

    // On that page (the product's own origin) the widget reads its look with the link's token…
    const ownSite = link.origin;
    const agentPath = apiPath(widgetApiPaths.agent, { publicId: settings.publicId });
    const look = await app.request(agentPath, {
      headers: { 'sec-fetch-site': 'same-origin', [WIDGET_RESUME_HEADER]: resumeToken },
    });
    expect(look.status).toBe(200);
    const noLink = await app.request(agentPath, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(noLink.status).toBe(403);
    // …and becomes the same visitor again.
    const resumed = widgetClient(app, settings.publicId, ownSite);
    const res = await app.request(
      widgetApiPaths.resumptions,
      jsonRequest('POST', { token: resumeToken }, { origin: ownSite }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as { token: string; conversation: unknown };
    const view = widgetConversationSchema.parse(body.conversation);
    expect(view.id).toBe(conversationId);
    expect(view.messages.map((m) => m.text)).toContain('We can deliver on Sunday.');
    resumed.token = body.token;
    const current = (await (await resumed.current()).json()) as { conversation: { id: string } };
    expect(current.conversation.id).toBe(conversationId);
    const sent = await resumed.send(conversationId, 'Sunday at 10 is perfect.');
    expect(sent.status).toBe(200);
    await allEvents(sent);
    const stored = await transcript(app, owner.headers, conversationId);
    expect(stored.messages.at(-1)).toMatchObject({
      sender: 'customer',
      text: 'Sunday at 10 is perfect.',
    });

    // Another page of the product's site is no website of the agent's for a visitor of theirs.
    const stranger = widgetClient(app, settings.publicId, ownSite);
    expect((await stranger.visit()).status).toBe(403);
    expect(visitor.token).not.toBe(body.token);

    // A forged or altered link is refused in words.
    const forged = await app.request(
      widgetApiPaths.resumptions,
      jsonRequest('POST', { token: `${resumeToken}x` }, { origin: ownSite }),
    );
    expect(forged.status).toBe(404);
    expect(((await forged.json()) as { error: { message: string } }).error.message).toBe(
      followUpCopy.linkExpired,
    );
    expect((await app.request(`${link.pathname}x`)).status).toBe(404);
  });

  it('mails nothing when the visitor’s chat was open after the reply', async () => {
    const app = server.app();
    const { owner, visitor, conversationId, email } = await visitorWhoLeft(app);
    await app.request(
      apiPath(apiPaths.conversationTakeOver, { id: conversationId }),
      jsonRequest('POST', {}, owner.headers),
    );
    await reply(app, owner.headers, conversationId, 'Are you still there?');
    // The visitor comes back and their open chat shows the reply.
    const stream = await visitor.events(conversationId);
    const reader = stream.body!.getReader();
    await reader.read();
    await reader.cancel();
    await vi.waitFor(async () => {
      const [row] = await server.database.db
        .select({ seen: conversation.visitorSeenAt, pending: conversation.followUpPendingSince })
        .from(conversation)
        .where(eq(conversation.id, conversationId));
      expect(row!.seen!.getTime()).toBeGreaterThan(row!.pending!.getTime());
    });
    await app.followUps.sendDue(afterTheWait());
    expect(await mailsTo(app, email)).toHaveLength(0);
  });

  it('refuses an email that is not an address, in words', async () => {
    const app = server.app();
    const { settings } = await webchatBusiness(server);
    const visitor = widgetClient(app, settings.publicId, widgetSite);
    await visitor.visit();
    const started = await visitor.started();
    const res = await visitor.act(widgetApiPaths.conversationHandover, started.id, {
      name: 'Ana',
      email: 'ana at example',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields.email).toBe(visitorEmailError);
    // Without a body, as widgets before the form sent it, the hand-over still works.
    const bare = await visitor.act(widgetApiPaths.conversationHandover, started.id);
    expect(bare.status).toBe(200);
  });
});

describe('answers by email (Postmark inbound)', () => {
  async function mailedVisitor(app: TestApp) {
    const left = await visitorWhoLeft(app);
    await app.request(
      apiPath(apiPaths.conversationTakeOver, { id: left.conversationId }),
      jsonRequest('POST', {}, left.owner.headers),
    );
    await reply(app, left.owner.headers, left.conversationId, 'We can deliver on Sunday.');
    await app.followUps.sendDue(afterTheWait());
    const [mail] = await mailsTo(app, left.email);
    const replyTo = /^Reply-To:\s+(\S+)/m.exec(mail!.raw)![1]!;
    return { ...left, replyTo };
  }

  it('lands the customer’s words in the same conversation, once, live for the team', async () => {
    const app = server.app();
    const { owner, conversationId, replyTo } = await mailedVisitor(app);

    const res = await postmark(
      app,
      inboundMail(replyTo, '<m1@mail.example.com>', 'Sunday works, thanks!'),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'stored' });
    const again = await postmark(
      app,
      inboundMail(replyTo, '<m1@mail.example.com>', 'Sunday works, thanks!'),
    );
    expect(await again.json()).toEqual({ received: true, outcome: 'duplicate' });

    const stored = await transcript(app, owner.headers, conversationId);
    const fromCustomer = stored.messages.filter((m) => m.text === 'Sunday works, thanks!');
    expect(fromCustomer).toHaveLength(1);
    expect(fromCustomer[0]!.sender).toBe('customer');
    expect(stored.messages.map((m) => m.text).join('\n')).not.toContain('> We can deliver');

    const bell = await app.request(apiPaths.notifications, { headers: owner.headers });
    const notifications = (await bell.json()) as { notifications: { title: string }[] };
    expect(notifications.notifications.map((n) => n.title)).toContain(
      followUpCopy.notificationTitle,
    );
  });

  it('refuses wrong credentials (401), unknown addresses (404) and oversized mail (413), storing nothing', async () => {
    const app = server.app();
    const { owner, conversationId, replyTo } = await mailedVisitor(app);
    const before = (await transcript(app, owner.headers, conversationId)).messages.length;

    const wrong = await postmark(
      app,
      inboundMail(replyTo, '<m2@mail.example.com>', 'Hello'),
      basic('postmark', 'not-the-password-at-all'),
    );
    expect(wrong.status).toBe(401);
    const none = await postmark(app, inboundMail(replyTo, '<m3@mail.example.com>', 'Hello'), '');
    expect(none.status).toBe(401);

    const unknown = await postmark(
      app,
      inboundMail(`reply+${'0'.repeat(53)}@inbound.example.com`, '<m4@mail.example.com>', 'Hello'),
    );
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe(
      followUpCopy.replyAddressUnknown,
    );
    const huge = await postmark(
      app,
      inboundMail(replyTo, '<m5@mail.example.com>', 'x'.repeat(1024 * 1024 + 10)),
    );
    expect(huge.status).toBe(413);

    expect((await transcript(app, owner.headers, conversationId)).messages).toHaveLength(before);
  });

  it('is not there without inbound mail set up, and the mail then says to use the link', async () => {
    const app = server.app({
      INBOUND_MAIL_DOMAIN: '',
      POSTMARK_INBOUND_USER: '',
      POSTMARK_INBOUND_PASSWORD: '',
    });
    expect(app.env.INBOUND_MAIL_DOMAIN).toBeUndefined();
    const left = await visitorWhoLeft(app);
    await app.request(
      apiPath(apiPaths.conversationTakeOver, { id: left.conversationId }),
      jsonRequest('POST', {}, left.owner.headers),
    );
    await reply(app, left.owner.headers, left.conversationId, 'We can deliver on Sunday.');
    await app.followUps.sendDue(afterTheWait());
    const [mail] = await mailsTo(app, left.email);
    expect(mail!.raw).not.toMatch(/^Reply-To:/m);
    expect(mail!.text).toContain(followUpCopy.mailUseLink);
    expect((await postmark(app, inboundMail('x@y.z', '<m6@x>', 'Hi'))).status).toBe(404);
  });
});
