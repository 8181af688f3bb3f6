import { z } from 'zod';
import { conversationChannelLabels, conversationChannels } from './conversations.ts';
import { onboardingSchema } from './onboarding.ts';

/**
 * The dashboard: this calendar month (UTC) against the last, and what happened lately, all
 * read from the account's conversations. Playground tests never count.
 */
export const dashboardCopy = {
  /** "Welcome" on the first visit (and while the dashboard loads), "Welcome back" after it. */
  welcome: (name: string, returning: boolean) =>
    returning ? `Welcome back, ${name}!` : `Welcome, ${name}!`,
  welcomeLine: "Here's what's happening with your AI agents today.",
  statistics: 'Statistics',
  recentActivity: 'Recent Activity',
  versusLastMonth: 'vs last month',
  /** Nothing last month to compare with. */
  newThisMonth: 'New this month',
  noChange: 'No conversations yet this month or last',
  /** Under the count of active agents: how many of them talked to customers, this month and last. */
  agentsInConversations: ({ thisMonth, lastMonth }: MonthFigure) =>
    `${thisMonth} ${thisMonth === 1 ? 'agent' : 'agents'} had conversations this month, ${lastMonth} last month`,
  noActivity:
    'Nothing has happened yet. Once customers talk to your agents, their conversations show here.',
  loading: 'Loading the dashboard',
  failed: 'The dashboard could not be loaded.',
} as const;

export const dashboardStatIds = ['activeUsers', 'totalConversations', 'activeAgents'] as const;
export type DashboardStatId = (typeof dashboardStatIds)[number];

/** The specification's labels; what each counts is said beside it. */
export const dashboardStatLabels: Record<DashboardStatId, string> = {
  // Customers who started a conversation in the month.
  activeUsers: 'Active Users',
  // Conversations started in the month.
  totalConversations: 'Total Conversations',
  // Agents whose status is active now; those that had conversations are said beneath.
  activeAgents: 'Active AI Agents',
};

const monthFigureSchema = z.object({
  thisMonth: z.number().int().nonnegative(),
  lastMonth: z.number().int().nonnegative(),
});
export type MonthFigure = z.infer<typeof monthFigureSchema>;

export const activityKinds = [
  'conversation',
  'escalation',
  'takeover',
  'resolved',
  'rating',
  'booking',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

export const activitySchema = z.object({
  id: z.string(),
  kind: z.enum(activityKinds),
  /** The conversation it happened in; null for a booking made by hand. */
  conversationId: z.string().nullable(),
  /** The agent of the conversation; null for a booking made by hand. */
  agentName: z.string().nullable(),
  channel: z.enum(conversationChannels).nullable(),
  /**
   * The person who took over, for `takeover`; the rating, for `rating`; for `booking`, what was
   * booked and when ("Test drive, Tuesday 1 December at 10:00 (Europe/Lisbon time)").
   */
  detail: z.string().nullable(),
  /** ISO 8601 */
  at: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

/** GET /api/v1/dashboard */
export const dashboardSchema = z.object({
  stats: z.object({
    activeUsers: monthFigureSchema,
    totalConversations: monthFigureSchema,
    activeAgents: z.object({
      /** Agents whose status is active now. */
      now: z.number().int().nonnegative(),
      /** Agents that had a conversation in the month. */
      inConversations: monthFigureSchema,
    }),
  }),
  /** False once the owner has been here before: their first visit lasts half an hour. */
  returning: z.boolean(),
  /** The latest events of the account's conversations and its bookings, newest first. */
  activity: z.array(activitySchema),
  /** The getting-started checklist; null once the owner dismissed it. */
  onboarding: onboardingSchema.nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const RECENT_ACTIVITY_LIMIT = 6;

/** The change from last month in whole per cent; null when last month had none. */
export function changePercent({ thisMonth, lastMonth }: MonthFigure): number | null {
  if (lastMonth === 0) return null;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 100);
}

/** '+12% vs last month', '-3% vs last month'. */
export const formatChange = (percent: number) =>
  `${percent > 0 ? '+' : ''}${percent}% ${dashboardCopy.versusLastMonth}`;

/** What one event says on the dashboard, in the specification's words where it has them. */
export function activityText(activity: Activity): string {
  switch (activity.kind) {
    case 'conversation':
      return `New conversation started on ${activity.channel ? conversationChannelLabels[activity.channel] : 'a channel'}`;
    case 'escalation':
      return 'A conversation was escalated to your team';
    case 'takeover':
      return `${activity.detail ?? 'A person'} took over a conversation with ${activity.agentName}`;
    case 'resolved':
      return `${activity.agentName} resolved a conversation on its own`;
    case 'rating':
      return `A customer rated a conversation with ${activity.agentName} ${activity.detail === 'up' ? 'as good' : 'as not good'}`;
    case 'booking':
      return activity.agentName
        ? `${activity.agentName} booked ${activity.detail}`
        : `Booked by hand: ${activity.detail}`;
  }
}
