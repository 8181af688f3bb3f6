/**
 * The dashboard's heading for a user: "Welcome" on their first visit, "Welcome back" after it,
 * which depends on when the account first opened it.
 */
export const greeting = (name: string) =>
  new RegExp(`^Welcome(?: back)?, ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}!$`);
