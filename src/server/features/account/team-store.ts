import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { DAY_MS } from '@shared/durations.ts';
import { paths } from '@shared/paths.ts';
import {
  type AssignableRole,
  INVITATION_TOKEN_PARAM,
  INVITATION_VALID_DAYS,
  type Invitation,
  type InvitationInput,
  type InvitationPreview,
  type Member,
  type MemberRole,
  type Team,
  teamCopy,
} from '@shared/team.ts';
import { currentPlan } from '@server/core/plans/current-plan.ts';
import { isPersonOf } from '@server/platform/auth/membership.ts';
import { type AccountId, lockAccount } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import {
  memberAvailability,
  teamInvitation,
  teamMember,
  user,
} from '@server/platform/db/schema.ts';
import { effectiveAvailability } from '@shared/assignment.ts';
import { releaseConversationsOf } from '@server/core/assignment/release-conversations.ts';
import {
  Conflict,
  InvalidInput,
  NotFound,
  PlanLimitReached,
} from '@server/platform/errors/domain-errors.ts';
import type { Mailer } from '@server/platform/mail/mailer.ts';
import { invitationMail } from './invitation-mail.ts';

export const hashInvitationToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

export const memberNotFound = () => new NotFound(teamCopy.memberNotFound);
export const invitationNotFound = () => new NotFound(teamCopy.invitationNotFound);

/** Pending: neither accepted nor revoked, and still within its days. */
const pending = () =>
  and(
    isNull(teamInvitation.acceptedAt),
    isNull(teamInvitation.revokedAt),
    gt(teamInvitation.expiresAt, sql`now()`),
  );

/**
 * The account's people: its first user unless they moved ownership away or joined another
 * team (a row of their own then says), and everyone with a row in the account.
 */
export async function listMembers(accountId: AccountId, db: Database): Promise<Member[]> {
  const now = new Date();
  const rows = await db
    .select({
      userId: user.id,
      name: user.name,
      email: user.email,
      createdAt: user.createdAt,
      role: teamMember.role,
      memberAccount: teamMember.accountId,
      joinedAt: teamMember.createdAt,
      chosen: memberAvailability.status,
      lastSeenAt: memberAvailability.lastSeenAt,
    })
    .from(user)
    .leftJoin(teamMember, eq(teamMember.userId, user.id))
    .leftJoin(memberAvailability, eq(memberAvailability.userId, user.id))
    .where(isPersonOf(accountId))
    .orderBy(asc(user.createdAt));
  return rows.map((row) => ({
    userId: row.userId,
    name: row.name,
    email: row.email,
    role: row.role ?? 'owner',
    joinedAt: (row.joinedAt ?? row.createdAt).toISOString(),
    availability: effectiveAvailability(row.chosen ?? 'online', row.lastSeenAt, now),
  }));
}

const toInvitation = (row: typeof teamInvitation.$inferSelect): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

async function pendingInvitations(accountId: AccountId, db: Database) {
  return db
    .select()
    .from(teamInvitation)
    .where(and(eq(teamInvitation.accountId, accountId), pending()))
    .orderBy(desc(teamInvitation.createdAt));
}

/** Members, pending invitations and the seats both take. */
export async function getTeam(accountId: AccountId, db: Database): Promise<Team> {
  const [members, invitations, plan] = await Promise.all([
    listMembers(accountId, db),
    pendingInvitations(accountId, db),
    currentPlan(accountId, db),
  ]);
  return {
    members,
    invitations: invitations.map(toInvitation),
    seats: { used: members.length + invitations.length, limit: plan.limits.seats },
  };
}

export type InvitationDeps = { db: Database; mailer: Mailer; publicUrl: string };

function invitationLink(publicUrl: string, token: string) {
  const url = new URL(paths.invitation, publicUrl);
  url.searchParams.set(INVITATION_TOKEN_PARAM, token);
  return url.toString();
}

