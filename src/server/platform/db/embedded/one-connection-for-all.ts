import { Socket, type SocketConstructorOpts } from 'node:net';

/**
 * How postgres.js reaches the embedded database: one connection that every request shares,
 * so statements queue on it. postgres.js gives a transaction its connection only when the
 * `begin` is handed over at once, that is while fewer than `max_pipeline` statements wait for
 * their answers and the socket takes the bytes without its buffer passing its high-water mark;
 * otherwise the transaction fails, its `begin` already run, and takes the process down. On
 * this connection neither limit is ever reached: the statements' own count and size are what
 * bound them.
 */
export function oneConnectionForAll(socketPath: string) {
  const connected = () =>
    new Promise<Socket>((resolve, reject) => {
      // A stream's option Node takes, which the socket's types leave out.
      const options = { writableHighWaterMark: 2 ** 30 } as SocketConstructorOpts;
      const socket = new Socket(options).connect(socketPath);
      socket.once('connect', () => resolve(socket)).once('error', reject);
    });
  // postgres.js takes a socket factory; its types do not say so.
  return { max_pipeline: Number.MAX_SAFE_INTEGER, socket: connected } as {
    max_pipeline: number;
  };
}
