import { apiPaths } from '@shared/api-paths.ts';
import { authEndpoints } from '@shared/auth/auth-api.ts';

/** The server's requests the benchmark loads, each on its own for a fixed time. */
export const loadScenarios = {
  health: { label: '`GET /api/health` (floor)', path: '/api/health' },
  session: {
    label: `\`GET ${authEndpoints.session}\` (session check)`,
    path: authEndpoints.session,
  },
  agents: { label: `\`GET ${apiPaths.agents}\` (agents list)`, path: apiPaths.agents },
  agentWrite: {
    label: `\`POST\` + \`DELETE ${apiPaths.agents}\` (create and delete an agent)`,
    path: apiPaths.agents,
  },
} as const;

export type LoadScenarioName = keyof typeof loadScenarios;

/** What the parent asks the load process to run. */
export type LoadJob = {
  scenario: LoadScenarioName;
  url: string;
  /** Session cookies: each connection takes the next one in turn. */
  cookies: string[];
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
};

/** One measured run, as the report uses it. Latencies in milliseconds. */
export type LoadResult = {
  scenario: LoadScenarioName;
  connections: number;
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Socket errors and timeouts, plus answers that were not 2xx. */
  errors: number;
  non2xx: number;
};
