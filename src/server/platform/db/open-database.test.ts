import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, getTableName, inArray, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints, meEndpoint } from '@shared/auth/auth-api.ts';
import { demoAccount } from '@shared/auth/demo-account.ts';
import { accountExists, createAccount } from '@server/features/account/create-account.ts';
import { createApp } from '@server/app.ts';
import { createAuth } from '@server/platform/auth/auth.ts';
import { bootServer } from '@server/boot.ts';
import type { Env } from '@server/env.ts';
import { createLogger } from '@server/platform/logging/logger.ts';
import { createMailer } from '@server/platform/mail/mailer.ts';
import { cookieHeader, postJson, testEnv } from '@server/testing/test-server.ts';
import {
  createTestPostgresDatabase,
  postgresAvailable,
  type TestPostgresDatabase,
} from '@server/testing/test-services.ts';
import { type Database, migrationsFolder, openDatabase } from './open-database.ts';
import { rawRows } from './raw-rows.ts';
import * as schema from './schema.ts';

/** Every table the schema declares: the migrations must create exactly these. */
const expectedTables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

async function tablesOf(db: Database) {
  const rows = await rawRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

async function migrationCount(db: Database) {
  const rows = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return rows[0]?.n;
}

/** The same checks on both drivers: schema, migrations run twice, and a real sign-in. */
function describeDatabase(name: string, makeEnv: () => Promise<Env>) {
  let env: Env;
  beforeAll(async () => {
    env = await makeEnv();
  });

  it(`${name}: creates every table, and running the migrations again changes nothing`, async () => {
    const first = await openDatabase(env);
    try {
      expect(await tablesOf(first.db)).toEqual(expectedTables);
      const applied = await migrationCount(first.db);
      expect(applied).toBeGreaterThan(0);
      await first.db.execute(
        sql`insert into "user" (id, name, email) values ('keep-me', 'Kept', 'kept@example.com')`,
      );
      await first.close();

      const second = await openDatabase(env);
      try {
        expect(await tablesOf(second.db)).toEqual(expectedTables);
        expect(await migrationCount(second.db)).toBe(applied);
        const kept = await rawRows<{ email: string }>(
          second.db,
          sql`select email from "user" where id = 'keep-me'`,
        );
        expect(kept.map((row) => row.email)).toEqual(['kept@example.com']);
      } finally {
        await second.close();
      }
    } catch (err) {
      await first.close().catch(() => {});
      throw err;
    }
    // Creating an embedded database from nothing takes seconds, more on a busy machine.
  }, 120_000);

  it(`${name}: signs an account in and out`, async () => {
    const database = await openDatabase(env);
    try {
      const logger = createLogger(env.LOG_LEVEL);
      const mailer = createMailer(env, logger);
      const auth = createAuth({ db: database.db, env, secret: env.AUTH_SECRET!, mailer, logger });
      const app = createApp({ db: database.db, env, auth, mailer, logger });
      const owner = { email: `both-${Date.now()}@example.com`, password: 'works-on-both-drivers' };
      await createAccount(database.db, auth, owner);
      const signIn = await app.request(authEndpoints.signIn, postJson(owner));
      expect(signIn.status).toBe(200);
      const me = await app.request(meEndpoint, { headers: { cookie: cookieHeader(signIn) } });
      expect(await me.json()).toMatchObject({ email: owner.email });
    } finally {
      await database.close();
    }
  });

  it(`${name}: seeds the demo account at start only with the embedded database`, async () => {
    const booted = await bootServer(env);
    await booted.close();
    const database = await openDatabase(env);
    try {
      expect(await accountExists(database.db, demoAccount.email)).toBe(
        database.kind === 'embedded',
      );
    } finally {
      await database.close();
    }
  });
}

const dataDirs: string[] = [];
afterAll(async () => {
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function newDataDir() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'agent-portal-migrations-'));
  dataDirs.push(dataDir);
  return dataDir;
}

