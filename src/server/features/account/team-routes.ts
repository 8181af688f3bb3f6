import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { apiPaths } from '@shared/api-paths.ts';
import {
  invitationInputSchema,
  invitationSchema,
  memberSchema,
  ownershipTransferSchema,
  roleChangeSchema,
  teamSchema,
} from '@shared/team.ts';
import { type AccountVariables, sessionOnly } from '@server/platform/auth/require-account.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { created, described, ok, refusals, routeDocs } from '@server/platform/http/openapi.ts';
import { jsonBody, rowIdParam } from '@server/platform/http/validate.ts';
import type { Mailer } from '@server/platform/mail/mailer.ts';
import {
  changeRole,
  getTeam,
  invitationNotFound,
  inviteMember,
  memberNotFound,
  removeMember,
  resendInvitation,
  revokeInvitation,
  transferOwnership,
} from './team-store.ts';

const route = routeDocs('Team');
const invitationId = rowIdParam(invitationNotFound);

/** Who acts, as invitations name them: the person, or the account for an API key. */
const actorName = (
  c: { get: (key: 'person') => AccountVariables['person'] } & {
    get: (key: 'account') => AccountVariables['account'];
  },
) => c.get('person')?.name ?? c.get('account').name;

/** The team: members and their roles, invitations, ownership. */
export function teamRoutes({
  db,
  runtime,
}: {
  db: Database;
  runtime: { mailer: Mailer; publicUrl: string };
}) {
  // Read per request: the route catalogue builds these routes with nothing connected.
  const deps = () => ({ db, mailer: runtime.mailer, publicUrl: runtime.publicUrl });
  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.team,
      route({
        operationId: 'getTeam',
        summary: 'The team',
        description: 'Members with their roles, pending invitations and the plan’s seats.',
        answer: ok(teamSchema, 'The team.'),
      }),
      async (c) => c.json(await getTeam(c.get('account').id, db)),
    )
    .post(
      apiPaths.invitations,
      route({
        operationId: 'inviteMember',
        summary: 'Invite a member',
        description:
          'Mails the address a link, valid 7 days and once, that creates the person’s sign-in (or uses theirs) and joins them to the team. Members and pending invitations count against the plan’s seats (403 beyond them).',
        answer: created(invitationSchema, 'The invitation, mailed.'),
        refuses: ['Conflict'],
      }),
      jsonBody(invitationInputSchema, { email: 'sam@example.com', role: 'agent' }),
      async (c) =>
        c.json(
          await inviteMember(c.get('account').id, deps(), c.req.valid('json'), actorName(c)),
          201,
        ),
    )
    .post(
      apiPaths.invitationResend,
      route({
        operationId: 'resendInvitation',
        summary: 'Resend an invitation',
        description: 'Mails a new link for 7 more days; the earlier link stops working.',
        answer: ok(invitationSchema, 'The invitation, mailed again.'),
        refuses: ['NotFound'],
      }),
      invitationId,
      async (c) =>
        c.json(
          await resendInvitation(
            c.get('account').id,
            deps(),
            c.req.valid('param').id,
            actorName(c),
          ),
        ),
    )
    .delete(
      apiPaths.invitation,
      route({
        operationId: 'revokeInvitation',
        summary: 'Revoke an invitation',
        description: 'Its link no longer opens; its seat is free again.',
        answer: ok(invitationSchema, 'The revoked invitation.'),
        refuses: ['NotFound'],
      }),
      invitationId,
      async (c) => c.json(await revokeInvitation(c.get('account').id, db, c.req.valid('param').id)),
    )
    .patch(
      apiPaths.member,
      route({
        operationId: 'changeMemberRole',
        summary: 'Change a member’s role',
        description: 'Admin or agent; the owner’s role changes only by transferring ownership.',
        answer: ok(memberSchema, 'The member with the new role.'),
        refuses: ['NotFound', 'Conflict'],
      }),
      validParam(),
      jsonBody(roleChangeSchema, { role: 'admin' }),
      async (c) =>
        c.json(
          await changeRole(
            c.get('account').id,
            db,
            c.req.valid('param').id,
            c.req.valid('json').role,
          ),
        ),
    )
    .delete(
      apiPaths.member,
      route({
        operationId: 'removeMember',
        summary: 'Remove a member',
        description: 'Ends the person’s access to the account; their own sign-in stays.',
        answer: ok(memberSchema, 'The member removed.'),
        refuses: ['NotFound', 'Conflict'],
      }),
      validParam(),
      async (c) =>
        c.json(
          await removeMember(
            c.get('account').id,
            db,
            c.req.valid('param').id,
            c.get('person')?.userId,
          ),
        ),
    )
    .post(
      apiPaths.ownershipTransfer,
      route({
        operationId: 'transferOwnership',
        summary: 'Transfer ownership',
        description:
          'Makes a member the owner; the owner until now becomes an admin. Only the signed-in owner can: an API key is refused (403).',
        answer: ok(memberSchema, 'The new owner.'),
        refuses: ['NotFound'],
      }),
      sessionOnly,
      jsonBody(ownershipTransferSchema, { userId: 'a-member-user-id' }),
      async (c) =>
        c.json(await transferOwnership(c.get('account').id, db, c.req.valid('json').userId)),
    );
}

/** A member's user id in the path; anything else is answered 404 like an unknown member. */
function validParam() {
  return described(
    validator('param', (params: Record<string, string>) => {
      const id = params.id ?? '';
      if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) throw memberNotFound();
      return { id };
    }),
    {
      parameters: [
        {
          in: 'path',
          name: 'id',
          required: true,
          description: 'The member’s user id, as the team lists it.',
          schema: { type: 'string' },
        },
      ],
      responses: refusals('NotFound'),
    },
  );
}
