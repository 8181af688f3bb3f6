import { z } from 'zod';
import { formatBytes } from './knowledge.ts';

export const usageMeterIds = ['conversations', 'activeUsers', 'aiAgents', 'knowledge'] as const;
export type UsageMeterId = (typeof usageMeterIds)[number];

/** A usage meter (specification §3): name, current, limit, unit. limit null: unlimited. */
export const usageMeterSchema = z.object({
  id: z.enum(usageMeterIds),
  name: z.string(),
  current: z.number().int().min(0),
  limit: z.number().int().positive().nullable(),
  unit: z.string(),
});
export type UsageMeter = z.infer<typeof usageMeterSchema>;

export const usageDaySchema = z.object({
  /** YYYY-MM-DD */
  date: z.string(),
  conversations: z.number().int().min(0),
  activeUsers: z.number().int().min(0),
});
export type UsageDay = z.infer<typeof usageDaySchema>;

/** GET /api/v1/usage: the meters against the current plan's limits, and the last 7 days. */
export const usageSchema = z.object({
  meters: z.array(usageMeterSchema),
  history: z.array(usageDaySchema),
});
export type Usage = z.infer<typeof usageSchema>;

export const usageHistoryDays = 7;

/** Specification §9: green under 75 %, yellow from 75 %, red from 90 %. */
export const usageThresholds = { warning: 75, critical: 90 } as const;

export type MeterLevel = 'normal' | 'warning' | 'critical';

/** Per cent of the limit used, or null when the plan has no limit. */
export const usagePercent = (meter: Pick<UsageMeter, 'current' | 'limit'>) =>
  meter.limit === null ? null : (meter.current / meter.limit) * 100;

export function meterLevel(percent: number | null): MeterLevel {
  if (percent === null || percent < usageThresholds.warning) return 'normal';
  return percent < usageThresholds.critical ? 'warning' : 'critical';
}

/** The banner shows when any meter is at 90 % or more. */
export const approachingLimits = (meters: readonly UsageMeter[]) =>
  meters.some((meter) => meterLevel(usagePercent(meter)) === 'critical');

export const usageMeterCopy: Record<UsageMeterId, { name: string; unit: string }> = {
  conversations: { name: 'Conversations', unit: 'conversations' },
  activeUsers: { name: 'Active Users', unit: 'users' },
  aiAgents: { name: 'AI Agents', unit: 'agents' },
  // Bytes of knowledge text, written with their own unit (KB, MB) by `formatMeterAmount`.
  knowledge: { name: 'Knowledge', unit: '' },
};

const countFormat = new Intl.NumberFormat('en-US');

/** A meter's amount as people read it: a count, or a size for the knowledge meter. */
export const formatMeterAmount = (id: UsageMeterId, amount: number) =>
  id === 'knowledge' ? formatBytes(amount) : countFormat.format(amount);

export const usageCopy = {
  subtitle: 'What your agents have used this month against your plan, and the last 7 days.',
  loading: 'Loading usage',
  bannerTitle: 'Approaching Usage Limits',
  bannerText:
    'One or more meters are at 90% of your plan or more. Upgrade your plan to keep your agents answering.',
  viewPlans: 'View plans',
  of: (current: string, limit: string) => `${current} of ${limit}`,
  unlimited: 'Unlimited',
  percentUsed: (percent: number) => `${Math.round(percent)}% used`,
  levels: { normal: 'On track', warning: 'Nearing limit', critical: 'Critical' },
  history: 'Usage History',
  historySubtitle: 'Daily conversations and active users over the last 7 days',
  dateAxis: 'Date',
  countAxis: 'Count',
  conversationsSeries: 'Conversations',
  activeUsersSeries: 'Active users',
  loadFailed: 'Usage could not be loaded. Please try again later.',
  currentPlan: (planName: string) => `Limits of your ${planName} plan`,
} as const;
