import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { helpArticles } from '@shared/help-articles.ts';
import { landingAssistantCopy } from '@shared/landing/landing-assistant.ts';
import { widgetConfigSchema } from '@shared/webchat.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { account, agent, user, webchatSettings } from '@server/platform/db/schema.ts';
import { countKnowledge } from '@server/runtime/knowledge/knowledge-store.ts';
import { allEvents } from '@server/testing/agent-chat.ts';
import { testOrigin, useTestServer } from '@server/testing/test-server.ts';
import { errorCode, widgetClient } from '@server/testing/widget-client.ts';
import { HOUSE_ACCOUNT_EMAIL } from './house-account.ts';
import { ensureLandingAssistant } from './landing-assistant.ts';

const server = useTestServer('landing-assistant');
const db = () => server.database.db;

const houseAccount = async () => {
  const rows = await db().select().from(user).where(eq(user.email, HOUSE_ACCOUNT_EMAIL));
  expect(rows).toHaveLength(1);
  return rows[0]!.id as AccountId;
};

/** The product's own site: a browser sends no Origin with a GET to its own site. */
const onOwnSite = (publicId: string) =>
  widgetClient(server.app(), publicId, null, { 'sec-fetch-site': 'same-origin' });

describe('the landing’s own chat', () => {
  it('is made once: one account, one agent on the widget, one document per help article', async () => {
    const first = await ensureLandingAssistant(db(), { publicUrl: testOrigin });
    expect(first.knowledge).toEqual({ added: helpArticles.length, removed: 0, kept: 0 });
    const again = await ensureLandingAssistant(db(), { publicUrl: testOrigin });
    expect(again).toEqual({
      publicId: first.publicId,
      knowledge: { added: 0, removed: 0, kept: helpArticles.length },
    });

    const accountId = await houseAccount();
    const agents = await db().select().from(agent).where(eq(agent.accountId, accountId));
    expect(agents).toMatchObject([
      { name: landingAssistantCopy.name, status: 'active', channels: ['Webchat'] },
    ]);
    const [widget] = await db()
      .select()
      .from(webchatSettings)
      .where(eq(webchatSettings.accountId, accountId));
    expect(widget).toMatchObject({ publicId: first.publicId, allowedOrigins: [testOrigin] });
    expect(await countKnowledge(accountId, db())).toEqual({ document: helpArticles.length });
  });

  it('follows the help articles: a changed one is read again, a removed one goes', async () => {
    await ensureLandingAssistant(db(), { publicUrl: testOrigin });
    const [changed, , ...rest] = helpArticles;
    const articles = [
      { ...changed!, description: `${changed!.description} Now updated.` },
      ...rest,
    ];
    const after = await ensureLandingAssistant(db(), { publicUrl: testOrigin, articles });
    expect(after.knowledge).toEqual({ added: 1, removed: 2, kept: rest.length });
    expect(await countKnowledge(await houseAccount(), db())).toEqual({ document: articles.length });
    // Back to the product's articles, as the next start with them does.
    const restored = await ensureLandingAssistant(db(), { publicUrl: testOrigin });
    expect(restored.knowledge).toEqual({ added: 2, removed: 1, kept: rest.length });
  });

  it('follows the product’s address', async () => {
    const moved = 'https://agents.example.com';
    const { publicId } = await ensureLandingAssistant(db(), { publicUrl: moved });
    const [widget] = await db()
      .select()
      .from(webchatSettings)
      .where(eq(webchatSettings.publicId, publicId));
    expect(widget!.allowedOrigins).toEqual([moved]);
    await ensureLandingAssistant(db(), { publicUrl: testOrigin });
  });

  it('has no password: nobody signs in to it', async () => {
    await ensureLandingAssistant(db(), { publicUrl: testOrigin });
    const credentials = await db()
      .select()
      .from(account)
      .where(eq(account.userId, await houseAccount()));
    expect(credentials).toEqual([]);
    const { auth } = server.app();
    await expect(
      auth.api.signInEmail({
        body: { email: HOUSE_ACCOUNT_EMAIL, password: 'any-password-at-all' },
      }),
    ).rejects.toThrow();
  });

  it('answers on the product’s own site from a help article, and on no other site', async () => {
    const { publicId } = await ensureLandingAssistant(db(), { publicUrl: testOrigin });
    const elsewhere = widgetClient(server.app(), publicId, 'https://shop.example');
    expect(await errorCode(await elsewhere.config())).toBe('origin_not_allowed');
    const bare = widgetClient(server.app(), publicId, null);
    expect(await errorCode(await bare.config())).toBe('origin_not_allowed');

    const visitor = onOwnSite(publicId);
    const config = widgetConfigSchema.parse(await (await visitor.config()).json());
    expect(config).toMatchObject({
      displayName: landingAssistantCopy.name,
      greeting: landingAssistantCopy.greeting,
      unavailable: null,
    });
    expect((await visitor.visit()).status).toBe(201);
    const conversation = await visitor.started();
    const events = await allEvents(
      await visitor.send(conversation.id, 'How do I connect WhatsApp?'),
    );
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const { message, status } = done.data as { message: { text: string }; status: string };
    expect(status).toBe('bot');
    const whatsapp = helpArticles.find((article) => article.id === 'connect-whatsapp-qr')!;
    expect(message.text).toContain(whatsapp.description);
  });
});
