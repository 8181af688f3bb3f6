import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { authEndpoints } from '@shared/auth/auth-api.ts';
import { runUsersCommand } from '../cli/users-command.ts';
import { readEnv } from '../env.ts';
import { cookieHeader, openTestDatabase, postJson, testEnv, testOrigin } from './test-server.ts';

/**
 * The real server (src/server/index.ts) in a process of its own, as production runs it, for
 * the tests that kill it, load it or run several: configured only through its environment,
 * listening on a free port, its log kept for the test to read.
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const serverEntry = fileURLToPath(new URL('../index.ts', import.meta.url));

/** How long a start may take: creating an embedded database on a busy machine is slow. */
const START_TIMEOUT_MS = 120_000;

export type ServerConfig = Record<string, string>;

/**
 * A server's configuration for a test: a data folder and auth secret of its own, the test
 * origin as PUBLIC_URL (several processes share it, as behind one load balancer), no built
 * front end, and `extra` on top (DATABASE_URL, REDIS_URL, TRUST_PROXY…).
 */
export async function serverConfig(label: string, extra: ServerConfig = {}): Promise<ServerConfig> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `agent-portal-${label}-`));
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    PUBLIC_URL: testOrigin,
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    SERVE_CLIENT: 'false',
    LOG_LEVEL: 'info',
    ...extra,
  };
}

/** Removes the configuration's data folder. */
export async function removeServerData(config: ServerConfig) {
  await rm(config.DATA_DIR!, { recursive: true, force: true });
}

/**
 * Gives an embedded configuration a migrated database copied from the tests' template (a
 * second instead of five); the server then opens it as its own.
 */
export async function prepareEmbeddedData(config: ServerConfig) {
  const database = await openTestDatabase(testEnv(config.DATA_DIR!));
  await database.close();
}

/** Creates an account with sample data the way an operator does: `npm run users -- add`. */
export async function addAccount(config: ServerConfig, label: string) {
  const email = `${label}-${randomBytes(4).toString('hex')}@example.com`;
  const password = `password-of-${label}-${randomBytes(4).toString('hex')}`;
  const errors: string[] = [];
  const code = await runUsersCommand(
    ['add', email, '--password', password, '--sample-data'],
    readEnv({ ...config, LOG_LEVEL: 'silent' }),
    { out: () => {}, err: (line) => errors.push(line) },
  );
  if (code !== 0) throw new Error(`users add failed: ${errors.join(' ')}`);
  return { email, password };
}

export type ServerProcess = {
  url: string;
  pid: number;
  /** Everything the server wrote to stdout and stderr so far. */
  log: () => string;
  /** Kills it with SIGKILL: no shutdown, no flush, as a crash or an OOM kill would. */
  crash: () => Promise<void>;
  /** Stops it as an operator does (SIGTERM) and waits for it to exit. */
  stop: () => Promise<number | null>;
};

function exited(child: ChildProcess) {
  return new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

/** Starts the server with exactly `config` as its environment; resolves once it listens. */
export async function startServerProcess(config: ServerConfig): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: config,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const watch = () => {
      const listening = /Listening on (http:\/\/[^\s]+)/.exec(output);
      if (!listening) return;
      clearTimeout(timer);
      child.stdout!.off('data', watch);
      resolve(listening[1]!);
    };
    child.stdout!.on('data', watch);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code} before it listened:\n${output}`));
    });
  });

  return {
    url,
    pid: child.pid!,
    log: () => output,
    crash: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      return exited(child);
    },
  };
}

/** Signs in over HTTP as the web app does; the session cookie and the headers it sends. */
export async function signInOver(
  server: { url: string },
  account: { email: string; password: string },
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${server.url}${authEndpoints.signIn}`, postJson(account, headers));
  if (res.status !== 200) throw new Error(`Sign-in answered ${res.status}: ${await res.text()}`);
  const cookie = cookieHeader(res);
  return { cookie, headers: { cookie, origin: testOrigin } };
}
