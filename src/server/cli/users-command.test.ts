import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '@shared/auth/auth-api.ts';
import { demoAccount } from '@shared/auth/demo-account.ts';
import { accountExists } from '@server/features/account/create-account.ts';
import { bootServer } from '../boot.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { lockFileOf } from '@server/platform/data-dir/lock.ts';
import { openDatabase } from '@server/platform/db/open-database.ts';
import { account, user } from '@server/platform/db/schema.ts';
import { hashPassword } from '@server/platform/auth/password-hashing.ts';
import type { Env } from '../env.ts';
import { loadSampleData } from '@server/features/account/load-sample-data.ts';
import { openTestDatabase, postJson, testEnv } from '../testing/test-server.ts';
import { createLogger } from '@server/platform/logging/logger.ts';
import {
  passwordPrompt,
  passwordsDifferMessage,
  repeatPrompt,
  runUsersCommand,
} from './users-command.ts';

const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));

let dataDir: string;
let env: Env;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'agent-portal-cli-'));
  env = testEnv(dataDir);
  // A migrated database in DATA_DIR, as a server would have left it.
  const prepared = await openTestDatabase(env);
  await prepared.close();
}, 120_000);

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runUsersCommand(argv, env, {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out, err };
}

async function withDatabase<T>(
  work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
) {
  const database = await openDatabase(env);
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** Runs the real `npm run users` entry point in a child process. */
function runCli(argv: string[], extraEnv: Record<string, string> = {}, input?: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/users.ts', ...argv], {
      cwd: projectRoot,
      env: { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...extraEnv },
    });
    child.stdin.end(input ?? '');
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('users add', () => {
  it('asks for the password twice without --password, never echoing it', async () => {
    const email = `typed-${Date.now()}@example.com`;
    const typed = 'typed-at-the-prompt-2026';
    const result = await runCli(['add', email], {}, `${typed}\n${typed}\n`);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(passwordPrompt);
    expect(result.stderr).toContain(repeatPrompt);
    expect(result.stdout + result.stderr).not.toContain(typed);
    expect(await withDatabase((db) => accountExists(db, email))).toBe(true);

    const differ = await runCli(['add', `other-${email}`], {}, `${typed}\nsomething-else-2026\n`);
    expect(differ.code).toBe(1);
    expect(differ.stderr).toContain(passwordsDifferMessage);
  }, 120_000);

  it('creates an account whose name defaults to the part of the email before @', async () => {
    const result = await run(
      'add',
      'New.Owner@Example.com',
      '--password',
      'a-long-enough-password',
    );
    expect(result).toMatchObject({ code: 0, err: [] });
    expect(result.out).toEqual(['Created the account new.owner@example.com (name "New.Owner").']);
    const [row] = await withDatabase((db) =>
      db.select().from(user).where(eq(user.email, 'new.owner@example.com')),
    );
    expect(row?.name).toBe('New.Owner');
  });

  it('takes --name and --sample-data', async () => {
    const result = await run(
      'add',
      'named@example.com',
      '--password',
      'a-long-enough-password',
      '--name',
      'Ana Lima',
      '--sample-data',
    );
    expect(result.code).toBe(0);
    expect(result.out[0]).toBe(
      'Created the account named@example.com (name "Ana Lima") with sample data.',
    );
  });

  it('refuses a duplicate email in one line, whatever its case', async () => {
    const result = await run('add', 'NAMED@example.com', '--password', 'another-long-password');
    expect(result.code).toBe(1);
    expect(result.err).toEqual([
      'Error: An account with the email named@example.com already exists.',
    ]);
  });

  it('refuses a bad email', async () => {
    const result = await run('add', 'not-an-email', '--password', 'a-long-enough-password');
    expect(result.code).toBe(1);
    expect(result.err).toHaveLength(1);
    expect(result.err[0]).toMatch(/^Error: Invalid email \(not-an-email\)/);
  });

  it('refuses a password shorter than 12 characters', async () => {
    const result = await run('add', 'short@example.com', '--password', 'elevenchars');
    expect(result.code).toBe(1);
    expect(result.err).toEqual(['Error: Invalid password: Use at least 12 characters.']);
    expect(await withDatabase((db) => accountExists(db, 'short@example.com'))).toBe(false);
  });

  it('explains its usage when arguments are missing or unknown', async () => {
    for (const argv of [
      [],
      ['remove', 'a@b.co'],
      ['add'],
      ['add', 'a@b.co'],
      ['add', 'a@b.co', '--password', 'x', '--admin'],
    ]) {
      const result = await run(...argv);
      expect(result.code).toBe(2);
      expect(result.err).toHaveLength(1);
      expect(result.err[0]).toContain('Usage: npm run users -- add EMAIL [--password PASSWORD]');
    }
  });

  it('refuses to touch a data folder a running server holds', async () => {
    const lock = lockFileOf(dataDir);
    // This test process plays the running server.
    await writeFile(lock, `${process.pid}\n`);
    try {
      const result = await run('add', 'locked@example.com', '--password', 'a-long-enough-password');
      expect(result.code).toBe(1);
      expect(result.err).toEqual([
        `Error: The data folder ${dataDir} is in use by a running server (pid ${process.pid}); stop it first, then try again.`,
      ]);

      const cli = await runCli([
        'add',
        'locked@example.com',
        '--password',
        'a-long-enough-password',
      ]);
      expect(cli.code).toBe(1);
      expect(cli.stderr.trim().split('\n')).toHaveLength(1);
      expect(cli.stderr).toContain('is in use by a running server');
    } finally {
      await rm(lock, { force: true });
    }
  }, 60_000);

  it('ignores a stale lock whose process is gone', async () => {
    const gone = spawn(process.execPath, ['-e', '']);
    const pid = gone.pid!;
    await new Promise((resolve) => gone.on('close', resolve));
    await writeFile(lockFileOf(dataDir), `${pid}\n`);
    const result = await run(
      'add',
      'after-crash@example.com',
      '--password',
      'a-long-enough-password',
    );
    expect(result.code).toBe(0);
  });

  it('runs as `npm run users` does, with exit code 0', async () => {
    const cli = await runCli([
      'add',
      'spawned@example.com',
      '--password',
      'a-long-enough-password',
    ]);
    expect(cli.stderr).toBe('');
    expect(cli.stdout.trim()).toBe('Created the account spawned@example.com (name "spawned").');
    expect(cli.code).toBe(0);
  }, 60_000);
});

