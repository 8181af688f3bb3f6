import { z } from 'zod';
import { type AgentChannel, agentChannels, agentChoiceAvailable, channelCopy } from './channels.ts';
import { ANSWER_THRESHOLD_MAX, ANSWER_THRESHOLD_MIN, thresholdPercent } from './knowledge.ts';

export { type AgentChannel, agentChannels };

/** Specification §3 "Agent": the four types, the four channels, active or inactive. */
export const agentTypes = ['Sales', 'Support', 'Appointments', 'General'] as const;
export type AgentType = (typeof agentTypes)[number];
export const agentStatuses = ['active', 'inactive'] as const;
export type AgentStatus = (typeof agentStatuses)[number];

export const AGENT_NAME_MAX_LENGTH = 80;

export const agentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(agentTypes),
  status: z.enum(agentStatuses),
  channels: z.array(z.enum(agentChannels)),
  /** Its conversations with customers, playground tests aside. */
  conversations: z.number().int().min(0),
  /** When it last took part in a conversation (ISO 8601); null until it has answered once. */
  lastActive: z.string().nullable(),
  /** How sure the built-in responder must be (0 to 1) before this agent answers. */
  answerThreshold: z.number(),
});
export type Agent = z.infer<typeof agentSchema>;

/** GET /api/v1/agents — oldest first, so the grid keeps its order as agents are added. */
export const agentListSchema = z.object({ agents: z.array(agentSchema) });
export type AgentList = z.infer<typeof agentListSchema>;

/** DELETE /api/v1/agents/:id answers the id it deleted. */
export const agentDeletedSchema = z.object({ deleted: z.string() });

const agentNameSchema = z
  .string({ error: 'Enter a name for the agent.' })
  .trim()
  .min(1, 'Enter a name for the agent.')
  .max(AGENT_NAME_MAX_LENGTH, `Keep the name under ${AGENT_NAME_MAX_LENGTH + 1} characters.`);
const agentTypeSchema = z.enum(agentTypes, {
  error: 'Choose Sales, Support, Appointments or General.',
});
const agentChannelsSchema = z
  .array(
    z.enum(agentChannels, { error: 'Choose WhatsApp, Telegram, Instagram, Messenger or Webchat.' }),
    {
      error: 'Choose at least one channel.',
    },
  )
  .min(1, 'Choose at least one channel.')
  .refine((channels) => new Set(channels).size === channels.length, 'Choose each channel once.');

/** The first channel of `channels` the product cannot connect yet, if any. */
export const comingSoonChoice = (channels: readonly AgentChannel[]) =>
  channels.find((channel) => !agentChoiceAvailable(channel));

/** POST /api/v1/agents and the 'New Agent' dialog: a channel coming soon cannot be chosen. */
export const agentInputSchema = z
  .object({
    name: agentNameSchema,
    type: agentTypeSchema,
    channels: agentChannelsSchema.refine((channels) => !comingSoonChoice(channels), {
      error: (issue) =>
        channelCopy.comingSoonHint(comingSoonChoice(issue.input as AgentChannel[]) ?? ''),
    }),
  })
  .strict();
export type AgentInput = z.input<typeof agentInputSchema>;

const answerThresholdRangeMessage = `Choose a threshold from ${ANSWER_THRESHOLD_MIN} to ${ANSWER_THRESHOLD_MAX} (${thresholdPercent(ANSWER_THRESHOLD_MIN)}% to ${thresholdPercent(ANSWER_THRESHOLD_MAX)}% sure).`;

/** PATCH /api/v1/agents/:id: any of name, type, channels, status and answer threshold. */
export const agentPatchSchema = z
  .object({
    name: agentNameSchema,
    type: agentTypeSchema,
    channels: agentChannelsSchema,
    status: z.enum(agentStatuses, { error: 'Choose active or inactive.' }),
    answerThreshold: z
      .number({ error: answerThresholdRangeMessage })
      .min(ANSWER_THRESHOLD_MIN, answerThresholdRangeMessage)
      .max(ANSWER_THRESHOLD_MAX, answerThresholdRangeMessage),
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one field to change.');
export type AgentPatch = z.input<typeof agentPatchSchema>;

export const agentDefaults: AgentInput = { name: '', type: 'General', channels: [] };

/** Duplicate makes '<name> (Copy)' (specification §4). */
export const duplicateAgentName = (name: string) => `${name} (Copy)`;

export const agentPlanLimitMessage = (planName: string, limit: number) =>
  `Your ${planName} plan includes up to ${limit} AI agents. Delete an agent or upgrade your plan to add another.`;

export const agentCopy = {
  /** Beside the plan's agent limit: where the plan is changed. */
  upgradePlan: 'Upgrade plan',
  loading: 'Loading agents',
  loadFailed: 'The agents could not be loaded.',
  newAgent: 'New Agent',
  createTitle: 'Create New Agent',
  nameLabel: 'Agent Name',
  typeLabel: 'Agent Type',
  channelsLabel: 'Channels',
  create: 'Create Agent',
  creating: 'Creating...',
  cancel: 'Cancel',
  settings: 'Settings',
  edit: 'Edit',
  duplicate: 'Duplicate',
  activate: 'Activate',
  deactivate: 'Deactivate',
  delete: 'Delete',
  deleting: 'Deleting...',
  viewAnalytics: 'View Analytics',
  deleteTitle: 'Delete agent',
  deleteConfirm: 'Are you sure you want to delete this agent? This action cannot be undone.',
  conversations: 'Conversations',
  lastActive: 'Last active',
  /** An agent that has not taken part in any conversation yet. */
  neverActive: 'Never',
  statusLabels: { active: 'Active', inactive: 'Inactive' } satisfies Record<AgentStatus, string>,
  empty: 'No agents yet. Create your first agent to start answering customers.',
  subtitle: 'Create, configure and monitor the AI agents that answer your customers.',
  created: 'Agent created',
  duplicated: 'Agent duplicated',
  deleted: 'Agent deleted',
  activated: 'Agent activated',
  deactivated: 'Agent deactivated',
} as const;

/** The specification's three sample agents; the Sales Assistant is the one the dashboard mentions. */
export const sampleAgents: ReadonlyArray<
  Omit<Agent, 'id' | 'conversations' | 'lastActive' | 'answerThreshold'>
> = [
  {
    name: 'Sales Assistant',
    type: 'Sales',
    status: 'active',
    channels: ['WhatsApp', 'Webchat'],
  },
  {
    name: 'Support Bot',
    type: 'Support',
    status: 'active',
    channels: ['Webchat', 'Instagram'],
  },
  {
    name: 'Appointment Scheduler',
    type: 'Appointments',
    status: 'inactive',
    channels: ['WhatsApp', 'Telegram'],
  },
];
