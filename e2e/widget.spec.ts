import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiPath, apiPaths, widgetApiPaths } from '../src/shared/api-paths.ts';
import type { Agent } from '../src/shared/agents.ts';
import { channelsCopy } from '../src/shared/channels-copy.ts';
import { conversationCopy } from '../src/shared/conversations.ts';
import { paths } from '../src/shared/paths.ts';
import { DEFAULT_FAREWELL } from '../src/shared/personality.ts';
import { usageSchema } from '../src/shared/usage.ts';
import { type WebchatSettings, webchatInputOf } from '../src/shared/webchat.ts';

import { widgetTexts } from '../src/widget/texts.ts';
import { accounts } from './helpers/accounts.ts';
import { seriousViolations } from './helpers/axe.ts';
import { signIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

test.use({ storageState: signedOut });

const texts = widgetTexts.en;
const product = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

/**
 * A business's own website on another origin: a strict Content-Security-Policy that allows
 * only the product's origin (as the README asks), and CSS that would wreck any widget it
 * reached.
 */
function siteServer(publicId: () => string) {
  return createServer((req, res) => {
    if (req.url === '/hostile.css') {
      res.writeHead(200, { 'content-type': 'text/css' });
      res.end('* { all: unset !important; } html { font-size: 40px !important; }');
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'self'; script-src ${product}; connect-src ${product}; style-src 'self'`,
    });
    res.end(`<!doctype html>
<html lang="en">
  <head><title>Corner Shop</title><link rel="stylesheet" href="/hostile.css"></head>
  <body>
    <h1>Corner Shop</h1>
    <p>Fresh bread every morning.</p>
    <script src="${product}/widget.js" data-agent="${publicId()}" async></script>
  </body>
</html>`);
  });
}

async function listen(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let publicId = '';
const allowedSite = siteServer(() => publicId);
const otherSite = siteServer(() => publicId);
let allowedOrigin = '';
let otherOrigin = '';

test.beforeAll(async () => {
  allowedOrigin = await listen(allowedSite);
  otherOrigin = await listen(otherSite);
});
test.afterAll(() => {
  allowedSite.close();
  otherSite.close();
});

/** The account's Webchat agent, its widget allowed on `allowedOrigin`, and one Q&A to answer. */
async function setUpWidget(request: APIRequestContext) {
  const { agents } = (await (await request.get(apiPaths.agents)).json()) as { agents: Agent[] };
  const agent = agents.find((item) => item.channels.includes('Webchat'))!;
  const settingsPath = apiPath(apiPaths.agentWebchat, { id: agent.id });
  const settings = (await (await request.get(settingsPath)).json()) as WebchatSettings;
  const saved = await request.put(settingsPath, {
    data: webchatInputOf(settings, {
      allowedOrigins: [allowedOrigin],
      color: '#FFEB3B',
      launcherLabel: 'Ask us anything',
    }),
  });
  expect(saved.status()).toBe(200);
  const qa = await request.post(apiPaths.knowledgeQa, {
    data: {
      question: 'Do you deliver bread to homes?',
      answer: 'Yes, we deliver fresh bread to homes within 5 km before 8 am.',
      language: 'English',
    },
  });
  expect(qa.status()).toBe(201);
  publicId = settings.publicId;
  return settings;
}

/**
 * A visitor's own browser: none of the suite's extra request headers, which a real page never
 * sends and which would make every widget request a preflighted one.
 */
async function visitorPage(browser: Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: {} });
  return context.newPage();
}

const launcher = (page: Page) =>
  page.getByRole('button', { name: `${texts.open}: Ask us anything` });

test('a visitor of the business’s website asks, gets the answer, keeps it across a reload, reaches a person and rates the chat', async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page, accounts.widget);
  const settings = await setUpWidget(page.request);

  const site = await visitorPage(browser);
  const cspErrors: string[] = [];
  site.on('console', (message) => {
    if (message.type() === 'error') cspErrors.push(message.text());
  });
  await site.goto(allowedOrigin);
  const open = launcher(site);
  await expect(open).toBeVisible();
  // The page's CSS (everything unset, 40px text) does not reach the widget.
  expect(await open.evaluate((button) => getComputedStyle(button).fontSize)).toBe('15px');
  // A yellow brand colour gets dark text, for contrast.
  expect(await open.evaluate((button) => getComputedStyle(button).color)).toBe('rgb(17, 17, 17)');

  await open.click();
  const chat = site.getByRole('dialog', { name: settings.displayName });
  await expect(chat).toBeVisible();
  await expect(chat.getByRole('textbox', { name: texts.messageLabel })).toBeFocused();
  await chat
    .getByRole('textbox', { name: texts.messageLabel })
    .fill('Do you deliver bread to homes?');
  await chat.getByRole('textbox', { name: texts.messageLabel }).press('Enter');
  const log = chat.getByRole('log');
  await expect(log).toContainText('within 5 km before 8 am');
  expect(await seriousViolations(site)).toEqual([]);

  // Escape closes it and gives focus back to the launcher.
  await site.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(open).toBeFocused();

  // The conversation survives a reload.
  await site.reload();
  await launcher(site).click();
  await expect(log).toContainText('Do you deliver bread to homes?');
  await expect(log).toContainText('within 5 km before 8 am');

  await chat.getByRole('button', { name: texts.talkToPerson }).click();
  // The hand-over's form asks for a name and an email, both optional.
  await chat.getByRole('button', { name: texts.notNow }).click();
  await expect(log).toContainText(conversationCopy.handedOver);
  await expect(chat.getByRole('button', { name: texts.talkToPerson })).toBeHidden();

  // A person of the business takes it over and replies; the visitor sees both at once.
  const waiting = (await (
    await page.request.get(`${apiPaths.conversations}?channel=webchat&status=waiting`)
  ).json()) as { conversations: { id: string }[] };
  const id = waiting.conversations[0]!.id;
  expect((await page.request.post(apiPath(apiPaths.conversationTakeOver, { id }))).status()).toBe(
    200,
  );
  await expect(log).toContainText(conversationCopy.personJoined(accounts.widget.name));
  const reply = await page.request.post(apiPath(apiPaths.conversationReplies, { id }), {
    data: { text: 'Hello, this is the bakery. Where should we deliver?' },
  });
  expect(reply.status()).toBe(201);
  await expect(log).toContainText('Where should we deliver?');

  await chat.getByRole('button', { name: texts.endChat }).click();
  await expect(log).toContainText(DEFAULT_FAREWELL);
  await chat.getByRole('button', { name: texts.rateUp, exact: true }).click();
  await chat.getByLabel(texts.commentLabel).fill('Quick answer, thank you');
  await chat.getByRole('button', { name: texts.sendRating }).click();
  await expect(chat.getByText(texts.thanks)).toBeVisible();
  expect(cspErrors).toEqual([]);

  // The business sees the rated conversation from its website.
  const history = (await (
    await page.request.get(`${apiPaths.conversations}?channel=webchat`)
  ).json()) as { conversations: { rating: string | null; ratingComment: string | null }[] };
  expect(history.conversations[0]).toMatchObject({
    rating: 'up',
    ratingComment: 'Quick answer, thank you',
  });
});

test('a visitor who started many chats is offered to leave a message, with what they typed kept', async ({
  page,
  browser,
}) => {
  await signIn(page, accounts.widgetChats);
  const settings = await setUpWidget(page.request);
  const site = await visitorPage(browser);
  await site.goto(allowedOrigin);
  await launcher(site).click();
  const chat = site.getByRole('dialog', { name: settings.displayName });
  const message = chat.getByRole('textbox', { name: texts.messageLabel });
  await message.fill('Do you deliver bread to homes?');
  await message.press('Enter');
  await expect(chat.getByRole('log')).toContainText('within 5 km before 8 am');
  // The same browser starts chat after chat, as a visitor who keeps starting again does.
  const started = await site.evaluate(
    async ([url, key]) => {
      const headers = { authorization: `Bearer ${localStorage.getItem(key!)}` };
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await fetch(url!, { method: 'POST', headers })).status);
      }
      return statuses;
    },
    [`${product}${widgetApiPaths.conversations}`, `agent-widget:${settings.publicId}:token`],
  );
  expect(started).toEqual([201, 201, 201, 201, 201]);

  // Ended, and a new one started without rating the last.
  await chat.getByRole('button', { name: texts.endChat }).click();
  await expect(chat.getByRole('button', { name: texts.sendRating })).toBeVisible();
  await chat.getByRole('button', { name: texts.newChat }).click();
  await message.fill('Can you deliver on Sunday?');
  await message.press('Enter');
  await expect(chat.getByText(texts.offlineChats)).toBeVisible();
  const left = chat.getByRole('textbox', { name: texts.offlineMessageLabel });
  await expect(left).toHaveValue('Can you deliver on Sunday?');
  await chat.getByRole('textbox', { name: texts.emailLabel }).fill('guest@example.com');
  await chat.getByRole('button', { name: texts.sendOffline }).click();
  await expect(chat.getByText(texts.offlineSent)).toBeVisible();
});

test('a website not on the agent’s list gets no widget and no answers', async ({
  page,
  browser,
}) => {
  await signIn(page, accounts.widget);
  // Only read: the other test lists its own site, and another worker's site is another port.
  const { agents } = (await (await page.request.get(apiPaths.agents)).json()) as {
    agents: Agent[];
  };
  const agent = agents.find((item) => item.channels.includes('Webchat'))!;
  publicId = (
    (await (
      await page.request.get(apiPath(apiPaths.agentWebchat, { id: agent.id }))
    ).json()) as WebchatSettings
  ).publicId;
  const site = await visitorPage(browser);
  await site.goto(otherOrigin);
  await expect(site.getByRole('heading', { name: 'Corner Shop' })).toBeVisible();
  const answer = await site.evaluate(
    async ([url]) => (await fetch(url!)).status,
    [`${product}/api/widget/v1/agents/${publicId}`],
  );
  expect(answer).toBe(403);
  await expect(launcher(site)).toHaveCount(0);
});

test('the Channels page’s preview chats with the agent, and the month does not count it', async ({
  page,
}) => {
  await signIn(page, accounts.widgetPreview);
  const qa = await page.request.post(apiPaths.knowledgeQa, {
    data: {
      question: 'Do you bake sourdough on Sundays?',
      answer: 'Yes, our sourdough comes out of the oven at 7 am on Sundays.',
      language: 'English',
    },
  });
  expect(qa.status()).toBe(201);
  const conversationsThisMonth = async () =>
    usageSchema
      .parse(await (await page.request.get(apiPaths.usage)).json())
      .meters.find((meter) => meter.id === 'conversations')!.current;
  const before = await conversationsThisMonth();

  await page.goto(paths.portal.websiteWidget);
  const preview = page.getByRole('region', { name: channelsCopy.previewLabel }).first();
  await preview.getByRole('button', { name: new RegExp(`^${texts.open}: `) }).click();
  const chat = preview.getByRole('dialog');
  const message = chat.getByRole('textbox', { name: texts.messageLabel });
  await message.fill('Do you bake sourdough on Sundays?');
  await message.press('Enter');
  await expect(chat.getByRole('log')).toContainText('out of the oven at 7 am');
  expect(await conversationsThisMonth()).toBe(before);
});
