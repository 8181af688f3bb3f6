import { keepNewFilesPrivate } from '@server/platform/data-dir/private-files.ts';
import { readEnv } from '../env.ts';
import { createSecretAsker } from './ask-secret.ts';
import { runUsersCommand } from './users-command.ts';

// The command writes to the data folder as the server does: only for the server's user.
keepNewFilesPrivate();
const secrets = createSecretAsker();
try {
  const code = await runUsersCommand(process.argv.slice(2), readEnv(), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    askSecret: secrets.ask,
  });
  process.exitCode = code;
} catch (err) {
  console.error(`Error: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  secrets.close();
}
