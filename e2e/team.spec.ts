import { apiPath, apiPaths } from '../src/shared/api-paths.ts';
import { auditActionLabels } from '../src/shared/audit.ts';
import { paths } from '../src/shared/paths.ts';
import { navCopy, screenTitles } from '../src/shared/portal-copy.ts';
import { type Team, teamCopy } from '../src/shared/team.ts';
import { accounts } from './helpers/accounts.ts';
import { latestMailTo } from './helpers/outbox.ts';
import { signIn } from './helpers/sign-in.ts';
import { expect, signedOut, test } from './helpers/test.ts';

test.use({ storageState: signedOut });

test('the owner invites an agent, who joins from the mailed link and cannot reach billing or API keys', async ({
  page,
  browser,
}) => {
  await signIn(page, accounts.team);
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
  await agentContext.close();

  await page.reload();
  await expect(page.getByText(agentName)).toBeVisible();
  await page.goto(paths.portal.auditLog);
  await expect(page.getByRole('heading', { level: 1, name: screenTitles.auditLog })).toBeVisible();
  const log = page.getByRole('list', { name: 'Audit log' });
  await expect(log.getByText(auditActionLabels.member_invited).first()).toBeVisible();
  await expect(log.getByText(`· ${agentEmail}`)).toBeVisible();
});
