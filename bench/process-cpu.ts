import { readFile } from 'node:fs/promises';

/** Clock ticks a second, as /proc counts CPU time (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU time (user and system) a process has used so far, in ms, from /proc (Linux). */
async function cpuMsOf(statPath: string) {
  const stat = await readFile(statPath, 'utf8');
  // The command name, in parentheses, may hold spaces: fields are counted after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  return ((utime + stime) * 1000) / TICKS_PER_SECOND;
}

/** CPU time used so far by the whole process, and by its main thread alone (the event loop). */
export async function processCpu(pid: number) {
  const [all, main] = await Promise.all([
    cpuMsOf(`/proc/${pid}/stat`),
    cpuMsOf(`/proc/${pid}/task/${pid}/stat`),
  ]);
  return { all, main };
}
