import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import type { LoadJob, LoadResult } from './load-scenarios.ts';

type Answer = { ok: true; result: LoadResult } | { ok: false; error: string };

export type LoadGenerator = {
  run: (job: LoadJob) => Promise<LoadResult>;
  close: () => Promise<void>;
};

/** Starts the load process once; every job then runs in it, one at a time. */
export function startLoadGenerator(): LoadGenerator {
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'load-worker.ts'), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return {
    run: async (job) => {
      child.send(job);
      const [answer] = (await once(child, 'message')) as [Answer];
      if (!answer.ok) throw new Error(`Load on ${job.scenario} failed: ${answer.error}`);
      return answer.result;
    },
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill();
      await exited;
    },
  };
}
