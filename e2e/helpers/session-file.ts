import path from 'node:path';

/**
 * The owner's signed-in session, stored by e2e/auth.setup.ts for the portal specs. It lives in
 * the run's own data folder, beside the database it belongs to, so two runs at once (each on
 * a data folder of its own) never read each other's session.
 */
export const ownerSessionFile = path.join(
  process.env.E2E_DATA_DIR ?? 'data/e2e',
  'owner-session.json',
);
