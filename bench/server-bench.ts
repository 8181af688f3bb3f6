import { startLoadGenerator } from './load.ts';
import type { LoadResult, LoadScenarioName } from './load-scenarios.ts';
import { type IdleMemory, type ProcessMemory, processMemory } from './memory.ts';
import type { RunningServer } from './server-process.ts';
import type { Credentials } from './session.ts';
import { freshClientAddress, measureSignIn, type SignInResult } from './sign-in.ts';
import { signIn } from './session.ts';
import { measureSignUpTiming, type SignUpTimingResult } from './sign-up.ts';

/** The load's shape: the same for every request, so their figures compare. */
export const loadSettings = {
  connections: 10,
  warmupSeconds: 2,
  /** Each request is measured this many times, in turn with the others; the best round counts. */
  rounds: 2,
  roundSeconds: 5,
} as const;

const scenarioOrder: LoadScenarioName[] = ['health', 'session', 'agents', 'agentWrite'];

export type ScenarioFigures = {
  /** The round with the most requests a second: other work on the machine only ever slows one. */
  best: LoadResult;
  rounds: LoadResult[];
  /** Errors over every round, warm-up excluded. */
  errors: number;
  /** Requests a second as a share of `/api/health` in the same run. */
  ratioToHealth: number;
};

export type ServerFigures = {
  database: 'embedded' | 'postgres';
  memory: { idle: IdleMemory; afterLoad: ProcessMemory };
  signIn: SignInResult;
  /** Absent from reports made before it was measured. */
  signUp?: SignUpTimingResult;
  load: Record<LoadScenarioName, ScenarioFigures>;
};

/** `idle` is measured by the caller before the server serves anything (measureIdleMemory). */
export async function measureServer(
  server: RunningServer,
  database: ServerFigures['database'],
  idle: IdleMemory,
  accounts: { reader: Credentials; writers: Credentials[] },
  log: (line: string) => void,
): Promise<ServerFigures> {
  const signInFigures = await measureSignIn(server.url, accounts.reader);
  log(`  sign-in: p50 ${signInFigures.p50Ms.toFixed(0)} ms`);
  const signUpFigures = await measureSignUpTiming(server.url, accounts.reader);
  log(
    `  sign-up: new p50 ${signUpFigures.newP50Ms.toFixed(0)} ms, known p50 ${signUpFigures.knownP50Ms.toFixed(0)} ms, p = ${signUpFigures.pValue.toFixed(2)}; right behind it p = ${signUpFigures.followOn.pValue.toFixed(2)}`,
  );

  const signInAs = (account: Credentials) =>
    signIn(server.url, account, { 'x-forwarded-for': freshClientAddress() });
  const readerCookies = [await signInAs(accounts.reader)];
  const writerCookies: string[] = [];
  for (const writer of accounts.writers) writerCookies.push(await signInAs(writer));

  const generator = startLoadGenerator();
  const rounds = new Map<LoadScenarioName, LoadResult[]>();
  try {
    for (let round = 0; round < loadSettings.rounds; round += 1) {
      for (const scenario of scenarioOrder) {
        const result = await generator.run({
          scenario,
          url: server.url,
          cookies: scenario === 'agentWrite' ? writerCookies : readerCookies,
          connections: loadSettings.connections,
          warmupSeconds: round === 0 ? loadSettings.warmupSeconds : 0,
          durationSeconds: loadSettings.roundSeconds,
        });
        rounds.set(scenario, [...(rounds.get(scenario) ?? []), result]);
        log(
          `  ${scenario}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms} ms, ${result.errors} errors`,
        );
      }
    }
  } finally {
    await generator.close();
  }
  const afterLoad = await processMemory(server.pid);

  const best = (scenario: LoadScenarioName) =>
    rounds.get(scenario)!.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
  const health = best('health').requestsPerSecond;
  const load = Object.fromEntries(
    scenarioOrder.map((scenario) => {
      const all = rounds.get(scenario)!;
      return [
        scenario,
        {
          best: best(scenario),
          rounds: all,
          errors: all.reduce((sum, result) => sum + result.errors, 0),
          ratioToHealth: best(scenario).requestsPerSecond / health,
        },
      ];
    }),
  ) as Record<LoadScenarioName, ScenarioFigures>;

  return {
    database,
    memory: { idle, afterLoad },
    signIn: signInFigures,
    signUp: signUpFigures,
    load,
  };
}
