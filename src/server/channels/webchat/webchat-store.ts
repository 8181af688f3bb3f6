import { randomBytes } from 'node:crypto';
import { eq, isNotNull, not, sql } from 'drizzle-orm';
import {
  WIDGET_DEFAULT_COLOR,
  WIDGET_DEFAULT_LAUNCHER_LABEL,
  type WebchatSettings,
  type webchatSettingsInputSchema,
  widgetSnippet,
} from '@shared/webchat.ts';
import type { z } from 'zod';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { agent, conversation, webchatSettings } from '@server/platform/db/schema.ts';
import type { SecretBox } from '@server/platform/crypto/secret-box.ts';
import { agentNotFound } from '@server/core/agents/agent-store.ts';

export type WebchatRow = typeof webchatSettings.$inferSelect;
type AgentRow = typeof agent.$inferSelect;

/** Long enough that nobody guesses another business's widget; short enough for a snippet. */
const newPublicId = () => `wc_${randomBytes(12).toString('base64url')}`;

/** A new secret of 32 random bytes, as hex so a site's HMAC library takes it as it is. */
const newIdentitySecret = () => randomBytes(32).toString('hex');

export function toWebchatSettings(
  row: WebchatRow,
  agentName: string,
  publicUrl: string,
  box: SecretBox,
): WebchatSettings {
  return {
    agentId: row.agentId,
    publicId: row.publicId,
    snippet: widgetSnippet(publicUrl, row.publicId),
    allowedOrigins: row.allowedOrigins,
    color: row.color,
    position: row.position,
    launcherLabel: row.launcherLabel,
    displayName: row.displayName ?? agentName,
    avatarUrl: row.avatarUrl,
    identityRequired: row.identityRequired,
    identitySecretHint: row.identitySecret ? box.open(row.identitySecret).slice(-4) : null,
  };
}

async function ownedAgent(accountId: AccountId, db: Database, agentId: string): Promise<AgentRow> {
  const [row] = await db
    .select()
    .from(agent)
    .where(ownedBy(agent, accountId, eq(agent.id, agentId)))
    .limit(1);
  if (!row) throw agentNotFound();
  return row;
}

/** The agent's widget settings, made with the defaults the first time they are asked for. */
export async function webchatRowOf(
  accountId: AccountId,
  db: Database,
  agentId: string,
): Promise<{ row: WebchatRow; agent: AgentRow }> {
  const owned = await ownedAgent(accountId, db, agentId);
  const [existing] = await db
    .select()
    .from(webchatSettings)
    .where(eq(webchatSettings.agentId, owned.id))
    .limit(1);
  if (existing) return { row: existing, agent: owned };
  await db
    .insert(webchatSettings)
    .values({
      agentId: owned.id,
      accountId,
      publicId: newPublicId(),
      color: WIDGET_DEFAULT_COLOR,
      position: 'right',
      launcherLabel: WIDGET_DEFAULT_LAUNCHER_LABEL,
    })
    .onConflictDoNothing();
  const [made] = await db
    .select()
    .from(webchatSettings)
    .where(eq(webchatSettings.agentId, owned.id))
    .limit(1);
  return { row: made!, agent: owned };
}

/** Ends every verified visitor's token made so far (see visitor-token.ts). */
const nextIdentityGeneration = {
  identityGeneration: sql`${webchatSettings.identityGeneration} + 1`,
};

export async function saveWebchatSettings(
  accountId: AccountId,
  db: Database,
  agentId: string,
  input: z.output<typeof webchatSettingsInputSchema>,
): Promise<{ row: WebchatRow; agent: AgentRow }> {
  const current = await webchatRowOf(accountId, db, agentId);
  const [row] = await db
    .update(webchatSettings)
    .set({
      allowedOrigins: input.allowedOrigins,
      color: input.color.toUpperCase(),
      position: input.position,
      launcherLabel: input.launcherLabel,
      // The agent's own name is kept as "no display name", so renaming the agent follows.
      displayName: input.displayName === current.agent.name ? null : input.displayName,
      avatarUrl: input.avatarUrl,
      identityRequired: input.identityRequired,
      ...(input.identityRequired && !current.row.identityRequired ? nextIdentityGeneration : {}),
    })
    .where(eq(webchatSettings.agentId, current.row.agentId))
    .returning();
  return { row: row!, agent: current.agent };
}

/**
 * A new identity secret: the old one stops verifying at once, and the visitors it verified
 * must be verified again. Answered once, in clear.
 */
export async function renewIdentitySecret(
  accountId: AccountId,
  db: Database,
  agentId: string,
  box: SecretBox,
): Promise<{ secret: string; row: WebchatRow; agent: AgentRow }> {
  const current = await webchatRowOf(accountId, db, agentId);
  const secret = newIdentitySecret();
  const [row] = await db
    .update(webchatSettings)
    .set({ identitySecret: box.seal(secret), ...nextIdentityGeneration })
    .where(eq(webchatSettings.agentId, current.row.agentId))
    .returning();
  return { secret, row: row!, agent: current.agent };
}

/** A widget with its agent and the account that owns both. */
export type Widget = { settings: WebchatRow; agent: AgentRow; accountId: AccountId };

/**
 * The widget of a public id, with its agent and account: what every widget API request starts
 * from. The account is the one that owns the widget, so the visitor's requests act in it.
 */
export async function widgetOf(db: Database, publicId: string): Promise<Widget | null> {
  const [found] = await db
    .select({ settings: webchatSettings, agent })
    .from(webchatSettings)
    .innerJoin(agent, eq(agent.id, webchatSettings.agentId))
    .where(eq(webchatSettings.publicId, publicId))
    .limit(1);
  return found ? { ...found, accountId: found.agent.accountId as AccountId } : null;
}

/**
 * Whether a visitor has written through the widget: the account is live on its website. The
 * portal's previews are tests and do not count, nor is a greeting nobody answered.
 */
export async function widgetInUse(accountId: AccountId, db: Database) {
  const [row] = await db
    .select({ id: conversation.id })
    .from(conversation)
    .where(
      ownedBy(
        conversation,
        accountId,
        eq(conversation.channel, 'webchat'),
        not(conversation.test),
        isNotNull(conversation.firstMessage),
      ),
    )
    .limit(1);
  return Boolean(row);
}
