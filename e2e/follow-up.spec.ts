import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { apiPath, apiPaths } from '../src/shared/api-paths.ts';
import type { Agent } from '../src/shared/agents.ts';
import { conversationCopy } from '../src/shared/conversations.ts';
import { inboxCopy } from '../src/shared/inbox.ts';
import { paths } from '../src/shared/paths.ts';
import { type WebchatSettings, webchatInputOf } from '../src/shared/webchat.ts';
import { widgetTexts } from '../src/widget/texts.ts';
import { accounts } from './helpers/accounts.ts';
import { mailContaining } from './helpers/outbox.ts';
import { signIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

test.use({ storageState: signedOut });

const texts = widgetTexts.en;
const product = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

let publicId = '';
/** The business's own website, on another origin, with its widget. */
const site = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html>
<html lang="en"><head><title>Bakery</title></head>
<body><h1>Bakery</h1><script src="${product}/widget.js" data-agent="${publicId}" async></script></body>
</html>`);
});
let siteOrigin = '';

test.beforeAll(async () => {
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
test.afterAll(() => {
  site.close();
});

/** A visitor's own browser, without the suite's extra headers. */
async function visitorPage(browser: Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: {} });
  return context.newPage();
}

test('a visitor who leaves their email after a hand-over gets the reply by mail, and its link reopens the same conversation', async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page, accounts.followUp);
  const { agents } = (await (await page.request.get(apiPaths.agents)).json()) as {
    agents: Agent[];
  };
  const agent = agents.find((item) => item.channels.includes('Webchat'))!;
  const settingsPath = apiPath(apiPaths.agentWebchat, { id: agent.id });
  const settings = (await (await page.request.get(settingsPath)).json()) as WebchatSettings;
  const saved = await page.request.put(settingsPath, {
    data: webchatInputOf(settings, { allowedOrigins: [siteOrigin] }),
  });
  expect(saved.status()).toBe(200);
  publicId = settings.publicId;
  // Each run its own visitor, so the suite runs again on the same data folder.
  const run = randomBytes(3).toString('hex');
  const name = `Ana ${run}`;
  const email = `ana-${run}@example.com`;
  const question = `Can you bake a cake for Sunday, order ${run}?`;

  // The visitor asks for a person and leaves a name and an email, then closes the page.
  const visitor = await visitorPage(browser);
  await visitor.goto(siteOrigin);
  await visitor.getByRole('button', { name: new RegExp(`^${texts.open}: `) }).click();
  const chat = visitor.getByRole('dialog', { name: settings.displayName });
  await chat.getByRole('textbox', { name: texts.messageLabel }).fill(question);
  await chat.getByRole('button', { name: texts.send }).click();
  const log = chat.getByRole('log');
  await expect(log).toContainText(question);
  // Nothing in the knowledge answers it: the agent hands over by itself, and the form asks once.
  await expect(log).toContainText(conversationCopy.handedOver);
  await chat.getByRole('textbox', { name: texts.emailOptionalLabel }).fill('ana at example');
  await chat.getByRole('button', { name: texts.saveContact }).click();
  await expect(chat.getByRole('alert')).toHaveText(texts.emailInvalid);
  await chat.getByRole('textbox', { name: texts.nameLabel }).fill(name);
  await chat.getByRole('textbox', { name: texts.emailOptionalLabel }).fill(email);
  await chat.getByRole('button', { name: texts.saveContact }).click();
  await expect(chat.getByRole('form', { name: texts.talkToPerson })).toBeHidden();
  await visitor.context().close();

  // A person replies from the live inbox, whose list names the visitor.
  await page.goto(paths.portal.liveConversations);
  const inbox = page.getByRole('list', { name: inboxCopy.listLabel });
  const row = inbox.getByRole('button').filter({ hasText: name });
  await expect(row).toBeVisible();
  await row.click();
  await page.getByRole('button', { name: inboxCopy.takeOver }).click();
  const reply = `Yes, we can. Chocolate or lemon? (${run})`;
  await page.getByLabel(inboxCopy.replyLabel).fill(reply);
  await page.getByRole('button', { name: inboxCopy.send }).click();

  // The reply reaches the visitor's mailbox, with a link back to the conversation.
  const mail = await mailContaining(email, reply);
  const link = /https?:\/\/\S+\/chat\/[\w.-]+/.exec(mail)?.[0];
  expect(link, 'a link to the conversation in the mail').toBeTruthy();

  // The link opens the same conversation, on another device, and the visitor goes on.
  const back = await visitorPage(browser);
  await back.goto(link!);
  const resumed = back.getByRole('dialog', { name: settings.displayName });
  const resumedLog = resumed.getByRole('log');
  await expect(resumedLog).toContainText(question);
  await expect(resumedLog).toContainText(reply);
  const answer = `Chocolate, please (${run}).`;
  await resumed.getByRole('textbox', { name: texts.messageLabel }).fill(answer);
  await resumed.getByRole('button', { name: texts.send }).click();
  await expect(resumedLog).toContainText(answer);

  // The team sees it in the inbox, live.
  await expect(page.getByRole('list', { name: /^Conversation with/ })).toContainText(answer);
  await back.context().close();
});
