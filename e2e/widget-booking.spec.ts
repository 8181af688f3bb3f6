import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIResponse, Page } from '@playwright/test';
import type { Agent } from '../src/shared/agents.ts';
import { apiPath, apiPaths } from '../src/shared/api-paths.ts';
import { bookingChatCopy } from '../src/shared/booking-chat.ts';
import { appointmentsCopy, manageBookingCopy } from '../src/shared/bookings.ts';
import { agentTestPath, paths } from '../src/shared/paths.ts';
import { playgroundCopy } from '../src/shared/playground.ts';
import { type WebchatSettings, webchatInputOf } from '../src/shared/webchat.ts';
import { type Radicale, startRadicale } from '../src/server/testing/radicale.ts';
import { widgetTexts } from '../src/widget/texts.ts';
import { accounts } from './helpers/accounts.ts';
import { signIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

test.use({ storageState: signedOut });

const texts = widgetTexts.en;
const said = bookingChatCopy.en;
const product = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

// The business's own website, on another origin, with the widget; and its real calendar.
let publicId = '';
const site = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><head><title>Harbor Cars</title></head>
<body><h1>Harbor Cars</h1><script src="${product}/widget.js" data-agent="${publicId}" async></script></body></html>`);
});
let siteOrigin = '';
let radicale: Radicale;
test.beforeAll(async () => {
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  radicale = await startRadicale();
});
test.afterAll(async () => {
  site.close();
  await radicale?.stop();
});

async function answer<T>(response: Promise<APIResponse>) {
  const res = await response;
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as T;
}

/** The objects of the calendar whose text holds `words`. */
async function calendarHolding(words: string) {
  const found: string[] = [];
  for (const url of await radicale.objectUrls(radicale.calendarUrl)) {
    if ((await radicale.getIcs(url))?.includes(words)) found.push(url);
  }
  return found;
}

/** The business opens every day, all day, for a one-hour test drive (once; repeated runs share it). */
async function openForBookings(page: Page) {
  await answer(
    page.request.put(apiPaths.bookingSettings, {
      data: {
        timeZone: 'Europe/Lisbon',
        weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          weekday,
          opens: '00:00',
          closes: '24:00',
        })),
      },
    }),
  );
  const { services } = await answer<{ services: { name: string }[] }>(
    page.request.get(apiPaths.services),
  );
  if (!services.some((service) => service.name === 'Test drive')) {
    await answer(
      page.request.post(apiPaths.services, {
        data: { name: 'Test drive', durationMinutes: 60, minimumNoticeMinutes: 0 },
      }),
    );
  }
}

test('a website visitor books a test drive in the widget, into the business’s calendar, and cancels it with the manage link', async ({
  page,
  browser,
}) => {
  test.slow();
  const run = test.info();
  // A name of letters only: repeated runs share the account, each books for a customer of its own.
  const customer = `Ana Silva ${'ABCDEFGHIJ'[run.repeatEachIndex * 2 + run.retry]}`;
  await signIn(page, accounts.widgetBooking);
  await openForBookings(page);
  await answer(
    page.request.put(apiPaths.appleCalendar, {
      data: { serverUrl: radicale.url, username: radicale.username, password: radicale.password },
    }),
  );
  const { agents } = await answer<{ agents: Agent[] }>(page.request.get(apiPaths.agents));
  const agent = agents.find((item) => item.channels.includes('Webchat'))!;
  const settingsPath = apiPath(apiPaths.agentWebchat, { id: agent.id });
  const settings = await answer<WebchatSettings>(page.request.get(settingsPath));
  await answer(
    page.request.put(settingsPath, {
      data: webchatInputOf(settings, { allowedOrigins: [siteOrigin] }),
    }),
  );
  publicId = settings.publicId;

  // The visitor, in a browser of their own.
  const visitor = await (await browser.newContext({ extraHTTPHeaders: {} })).newPage();
  await visitor.goto(siteOrigin);
  await visitor.getByRole('button', { name: new RegExp(`^${texts.open}`) }).click();
  const chat = visitor.getByRole('dialog');
  const message = chat.getByRole('textbox', { name: texts.messageLabel });
  const log = chat.getByRole('log');
  await message.fill('Hi, I would like to book a test drive');
  await message.press('Enter');
  await expect(log).toContainText(
    'These are the next free times for Test drive (Europe/Lisbon time):',
  );
  const times = chat.getByRole('group', { name: texts.choices });
  await expect(times.getByRole('button')).toHaveCount(7);
  const second = (await times.getByRole('button').nth(1).textContent())!;

  // The times are buttons a keyboard reaches: the second one, chosen with Enter.
  await times.getByRole('button').first().focus();
  await visitor.keyboard.press('Tab');
  await expect(times.getByRole('button').nth(1)).toBeFocused();
  await visitor.keyboard.press('Enter');
  await expect(log).toContainText(said.askName);
  await expect(times).toHaveCount(0);
  await message.fill(customer);
  await message.press('Enter');
  await expect(log).toContainText(said.askContact);
  await message.fill('ana.silva@example.pt');
  await message.press('Enter');
  await expect(log).toContainText(`for ${customer}, ana.silva@example.pt. Shall I book it?`);
  await chat.getByRole('button', { name: said.yes }).click();
  await expect(log).toContainText('Booked: Test drive,');
  const link = (await log.textContent())!.match(/https?:\/\/\S+\/booking\/[\w-]+/)![0];

  // The business sees it on its Appointments screen, and its calendar holds the event.
  await page.goto(paths.portal.appointments);
  const bookings = page.getByRole('region', { name: appointmentsCopy.bookings.title });
  await expect(bookings.getByRole('listitem').filter({ hasText: customer })).toContainText(
    new RegExp(`${second.split(', ')[1]}–\\d\\d:\\d\\d · Test drive`),
  );
  await expect.poll(() => calendarHolding(`SUMMARY:Test drive: ${customer}`)).toHaveLength(1);

  // The customer cancels with the link they were given; the event leaves the calendar.
  await visitor.goto(link);
  await visitor.getByRole('button', { name: manageBookingCopy.cancel }).click();
  await visitor
    .getByRole('dialog', { name: manageBookingCopy.cancelTitle })
    .getByRole('button', { name: manageBookingCopy.confirmCancel })
    .click();
  await expect(visitor.getByRole('status')).toHaveText(manageBookingCopy.cancelled);
  await expect.poll(() => calendarHolding(`SUMMARY:Test drive: ${customer}`)).toHaveLength(0);
});

test('the owner tries booking in the playground: the times offered are buttons, and "stop" leaves', async ({
  page,
}) => {
  await signIn(page, accounts.playgroundBooking);
  await openForBookings(page);
  const { agents } = await answer<{ agents: Agent[] }>(page.request.get(apiPaths.agents));
  await page.goto(agentTestPath(agents[0]!.id));
  const message = page.getByLabel(playgroundCopy.messageLabel);
  await message.fill('I would like to book a test drive');
  await message.press('Enter');
  const replies = page.getByRole('group', { name: playgroundCopy.suggestedReplies });
  await expect(replies.getByRole('button')).toHaveCount(7);
  const first = (await replies.getByRole('button').first().textContent())!;
  await replies.getByRole('button', { name: said.moreTimes }).click();
  await expect(replies.getByRole('button')).toHaveCount(7);
  await expect(replies.getByRole('button', { name: first, exact: true })).toHaveCount(0);
  await message.fill('stop');
  await message.press('Enter');
  await expect(page.getByText(said.stopped)).toBeVisible();
  await expect(replies).toHaveCount(0);
});
