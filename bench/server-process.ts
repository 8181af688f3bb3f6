import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

export type ServerOptions = {
  port: number;
  dataDir: string;
  /** PostgreSQL instead of the embedded database. */
  databaseUrl?: string;
  authSecret?: string;
  /** Settings beyond these options, e.g. REDIS_URL for several processes. */
  env?: Record<string, string>;
  /** Extra node flags for the server, e.g. --cpu-prof while looking for a cause. */
  nodeArgs?: string[];
};

export type RunningServer = {
  url: string;
  pid: number;
  stop: () => Promise<void>;
};

const root = path.resolve(import.meta.dirname, '..');
const READY_TIMEOUT_MS = 60_000;

async function waitUntilHealthy(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode}:\n${output()}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/**
 * Starts the built product as its own process, the way `npm run serve` does, so its memory can
 * be read from /proc and the load generator never shares its event loop.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'error',
    // Sign-in is limited per client address; each sampled sign-in names its own (sign-in.ts).
    TRUST_PROXY: 'true',
    DATABASE_URL: options.databaseUrl ?? '',
    AUTH_SECRET: options.authSecret ?? '',
    PUBLIC_URL: '',
    SMTP_URL: '',
    // Rate-limit counters in memory, whatever the calling shell has configured.
    REDIS_URL: '',
    // The built-in responder, whatever model the calling shell names.
    LLM_BASE_URL: '',
    LLM_MODEL: '',
    LLM_API_KEY: '',
    ...options.env,
  };
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), 'dist/server/index.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A benchmark stopped half-way must not leave a server running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  try {
    await waitUntilHealthy(url, child, () => output);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  // A server that stops while it is measured says why: the measurement then fails on a
  // closed connection that does not.
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`The server stopped (${signal ?? `code ${code}`}):\n${output}`);
  });

  return {
    url,
    pid: child.pid!,
    stop: async () => {
      stopping = true;
      process.off('exit', killOnExit);
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
