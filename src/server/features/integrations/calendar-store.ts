import {
  type CalendarConnection,
  type CalendarCredentials,
  type CalendarProvider,
  hintOfSecret,
} from '@shared/integrations.ts';
import { eq } from 'drizzle-orm';
import type { SecretBox } from '@server/platform/crypto/secret-box.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { calendarConnection } from '@server/platform/db/schema.ts';

type Row = typeof calendarConnection.$inferSelect;

const toConnection = (provider: CalendarProvider, row: Row | undefined): CalendarConnection =>
  row
    ? {
        provider,
        connected: true,
        publicKey: row.publicKey,
        secretKeyHint: row.secretKeyHint,
        connectedAt: row.connectedAt.toISOString(),
      }
    : { provider, connected: false };

export async function getCalendarConnection(
  accountId: AccountId,
  db: Database,
  provider: CalendarProvider,
) {
  const [row] = await db
    .select()
    .from(calendarConnection)
    .where(ownedBy(calendarConnection, accountId, eq(calendarConnection.provider, provider)));
  return toConnection(provider, row);
}

/** Stores (or replaces) the provider's credentials, the secret key sealed. */
export async function connectCalendar(
  accountId: AccountId,
  db: Database,
  box: SecretBox,
  provider: CalendarProvider,
  { publicKey, secretKey }: CalendarCredentials,
) {
  const values = {
    publicKey,
    secretKeySealed: box.seal(secretKey),
    secretKeyHint: hintOfSecret(secretKey),
    connectedAt: new Date(),
  };
  const [row] = await db
    .insert(calendarConnection)
    .values({ accountId, provider, ...values })
    .onConflictDoUpdate({
      target: [calendarConnection.accountId, calendarConnection.provider],
      set: values,
    })
    .returning();
  return toConnection(provider, row);
}

export async function disconnectCalendar(
  accountId: AccountId,
  db: Database,
  provider: CalendarProvider,
) {
  await db
    .delete(calendarConnection)
    .where(ownedBy(calendarConnection, accountId, eq(calendarConnection.provider, provider)));
  return toConnection(provider, undefined);
}
