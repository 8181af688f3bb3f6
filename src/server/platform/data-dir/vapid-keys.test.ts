import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { readEnv } from '@server/env.ts';
import { resolveVapidKeys } from './vapid-keys.ts';

let dataDir = '';
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const envIn = async (extra: Record<string, string> = {}) => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'vapid-keys-'));
  return readEnv({ DATA_DIR: dataDir, ...extra });
};

describe('VAPID keys', () => {
  it('are generated once into the data folder and read back', async () => {
    const env = await envIn();
    const first = resolveVapidKeys(env);
    expect(resolveVapidKeys(env)).toEqual(first);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set', async () => {
    const pair = webpush.generateVAPIDKeys();
    const env = await envIn({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
    });
    expect(resolveVapidKeys(env)).toEqual(pair);
  });

  it('refuse one key without the other, and a subject that is neither mailto: nor https:', async () => {
    const { publicKey } = webpush.generateVAPIDKeys();
    expect(() => readEnv({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/go together/);
    expect(() => readEnv({ VAPID_SUBJECT: 'http://example.com' })).toThrow(/VAPID_SUBJECT/);
  });
});
