import { defineConfig } from '@playwright/test';
import { salesEmail } from './e2e/helpers/outbox.ts';
import { fakeGoogleEnv } from './src/server/testing/fake-google.ts';
import { ownerSessionFile } from './e2e/helpers/session-file.ts';
import { e2eMetaApp, fakeMetaEnv } from './e2e/helpers/fake-meta-app.ts';
import { chromiumArgs } from './scripts/find-chromium.ts';

// scripts/test-e2e.ts chooses the port, the data folder and the browser before this runs.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const googleURL = `http://127.0.0.1:${Number(process.env.E2E_GOOGLE_PORT ?? 3101)}`;
/** The browser most specs run in: the headless shell when there is one (scripts/test-e2e.ts). */
const headlessShell = process.env.E2E_HEADLESS_SHELL || process.env.CHROME_PATH;
/** The headless shell has no notifications: their spec runs in the whole browser. */
const needsWholeBrowser = /browser-notifications\.spec\.ts/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // CI tries a failed test once more, for its report and trace of a second attempt, but a
  // test that passes only on the retry still fails the run: a flake is a bug to fix.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Bounds that stop a hung test, not measures of speed: sized for a 2-core machine that
  // other work keeps busy (a long portal test takes about 50 s there at a load of 17).
  timeout: 180_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Menus and dialogs appear in place: a click aimed at a menu item still growing in lands
    // where the item was, on a busy machine often on the one above it. The landing's motion is
    // tested with motion on (e2e/landing.spec.ts).
    reducedMotion: 'reduce',
    launchOptions: { executablePath: headlessShell, args: chromiumArgs },
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    {
      name: 'chromium',
      dependencies: ['setup'],
      testIgnore: needsWholeBrowser,
      use: { storageState: ownerSessionFile },
    },
    {
      name: 'chromium, whole browser',
      dependencies: ['setup'],
      testMatch: needsWholeBrowser,
      use: {
        storageState: ownerSessionFile,
        launchOptions: { executablePath: process.env.CHROME_PATH, args: chromiumArgs },
      },
    },
  ],
  webServer: [
    {
      // Google's consent page, token endpoint and Calendar API, faked on this machine.
      command: 'node --import tsx e2e/helpers/fake-google-server.ts',
      // Its consent page refuses a request without a client (400): it is listening.
      url: `${googleURL}/o/oauth2/v2/auth`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
    {
      // Meta's Graph API, faked on this machine; the specs write its webhook calls.
      command: 'node --import tsx e2e/helpers/fake-meta-server.ts',
      // Its Graph API refuses a call without a token (400): it is listening.
      url: `${e2eMetaApp.url}/v21.0/me`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
    {
      // The built server, as `npm start` runs it (`npm test` builds before this suite).
      command: 'node dist/server/index.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR ?? 'data/e2e',
        // Each test speaks from its own address (see e2e/helpers/test.ts), so the rate limits
        // one test trips do not reach the others.
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'error',
        // The landing's demo requests are mailed to the outbox, where the landing spec reads them.
        SALES_EMAIL: salesEmail,
        // A person's reply to a widget visitor who left is mailed after two seconds, not three
        // minutes (e2e/follow-up.spec.ts).
        FOLLOW_UP_DELAY_SECONDS: '2',
        // Google Calendar connects to the fake Google above.
        ...fakeGoogleEnv(googleURL),
        // Facebook Pages connect to the fake Graph API above.
        ...fakeMetaEnv(),
        // The Apple Calendar and widget booking specs connect to Radicale on 127.0.0.1.
        ALLOW_PRIVATE_NETWORK: 'true',
      },
    },
  ],
});
