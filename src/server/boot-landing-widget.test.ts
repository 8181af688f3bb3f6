import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootServer } from './boot.ts';
import { landingWidgetOn } from './env.ts';
import { testEnv } from './testing/test-server.ts';

let dataDir: string;
let clientDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'boot-landing-widget-data-'));
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'boot-landing-widget-client-'));
  await writeFile(path.join(clientDir, 'index.html'), '<html><body><h1>Landing</h1></body></html>');
  await writeFile(path.join(clientDir, 'app.html'), '<html><body></body></html>');
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await rm(clientDir, { recursive: true, force: true });
});

/** The landing as a server booted with `overrides` serves it, and that server closed. */
async function landingOf(overrides: Record<string, string>) {
  const booted = await bootServer(testEnv(dataDir, { SEED_DEMO: 'false', ...overrides }), {
    clientDir,
  });
  try {
    return await (await booted.app.request('/')).text();
  } finally {
    await booted.close();
  }
}

const chatSnippet = /<script src="\/widget\.js" data-agent="(wc_[\w-]+)" async><\/script>/;

describe('the landing the server serves', () => {
  it('carries the product’s own chat, with the same key from one start to the next', async () => {
    const first = chatSnippet.exec(await landingOf({}))?.[1];
    expect(first).toBeDefined();
    expect(chatSnippet.exec(await landingOf({}))?.[1]).toBe(first);
  }, 120_000);

  it('has no chat with LANDING_WIDGET=off, nor on PostgreSQL unless asked for', async () => {
    expect(landingWidgetOn(testEnv(dataDir, { DATABASE_URL: 'postgres://127.0.0.1/test' }))).toBe(
      false,
    );
    expect(
      landingWidgetOn(
        testEnv(dataDir, { DATABASE_URL: 'postgres://127.0.0.1/test', LANDING_WIDGET: 'on' }),
      ),
    ).toBe(true);
    expect(await landingOf({ LANDING_WIDGET: 'off' })).toBe(
      '<html><body><h1>Landing</h1></body></html>',
    );
  }, 120_000);
});