describe('embedded PGlite', () => {
  describeDatabase('PGlite', async () => testEnv(await newDataDir()));

  it('PGlite: is served on a socket only its own user can reach, gone once closed', async () => {
    const dataDir = await newDataDir();
    const database = await openDatabase(testEnv(dataDir));
    const socket = path.join(dataDir, 'db.sock');
    try {
      const served = await stat(socket);
      expect(served.isSocket()).toBe(true);
      expect(served.mode & 0o077).toBe(0);
      expect(await tablesOf(database.db)).toEqual(expectedTables);
    } finally {
      await database.close();
    }
    await expect(stat(socket)).rejects.toMatchObject({ code: 'ENOENT' });
  }, 120_000);

  it('PGlite: prepares a statement once per connection, but not the long lists, also in transactions', async () => {
    const database = await openDatabase(testEnv(await newDataDir()));
    try {
      const emails = Array.from({ length: 40 }, (_, n) => `listed-${n}@example.com`);
      const prepared = await database.db.transaction(async (tx) => {
        for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
          await tx.select().from(schema.user).where(eq(schema.user.email, email));
        }
        await tx.select().from(schema.user).where(inArray(schema.user.email, emails));
        return rawRows<{ statement: string }>(
          tx,
          sql`select statement from pg_prepared_statements`,
        );
      });
      const onUsers = prepared.filter(({ statement }) => statement.includes('from "user"'));
      expect(onUsers.map(({ statement }) => statement.match(/where .*/)?.[0])).toEqual([
        'where "user"."email" = $1',
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('PGlite: a transaction begun behind a hundred statements on the one connection gets its answer', async () => {
    const database = await openDatabase(testEnv(await newDataDir()));
    try {
      const select = (db: Database, n: number) =>
        db
          .select()
          .from(schema.user)
          .where(eq(schema.user.email, `${n}@example.com`));
      const transaction = () =>
        database.db.transaction(async (tx) => (await select(tx, 0), 'done'));
      // postgres.js sends up to 100 statements one after another on a connection: a
      // transaction's `begin` handed to it after 99 others lands at that limit, however many
      // steps Drizzle takes to hand a statement over.
      for (let steps = 0; steps <= 30; steps += 1) {
        const ahead = Array.from({ length: 100 }, (_, n) => select(database.db, n).execute());
        for (let step = 0; step < steps; step += 1) await Promise.resolve();
        expect(await transaction()).toBe('done');
        await Promise.all(ahead);
      }
    } finally {
      await database.close();
    }
  }, 120_000);

  it('PGlite: a data folder it cannot open stops the start with the reason', async () => {
    const dataDir = await newDataDir();
    await writeFile(path.join(dataDir, 'db'), 'not a database folder');
    await expect(openDatabase(testEnv(dataDir))).rejects.toThrow(/EEXIST|ENOTDIR/);
  });
});

const postgresReachable = await postgresAvailable();

describe.skipIf(!postgresReachable)('PostgreSQL', () => {
  let database: TestPostgresDatabase | undefined;
  let raced: TestPostgresDatabase | undefined;

  afterAll(async () => {
    await database?.drop();
    await raced?.drop();
  });

  it('PostgreSQL: servers starting at once on an empty database migrate it once, together', async () => {
    raced = await createTestPostgresDatabase('migration-race');
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'agent-portal-migrations-race-'));
    dataDirs.push(dataDir);
    const env = testEnv(dataDir, { DATABASE_URL: raced.url });
    const opened = await Promise.allSettled([1, 2, 3, 4].map(() => openDatabase(env)));
    try {
      expect(opened.map((result) => result.status)).toEqual(Array(4).fill('fulfilled'));
      const [first] = opened as PromiseFulfilledResult<Awaited<ReturnType<typeof openDatabase>>>[];
      expect(await tablesOf(first!.value.db)).toEqual(expectedTables);
      const files = (await readdir(migrationsFolder)).filter((file) => file.endsWith('.sql'));
      expect(await migrationCount(first!.value.db)).toBe(files.length);
    } finally {
      for (const result of opened) {
        if (result.status === 'fulfilled') await result.value.close();
      }
    }
  });

  it('PostgreSQL: a session lock holds across processes until its job ends, and only its key', async () => {
    const locked = await createTestPostgresDatabase('session-lock');
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'agent-portal-session-lock-'));
    dataDirs.push(dataDir);
    const env = testEnv(dataDir, { DATABASE_URL: locked.url });
    // Two clients of their own, as two server processes have.
    const [first, second] = [await openDatabase(env), await openDatabase(env)];
    try {
      const order: string[] = [];
      let finish!: () => void;
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const firstJob = first.sessionLock('account-1', async () => {
        holding();
        await new Promise<void>((resolve) => (finish = resolve));
        order.push('first');
      });
      await held;
      const secondJob = second.sessionLock('account-1', async () => order.push('second'));
      await second.sessionLock('account-2', async () => order.push('another key'));
      finish();
      await Promise.all([firstJob, secondJob]);
      expect(order).toEqual(['another key', 'first', 'second']);
    } finally {
      await Promise.all([first.close(), second.close()]);
      await locked.drop();
    }
  });

  describeDatabase('PostgreSQL', async () => {
    database = await createTestPostgresDatabase('migrations');
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'agent-portal-migrations-pg-'));
    dataDirs.push(dataDir);
    return testEnv(dataDir, { DATABASE_URL: database.url });
  });
});