describe('loadSampleData', () => {
  it('runs every area loader for the account', async () => {
    await withDatabase(async (db) => {
      const [owner] = await db.select().from(user).where(eq(user.email, 'named@example.com'));
      const seen: string[] = [];
      await loadSampleData(db, owner!.id as AccountId, [
        async (accountId) => void seen.push(`agents:${accountId}`),
        async (accountId) => void seen.push(`keys:${accountId}`),
      ]);
      expect(seen).toEqual([`agents:${owner!.id}`, `keys:${owner!.id}`]);
    });
  });
});

describe('server start in embedded mode', () => {
  it('seeds the demo account once, keeps a generated secret, and holds the data folder while running', async () => {
    const embedded = { ...env, AUTH_SECRET: undefined, LOG_LEVEL: 'info' as const };
    const written: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void written.push(line) });
    const booted = await bootServer(embedded, { logger });
    const logged = written.map((line) => (JSON.parse(line) as { msg: string }).msg);
    try {
      expect(logged).toContain(
        `Demo account: ${demoAccount.email} / password: ${demoAccount.password}`,
      );
      expect((await readFile(lockFileOf(dataDir), 'utf8')).trim()).toBe(String(process.pid));
      const secretFile = path.join(dataDir, 'auth-secret');
      expect((await stat(secretFile)).mode & 0o777).toBe(0o600);
      expect((await readFile(secretFile, 'utf8')).trim()).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const signIn = await booted.app.request(
        authEndpoints.signIn,
        postJson({ email: demoAccount.email, password: demoAccount.password }),
      );
      expect(signIn.status).toBe(200);

      const locked = await run(
        'add',
        'while-running@example.com',
        '--password',
        'a-long-enough-password',
      );
      expect(locked.code).toBe(1);
      expect(locked.err[0]).toContain('is in use by a running server');
    } finally {
      await booted.close();
    }
    await expect(stat(lockFileOf(dataDir))).rejects.toThrow();

    const secret = await readFile(path.join(dataDir, 'auth-secret'), 'utf8');
    const again = await bootServer({ ...embedded, LOG_LEVEL: 'silent' });
    await again.close();
    expect(await readFile(path.join(dataDir, 'auth-secret'), 'utf8')).toBe(secret);
    const demos = await withDatabase((db) =>
      db.select().from(user).where(eq(user.email, demoAccount.email)),
    );
    expect(demos).toHaveLength(1);
  }, 60_000);

  it('prints the demo sign-in only while its password is the published one; SEED_DEMO=false seeds nothing', async () => {
    const embedded = { ...env, AUTH_SECRET: undefined, LOG_LEVEL: 'info' as const };
    await withDatabase(async (db) => {
      const [demo] = await db.select().from(user).where(eq(user.email, demoAccount.email));
      await db
        .update(account)
        .set({ password: await hashPassword('a-password-only-the-owner-knows') })
        .where(eq(account.userId, demo!.id));
    });
    const written: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void written.push(line) });
    await (await bootServer(embedded, { logger })).close();
    expect(written.join('')).not.toContain('Demo account:');

    await withDatabase((db) => db.delete(user).where(eq(user.email, demoAccount.email)));
    await (await bootServer({ ...embedded, LOG_LEVEL: 'silent', SEED_DEMO: false })).close();
    expect(await withDatabase((db) => accountExists(db, demoAccount.email))).toBe(false);
  }, 60_000);
});
