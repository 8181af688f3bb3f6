import { createAuthClient } from 'better-auth/react';

/** The product's own auth server, on the same origin under /api/auth. */
export const authClient = createAuthClient({ basePath: '/api/auth' });
