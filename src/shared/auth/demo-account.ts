/**
 * The account seeded on the first start with the embedded database (never with DATABASE_URL),
 * so a fresh install can be tried at once. The README and the start-up log show it.
 */
export const demoAccount = {
  email: 'demo@example.com',
  password: 'demo-password-2026',
  name: 'Demo Owner',
} as const;
