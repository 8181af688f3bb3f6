import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';

export type ProcessMemory = {
  /** Resident set size now, in MiB (VmRSS). */
  rssMiB: number;
  /** Of which memory the process allocated (RssAnon): heaps, stacks, WebAssembly memory. */
  anonymousMiB: number;
  /** Of which pages of files it maps (RssFile): the node binary and native libraries, shared. */
  fileMiB: number;
  /** The highest resident set size so far, in MiB (VmHWM). */
  peakMiB: number;
};

function field(status: string, name: string) {
  const match = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(status);
  if (!match) throw new Error(`/proc status has no ${name}`);
  return Number(match[1]) / 1024;
}

/** Reads a process's memory from /proc (Linux), which counts what the kernel really holds. */
export async function processMemory(pid: number): Promise<ProcessMemory> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return {
    rssMiB: field(status, 'VmRSS'),
    anonymousMiB: field(status, 'RssAnon'),
    fileMiB: field(status, 'RssFile'),
    peakMiB: field(status, 'VmHWM'),
  };
}

/**
 * Resident memory of plain `node` running no product code: what every server process
 * (started as `npm start` starts it, `node dist/server/index.js`) holds before the product loads.
 */
export function runtimeBaselineMiB(): number {
  const output = execFileSync(
    process.execPath,
    [
      '-e',
      "setTimeout(() => console.log(/VmRSS:\\s+(\\d+)/.exec(require('fs').readFileSync('/proc/self/status', 'utf8'))[1]), 500)",
    ],
    { encoding: 'utf8' },
  );
  return Number(output.trim()) / 1024;
}

/** How long a server is left without requests while its idle memory is read. */
export const IDLE_SECONDS = 30;

export type IdleMemory = {
  /** Two seconds after the server answered its first health check. */
  afterStart: ProcessMemory;
  /**
   * The lowest reading, once a second, over IDLE_SECONDS without requests: V8 keeps the heap
   * start-up used until its memory reducer gives it back, which it does in its own time.
   */
  settled: ProcessMemory;
};

const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** Reads a freshly started server's memory right away and while it idles. */
export async function measureIdleMemory(pid: number): Promise<IdleMemory> {
  await wait(2);
  const afterStart = await processMemory(pid);
  let settled = afterStart;
  for (let second = 2; second < IDLE_SECONDS; second += 1) {
    await wait(1);
    const reading = await processMemory(pid);
    if (reading.rssMiB < settled.rssMiB) settled = reading;
  }
  return { afterStart, settled };
}

/**
 * Follows a process's resident memory while something runs, every 20 ms: `stop` ends the
 * sampling and gives where it began and the highest it reached, in MiB.
 */
export async function followMemory(pid: number) {
  const before = (await processMemory(pid)).rssMiB;
  let peak = before;
  const sampler = setInterval(() => {
    processMemory(pid)
      .then((memory) => (peak = Math.max(peak, memory.rssMiB)))
      .catch(() => {});
  }, 20);
  return {
    stop: () => {
      clearInterval(sampler);
      return { beforeMiB: before, peakMiB: peak };
    },
  };
}
