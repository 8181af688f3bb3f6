import { agentCopy } from '@shared/agents.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@shared/durations.ts';

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** 'Never', '2 minutes ago', 'yesterday', or the date once it is a week old. */
export function formatLastActive(iso: string | null, now: number = Date.now()): string {
  if (iso === null) return agentCopy.neverActive;
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const age = Math.max(0, now - at);
  if (age < MINUTE_MS) return 'Just now';
  if (age < HOUR_MS) return relative.format(-Math.floor(age / MINUTE_MS), 'minute');
  if (age < DAY_MS) return relative.format(-Math.floor(age / HOUR_MS), 'hour');
  if (age < 7 * DAY_MS) return relative.format(-Math.floor(age / DAY_MS), 'day');
  return new Date(at).toLocaleDateString('en', { month: 'short', day: 'numeric', year: 'numeric' });
}
