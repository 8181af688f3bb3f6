/**
 * The embedded database's own thread: PGlite, served over the PostgreSQL wire protocol on a
 * Unix socket, so its query work stays off the thread that answers HTTP and the server
 * reaches it with the same driver as PostgreSQL.
 */
import { chmod, rm } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { serveWireProtocol } from './wire-server.ts';
import { PRIVATE_FILE } from '../../data-dir/private-files.ts';
import { openMigratedPglite } from './open-migrated-pglite.ts';
import type { EmbeddedWorkerData, EmbeddedWorkerMessage } from './embedded-worker-protocol.ts';

const { dir, socketPath, migrationsFolder } = workerData as EmbeddedWorkerData;
const port = parentPort!;

const db = await openMigratedPglite(dir, migrationsFolder);
// A socket left by a server that was killed: the data folder's lock says it is no one's.
await rm(socketPath, { force: true });
// Statements are prepared on the connection (prepared-statements.ts) to spare a round trip
// each, and planned as PostgreSQL plans them by default: for their values at first, then once
// for any values when that costs no more. Planning every time (force_custom_plan) cost the
// agents list 40 % of its requests a second. A plan made once is sound while the statistics are
// kept (database-upkeep.ts): without them it had turned the history's word search into seconds.
const server = serveWireProtocol(db, socketPath);
await server.start();
// Only the server's own user may connect, whatever the umask: the database has no password.
await chmod(socketPath, PRIVATE_FILE);
port.postMessage({ type: 'ready' } satisfies EmbeddedWorkerMessage);

port.on('message', async (message: 'close') => {
  if (message !== 'close') return;
  await server.stop();
  await db.close();
  await rm(socketPath, { force: true });
  port.postMessage({ type: 'closed' } satisfies EmbeddedWorkerMessage);
});
