import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import { defaultPreferences, type Preferences, preferencesSchema } from '@shared/preferences.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { accountPreference } from '@server/platform/db/schema.ts';
import { ok, routeDocs } from '@server/platform/http/openapi.ts';
import { jsonBody } from '@server/platform/http/validate.ts';

const route = routeDocs('Account');

async function getPreferences(accountId: AccountId, db: Database): Promise<Preferences> {
  const [row] = await db
    .select({ handoverEmails: accountPreference.handoverEmails })
    .from(accountPreference)
    .where(ownedBy(accountPreference, accountId))
    .limit(1);
  return row ?? defaultPreferences;
}

async function savePreferences(accountId: AccountId, db: Database, preferences: Preferences) {
  const [row] = await db
    .insert(accountPreference)
    .values({ accountId, ...preferences })
    .onConflictDoUpdate({
      target: accountPreference.accountId,
      set: { ...preferences, updatedAt: new Date() },
    })
    .returning({ handoverEmails: accountPreference.handoverEmails });
  return row!;
}

/** The mail the account gets: whether a hand-over to a person is mailed. */
export function preferenceRoutes(db: Database) {
  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.preferences,
      route({
        operationId: 'getPreferences',
        summary: 'Get email notifications',
        description: 'Whether a hand-over to a person is mailed to the account’s address.',
        answer: ok(preferencesSchema, 'The preferences.'),
      }),
      async (c) => c.json(await getPreferences(c.get('account').id, db)),
    )
    .put(
      apiPaths.preferences,
      route({
        operationId: 'savePreferences',
        summary: 'Save email notifications',
        description: 'Replaces the preferences.',
        answer: ok(preferencesSchema, 'The saved preferences.'),
      }),
      jsonBody(preferencesSchema, { handoverEmails: false }),
      async (c) => c.json(await savePreferences(c.get('account').id, db, c.req.valid('json'))),
    );
}
