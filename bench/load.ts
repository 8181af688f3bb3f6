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
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  return {
    run: async (job) => {
      if (child.exitCode !== null) throw new Error('The load process has stopped.');
      child.send(job);
      // If the load process dies instead of answering, say so rather than wait forever.
      const answer = await new Promise<Answer>((resolve, reject) => {
        const onExit = (code: number | null) =>
          reject(new Error(`The load process stopped (code ${code}) during ${job.scenario}.`));
        child.once('exit', onExit);
        child.once('message', (message: Answer) => {
          child.off('exit', onExit);
          resolve(message);
        });
      });
      if (!answer.ok) throw new Error(`Load on ${job.scenario} failed: ${answer.error}`);
      return answer.result;
    },
    close: async () => {
      process.off('exit', killOnExit);
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill();
      await exited;
    },
  };
}
