import { createServer, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

/** A frontend message's type byte that ends the session ('X', Terminate). */
const TERMINATE = 0x58;

/**
 * The length of the first complete message in `buffer`, or 0 while it is incomplete. The
 * startup message has no type byte (its first byte is the high byte of its length, 0); every
 * later one is a type byte and a length that counts itself.
 */
function completeMessageLength(buffer: Buffer, started: boolean): number {
  const headerLength = started ? 5 : 4;
  if (buffer.length < headerLength) return 0;
  const length = started ? 1 + buffer.readInt32BE(1) : buffer.readInt32BE(0);
  return buffer.length >= length ? length : 0;
}

/**
 * Serves one PGlite over the PostgreSQL wire protocol on a Unix socket. Each read's complete
 * messages go to PGlite in one call, as PostgreSQL reads them from its socket: a statement's
 * Bind, Execute and Sync, or a pipeline of statements, cost one call and one reply instead of
 * one each (@electric-sql/pglite-socket's way, which cost the server a quarter of its answers
 * a second under load).
 *
 * PGlite is one session, so connections take turns: one that opens while another is still
 * open starts once that one has closed, and what a closed connection left (a transaction it
 * did not end, its prepared statements) is undone before the next one starts.
 */
export function serveWireProtocol(db: PGlite, socketPath: string) {
  const open = new Set<Socket>();
  let previousClosed = Promise.resolve();

  // A call's reply goes out in one write: PGlite hands it over a protocol message or a few at
  // a time, and a write each cost the database's thread a third of its time under load.
  const exec = (socket: Socket, messages: Buffer) =>
    db.runExclusive(async () => {
      socket.cork();
      try {
        await db.execProtocolRawStream(new Uint8Array(messages), {
          onRawData: (data) => {
            // A copy: the bytes are a view of PGlite's memory, which the next call writes over
            // while a large reply may still be on its way out.
            if (socket.writable) socket.write(Buffer.from(data));
          },
        });
      } finally {
        socket.uncork();
      }
    });

  const cleanUp = async () => {
    if (db.isInTransaction()) await db.exec('ROLLBACK');
    await db.exec('DEALLOCATE ALL');
  };

  const server = createServer((socket) => {
    open.add(socket);
    socket.setNoDelay(true);
    let closed!: () => void;
    const turn = previousClosed;
    previousClosed = new Promise((resolve) => (closed = resolve));
    let pending: Buffer = Buffer.alloc(0);
    let started = false;
    // Reads are answered in order, each once the one before it has been.
    let queue: Promise<void> = turn;

    const handle = async (chunk: Buffer) => {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      let end = 0;
      let length: number;
      if (!started && (length = completeMessageLength(pending, false))) {
        // The startup message is answered alone: PGlite tells it by its first byte.
        await exec(socket, pending.subarray(0, length));
        [started, end] = [true, length];
      }
      const batch: Buffer[] = [];
      let terminate = false;
      while (started && (length = completeMessageLength(pending.subarray(end), true))) {
        const message = pending.subarray(end, end + length);
        end += length;
        if (message[0] === TERMINATE) {
          terminate = true;
          break;
        }
        batch.push(message);
      }
      pending = pending.subarray(end);
      if (batch.length) await exec(socket, Buffer.concat(batch));
      if (terminate) socket.end();
    };

    socket.on('data', (chunk) => {
      queue = queue.then(() => handle(chunk)).catch(() => void socket.destroy());
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      open.delete(socket);
      void queue
        .then(cleanUp)
        .catch(() => {})
        .finally(closed);
    });
  });

  return {
    start: () =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(socketPath, () => {
          server.off('error', reject);
          resolve();
        });
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        // Once the last connection's clean-up is done, the database may close.
        server.close(() => void previousClosed.then(resolve));
      }),
  };
}
