import { lstatSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoAccount } from '@shared/auth/demo-account.ts';
import {
  removeServerData,
  type ServerConfig,
  serverConfig,
  signInOver,
  startServerProcess,
} from '@server/testing/server-process.ts';

/** Every file and folder under `root` that its group or anyone else may read, write or enter. */
function openToOthers(root: string) {
  const found: string[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const current = pending.pop()!;
    const stat = lstatSync(current);
    if (stat.isSymbolicLink()) continue;
    if ((stat.mode & 0o077) !== 0) found.push(`${(stat.mode & 0o777).toString(8)} ${current}`);
    if (stat.isDirectory()) {
      for (const name of readdirSync(current)) pending.push(path.join(current, name));
    }
  }
  return found;
}

let config: ServerConfig | undefined;
afterAll(async () => {
  if (config) await removeServerData(config);
});

describe('the data folder', () => {
  it('is the server user’s alone, under umask 0022, including what an older version left', async () => {
    config = await serverConfig('modes');
    // What an older version wrote under umask 0022: a readable folder and file.
    const older = path.join(config.DATA_DIR!, 'outbox');
    mkdirSync(older, { mode: 0o755 });
    writeFileSync(path.join(older, 'old.eml'), 'mail', { mode: 0o644 });
    const previous = process.umask(0o022);
    const server = await startServerProcess(config).finally(() => process.umask(previous));
    try {
      // A sign-in writes a session; the database's files are all there by now.
      await signInOver(server, demoAccount);
      expect(openToOthers(config.DATA_DIR!)).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});
