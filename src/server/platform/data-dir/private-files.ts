import { chmodSync, existsSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Everything under DATA_DIR holds secrets (password hashes, sessions, tickets, the auth
 * secret): only the server's own user may read it. A umask that removes every group and
 * world bit makes each file the process creates from now on 0600 and each folder 0700,
 * whoever writes it (PGlite, the mailer, uploads), whatever umask the shell had.
 */
export function keepNewFilesPrivate() {
  process.umask(0o077);
}

export const PRIVATE_FOLDER = 0o700;
export const PRIVATE_FILE = 0o600;

/**
 * Takes every group and world permission away from a data folder an older version (or
 * another umask) left readable: folders 0700, files 0600. Iterative, and links are left
 * alone (a link's target may be outside the folder).
 */
export function tightenDataDir(dataDir: string) {
  const root = path.resolve(dataDir);
  if (!existsSync(root)) return;
  const pending = [root];
  while (pending.length > 0) {
    const current = pending.pop()!;
    const stat = lstatSync(current);
    if (stat.isSymbolicLink()) continue;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== PRIVATE_FOLDER) chmodSync(current, PRIVATE_FOLDER);
      for (const name of readdirSync(current)) pending.push(path.join(current, name));
    } else if ((stat.mode & 0o077) !== 0) {
      chmodSync(current, (stat.mode & 0o700) | PRIVATE_FILE);
    }
  }
}
