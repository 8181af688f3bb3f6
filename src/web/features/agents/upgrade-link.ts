import { agentCopy } from '@shared/agents.ts';
import { paths } from '@shared/paths.ts';
import { ApiError } from '@web/lib/api-client.ts';

/** A refusal by the plan's agent limit leads to where the plan is changed. */
export const upgradeLinkFor = (error: unknown) =>
  error instanceof ApiError && error.code === 'plan_limit'
    ? { label: agentCopy.upgradePlan, to: paths.portal.subscription }
    : undefined;
