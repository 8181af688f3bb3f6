/**
 * Runs the browser suite against the built app: a fresh embedded database in a temporary
 * folder, the server on a free loopback port, and the system Chromium (its headless shell when
 * installed).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumMissingMessage, findChromium } from './find-chromium.ts';
import { freePort } from './free-port.ts';

const chromium = findChromium();
if (!chromium) {
  console.error(chromiumMissingMessage);
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
const port = await freePort();
const googlePort = await freePort();
const metaPort = await freePort();
const env = {
  ...process.env,
  CHROME_PATH: chromium,
  // Most specs run in the headless shell when it is installed, which is lighter.
  E2E_HEADLESS_SHELL: findChromium({ headless: true }),
  E2E_PORT: String(port),
  // The local Google the app connects Google Calendar to (e2e/helpers/fake-google-server.ts).
  E2E_GOOGLE_PORT: String(googlePort),
  // The local Graph API the app connects Facebook Pages to (e2e/helpers/fake-meta-server.ts).
  E2E_META_PORT: String(metaPort),
  E2E_DATA_DIR: dataDir,
};

const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'e2e/helpers/prepare-data.ts'], {
  env,
  stdio: 'inherit',
});
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  env,
  stdio: 'inherit',
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
