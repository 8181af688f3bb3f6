/**
 * The dashboard's fixed figures and activity (the specification keeps them static). Active
 * users and agents match the usage sample: 2,847 active users, 3 AI agents.
 */
export const dashboardCopy = {
  welcome: (name: string) => `Welcome back, ${name}!`,
  welcomeLine: "Here's what's happening with your AI agents today.",
  statistics: 'Statistics',
  recentActivity: 'Recent Activity',
  versusLastMonth: 'vs last month',
} as const;

export type DashboardStat = {
  id: 'activeUsers' | 'totalConversations' | 'activeAgents';
  label: string;
  value: number;
  /** Change versus last month, in per cent; negative when it fell. */
  changePercent: number;
};

export const dashboardStats: readonly DashboardStat[] = [
  { id: 'activeUsers', label: 'Active Users', value: 2847, changePercent: 12 },
  { id: 'totalConversations', label: 'Total Conversations', value: 856, changePercent: 8 },
  { id: 'activeAgents', label: 'Active AI Agents', value: 3, changePercent: 50 },
];

export type ActivityKind = 'conversation' | 'appointment' | 'escalation' | 'integration' | 'agent';

export type RecentActivity = { id: string; kind: ActivityKind; text: string; time: string };

export const recentActivity: readonly RecentActivity[] = [
  {
    id: 'a1',
    kind: 'conversation',
    text: 'New conversation started on WhatsApp',
    time: '2 minutes ago',
  },
  {
    id: 'a2',
    kind: 'appointment',
    text: 'Sales Assistant booked a test drive for tomorrow',
    time: '15 minutes ago',
  },
  {
    id: 'a3',
    kind: 'escalation',
    text: 'A conversation was escalated to your team',
    time: '1 hour ago',
  },
  {
    id: 'a4',
    kind: 'integration',
    text: 'Google Calendar synced 12 new events',
    time: '3 hours ago',
  },
  {
    id: 'a5',
    kind: 'agent',
    text: 'Support Agent personality settings updated',
    time: '1 day ago',
  },
];

/** '+12% vs last month', '-3% vs last month'. */
export const formatChange = (percent: number) =>
  `${percent > 0 ? '+' : ''}${percent}% ${dashboardCopy.versusLastMonth}`;
