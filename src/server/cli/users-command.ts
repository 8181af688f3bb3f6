import { parseArgs } from 'node:util';
import { accountInputSchema } from '@shared/auth/auth-schemas.ts';
import {
  AccountError,
  createAccount,
  type NewAccount,
} from '@server/features/account/create-account.ts';
import { createAuth } from '@server/platform/auth/auth.ts';
import { resolveAuthSecret } from '@server/platform/data-dir/auth-secret.ts';
import { acquireDataDirLock, DataDirInUseError } from '@server/platform/data-dir/lock.ts';
import { openDatabase } from '@server/platform/db/open-database.ts';
import { type Env, isEmbedded } from '../env.ts';
import { createLogger } from '@server/platform/logging/logger.ts';
import { createMailer } from '@server/platform/mail/mailer.ts';

export const usage =
  'Usage: npm run users -- add EMAIL [--password PASSWORD] [--name NAME] [--sample-data]';

export const passwordPrompt = 'Password: ';
export const repeatPrompt = 'Repeat the password: ';
export const passwordsDifferMessage = 'Error: The two passwords differ; nothing was created.';

export type CommandIo = {
  out: (line: string) => void;
  err: (line: string) => void;
  /**
   * Asks for a secret without echoing it (a terminal); without it, --password is required.
   * Typed rather than passed, a password stays out of shell history and `ps`.
   */
  askSecret?: (prompt: string) => Promise<string>;
};

class UsageError extends Error {}

function parse(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        password: { type: 'string' },
        name: { type: 'string' },
        'sample-data': { type: 'boolean', default: false },
      },
    });
  } catch (err) {
    throw new UsageError(`${(err as Error).message}. ${usage}`);
  }
  const [command, email, ...extra] = parsed.positionals;
  if (command !== 'add')
    throw new UsageError(command ? `Unknown command "${command}". ${usage}` : usage);
  if (!email) throw new UsageError(`The email is missing. ${usage}`);
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}". ${usage}`);
  return {
    email,
    password: parsed.values.password,
    name: parsed.values.name,
    sampleData: parsed.values['sample-data'],
  };
}

/**
 * `users add`: creates an account (there is no public sign-up). Returns the exit code; every
 * failure is one line on `err`. With the embedded database the data folder must be free.
 */
export async function runUsersCommand(argv: string[], env: Env, io: CommandIo): Promise<number> {
  let parsed;
  try {
    parsed = parse(argv);
  } catch (err) {
    io.err(`Error: ${(err as Error).message}`);
    return 2;
  }
  let typed = parsed.password;
  if (typed === undefined) {
    if (!io.askSecret) {
      io.err(`Error: --password is required. ${usage}`);
      return 2;
    }
    typed = await io.askSecret(passwordPrompt);
    if ((await io.askSecret(repeatPrompt)) !== typed) {
      io.err(passwordsDifferMessage);
      return 1;
    }
  }
  const input = { ...parsed, password: typed };

  // Check the input before touching the database, so a typo fails fast and offline.
  const checked = accountInputSchema.shape.email.safeParse(input.email);
  if (!checked.success) {
    io.err(`Error: Invalid email (${input.email}): ${checked.error.issues[0]?.message}`);
    return 1;
  }
  const password = accountInputSchema.shape.password.safeParse(input.password);
  if (!password.success) {
    io.err(`Error: Invalid password: ${password.error.issues[0]?.message}`);
    return 1;
  }

  let store;
  try {
    store = await openAccountStore(env);
    const account = await store.createAccount(input);
    io.out(
      `Created the account ${account.email} (name "${account.name}")${input.sampleData ? ' with sample data' : ''}.`,
    );
    return 0;
  } catch (err) {
    if (err instanceof AccountError || err instanceof DataDirInUseError) {
      io.err(`Error: ${err.message}`);
      return 1;
    }
    io.err(
      `Error: could not create the account: ${err instanceof Error ? err.message : String(err)}`,
    );
    return 1;
  } finally {
    await store?.close();
  }
}

/**
 * The database and auth, opened the way the server opens them, for creating accounts while
 * no server runs (the `users` command, the browser suite's accounts). Holds the data folder.
 */
export async function openAccountStore(env: Env) {
  const lock = isEmbedded(env) ? acquireDataDirLock(env.DATA_DIR) : undefined;
  try {
    const database = await openDatabase(env);
    const logger = createLogger(env.LOG_LEVEL === 'silent' ? 'silent' : 'error');
    const auth = createAuth({
      db: database.db,
      env,
      secret: resolveAuthSecret(env),
      mailer: createMailer(env, logger),
      logger,
    });
    return {
      createAccount: (input: NewAccount) => createAccount(database.db, auth, input),
      close: async () => {
        await database.close().catch(() => {});
        lock?.release();
      },
    };
  } catch (err) {
    lock?.release();
    throw err;
  }
}
