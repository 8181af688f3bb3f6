import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startModuleWorker } from '../../workers/module-worker.ts';
import type { EmbeddedWorkerData, EmbeddedWorkerMessage } from './embedded-worker-protocol.ts';

/** A Unix socket's path holds 108 bytes on Linux and 104 on macOS. */
const SOCKET_PATH_LIMIT = 100;

/**
 * The socket sits in DATA_DIR (a 0700 folder, so only the server's user can connect), or,
 * where that path is too long for a socket, in a private temporary folder of its own.
 */
function socketFor(dataDir: string) {
  const inDataDir = path.resolve(dataDir, 'db.sock');
  if (Buffer.byteLength(inDataDir) <= SOCKET_PATH_LIMIT) return { path: inDataDir, remove() {} };
  const folder = mkdtempSync(path.join(os.tmpdir(), 'agent-portal-db-'));
  return {
    path: path.join(folder, 'db.sock'),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** The thread's next message, or why it stopped instead. */
function nextMessage(worker: Worker, doing: string) {
  return new Promise<EmbeddedWorkerMessage>((resolve, reject) => {
    const settle = (done: () => void) => {
      worker.off('message', answered).off('error', failed).off('exit', stopped);
      done();
    };
    const answered = (message: EmbeddedWorkerMessage) => settle(() => resolve(message));
    const failed = (error: Error) => settle(() => reject(error));
    const stopped = (code: number) =>
      failed(new Error(`The embedded database stopped while ${doing} (exit code ${code}).`));
    worker.on('message', answered).on('error', failed).on('exit', stopped);
  });
}

/**
 * Starts PGlite on a thread of its own (see embedded-database-worker.ts) and answers the
 * socket the server connects to. The server cannot answer anything without its database,
 * so a thread that fails later takes the process down, for whatever supervises it to restart.
 */
export async function startEmbeddedDatabase(
  dir: string,
  dataDir: string,
  migrationsFolder: string,
) {
  const socket = socketFor(dataDir);
  const workerData: EmbeddedWorkerData = { dir, socketPath: socket.path, migrationsFolder };
  const worker = startModuleWorker(import.meta.url, 'embedded-database-worker', { workerData });
  try {
    await nextMessage(worker, 'starting');
  } catch (err) {
    await worker.terminate();
    socket.remove();
    throw err;
  }
  const fail = (error: Error) => {
    throw error;
  };
  const exited = (code: number) =>
    fail(new Error(`The embedded database stopped (exit code ${code}).`));
  worker.on('error', fail);
  worker.on('exit', exited);

  return {
    socketPath: socket.path,
    stop: async () => {
      worker.off('error', fail);
      worker.off('exit', exited);
      const closed = nextMessage(worker, 'closing');
      worker.postMessage('close');
      await closed.finally(() => worker.terminate());
      socket.remove();
    },
  };
}
