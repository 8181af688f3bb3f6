/**
 * A customer's own booking, opened with the manage link they were given when they booked (no
 * account): the route's template; `paths.manageBooking(token)` is one booking's.
 */
export const manageBookingRoute = '/booking/:token';

/**
 * The product's page that reopens a website visitor's conversation from the link mailed to
 * them: the business's widget, with the conversation open.
 */
export const followUpChatRoute = '/chat/:token';
export const followUpChatPath = (token: string) =>
  followUpChatRoute.replace(':token', encodeURIComponent(token));

/** Every route of the app, in one place. Screens and tests link through these. */
export const paths = {
  home: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  signup: '/signup',
  verifyEmail: '/verify-email',
  invitation: '/invitation',
  manageBooking: (token: string) => manageBookingRoute.replace(':token', encodeURIComponent(token)),
  portal: {
    root: '/portal',
    dashboard: '/portal/dashboard',
    profile: '/portal/profile',
    briefing: '/portal/setup/briefing',
    aiConfig: '/portal/setup/ai-config',
    agents: '/portal/agents',
    personality: '/portal/agents/personality',
    templates: '/portal/agents/templates',
    websiteWidget: '/portal/channels/website',
    whatsapp: '/portal/channels/whatsapp',
    telegram: '/portal/channels/telegram',
    meta: '/portal/channels/facebook-instagram',
    google: '/portal/integrations/google',
    apple: '/portal/integrations/apple',
    apiKeys: '/portal/integrations/api',
    subscription: '/portal/billing/subscription',
    usage: '/portal/billing/usage',
    helpCenter: '/portal/support',
    ticket: '/portal/support/ticket',
    liveConversations: '/portal/conversations/live',
    conversationHistory: '/portal/conversations/history',
    analytics: '/portal/conversations/analytics',
    appointments: '/portal/appointments',
    team: '/portal/team',
    auditLog: '/portal/team/audit-log',
  },
} as const;

/**
 * Addresses the portal no longer uses, each with the screen now found there, so bookmarks and
 * the links in older notifications still arrive: the Channels page, split into one screen per
 * channel, and WhatsApp, which left Integrations for the Channels group. The group's own
 * address opens its first screen.
 */
export const movedPortalPaths = [
  { from: '/portal/setup/channels', to: paths.portal.websiteWidget },
  { from: '/portal/integrations/whatsapp', to: paths.portal.whatsapp },
  { from: '/portal/channels', to: paths.portal.websiteWidget },
] as const;

/** The playground of one agent, as the route's template and as a link to one agent's. */
export const agentTestRoute = `${paths.portal.agents}/:agentId/test`;
/** AI Configuration with its "Add website" form open: where the owner's website is added. */
export const ADD_WEBSITE_PARAM = 'add';
export const addWebsitePath = () => `${paths.portal.aiConfig}?${ADD_WEBSITE_PARAM}=website`;

export const agentTestPath = (agentId: string) =>
  agentTestRoute.replace(':agentId', encodeURIComponent(agentId));

/** The personality of one agent, as the route's template and as a link to one agent's. */
export const agentPersonalityRoute = `${paths.portal.agents}/:agentId/personality`;
export const agentPersonalityPath = (agentId: string) =>
  agentPersonalityRoute.replace(':agentId', encodeURIComponent(agentId));

/** Analytics filtered to one agent, as its card links to it. */
export const agentAnalyticsPath = (agentId: string) =>
  `${paths.portal.analytics}?agentId=${encodeURIComponent(agentId)}`;

/** One conversation of the history, as the route's template and as a link to one. */
export const conversationRoute = `${paths.portal.conversationHistory}/:conversationId`;
export const conversationPath = (conversationId: string) =>
  conversationRoute.replace(':conversationId', encodeURIComponent(conversationId));

/** The whole manage link of a booking, for a message or a mail: `paths.manageBooking` on PUBLIC_URL. */
export const manageBookingLink = (publicUrl: string, token: string) =>
  new URL(paths.manageBooking(token), publicUrl).toString();
