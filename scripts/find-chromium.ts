import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The browser the end-to-end and benchmark runs drive: CHROME_PATH, else a system Chromium. */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return candidates.find((candidate) => existsSync(candidate));
}

export const chromiumMissingMessage =
  'No Chromium found: install it with "sudo apt-get install -y chromium" or set CHROME_PATH to a Chrome/Chromium binary.';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
