/** What the server tells the embedded database's thread when it starts it. */
export type EmbeddedWorkerData = { dir: string; socketPath: string; migrationsFolder: string };

/** What that thread answers: ready to serve, or closed after the server asked. */
export type EmbeddedWorkerMessage = { type: 'ready' } | { type: 'closed' };
