import { expect, it } from 'vitest';
import { paths } from '@shared/paths.ts';
import { navForRole, portalNav } from './portal-nav.ts';

it('lists the groups and items of the specification, the runtime’s screens and the channels, in order', () => {
  // Written out from the specification on purpose, rather than imported from the copy module.
  const outline = portalNav.map((entry) =>
    entry.kind === 'link' ? entry.label : [entry.label, entry.items.map((item) => item.label)],
  );
  expect(outline).toEqual([
    'Dashboard',
    ['Business Setup', ['Business Briefing', 'AI Configuration']],
    ['AI Agents', ['Manage Agents']],
    ['Channels', ['Website Widget', 'WhatsApp', 'Telegram', 'Facebook & Instagram']],
    ['Conversations', ['Live', 'History', 'Analytics']],
    'Appointments',
    ['Integrations', ['Google Calendar', 'Apple Calendar', 'API Keys']],
    ['Team', ['Members', 'Audit Log']],
    ['Billing', ['Subscription', 'Usage']],
    ['Support', ['Help Center', 'Submit Ticket']],
  ]);
});

it('links every item to its portal route', () => {
  const links = portalNav.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.items));
  expect(links.map((item) => item.to)).toEqual([
    paths.portal.dashboard,
    paths.portal.briefing,
    paths.portal.aiConfig,
    paths.portal.agents,
    paths.portal.websiteWidget,
    paths.portal.whatsapp,
    paths.portal.telegram,
    paths.portal.meta,
    paths.portal.liveConversations,
    paths.portal.conversationHistory,
    paths.portal.analytics,
    paths.portal.appointments,
    paths.portal.google,
    paths.portal.apple,
    paths.portal.apiKeys,
    paths.portal.team,
    paths.portal.auditLog,
    paths.portal.subscription,
    paths.portal.usage,
    paths.portal.helpCenter,
    paths.portal.ticket,
  ]);
});

it('shows each role only what it may do: an agent no settings, channels, keys, team or billing', () => {
  const labels = (role: Parameters<typeof navForRole>[0]) =>
    navForRole(role).map((entry) =>
      entry.kind === 'link' ? entry.label : [entry.label, entry.items.map((item) => item.label)],
    );
  expect(labels('agent')).toEqual([
    'Dashboard',
    ['AI Agents', ['Manage Agents']],
    ['Conversations', ['Live', 'History', 'Analytics']],
    'Appointments',
    ['Support', ['Help Center', 'Submit Ticket']],
  ]);
  expect(labels('admin')).not.toContainEqual(['Billing', ['Subscription', 'Usage']]);
  expect(labels('admin')).toContainEqual(['Team', ['Members', 'Audit Log']]);
  expect(navForRole('owner')).toEqual(portalNav);
});
