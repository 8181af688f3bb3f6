import { z } from 'zod';
import { availabilityStatuses } from './assignment.ts';

/**
 * The people of an account and what each may do. An account has exactly one owner; admins do
 * everything but billing and ownership; agents answer customers (inbox, history, take-over,
 * replies) and read the rest.
 */
export const memberRoles = ['owner', 'admin', 'agent'] as const;
export type MemberRole = (typeof memberRoles)[number];

/** Roles from the least to the most allowed: a route needing `admin` admits admins and the owner. */
const roleRank: Record<MemberRole, number> = { agent: 0, admin: 1, owner: 2 };

export const roleAllows = (held: MemberRole, needed: MemberRole) =>
  roleRank[held] >= roleRank[needed];

/** The roles an invitation or a change of role may give: ownership only moves by transfer. */
export const assignableRoles = ['admin', 'agent'] as const;
export type AssignableRole = (typeof assignableRoles)[number];

export const roleLabels: Record<MemberRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  agent: 'Agent',
};

/** How long an invitation's link opens the way in. */
export const INVITATION_VALID_DAYS = 7;

export const memberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(memberRoles),
  joinedAt: z.string(),
  /** Online, away or offline now (what they chose, with their activity counted). */
  availability: z.enum(availabilityStatuses),
});
export type Member = z.infer<typeof memberSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(assignableRoles),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const teamSchema = z.object({
  members: z.array(memberSchema),
  invitations: z.array(invitationSchema),
  seats: z.object({ used: z.number().int(), limit: z.number().int().nullable() }),
});
export type Team = z.infer<typeof teamSchema>;

export const invitationInputSchema = z.object({
  email: z.email('Enter a valid email address.').trim().toLowerCase().max(254),
  role: z.enum(assignableRoles),
});
export type InvitationInput = z.infer<typeof invitationInputSchema>;

export const roleChangeSchema = z.object({ role: z.enum(assignableRoles) });
export const ownershipTransferSchema = z.object({ userId: z.string().min(1).max(100) });

/** What the invitation page shows before the person accepts. */
export const invitationPreviewSchema = z.object({
  email: z.string(),
  role: z.enum(assignableRoles),
  teamName: z.string(),
  /** The address already signs in: accepting asks for its password, not a new one. */
  hasSignIn: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const invitationAcceptanceSchema = z.object({
  token: z.string().min(1).max(200),
  name: z.string().trim().min(1).max(100).optional(),
  password: z.string().min(1).max(128),
});
export type InvitationAcceptance = z.infer<typeof invitationAcceptanceSchema>;

/** The query parameter of the invitation page's link that carries the token. */
export const INVITATION_TOKEN_PARAM = 'token';

export const teamCopy = {
  title: 'Team',
  loadFailed: 'The team could not be loaded.',
  subtitle: 'The people who answer your customers, and what each may do.',
  invite: 'Invite a member',
  inviteEmail: 'Email',
  inviteRole: 'Role',
  sendInvitation: 'Send invitation',
  invitationSent: (email: string) => `Invitation sent to ${email}.`,
  resend: 'Resend',
  revoke: 'Revoke',
  resent: (email: string) => `Invitation sent again to ${email}.`,
  revoked: (email: string) => `The invitation to ${email} no longer opens.`,
  pending: 'Pending invitations',
  members: 'Members',
  seats: (used: number, limit: number | null) =>
    limit === null ? `${used} seats used` : `${used} of ${limit} seats used`,
  makeOwner: 'Make owner',
  transferConfirm: (name: string) =>
    `Make ${name} the owner? You become an admin and can no longer manage billing.`,
  transferred: (name: string) => `${name} is now the owner.`,
  removeMember: 'Remove',
  removed: (name: string) => `${name} no longer has access.`,
  you: 'you',
  seatLimit: (limit: number, plan: string) =>
    `Your ${plan} plan has ${limit} seats, all taken by members and pending invitations. Upgrade to Professional or remove someone to invite another person.`,
  alreadyMember: (email: string) => `${email} is already a member of this team.`,
  alreadyInvited: (email: string) =>
    `${email} already has a pending invitation: resend it instead.`,
  memberOfAnotherTeam: (email: string) =>
    `${email} already belongs to another team. A person answers for one business at a time.`,
  ownerCannotChange: 'The owner’s role changes only by transferring ownership.',
  cannotRemoveSelf: 'You cannot remove yourself; ask another admin or the owner.',
  memberNotFound: 'No such member.',
  invitationNotFound: 'No such invitation.',
  invitationInvalid:
    'This invitation link is not valid: it was used, revoked or has expired. Ask for a new one.',
  wrongPassword: 'That is not the password of this address. Use the password you sign in with.',
  acceptTitle: (team: string) => `Join ${team}`,
  acceptIntro: (email: string, role: string) => `You were invited as ${role} with ${email}.`,
  acceptNewPassword: 'Choose a password',
  acceptExistingPassword: 'Your password',
  acceptName: 'Your name',
  accept: 'Accept and sign in',
  forbidden: (role: MemberRole) =>
    role === 'agent'
      ? `Your role (${roleLabels[role]}) cannot do this. Ask the account’s owner or an admin.`
      : `Your role (${roleLabels[role]}) cannot do this: only the account’s owner can.`,
  mailSubject: (team: string) => `You are invited to answer for ${team}`,
} as const;
