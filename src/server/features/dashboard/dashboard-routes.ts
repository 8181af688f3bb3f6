import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import { dashboardSchema } from '@shared/dashboard.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { noContent, ok, routeDocs } from '@server/platform/http/openapi.ts';
import { getDashboard } from './dashboard-store.ts';
import { dismissOnboarding, type LiveOnAChannel } from './onboarding-store.ts';

const route = routeDocs('Dashboard');

export function dashboardRoutes(db: Database, liveOnAChannel: LiveOnAChannel) {
  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.dashboard,
      route({
        operationId: 'getDashboard',
        summary: 'Dashboard figures, recent activity and the getting-started checklist',
        description: [
          'This calendar month (UTC) against the last: customers who started a conversation, conversations started, and agents that had one; and the latest events of the account’s conversations (started, handed over, taken over, resolved by the agent, rated), newest first. Playground tests never count.',
          'The getting-started checklist (`onboarding`, null once dismissed) says which steps are done: `briefing` once a business briefing is saved, `knowledge` once a Q&A or document is added, `playground` once the owner has sent a message in the playground, `goLive` once a visitor has written through the website widget (previews aside), or a WhatsApp number or a Telegram bot is connected. `playgroundAgentId` is the oldest active agent, the one the playground step opens.',
        ].join('\n\n'),
        answer: ok(dashboardSchema, 'The figures, the activity and the checklist.'),
      }),
      async (c) => c.json(await getDashboard(c.get('account').id, db, liveOnAChannel)),
    )
    .post(
      apiPaths.onboardingDismissal,
      route({
        operationId: 'dismissOnboarding',
        summary: 'Dismiss the getting-started checklist',
        description:
          'Hides the dashboard’s getting-started checklist for good: the dashboard answers `onboarding: null` from then on. Dismissing again changes nothing.',
        answer: noContent('Dismissed.'),
      }),
      async (c) => {
        await dismissOnboarding(c.get('account').id, db);
        return c.body(null, 204);
      },
    );
}
