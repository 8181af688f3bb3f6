import { Hono } from 'hono';
import { z } from 'zod';
import { apiPaths } from '@shared/api-paths.ts';
import { authCopy } from '@shared/auth-copy.ts';
import {
  invitationAcceptanceSchema,
  invitationPreviewSchema,
  memberRoles,
  roleLabels,
  teamCopy,
} from '@shared/team.ts';
import { recordAudit } from '@server/core/audit/audit-log.ts';
import type { Auth } from '@server/platform/auth/auth.ts';
import { CLIENT_ADDRESS_HEADER, clientAddress } from '@server/platform/auth/client-address.ts';
import type { RateLimitStore } from '@server/platform/auth/memory-rate-limit-store.ts';
import { rateLimits as limits } from '@server/platform/auth/rate-limits.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { InvalidInput } from '@server/platform/errors/domain-errors.ts';
import { ApiError } from '@server/platform/http/errors.ts';
import { ok, routeDocs } from '@server/platform/http/openapi.ts';
import { jsonBody, queryOf } from '@server/platform/http/validate.ts';
import { AccountError, createAccount } from './create-account.ts';
import { acceptInvitation, previewInvitation } from './team-store.ts';

const route = routeDocs('Team');
const acceptedSchema = z.object({ email: z.string(), role: z.enum(memberRoles) });

/**
 * The invitation link's page: what the invitation is, and accepting it. Public (the person
 * has no session yet), limited per address like the sign-up's link.
 */
export function invitationAcceptanceRoutes({
  db,
  auth,
  rateLimits,
  trustedProxies,
}: {
  db: Database;
  auth: Auth;
  rateLimits: RateLimitStore;
  trustedProxies: number;
}) {
  const limited = async (address: string | undefined) => {
    const { allowed } = await rateLimits.consume(
      `invitation:${address ?? 'unknown'}`,
      limits.verifyEmail,
    );
    if (!allowed) throw new ApiError(429, 'too_many_requests', authCopy.signup.tooManyRequests);
  };
  return new Hono()
    .get(
      apiPaths.invitationPreview,
      route({
        operationId: 'previewInvitation',
        summary: 'Read an invitation',
        description:
          'What an invitation link offers: the team, the role, the address and whether it already signs in. An unusable link is refused (400).',
        answer: ok(invitationPreviewSchema, 'The invitation.'),
        refuses: ['TooManyRequests'],
        public: true,
      }),
      clientAddress({ trustedProxies }),
      queryOf(z.object({ token: z.string().min(1).max(200) })),
      async (c) => {
        await limited(c.req.header(CLIENT_ADDRESS_HEADER));
        return c.json(await previewInvitation(db, c.req.valid('query').token));
      },
    )
    .post(
      apiPaths.invitationAcceptance,
      route({
        operationId: 'acceptInvitation',
        summary: 'Accept an invitation',
        description:
          'Joins the team and signs the person in (session cookie): with a new password for an address without a sign-in, with its own password otherwise. A link works once; a used, revoked or expired one is refused (400).',
        answer: ok(acceptedSchema, 'Joined; the person is signed in.'),
        refuses: ['Conflict', 'TooManyRequests'],
        public: true,
      }),
      clientAddress({ trustedProxies }),
      jsonBody(invitationAcceptanceSchema, {
        token: 'the-token-of-the-mailed-link',
        name: 'Sam Agent',
        password: 'a-long-password-2026',
      }),
      async (c) => {
        await limited(c.req.header(CLIENT_ADDRESS_HEADER));
        const { token, name, password } = c.req.valid('json');
        const signIn = (email: string) =>
          auth.api.signInEmail({
            body: { email, password },
            headers: c.req.raw.headers,
            returnHeaders: true,
          });
        let signedIn: Awaited<ReturnType<typeof signIn>> | undefined;
        const accepted = await acceptInvitation(db, token, async ({ email, existingUserId }) => {
          if (existingUserId) {
            signedIn = await signIn(email).catch(() => {
              throw new InvalidInput(teamCopy.wrongPassword, 'wrong_password', {
                password: teamCopy.wrongPassword,
              });
            });
            return existingUserId;
          }
          try {
            const created = await createAccount(db, auth, { email, password, name });
            return created.id;
          } catch (err) {
            if (err instanceof AccountError && err.code === 'invalid_password') {
              throw new InvalidInput(err.message, err.code, { password: err.message });
            }
            throw err;
          }
        });
        await recordAudit(accepted.accountId, db, {
          actor: accepted.email,
          action: 'member_joined',
          target: roleLabels[accepted.role],
          address: c.req.header(CLIENT_ADDRESS_HEADER),
        });
        signedIn ??= await signIn(accepted.email);
        for (const cookie of signedIn.headers.getSetCookie()) {
          c.header('set-cookie', cookie, { append: true });
        }
        return c.json({ email: accepted.email, role: accepted.role });
      },
    );
}
