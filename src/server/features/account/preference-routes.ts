import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import { defaultPreferences, type Preferences, preferencesSchema } from '@shared/preferences.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { memberPreference } from '@server/platform/db/schema.ts';
import { ok, routeDocs } from '@server/platform/http/openapi.ts';
import { jsonBody } from '@server/platform/http/validate.ts';

const route = routeDocs('Account');

async function getPreferences(userId: string, db: Database): Promise<Preferences> {
  const [row] = await db
    .select({ handoverEmails: memberPreference.handoverEmails })
    .from(memberPreference)
    .where(eq(memberPreference.userId, userId))
    .limit(1);
  return row ?? defaultPreferences;
}

async function savePreferences(userId: string, db: Database, preferences: Preferences) {
  const [row] = await db
    .insert(memberPreference)
    .values({ userId, ...preferences })
    .onConflictDoUpdate({
      target: memberPreference.userId,
      set: { ...preferences, updatedAt: new Date() },
    })
    .returning({ handoverEmails: memberPreference.handoverEmails });
  return row!;
}

/** Whose choices a request reads: the signed-in person's; an API key's are its owner's, as `/me` says. */
const personOf = (c: { var: AccountVariables }) => c.var.person?.userId ?? c.var.account.id;

/** The signed-in person's own choices: whether a hand-over to a person is mailed to them. */
export function preferenceRoutes(db: Database) {
  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.preferences,
      route({
        operationId: 'getPreferences',
        summary: 'Get your email notifications',
        description:
          'Whether a hand-over to a person is mailed to the signed-in person’s address. Each member of the team chooses their own.',
        answer: ok(preferencesSchema, 'The preferences.'),
      }),
      async (c) => c.json(await getPreferences(personOf(c), db)),
    )
    .put(
      apiPaths.preferences,
      route({
        operationId: 'savePreferences',
        summary: 'Save your email notifications',
        description: 'Replaces the signed-in person’s preferences; other members keep theirs.',
        answer: ok(preferencesSchema, 'The saved preferences.'),
      }),
      jsonBody(preferencesSchema, { handoverEmails: false }),
      async (c) => c.json(await savePreferences(personOf(c), db, c.req.valid('json'))),
    );
}
