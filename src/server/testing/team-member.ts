import { expect } from 'vitest';
import { apiPaths } from '@shared/api-paths.ts';
import type { AssignableRole } from '@shared/team.ts';
import {
  cookieHeader,
  jsonRequest,
  readOutbox,
  testOrigin,
  type useTestServer,
} from './test-server.ts';

/**
 * A person joins the owner's team the way people do: invited by mail, the link's token
 * accepted with a new password. Answers the headers they sign in with.
 */
export async function joinTeam(
  server: ReturnType<typeof useTestServer>,
  owner: { headers: Record<string, string> },
  email: string,
  role: AssignableRole,
) {
  const invite = await server.request(
    apiPaths.invitations,
    jsonRequest('POST', { email, role }, owner.headers),
  );
  expect(invite.status, await invite.clone().text()).toBe(201);
  const mail = (await readOutbox(server.dataDir)).filter((m) => m.to.includes(email)).at(-1);
  const token = new URL(mail!.link!).searchParams.get('token')!;
  const accepted = await server.request(
    apiPaths.invitationAcceptance,
    jsonRequest(
      'POST',
      { token, password: `a-long-password-of-${role}`, name: email.split('@')[0] },
      { origin: testOrigin },
    ),
  );
  expect(accepted.status, await accepted.clone().text()).toBe(200);
  return { cookie: cookieHeader(accepted), origin: testOrigin };
}
