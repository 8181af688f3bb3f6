import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import {
  agentPersonalityRoute,
  agentTestRoute,
  conversationRoute,
  movedPortalPaths,
  paths,
} from '@shared/paths.ts';
import { screenTitles, type PortalScreen } from '@shared/portal-copy.ts';
import { RequireSession } from '@web/features/auth/require-session.tsx';
import { lazyWithReload } from '@web/lib/lazy-with-reload.ts';
import { createPortalQueryClient } from './portal-query-client.ts';
import { PortalLayout } from './portal-layout.tsx';
import { PlaceholderPage } from './placeholder-page.tsx';
import { RedirectKeepingQuery } from './redirect-keeping-query.tsx';

// One chunk per screen: the portal's frame shows at once, each screen loads when visited.
const DashboardPage = lazyWithReload(() => import('@web/features/dashboard/dashboard-page.tsx'));
const ProfilePage = lazyWithReload(() => import('@web/features/profile/profile-page.tsx'));
const SubscriptionPage = lazyWithReload(
  () => import('@web/features/billing/subscription-page.tsx'),
);
const UsagePage = lazyWithReload(() => import('@web/features/billing/usage-page.tsx'));
const HelpCenterPage = lazyWithReload(() => import('@web/features/support/help-center-page.tsx'));
const TicketPage = lazyWithReload(() => import('@web/features/support/ticket-page.tsx'));
const WhatsappPage = lazyWithReload(
  () => import('@web/features/channels/whatsapp/whatsapp-page.tsx'),
);
const GoogleCalendarPage = lazyWithReload(
  () => import('@web/features/integrations/calendar/google-calendar-page.tsx'),
);
const AppleCalendarPage = lazyWithReload(
  () => import('@web/features/integrations/calendar/apple-calendar-page.tsx'),
);
const ApiKeysPage = lazyWithReload(
  () => import('@web/features/integrations/api-keys/api-keys-page.tsx'),
);
const BriefingPage = lazyWithReload(() => import('@web/features/briefing/briefing-page.tsx'));
const AgentsPage = lazyWithReload(() => import('@web/features/agents/agents-page.tsx'));
const PersonalityPage = lazyWithReload(() => import('@web/features/agents/personality-page.tsx'));
const AgentPersonalityPage = lazyWithReload(
  () => import('@web/features/agents/agent-personality-page.tsx'),
);
const AiConfigPage = lazyWithReload(() => import('@web/features/knowledge/ai-config-page.tsx'));
const PlaygroundPage = lazyWithReload(() => import('@web/features/playground/playground-page.tsx'));
const InboxPage = lazyWithReload(() => import('@web/features/inbox/inbox-page.tsx'));
const HistoryPage = lazyWithReload(() => import('@web/features/history/history-page.tsx'));
const ConversationPage = lazyWithReload(
  () => import('@web/features/history/conversation-page.tsx'),
);
const WebsiteWidgetPage = lazyWithReload(
  () => import('@web/features/channels/website-widget-page.tsx'),
);
const TelegramPage = lazyWithReload(() => import('@web/features/channels/telegram-page.tsx'));
const MetaPage = lazyWithReload(() => import('@web/features/channels/meta/meta-page.tsx'));
const AnalyticsPage = lazyWithReload(() => import('@web/features/analytics/analytics-page.tsx'));
const AppointmentsPage = lazyWithReload(
  () => import('@web/features/appointments/appointments-page.tsx'),
);
const TeamPage = lazyWithReload(() => import('@web/features/team/team-page.tsx'));
const AuditLogPage = lazyWithReload(() => import('@web/features/team/audit-log-page.tsx'));

/** Screens that show only their title: the specified placeholders and those later issues build. */
const titleOnlyScreens: readonly PortalScreen[] = ['templates'];

/** `/portal/setup/briefing` → `setup/briefing`, for routes nested under `/portal/*`. */
const nested = (path: string) => path.slice(`${paths.portal.root}/`.length);
const routeOf = (screen: PortalScreen) => nested(paths.portal[screen]);

/** Everything under /portal: signed-in only; unknown portal paths go to `/` like any other. */
export default function PortalRoutes() {
  // One cache per visit to the portal, so a later sign-in never sees the previous account's data.
  const [queryClient] = useState(createPortalQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route element={<RequireSession />}>
          <Route element={<PortalLayout />}>
            <Route index element={<Navigate to={paths.portal.dashboard} replace />} />
            <Route path={routeOf('dashboard')} element={<DashboardPage />} />
            <Route path={routeOf('profile')} element={<ProfilePage />} />
            <Route path={routeOf('subscription')} element={<SubscriptionPage />} />
            <Route path={routeOf('usage')} element={<UsagePage />} />
            <Route path={routeOf('helpCenter')} element={<HelpCenterPage />} />
            <Route path={routeOf('ticket')} element={<TicketPage />} />
            <Route path={routeOf('google')} element={<GoogleCalendarPage />} />
            <Route path={routeOf('apple')} element={<AppleCalendarPage />} />
            <Route path={routeOf('apiKeys')} element={<ApiKeysPage />} />
            <Route path={routeOf('briefing')} element={<BriefingPage />} />
            <Route path={routeOf('aiConfig')} element={<AiConfigPage />} />
            <Route path={routeOf('websiteWidget')} element={<WebsiteWidgetPage />} />
            <Route path={routeOf('whatsapp')} element={<WhatsappPage />} />
            <Route path={routeOf('telegram')} element={<TelegramPage />} />
            <Route path={routeOf('meta')} element={<MetaPage />} />
            <Route path={routeOf('agents')} element={<AgentsPage />} />
            <Route path={routeOf('personality')} element={<PersonalityPage />} />
            <Route path={nested(agentTestRoute)} element={<PlaygroundPage />} />
            <Route path={nested(agentPersonalityRoute)} element={<AgentPersonalityPage />} />
            <Route path={routeOf('liveConversations')} element={<InboxPage />} />
            <Route path={routeOf('conversationHistory')} element={<HistoryPage />} />
            <Route path={nested(conversationRoute)} element={<ConversationPage />} />
            <Route path={routeOf('analytics')} element={<AnalyticsPage />} />
            <Route path={routeOf('appointments')} element={<AppointmentsPage />} />
            <Route path={routeOf('team')} element={<TeamPage />} />
            <Route path={routeOf('auditLog')} element={<AuditLogPage />} />
            {titleOnlyScreens.map((screen) => (
              <Route
                key={screen}
                path={routeOf(screen)}
                element={<PlaceholderPage title={screenTitles[screen]} />}
              />
            ))}
          </Route>
        </Route>
        {movedPortalPaths.map(({ from, to }) => (
          <Route key={from} path={nested(from)} element={<RedirectKeepingQuery to={to} />} />
        ))}
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Routes>
    </QueryClientProvider>
  );
}
