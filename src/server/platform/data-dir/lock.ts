import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database must have one user at a time: the server holds DATA_DIR/server.lock
 * (its pid inside) while it runs, and the `users` command takes the same lock. A lock whose
 * process is gone is stale and taken over.
 */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by a running server (pid ${pid}); stop it first, then try again.`,
    );
  }
}

export type DataDirLock = { file: string; release: () => void };

export function lockFileOf(dataDir: string) {
  return path.join(path.resolve(dataDir), 'server.lock');
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string) {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFileOf(dataDir);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // 'wx' fails when the file exists, so two starters cannot both win.
      const fd = openSync(file, 'wx', 0o644);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      return {
        file,
        release: () => {
          if (released) return;
          released = true;
          if (readPid(file) === process.pid) rmSync(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = readPid(file);
      if (pid !== undefined && isAlive(pid)) throw new DataDirInUseError(dataDir, pid);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}; another process keeps creating it.`);
}
