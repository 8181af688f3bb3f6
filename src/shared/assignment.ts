import { z } from 'zod';
import { customerChannelIds, type CustomerChannel } from './channels.ts';
import { MINUTE_MS } from './durations.ts';

/**
 * Who of the team is there to answer, and how a conversation handed over to the team finds the
 * person who answers it.
 */

export const availabilityStatuses = ['online', 'away', 'offline'] as const;
export type AvailabilityStatus = (typeof availabilityStatuses)[number];

/** Without portal activity for this long, an online person shows as away. */
export const AWAY_AFTER_MS = 10 * MINUTE_MS;
/** And for this long, as offline: the tab was closed, or the computer left on overnight. */
export const OFFLINE_AFTER_MS = 60 * MINUTE_MS;
/** The portal tells the server of a person's activity at most this often. */
export const ACTIVITY_HEARTBEAT_MS = MINUTE_MS;

/**
 * What a person's availability is now, from what they chose and when they were last active:
 * offline by choice or after a long silence, away after a short one, else what they chose.
 */
export function effectiveAvailability(
  chosen: AvailabilityStatus,
  lastSeenAt: Date | null,
  now: Date,
): AvailabilityStatus {
  if (chosen === 'offline' || !lastSeenAt) return 'offline';
  const silence = now.getTime() - lastSeenAt.getTime();
  if (silence >= OFFLINE_AFTER_MS) return 'offline';
  if (silence >= AWAY_AFTER_MS) return 'away';
  return chosen;
}

/** GET/PUT /api/v1/me/availability: the signed-in person's own. */
export const availabilitySchema = z.object({
  /** What they chose. */
  chosen: z.enum(availabilityStatuses),
  /** What the team sees now, with their activity counted. */
  status: z.enum(availabilityStatuses),
  lastSeenAt: z.string().nullable(),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const availabilityInputSchema = z.object({
  status: z.enum(availabilityStatuses, 'Choose online, away or offline.'),
});
export type AvailabilityInput = z.infer<typeof availabilityInputSchema>;

/** GET /api/v1/teammates: the people a conversation can be given to. */
export const teammateSchema = z.object({
  userId: z.string(),
  name: z.string(),
  status: z.enum(availabilityStatuses),
});
export type Teammate = z.infer<typeof teammateSchema>;
export const teammatesSchema = z.object({ teammates: z.array(teammateSchema) });
export type Teammates = z.infer<typeof teammatesSchema>;

/**
 * How a conversation handed over on a channel is given to a person: by hand (nobody until
 * someone takes it), in turn among those online, or to the online person with the fewest open
 * conversations, none beyond the cap.
 */
export const assignmentModes = ['manual', 'round_robin', 'balanced'] as const;
export type AssignmentMode = (typeof assignmentModes)[number];

export const ASSIGNMENT_CAP_DEFAULT = 5;
export const ASSIGNMENT_CAP_MAX = 100;

/** The channels assignment applies to: those customers write on. */
export const assignmentChannels: readonly CustomerChannel[] = customerChannelIds;

export const assignmentRuleSchema = z.object({
  channel: z.enum(customerChannelIds as [CustomerChannel, ...CustomerChannel[]]),
  mode: z.enum(assignmentModes),
  /** The most open conversations a person is given in `balanced` mode. */
  cap: z.number().int(),
});
export type AssignmentRule = z.infer<typeof assignmentRuleSchema>;
export const assignmentRulesSchema = z.object({ rules: z.array(assignmentRuleSchema) });
export type AssignmentRules = z.infer<typeof assignmentRulesSchema>;

export const assignmentRuleInputSchema = z.object({
  channel: z.enum(
    customerChannelIds as [CustomerChannel, ...CustomerChannel[]],
    'Choose a customer channel.',
  ),
  mode: z.enum(assignmentModes, 'Choose manual, round robin or balanced.'),
  cap: z
    .number('Enter a number.')
    .int('Enter a whole number.')
    .min(1, 'At least 1.')
    .max(ASSIGNMENT_CAP_MAX, `At most ${ASSIGNMENT_CAP_MAX}.`),
});
export type AssignmentRuleInput = z.infer<typeof assignmentRuleInputSchema>;

/** PUT /api/v1/conversations/:id/assignee: a teammate, or nobody. */
export const assigneeInputSchema = z.object({
  userId: z.string().min(1, 'Choose a teammate.').max(200).nullable(),
});
export type AssigneeInput = z.infer<typeof assigneeInputSchema>;

/** The inbox's views: the signed-in person's, nobody's yet, everyone's. */
export const inboxViews = ['all', 'mine', 'unassigned'] as const;
export type InboxView = (typeof inboxViews)[number];
export const inboxQuerySchema = z.object({
  view: z.enum(inboxViews, 'Choose all, mine or unassigned.').default('all'),
});

export const availabilityLabels: Record<AvailabilityStatus, string> = {
  online: 'Online',
  away: 'Away',
  offline: 'Offline',
};

export const assignmentModeLabels: Record<AssignmentMode, string> = {
  manual: 'Manual',
  round_robin: 'Round robin',
  balanced: 'Balanced',
};

export const assignmentCopy = {
  availabilityLabel: 'Your availability',
  unassigned: 'Unassigned',
  assignee: 'Assignee',
  assignedTo: (name: string) => `Assignee: ${name}`,
  viewLabels: { all: 'All', mine: 'Mine', unassigned: 'Unassigned' } satisfies Record<
    InboxView,
    string
  >,
  viewsLabel: 'Show conversations',
  assign: 'Assign',
  assignTo: 'Assign to',
  unassign: 'Unassign',
  assignFailed: 'The conversation could not be assigned.',
  notAllowed: 'Only an owner or admin can give someone else’s conversation to another person.',
  notTeammate: 'That person is not on the team.',
  assignedTitle: 'Conversation assigned to you',
  assignedMessage: (customer: string, channel: string) =>
    `${customer} on ${channel} is yours to answer.`,
  rulesTitle: 'Assignment',
  rulesIntro:
    'How conversations handed over to the team are given to people, per channel. Round robin and balanced choose among people who are online; with nobody online a conversation stays Unassigned.',
  mode: 'Mode',
  cap: 'Most open per person',
  save: 'Save',
  saved: 'Assignment saved.',
  availability: 'Availability',
} as const;