/** A fresh token for the invitation: only its hash is stored, the mail carries the token. */
async function sendInvitation(
  { db, mailer, publicUrl }: InvitationDeps,
  invitation: typeof teamInvitation.$inferSelect,
  invitedBy: string,
) {
  const token = randomBytes(32).toString('base64url');
  const [updated] = await db
    .update(teamInvitation)
    .set({
      tokenHash: hashInvitationToken(token),
      expiresAt: new Date(Date.now() + INVITATION_VALID_DAYS * DAY_MS),
    })
    .where(eq(teamInvitation.id, invitation.id))
    .returning();
  const [owner] = await db
    .select({ name: user.name })
    .from(user)
    .where(eq(user.id, invitation.accountId));
  await mailer.send(
    invitationMail(
      invitation.email,
      { teamName: owner?.name ?? '', invitedBy, role: invitation.role },
      invitationLink(publicUrl, token),
    ),
  );
  return toInvitation(updated ?? invitation);
}

/**
 * Invites a person by email, within the plan's seats (members and pending invitations count),
 * and mails them the link.
 */
export async function inviteMember(
  accountId: AccountId,
  deps: InvitationDeps,
  input: InvitationInput,
  invitedBy: string,
): Promise<Invitation> {
  const { db } = deps;
  const row = await db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const members = await listMembers(accountId, tx);
    if (members.some((member) => member.email === input.email)) {
      throw new Conflict('already_member', teamCopy.alreadyMember(input.email));
    }
    const invitations = await pendingInvitations(accountId, tx);
    if (invitations.some((invitation) => invitation.email === input.email)) {
      throw new Conflict('already_invited', teamCopy.alreadyInvited(input.email));
    }
    const plan = await currentPlan(accountId, tx);
    const limit = plan.limits.seats;
    if (limit !== null && members.length + invitations.length >= limit) {
      throw new PlanLimitReached(teamCopy.seatLimit(limit, plan.name));
    }
    const [created] = await tx
      .insert(teamInvitation)
      .values({
        id: randomUUID(),
        accountId,
        email: input.email,
        role: input.role,
        // Replaced by the mailed token's hash at once; never a token anyone holds.
        tokenHash: hashInvitationToken(randomBytes(32).toString('base64url')),
        expiresAt: new Date(Date.now() + INVITATION_VALID_DAYS * DAY_MS),
      })
      .returning();
    return created!;
  });
  return sendInvitation(deps, row, invitedBy);
}

async function pendingInvitation(accountId: AccountId, db: Database, id: string) {
  const [row] = await db
    .select()
    .from(teamInvitation)
    .where(and(eq(teamInvitation.accountId, accountId), eq(teamInvitation.id, id), pending()));
  if (!row) throw invitationNotFound();
  return row;
}

/** Mails a new link (the old one stops working) and gives the invitation its days again. */
export async function resendInvitation(
  accountId: AccountId,
  deps: InvitationDeps,
  id: string,
  invitedBy: string,
) {
  return sendInvitation(deps, await pendingInvitation(accountId, deps.db, id), invitedBy);
}

export async function revokeInvitation(accountId: AccountId, db: Database, id: string) {
  const [row] = await db
    .update(teamInvitation)
    .set({ revokedAt: new Date() })
    .where(and(eq(teamInvitation.accountId, accountId), eq(teamInvitation.id, id), pending()))
    .returning();
  if (!row) throw invitationNotFound();
  return toInvitation(row);
}

async function memberOf(accountId: AccountId, db: Database, userId: string) {
  const member = (await listMembers(accountId, db)).find((m) => m.userId === userId);
  if (!member) throw memberNotFound();
  return member;
}

export async function changeRole(
  accountId: AccountId,
  db: Database,
  userId: string,
  role: AssignableRole,
): Promise<Member> {
  const member = await memberOf(accountId, db, userId);
  if (member.role === 'owner') throw new Conflict('owner_role', teamCopy.ownerCannotChange);
  await db
    .update(teamMember)
    .set({ role })
    .where(and(eq(teamMember.accountId, accountId), eq(teamMember.userId, userId)));
  return { ...member, role };
}

