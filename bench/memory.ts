import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';

export type ProcessMemory = {
  /** Resident set size now, in MiB (VmRSS). */
  rssMiB: number;
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
  return { rssMiB: field(status, 'VmRSS'), peakMiB: field(status, 'VmHWM') };
}

/**
 * Resident memory of `node --import tsx` running no product code: what every server
 * process (started as `npm start` starts it) holds before the product loads.
 */
export function runtimeBaselineMiB(): number {
  const output = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      "setTimeout(() => console.log(/VmRSS:\\s+(\\d+)/.exec(require('fs').readFileSync('/proc/self/status', 'utf8'))[1]), 500)",
    ],
    { encoding: 'utf8' },
  );
  return Number(output.trim()) / 1024;
}
