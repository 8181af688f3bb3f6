import { randomBytes } from 'node:crypto';
import {
  and,
  desc,
  eq,
  gt,
  isNotNull,
  isNull,
  ne,
  not,
  or,
  sql,
  type SQLWrapper,
} from 'drizzle-orm';
import {
  CLOSED_CHAT_RATING_HOURS,
  WIDGET_DEFAULT_COLOR,
  WIDGET_DEFAULT_LAUNCHER_LABEL,
  type WebchatSettings,
  type webchatSettingsInputSchema,
  type WidgetConfig,
  widgetSnippet,
} from '@shared/webchat.ts';
import type { z } from 'zod';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { agent, contact, conversation, webchatSettings } from '@server/platform/db/schema.ts';
import type { SecretBox } from '@server/platform/crypto/secret-box.ts';
import { NotFound } from '@server/platform/errors/domain-errors.ts';
import { agentNotFound } from '@server/core/agents/agent-store.ts';
import { businessLanguageOf } from '@server/core/briefing/briefing-store.ts';
import type { ConversationRow } from '@server/core/conversations/conversation-rows.ts';
import { countConversationsThisMonth } from '@server/core/conversations/conversation-usage.ts';
import { getAgentPersonality } from '@server/core/personality/personality-store.ts';
import { currentPlan } from '@server/core/plans/current-plan.ts';
import { billingAllowsAnswers } from '@server/core/plans/billing-store.ts';

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

/** The widget of a public id, as widgetOf; an unknown one is 404. */
export async function widgetOfPublicId(db: Database, publicId: string): Promise<Widget> {
  const found = await widgetOf(db, publicId);
  if (!found) throw new NotFound('No such chat widget.');
  return found;
}

/** Why the widget cannot start a chat now: its agent is switched off, or the plan is used up. */
export async function widgetUnavailable(
  db: Database,
  widget: Widget,
): Promise<WidgetConfig['unavailable']> {
  if (widget.agent.status !== 'active') return 'inactive';
  // An unpaid account's agents start nothing, as when the plan is used up.
  if (!(await billingAllowsAnswers(widget.accountId, db))) return 'limit';
  const plan = await currentPlan(widget.accountId, db);
  const limit = plan.limits.conversationsPerMonth;
  if (limit !== null && (await countConversationsThisMonth(widget.accountId, db)) >= limit) {
    return 'limit';
  }
  return null;
}

/** The widget as its page shows it: its look, language, greeting and whether it can chat. */
export async function widgetConfigOf(db: Database, widget: Widget): Promise<WidgetConfig> {
  const { agent, settings, accountId } = widget;
  const [{ personality }, language] = await Promise.all([
    getAgentPersonality(accountId, db, agent.id),
    businessLanguageOf(accountId, db),
  ]);
  return {
    publicId: settings.publicId,
    displayName: settings.displayName ?? agent.name,
    avatarUrl: settings.avatarUrl,
    color: settings.color,
    position: settings.position,
    launcherLabel: settings.launcherLabel,
    language,
    greeting: personality.greeting,
    identityRequired: settings.identityRequired,
    unavailable: await widgetUnavailable(db, widget),
  };
}

/** A widget's account and agent: as read, or as its settings row's columns in a join. */
type WidgetAgent = { accountId: string | SQLWrapper; agentId: string | SQLWrapper };

/** The visitor's conversations with the widget's agent, and nobody else's. */
const visitorConversations = (widget: WidgetAgent, visitorExternalId: string) =>
  and(
    eq(conversation.accountId, widget.accountId),
    eq(conversation.agentId, widget.agentId),
    eq(conversation.channel, 'webchat'),
    eq(contact.externalId, visitorExternalId),
  );

/**
 * One of the visitor's own conversations with the agent of the widget `publicId`; null for
 * anyone else's. Found by the widget's public id rather than its row, so that it is read
 * together with the widget (one round trip for both).
 */
export async function visitorConversation(
  db: Database,
  publicId: string,
  visitorExternalId: string,
  conversationId: string,
): Promise<ConversationRow | null> {
  const [row] = await db
    .select({ conversation })
    .from(conversation)
    .innerJoin(contact, eq(contact.id, conversation.contactId))
    .innerJoin(webchatSettings, eq(webchatSettings.publicId, publicId))
    .where(
      and(
        eq(conversation.id, conversationId),
        visitorConversations(webchatSettings, visitorExternalId),
      ),
    )
    .limit(1);
  return row?.conversation ?? null;
}

/**
 * The id of the visitor's current conversation with the widget's agent: the newest one still
 * open, or else the newest that closed in the last CLOSED_CHAT_RATING_HOURS without a rating,
 * so that a visitor who comes back after the business closed it can still rate it.
 */
export async function currentVisitorConversationId(
  db: Database,
  widget: Widget,
  visitorExternalId: string,
  now = new Date(),
): Promise<string | null> {
  const ratable = and(
    eq(conversation.status, 'closed'),
    isNull(conversation.rating),
    gt(conversation.closedAt, new Date(now.getTime() - CLOSED_CHAT_RATING_HOURS * 3_600_000)),
  );
  const [row] = await db
    .select({ id: conversation.id })
    .from(conversation)
    .innerJoin(contact, eq(contact.id, conversation.contactId))
    .where(
      and(
        visitorConversations(
          { accountId: widget.accountId, agentId: widget.agent.id },
          visitorExternalId,
        ),
        or(ne(conversation.status, 'closed'), ratable),
      ),
    )
    // An open one first, then the newest.
    .orderBy(sql`${conversation.status} = 'closed'`, desc(conversation.createdAt))
    .limit(1);
  return row?.id ?? null;
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
