import postgres from 'postgres';

export type ScratchDatabase = { url: string; drop: () => Promise<void> };

/**
 * A new, empty database named `name` on the PostgreSQL server `serverUrl` points at, so a test
 * or benchmark run starts from the same state and leaves nothing behind: `drop` removes it,
 * with its connections.
 */
export async function createScratchDatabase(
  serverUrl: string,
  name: string,
): Promise<ScratchDatabase> {
  const onServer = async (statement: string) => {
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(statement);
    } finally {
      await admin.end({ timeout: 5 });
    }
  };
  await onServer(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(`drop database if exists "${name}" with (force)`),
  };
}
