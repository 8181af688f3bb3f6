import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiPath, apiPaths } from '../src/shared/api-paths.ts';
import type { Agent } from '../src/shared/agents.ts';
import { officeHoursCopy } from '../src/shared/office-hours.ts';
import { paths } from '../src/shared/paths.ts';
import { type WebchatSettings, webchatInputOf } from '../src/shared/webchat.ts';
import { widgetTexts } from '../src/widget/texts.ts';
import { accounts } from './helpers/accounts.ts';
import { signIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

test.use({ storageState: signedOut });

const texts = widgetTexts.en;
const product = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
const back = /We're back \w+ at 9:00/;
/** A closed day's field, whose label ends in the required mark; not the list of them. */
const closedDayField = new RegExp(`^${officeHoursCopy.closedDay}\\W*$`);

let publicId = '';
/** The business's website, on an origin of its own, with the widget's one script tag. */
const site = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><head><title>Night Shop</title></head><body>
<h1>Night Shop</h1><script src="${product}/widget.js" data-agent="${publicId}" async></script>
</body></html>`);
});
let siteOrigin = '';
test.beforeAll(async () => {
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
test.afterAll(() => site.close());

test('office hours that keep the team away tell a widget visitor handed over when it is back', async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page, accounts.officeHours);
  // Each attempt on one data folder starts from an always-open team.
  expect((await page.request.delete(apiPaths.officeHours)).status()).toBe(200);

  await page.goto(paths.portal.team);
  const card = page.getByRole('region', { name: officeHoursCopy.title });
  await expect(card.getByText(officeHoursCopy.alwaysOpen)).toBeVisible();
  await card.getByRole('button', { name: officeHoursCopy.setHours }).click();
  // Today and the next two days on the browser's clock are holidays: the team is away now.
  const days = await page.evaluate(() =>
    [0, 1, 2].map((n) => new Date(Date.now() + n * 86_400_000).toLocaleDateString('en-CA')),
  );
  for (const [index, day] of days.entries()) {
    await card.getByRole('button', { name: officeHoursCopy.addClosedDay }).click();
    await card.getByLabel(closedDayField).nth(index).fill(day);
  }
  await card.getByRole('button', { name: officeHoursCopy.save }).click();
  await expect(page.getByText(officeHoursCopy.saved)).toBeVisible();
  await expect(card.getByText(back)).toBeVisible();

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

  const visitor = await (await browser.newContext({ extraHTTPHeaders: {} })).newPage();
  await visitor.goto(siteOrigin);
  await visitor.getByRole('button', { name: new RegExp(`^${texts.open}`) }).click();
  const chat = visitor.getByRole('dialog', { name: settings.displayName });
  await chat.getByRole('button', { name: texts.talkToPerson }).click();
  // The hand-over's form asks for a name and email; the visitor may go on without them.
  await chat.getByRole('button', { name: texts.notNow }).click();
  await expect(chat.getByRole('log')).toContainText(back);
  await expect(chat.getByRole('log')).toContainText('the team will reply by email');
});
