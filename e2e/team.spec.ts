import type { Page } from '@playwright/test';
import { apiPath, apiPaths, widgetApiPaths } from '../src/shared/api-paths.ts';
import {
  assignmentCopy,
  assignmentModeLabels,
  availabilityLabels,
  type AvailabilityStatus,
} from '../src/shared/assignment.ts';
import { conversationChannelLabels } from '../src/shared/conversations.ts';
import { inboxCopy } from '../src/shared/inbox.ts';
import { noteCopy } from '../src/shared/notes.ts';
import { type WebchatSettings, webchatInputOf } from '../src/shared/webchat.ts';
import { auditActionLabels } from '../src/shared/audit.ts';
import { conversationPath, paths } from '../src/shared/paths.ts';
import { navCopy, screenTitles } from '../src/shared/portal-copy.ts';
import { type Team, teamCopy } from '../src/shared/team.ts';
import { accounts } from './helpers/accounts.ts';
import { latestMailTo } from './helpers/outbox.ts';
import { signIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

test.use({ storageState: signedOut });

/** Sets the signed-in person's availability from the portal's top bar. */
async function chooseAvailability(page: Page, status: AvailabilityStatus) {
  await page
    .getByRole('button', { name: new RegExp(`^${assignmentCopy.availabilityLabel}`) })
    .click();
  await page.getByRole('menuitem', { name: availabilityLabels[status] }).click();
  await expect(
    page.getByRole('button', {
      name: `${assignmentCopy.availabilityLabel}: ${availabilityLabels[status]}`,
    }),
  ).toBeVisible();
}

/**
 * A visitor of the business's website opens the chat and asks for a person: the owner lets
 * the site use the widget, and the visitor's calls go through the widget's own API.
 */
async function widgetHandOver(owner: Page) {
  const site = 'https://team-shop.example';
  const { agents } = (await (await owner.request.get(apiPaths.agents)).json()) as {
    agents: { id: string; status: string; channels: string[] }[];
  };
  const agent = agents.find((row) => row.status === 'active' && row.channels.includes('Webchat'))!;
  const settingsPath = apiPath(apiPaths.agentWebchat, { id: agent.id });
  const settings = (await (await owner.request.get(settingsPath)).json()) as WebchatSettings;
  const saved = await owner.request.put(settingsPath, {
    data: webchatInputOf(settings, {
      allowedOrigins: [...new Set([...settings.allowedOrigins, site])],
    }),
  });
  expect(saved.status()).toBe(200);
  const visited = await owner.request.post(
    apiPath(widgetApiPaths.visitors, { publicId: settings.publicId }),
    { headers: { origin: site }, data: {} },
  );
  expect(visited.status()).toBe(201);
  const { token } = (await visited.json()) as { token: string };
  const visitor = { origin: site, authorization: `Bearer ${token}` };
  const started = await owner.request.post(widgetApiPaths.conversations, { headers: visitor });
  expect(started.status()).toBe(201);
  const { conversation } = (await started.json()) as { conversation: { id: string } };
  const handedOver = await owner.request.post(
    apiPath(widgetApiPaths.conversationHandover, { id: conversation.id }),
    { headers: visitor },
  );
  expect(handedOver.status()).toBe(200);
  return conversation.id;
}

test('the owner invites an agent, who joins from the mailed link, cannot reach billing or API keys, and answers the website chat given to them in turn', async ({
  page,
  browser,
}) => {
  // Repeats run at once: each has a team of its own, so one's clean-up and round robin never
  // meet the other's.
  await signIn(page, test.info().repeatEachIndex % 2 === 0 ? accounts.team : accounts.teamRepeat);
  // Each attempt (a retry, --repeat-each) invites a person of its own, and first frees the seat
  // an earlier attempt's member took on this data folder.
  const attempt = `${test.info().repeatEachIndex}-${test.info().retry}`;
  const agentEmail = `alex-agent-${attempt}@example.com`;
  const agentName = `Alex Agent ${attempt}`;
  const team = (await (await page.request.get(apiPaths.team)).json()) as Team;
  for (const member of team.members.filter((person) => person.role !== 'owner')) {
    await page.request.delete(apiPath(apiPaths.member, { id: member.userId }));
  }
  await page.goto(paths.portal.team);
  await expect(page.getByRole('heading', { level: 1, name: screenTitles.team })).toBeVisible();
  await page.getByLabel(teamCopy.inviteEmail).fill(agentEmail);
  await page.getByRole('button', { name: teamCopy.sendInvitation }).click();
  await expect(page.getByText(teamCopy.invitationSent(agentEmail))).toBeVisible();
  await expect(page.getByText(teamCopy.pending)).toBeVisible();

  const mail = await latestMailTo(agentEmail);
  const link = /https?:\/\/[^\s"<>]+\/invitation\?token=[\w-]+/.exec(mail)?.[0];
  expect(link, 'the invitation link in the mail').toBeTruthy();

  const agentContext = await browser.newContext({ storageState: signedOut });
  const agent = await agentContext.newPage();
  await agent.goto(link!);
  await agent.getByLabel(teamCopy.acceptName).fill(agentName);
  await agent.getByLabel(teamCopy.acceptNewPassword).fill('alex-password-2026');
  await agent.getByRole('button', { name: teamCopy.accept }).click();
  await agent.waitForURL(paths.portal.dashboard);

  const nav = agent.getByRole('navigation', { name: navCopy.label });
  await expect(nav.getByRole('link', { name: navCopy.liveConversations })).toBeVisible();
  await expect(nav.getByText(navCopy.billing)).toHaveCount(0);
  await expect(nav.getByRole('link', { name: navCopy.apiKeys })).toHaveCount(0);
  for (const path of [apiPaths.subscription, apiPaths.apiKeys, apiPaths.team]) {
    const refused = await agent.request.get(path);
    expect(refused.status(), path).toBe(403);
    expect(await refused.json()).toEqual({
      error: { code: 'role_forbidden', message: teamCopy.forbidden('agent') },
    });
  }
  // The link worked once.
  await agent.goto(link!);
  await expect(agent.getByText(teamCopy.invitationInvalid)).toBeVisible();

  // The website chat gives conversations in turn to whoever is online: the owner steps away
  // (offline), the agent comes online, so the agent is the one to be given the next.
  await page.goto(paths.portal.team);
  const webchatRule = page.getByRole('form', { name: conversationChannelLabels.webchat });
  await webchatRule.getByRole('combobox').click();
  await page.getByRole('option', { name: assignmentModeLabels.round_robin }).click();
  await webchatRule.getByRole('button', { name: assignmentCopy.save }).click();
  await expect(page.getByText(assignmentCopy.saved)).toBeVisible();
  await chooseAvailability(page, 'offline');
  await agent.goto(paths.portal.liveConversations);
  await chooseAvailability(agent, 'online');

  const conversationId = await widgetHandOver(page);
  await agent.getByRole('button', { name: assignmentCopy.viewLabels.mine }).click();
  const inbox = agent.getByRole('list', { name: inboxCopy.listLabel });
  await expect(inbox.getByText(agentName)).toBeVisible();
  await inbox.getByRole('button').filter({ hasText: agentName }).click();
  await expect(agent.getByText(assignmentCopy.assignedTo(agentName))).toBeVisible();
  await agent.getByRole('button', { name: inboxCopy.takeOver }).click();
  await agent.getByLabel(noteCopy.noteLabel).fill('Asked for a person; I have it.');
  await agent.getByRole('button', { name: noteCopy.add }).click();
  await expect(agent.getByRole('listitem', { name: noteCopy.noteBy(agentName) })).toBeVisible();
  await agent.getByLabel(inboxCopy.replyLabel).fill(`Hi, ${agentName} here.`);
  await agent.getByRole('button', { name: inboxCopy.send }).click();
  await expect(agent.getByText(`Hi, ${agentName} here.`)).toBeVisible();
  await agentContext.close();

  // The owner sees who answered it in the history.
  await page.goto(conversationPath(conversationId));
  await expect(
    page.getByText(assignmentCopy.assignedTo(agentName), { exact: false }),
  ).toBeVisible();
  await chooseAvailability(page, 'online');

  await page.goto(paths.portal.team);
  await expect(page.getByText(agentName, { exact: true })).toBeVisible();
  await page.goto(paths.portal.auditLog);
  await expect(page.getByRole('heading', { level: 1, name: screenTitles.auditLog })).toBeVisible();
  const log = page.getByRole('list', { name: 'Audit log' });
  await expect(log.getByText(auditActionLabels.member_invited).first()).toBeVisible();
  await expect(log.getByText(`· ${agentEmail}`)).toBeVisible();
});
