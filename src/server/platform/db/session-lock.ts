import type postgres from 'postgres';

/**
 * Runs `job` while holding the lock named `key`, which every server process on the database
 * respects: the next holder waits until the job ends.
 */
export type SessionLock = <T>(key: string, job: () => Promise<T>) => Promise<T>;

/**
 * The embedded database is served by one process (its data folder is locked while a server
 * runs), so the process's own turns are all there is to keep.
 */
export const oneProcessOnly: SessionLock = (_key, job) => job();

/**
 * A PostgreSQL advisory lock held on a connection reserved for the job: released when the
 * job ends, or by the server when the process holding it dies and its connection drops.
 * Each holder takes a connection from the pool for as long as its job runs, so callers keep
 * the number of jobs at once small.
 */
export function postgresSessionLock(client: postgres.Sql): SessionLock {
  return async (key, job) => {
    const connection = await client.reserve();
    try {
      await connection`select pg_advisory_lock(hashtextextended(${key}, 0))`;
      try {
        return await job();
      } finally {
        await connection`select pg_advisory_unlock(hashtextextended(${key}, 0))`;
      }
    } finally {
      connection.release();
    }
  };
}
