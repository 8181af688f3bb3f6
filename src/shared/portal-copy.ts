import { brand } from './brand.ts';

/** The title (h1 and browser tab) of every portal screen, keyed like `paths.portal`. */
export const screenTitles = {
  dashboard: 'Dashboard',
  profile: 'Profile',
  briefing: 'Business Briefing',
  aiConfig: 'AI Configuration',
  agents: 'Manage Agents',
  personality: 'Personality Settings',
  templates: 'Agent Templates',
  websiteWidget: 'Website Widget',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  meta: 'Facebook & Instagram',
  google: 'Google Calendar',
  apple: 'Apple Calendar',
  apiKeys: 'API Keys',
  subscription: 'Subscription',
  usage: 'Usage',
  helpCenter: 'Help Center',
  ticket: 'Submit Ticket',
  liveConversations: 'Live Conversations',
  conversationHistory: 'Conversation History',
  analytics: 'Conversation Analytics',
  appointments: 'Appointments',
  team: 'Team',
  auditLog: 'Audit Log',
} as const;

export type PortalScreen = keyof typeof screenTitles;

/** What the browser tab shows for a screen. */
export const documentTitle = (screenTitle: string) => `${screenTitle} · ${brand.productName}`;

/** The sidebar's groups and items, worded as the specification lists them, and those added. */
export const navCopy = {
  label: 'Portal navigation',
  dashboard: 'Dashboard',
  businessSetup: 'Business Setup',
  businessBriefing: 'Business Briefing',
  aiConfig: 'AI Configuration',
  aiAgents: 'AI Agents',
  manageAgents: 'Manage Agents',
  channels: 'Channels',
  websiteWidget: 'Website Widget',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  meta: 'Facebook & Instagram',
  conversations: 'Conversations',
  liveConversations: 'Live',
  history: 'History',
  analytics: 'Analytics',
  appointments: 'Appointments',
  waitingCount: (count: number) => `${count} waiting for a person`,
  integrations: 'Integrations',
  googleCalendar: 'Google Calendar',
  appleCalendar: 'Apple Calendar',
  apiKeys: 'API Keys',
  billing: 'Billing',
  subscription: 'Subscription',
  usage: 'Usage',
  support: 'Support',
  helpCenter: 'Help Center',
  submitTicket: 'Submit Ticket',
  team: 'Team',
  members: 'Members',
  auditLog: 'Audit Log',
} as const;

export const topBarCopy = {
  skipToContent: 'Skip to content',
  openNavigation: 'Open navigation',
  accountMenu: 'Account menu',
  profile: 'Profile',
  signOut: 'Sign out',
  colorScheme: 'Theme',
  colorSchemeModes: { system: 'System', light: 'Light', dark: 'Dark' },
} as const;

/** What every screen shows while its data loads or after it failed to. */
export const queryStateCopy = {
  retry: 'Retry',
} as const;

/** The question a form with unsaved changes asks before the portal leaves it. */
export const unsavedChangesCopy = {
  title: 'Leave without saving?',
  text: 'You have changes that are not saved yet. If you leave this page now, they are lost.',
  stay: 'Stay on this page',
  leave: 'Leave without saving',
} as const;

/** What shows instead of a screen that failed, with the ways back. */
export const errorScreenCopy = {
  title: 'Something went wrong',
  text: 'This screen ran into a problem and could not be shown. Reload the page to try again, or go back to the dashboard.',
  loadFailedTitle: 'This screen could not be loaded',
  loadFailedText:
    'The portal could not download this screen: the connection may have dropped, or a new version came out. Reload the page to get it, or go back to the dashboard.',
  reload: 'Reload page',
  dashboard: 'Go to the dashboard',
} as const;