/** Takes a member's access away; their sign-in stays and opens their own account again. */
export async function removeMember(
  accountId: AccountId,
  db: Database,
  userId: string,
  actingUserId: string | undefined,
): Promise<Member> {
  if (userId === actingUserId) throw new Conflict('remove_self', teamCopy.cannotRemoveSelf);
  const member = await memberOf(accountId, db, userId);
  if (member.role === 'owner' || userId === accountId) {
    throw new Conflict('owner_role', teamCopy.ownerCannotChange);
  }
  await db.transaction(async (tx) => {
    await tx
      .delete(teamMember)
      .where(and(eq(teamMember.accountId, accountId), eq(teamMember.userId, userId)));
    await releaseConversationsOf(accountId, tx, userId);
  });
  return member;
}

/** Makes a member the owner; the owner until now becomes an admin. Exactly one owner stays. */
export async function transferOwnership(
  accountId: AccountId,
  db: Database,
  userId: string,
): Promise<Member> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const members = await listMembers(accountId, tx);
    const next = members.find((m) => m.userId === userId);
    const current = members.find((m) => m.role === 'owner');
    if (!next || !current) throw memberNotFound();
    if (next.role === 'owner') return next;
    await tx
      .insert(teamMember)
      .values({ accountId, userId: current.userId, role: 'admin' })
      .onConflictDoUpdate({ target: teamMember.userId, set: { role: 'admin' } });
    await tx
      .update(teamMember)
      .set({ role: 'owner' })
      .where(and(eq(teamMember.accountId, accountId), eq(teamMember.userId, userId)));
    return { ...next, role: 'owner' as MemberRole };
  });
}

/** The pending invitation a link's token opens; refused in words otherwise. */
async function invitationOfToken(db: Database, token: string) {
  const [row] = await db
    .select()
    .from(teamInvitation)
    .where(and(eq(teamInvitation.tokenHash, hashInvitationToken(token)), pending()));
  if (!row) throw new InvalidInput(teamCopy.invitationInvalid, 'invitation_invalid');
  return row;
}

export async function previewInvitation(db: Database, token: string): Promise<InvitationPreview> {
  const row = await invitationOfToken(db, token);
  const [team] = await db.select({ name: user.name }).from(user).where(eq(user.id, row.accountId));
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, row.email));
  return { email: row.email, role: row.role, teamName: team?.name ?? '', hasSignIn: !!existing };
}

/**
 * Whether a person with a sign-in may join: not while they belong to a team, nor while their
 * own account has people of its own.
 */
async function mayJoin(db: Database, userId: string) {
  const [membership] = await db
    .select({ userId: teamMember.userId })
    .from(teamMember)
    .where(or(eq(teamMember.userId, userId), eq(teamMember.accountId, userId)));
  return !membership;
}

/**
 * Uses the invitation once: a conditional update claims it, so two acceptances of one link
 * cannot both pass. `join` makes the sign-in (or checks the existing one) and returns its
 * user id; should it fail, the invitation is pending again.
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  join: (invitation: { email: string; existingUserId: string | undefined }) => Promise<string>,
) {
  const invitation = await invitationOfToken(db, token);
  const [existing] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, invitation.email));
  if (existing && !(await mayJoin(db, existing.id))) {
    throw new Conflict('member_elsewhere', teamCopy.memberOfAnotherTeam(invitation.email));
  }
  const [claimed] = await db
    .update(teamInvitation)
    .set({ acceptedAt: new Date() })
    .where(and(eq(teamInvitation.id, invitation.id), pending()))
    .returning();
  if (!claimed) throw new InvalidInput(teamCopy.invitationInvalid, 'invitation_invalid');
  try {
    const userId = await join({ email: invitation.email, existingUserId: existing?.id });
    await db
      .insert(teamMember)
      .values({ accountId: claimed.accountId, userId, role: claimed.role });
    return { accountId: claimed.accountId as AccountId, email: claimed.email, role: claimed.role };
  } catch (err) {
    await db
      .update(teamInvitation)
      .set({ acceptedAt: null })
      .where(eq(teamInvitation.id, claimed.id));
    throw err;
  }
}
