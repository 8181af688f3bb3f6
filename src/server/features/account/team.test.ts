import { describe, expect, it } from 'vitest';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { teamCopy, type Team } from '@shared/team.ts';
import { hashInvitationToken } from './team-store.ts';
import { teamInvitation } from '@server/platform/db/schema.ts';
import {
  cookieHeader,
  jsonRequest,
  readOutbox,
  testOrigin,
  useTestServer,
} from '@server/testing/test-server.ts';

const server = useTestServer('team');

async function latestInvitationLink(to: string) {
  const mails = (await readOutbox(server.dataDir)).filter((mail) => mail.to.includes(to));
  const link = mails.at(-1)?.link;
  if (!link) throw new Error(`No invitation mailed to ${to}`);
  return new URL(link).searchParams.get('token')!;
}

const accept = (token: string, password: string, name = 'Sam Agent') =>
  server.request(
    apiPaths.invitationAcceptance,
    jsonRequest('POST', { token, password, name }, { origin: testOrigin }),
  );

describe('a team', () => {
  it('invites by mail; the link makes a sign-in once, and the agent is refused billing', async () => {
    const owner = await server.signIn({ sampleData: false });
    const invite = await server.request(
      apiPaths.invitations,
      jsonRequest('POST', { email: 'sam@example.com', role: 'agent' }, owner.headers),
    );
    expect(invite.status).toBe(201);
    const token = await latestInvitationLink('sam@example.com');
    // Only the token's hash is stored.
    const stored = await server.database.db.select().from(teamInvitation);
    expect(stored.map((row) => row.tokenHash)).toContain(hashInvitationToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const preview = await server.request(`${apiPaths.invitationPreview}?token=${token}`);
    expect(await preview.json()).toMatchObject({
      email: 'sam@example.com',
      role: 'agent',
      hasSignIn: false,
    });

    const accepted = await accept(token, 'a-long-password-of-sam');
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    const agent = { cookie: cookieHeader(accepted), origin: testOrigin };

    const again = await accept(token, 'a-long-password-of-sam');
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: { message: teamCopy.invitationInvalid } });

    const me = await server.request(apiPaths.me, { headers: agent });
    expect(await me.json()).toMatchObject({
      email: 'sam@example.com',
      role: 'agent',
      accountId: owner.id,
    });
    const billing = await server.request(apiPaths.subscription, { headers: agent });
    expect(billing.status).toBe(403);
    expect(await billing.json()).toMatchObject({ error: { message: teamCopy.forbidden('agent') } });
    expect((await server.request(apiPaths.inbox, { headers: agent })).status).toBe(200);

    const team = (await (
      await server.request(apiPaths.team, { headers: owner.headers })
    ).json()) as Team;
    expect(team.members.map((m) => [m.email, m.role])).toEqual([
      [owner.email, 'owner'],
      ['sam@example.com', 'agent'],
    ]);
    expect(team.invitations).toEqual([]);

    const audit = await server.request(apiPaths.auditLog, { headers: owner.headers });
    const entries = (
      (await audit.json()) as { entries: { action: string; target: string; actor: string }[] }
    ).entries;
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: 'member_invited',
        target: 'sam@example.com',
        actor: owner.email,
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: 'member_joined',
        target: 'Agent',
        actor: 'sam@example.com',
      }),
    );
    // Append-only, in the API too: no route changes or deletes an entry.
    const erase = await server.request(apiPaths.auditLog, {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(erase.status).toBe(404);
  });

  it('refuses seats beyond the plan in words; resend ends the old link; revoke frees the seat', async () => {
    const owner = await server.signIn({ sampleData: false });
    const invite = (email: string) =>
      server.request(
        apiPaths.invitations,
        jsonRequest('POST', { email, role: 'admin' }, owner.headers),
      );
    expect((await invite('one@example.com')).status).toBe(201);
    const second = (await (await invite('two@example.com')).json()) as { id: string };
    const third = await invite('three@example.com');
    expect(third.status).toBe(400);
    expect(await third.json()).toMatchObject({
      error: { message: teamCopy.seatLimit(3, 'Essential') },
    });

    const oldToken = await latestInvitationLink('two@example.com');
    const resent = await server.request(apiPath(apiPaths.invitationResend, { id: second.id }), {
      method: 'POST',
      headers: owner.headers,
    });
    expect(resent.status).toBe(200);
    expect((await accept(oldToken, 'a-long-password-of-two')).status).toBe(400);

    const revoked = await server.request(apiPath(apiPaths.invitation, { id: second.id }), {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(revoked.status).toBe(200);
    expect((await invite('three@example.com')).status).toBe(201);
  });

  it('an existing sign-in joins with its own password; ownership moves to exactly one person', async () => {
    const owner = await server.signIn({ sampleData: false });
    const other = await server.signIn({ sampleData: false });
    await server.request(
      apiPaths.invitations,
      jsonRequest('POST', { email: other.email, role: 'admin' }, owner.headers),
    );
    const token = await latestInvitationLink(other.email);
    expect((await accept(token, 'not-the-password')).status).toBe(400);
    const joined = await accept(token, other.password);
    expect(joined.status).toBe(200);
    const admin = { cookie: cookieHeader(joined), origin: testOrigin };

    const refused = await server.request(
      apiPaths.ownershipTransfer,
      jsonRequest('POST', { userId: other.id }, admin),
    );
    expect(refused.status).toBe(403);
    const moved = await server.request(
      apiPaths.ownershipTransfer,
      jsonRequest('POST', { userId: other.id }, owner.headers),
    );
    expect(moved.status).toBe(200);
    const team = (await (await server.request(apiPaths.team, { headers: admin })).json()) as Team;
    expect(team.members.filter((m) => m.role === 'owner').map((m) => m.email)).toEqual([
      other.email,
    ]);
    expect(
      (await server.request(apiPaths.subscriptionUpgrade, jsonRequest('POST', {}, owner.headers)))
        .status,
    ).toBe(403);
  });
});
