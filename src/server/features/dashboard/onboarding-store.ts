import { asc, eq, exists, isNotNull, type SQLWrapper, sql } from 'drizzle-orm';
import type { Onboarding } from '@shared/onboarding.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import {
  accountPreference,
  agent,
  businessBriefing,
  caldavConnection,
  conversation,
  googleCalendarConnection,
  knowledgeSource,
  user,
} from '@server/platform/db/schema.ts';

/** Whether customers can reach the account on some channel: connected, or already writing. */
export type LiveOnAChannel = (accountId: AccountId) => Promise<boolean>;

async function dismissedAt(accountId: AccountId, db: Database) {
  const [row] = await db
    .select({ at: accountPreference.onboardingDismissedAt })
    .from(accountPreference)
    .where(ownedBy(accountPreference, accountId))
    .limit(1);
  return row?.at ?? null;
}

/**
 * The getting-started checklist, ticked from what the account has done (see
 * src/shared/onboarding.ts), or null once dismissed. The dismissal is read first, so an
 * account past its first days pays one key lookup; the steps are then one statement, and each
 * channel says whether the account is live on it.
 */
export async function getOnboarding(
  accountId: AccountId,
  db: Database,
  liveOnAChannel: LiveOnAChannel,
): Promise<Onboarding | null> {
  if (await dismissedAt(accountId, db)) return null;
  const has = (query: SQLWrapper) => sql<boolean>`${exists(query)}`;
  const one = { one: sql`1` };
  // A customer's first message is what tells a real conversation from a greeting nobody read.
  const written = isNotNull(conversation.firstMessage);
  const [[row], goLive] = await Promise.all([
    db
      .select({
        briefing: has(
          db.select(one).from(businessBriefing).where(ownedBy(businessBriefing, accountId)),
        ),
        knowledge: has(
          db.select(one).from(knowledgeSource).where(ownedBy(knowledgeSource, accountId)),
        ),
        playground: has(
          db
            .select(one)
            .from(conversation)
            .where(
              ownedBy(conversation, accountId, eq(conversation.channel, 'playground'), written),
            ),
        ),
        appointmentsAgent: has(
          db
            .select(one)
            .from(agent)
            .where(
              ownedBy(agent, accountId, eq(agent.type, 'Appointments'), eq(agent.status, 'active')),
            ),
        ),
        // Apple's (CalDAV) or Google's: either is the business's calendar.
        calendar: sql<boolean>`(${exists(
          db.select(one).from(caldavConnection).where(ownedBy(caldavConnection, accountId)),
        )} or ${exists(
          db
            .select(one)
            .from(googleCalendarConnection)
            .where(ownedBy(googleCalendarConnection, accountId)),
        )})`,
        playgroundAgentId: sql<string | null>`${db
          .select({ id: agent.id })
          .from(agent)
          .where(ownedBy(agent, accountId, eq(agent.status, 'active')))
          .orderBy(asc(agent.createdAt), asc(agent.id))
          .limit(1)}`,
      })
      .from(user)
      .where(eq(user.id, accountId)),
    liveOnAChannel(accountId),
  ]);
  const { briefing, knowledge, appointmentsAgent, calendar, playground, playgroundAgentId } = row!;
  return {
    done: {
      briefing,
      knowledge,
      calendar: appointmentsAgent ? calendar : null,
      playground,
      goLive,
    },
    playgroundAgentId,
  };
}

/** Hides the checklist for good; dismissing again keeps the first date. */
export async function dismissOnboarding(accountId: AccountId, db: Database, now = new Date()) {
  await db
    .insert(accountPreference)
    .values({ accountId, onboardingDismissedAt: now })
    .onConflictDoUpdate({
      target: accountPreference.accountId,
      set: {
        onboardingDismissedAt: sql`coalesce(${accountPreference.onboardingDismissedAt}, excluded.onboarding_dismissed_at)`,
        updatedAt: now,
      },
    });
}
