import { createServer } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { bootServer } from './boot.ts';
import { type Env, publicUrlOf, readEnv } from './env.ts';
import { keepNewFilesPrivate } from '@server/platform/data-dir/private-files.ts';
import { createLogger } from '@server/platform/logging/logger.ts';

/** PORT=0 asks for any free port; links and trusted origins need the real one before start. */
function freePort(host: string) {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('No port')),
      );
    });
  });
}

async function main() {
  // Before anything is written: the data folder is the server user's alone.
  keepNewFilesPrivate();
  const parsed = readEnv();
  const env: Env = parsed.PORT === 0 ? { ...parsed, PORT: await freePort(parsed.HOST) } : parsed;
  const booted = await bootServer(
    env,
    env.SERVE_CLIENT ? { clientDir: path.resolve('dist/client') } : {},
  );
  const { logger } = booted;

  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    // Connections that linger past this are cut; the data folder is given back either way.
    const force = setTimeout(() => void booted.close().finally(() => process.exit(code)), 5000);
    force.unref();
    server.close(() => {
      void booted.close().then(
        () => process.exit(code),
        (err: unknown) => {
          logger.error('Error while stopping', err);
          process.exit(1);
        },
      );
    });
  };

  const server = serve({ fetch: booted.app.fetch, hostname: env.HOST, port: env.PORT }, (info) => {
    logger.info(
      `Listening on http://${info.address}:${info.port} (public URL ${publicUrlOf(env)})`,
    );
  });
  server.on('error', (err: NodeJS.ErrnoException) => {
    logger.error(`Cannot listen on ${env.HOST}:${env.PORT}: ${err.code ?? err.message}`);
    void booted.close().finally(() => process.exit(1));
  });
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
}

main().catch((err: unknown) => {
  // Before the configuration is read there is no level yet: a failed start is always told.
  createLogger('error').error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
