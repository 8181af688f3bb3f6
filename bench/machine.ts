import { execFileSync } from 'node:child_process';
import os from 'node:os';

export type Machine = {
  date: string;
  cores: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  platform: string;
  chromium: string;
  commit: string;
  /**
   * 1-minute load average when the run began (other work on the machine) and when it ended
   * (by then mostly the benchmark's own load).
   */
  loadAverage: { start: number; end?: number };
};

function quietly(command: string, args: string[]) {
  try {
    return execFileSync(command, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

export function describeMachine(chromePath: string): Machine {
  // The previous report is rewritten by every run: it does not make the measured code differ.
  const dirty =
    quietly('git', [
      'status',
      '--porcelain',
      '--untracked-files=no',
      '--',
      '.',
      ':(exclude)bench/report.md',
      ':(exclude)bench/report.json',
    ]) !== '';
  return {
    date: new Date().toISOString(),
    cores: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: os.totalmem() / 1024 ** 3,
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    chromium: quietly(chromePath, ['--version']).split('\n')[0]!,
    commit: `${quietly('git', ['rev-parse', '--short', 'HEAD'])}${dirty ? ' (with uncommitted changes)' : ''}`,
    loadAverage: { start: os.loadavg()[0]! },
  };
}
