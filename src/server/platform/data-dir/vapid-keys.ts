import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import type { Env } from '@server/env.ts';
import { PRIVATE_FILE } from './private-files.ts';

export type VapidKeys = { publicKey: string; privateKey: string };

const storedKeys = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });

export const vapidKeysFileOf = (dataDir: string) =>
  path.join(path.resolve(dataDir), 'vapid-keys.json');

function readStoredKeys(file: string): VapidKeys | undefined {
  try {
    return storedKeys.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`${file} is not a VAPID key pair; remove it to generate a new one.`, {
      cause: err,
    });
  }
}

/**
 * The key pair browser notifications are signed with. Browsers subscribed with its public key,
 * so it must outlive restarts: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, otherwise a
 * pair generated on the first start into DATA_DIR/vapid-keys.json (readable by its owner only)
 * and read back on every later one. The file appears whole or not at all (written aside, then
 * linked, which fails when it exists), so two processes starting together on one data folder
 * end up with the same pair.
 */
export function resolveVapidKeys(env: Env): VapidKeys {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  }
  const file = vapidKeysFileOf(env.DATA_DIR);
  const existing = readStoredKeys(file);
  if (existing) return existing;
  const generated = webpush.generateVAPIDKeys();
  mkdirSync(path.dirname(file), { recursive: true });
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(aside, `${JSON.stringify(generated, null, 2)}\n`, { mode: PRIVATE_FILE });
  try {
    linkSync(aside, file);
    return generated;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return readStoredKeys(file)!;
  } finally {
    rmSync(aside, { force: true });
  }
}
