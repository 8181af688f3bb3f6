import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

export type ScratchDatabase = { url: string; drop: () => Promise<void> };

/**
 * A new, empty database on the PostgreSQL server `serverUrl` points at, so every run starts
 * from the same state and leaves nothing behind; dropped (with its connections) at the end.
 */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = postgres(serverUrl, { max: 1, onnotice: () => {} });
      try {
        await dropper.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end({ timeout: 5 });
      }
    },
  };
}
