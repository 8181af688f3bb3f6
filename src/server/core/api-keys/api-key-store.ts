import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import {
  API_KEY_RANDOM_LENGTH,
  apiKeyPattern,
  apiKeyPrefix,
  maskApiKey,
  type ApiKey,
  type ApiKeyMode,
  type CreatedApiKey,
} from '@shared/integrations.ts';
import type { SignedInAccount } from '@server/platform/auth/require-account.ts';
import type { SecretBox } from '@server/platform/crypto/secret-box.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { apiKey, user } from '@server/platform/db/schema.ts';
import { NotFound } from '@server/platform/errors/domain-errors.ts';

type Row = typeof apiKey.$inferSelect;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * The random part: base62 from the CSPRNG by rejection sampling (bytes of 248 and above are
 * dropped, so every character is equally likely), 32 characters, about 190 bits.
 */
function randomBase62(length: number) {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export const generateApiKey = (mode: ApiKeyMode) =>
  `${apiKeyPrefix(mode)}${randomBase62(API_KEY_RANDOM_LENGTH)}`;

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

export const apiKeyNotFound = () => new NotFound('No such API key.');

const toApiKey = (row: Row): ApiKey => ({
  id: row.id,
  name: row.name,
  maskedKey: row.maskedKey,
  created: row.createdAt.toISOString(),
  lastUsed: row.lastUsedAt?.toISOString() ?? null,
});

export async function listApiKeys(accountId: AccountId, db: Database) {
  const rows = await db
    .select()
    .from(apiKey)
    .where(ownedBy(apiKey, accountId))
    .orderBy(desc(apiKey.createdAt));
  return { apiKeys: rows.map(toApiKey) };
}

/** One key as listed: masked. */
export async function getApiKey(accountId: AccountId, db: Database, id: string): Promise<ApiKey> {
  const [row] = await db
    .select()
    .from(apiKey)
    .where(ownedBy(apiKey, accountId, eq(apiKey.id, id)))
    .limit(1);
  if (!row) throw apiKeyNotFound();
  return toApiKey(row);
}

export async function createApiKey(
  accountId: AccountId,
  db: Database,
  box: SecretBox,
  input: { name: string; mode: ApiKeyMode; createdAt?: Date; lastUsedAt?: Date | null },
): Promise<CreatedApiKey> {
  const key = generateApiKey(input.mode);
  const [row] = await db
    .insert(apiKey)
    .values({
      id: randomUUID(),
      accountId,
      name: input.name,
      keyHash: hashApiKey(key),
      keySealed: box.seal(key),
      maskedKey: maskApiKey(key),
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      lastUsedAt: input.lastUsedAt ?? null,
    })
    .returning();
  return { ...toApiKey(row!), key };
}

/** The full key, for the portal's reveal and copy. */
export async function revealApiKey(accountId: AccountId, db: Database, box: SecretBox, id: string) {
  const [row] = await db
    .select({ keySealed: apiKey.keySealed })
    .from(apiKey)
    .where(ownedBy(apiKey, accountId, eq(apiKey.id, id)));
  if (!row) throw apiKeyNotFound();
  return { key: box.open(row.keySealed) };
}

export async function deleteApiKey(accountId: AccountId, db: Database, id: string) {
  const rows = await db
    .delete(apiKey)
    .where(ownedBy(apiKey, accountId, eq(apiKey.id, id)))
    .returning({ id: apiKey.id });
  if (rows.length === 0) throw apiKeyNotFound();
}

/**
 * The account a presented key belongs to, found by the key's hash, and marks the key used;
 * undefined for a malformed or unknown (or deleted) key.
 */
export async function accountOfApiKey(
  db: Database,
  presented: string,
): Promise<SignedInAccount | undefined> {
  if (!apiKeyPattern.test(presented)) return undefined;
  const [row] = await db
    .update(apiKey)
    .set({ lastUsedAt: new Date() })
    .where(eq(apiKey.keyHash, hashApiKey(presented)))
    .returning({ accountId: apiKey.accountId });
  if (!row) return undefined;
  const [owner] = await db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, row.accountId));
  return owner ? { id: owner.id as AccountId, email: owner.email, name: owner.name } : undefined;
}
