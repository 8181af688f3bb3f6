import ApiRounded from '@mui/icons-material/ApiRounded';
import AppleIcon from '@mui/icons-material/Apple';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import LiveHelpOutlined from '@mui/icons-material/LiveHelpOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import MarkChatUnreadOutlined from '@mui/icons-material/MarkChatUnreadOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import Telegram from '@mui/icons-material/Telegram';
import Instagram from '@mui/icons-material/Instagram';
import WebOutlined from '@mui/icons-material/WebOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import { type MemberRole, roleAllows } from '@shared/team.ts';
import { paths } from '@shared/paths.ts';
import { navCopy } from '@shared/portal-copy.ts';

type Icon = typeof SvgIcon;

export type NavLinkItem = {
  kind: 'link';
  label: string;
  to: string;
  icon: Icon;
  /** Shows how many conversations wait for a person beside the label. */
  waitingCount?: true;
  /** The least role that sees the entry (the server refuses the screen's calls below it). */
  role?: MemberRole;
};
export type NavGroup = { kind: 'group'; label: string; icon: Icon; items: readonly NavLinkItem[] };
export type NavEntry = NavLinkItem | NavGroup;

const link = (label: string, to: string, icon: Icon, role?: MemberRole): NavLinkItem => ({
  kind: 'link',
  label,
  to,
  icon,
  ...(role ? { role } : {}),
});

/**
 * The portal sidebar, as the specification lists it, with the runtime's screens added (AI
 * Configuration, Conversations) and every channel customers reach an agent on gathered in one
 * group (WhatsApp moved there from Integrations); PortalSidebar renders it.
 */
export const portalNav: readonly NavEntry[] = [
  link(navCopy.dashboard, paths.portal.dashboard, DashboardOutlined),
  {
    kind: 'group',
    label: navCopy.businessSetup,
    icon: BusinessCenterOutlined,
    items: [
      link(navCopy.businessBriefing, paths.portal.briefing, DescriptionOutlined, 'admin'),
      link(navCopy.aiConfig, paths.portal.aiConfig, PsychologyOutlined, 'admin'),
    ],
  },
  {
    kind: 'group',
    label: navCopy.aiAgents,
    icon: SmartToyOutlined,
    items: [link(navCopy.manageAgents, paths.portal.agents, ManageAccountsOutlined)],
  },
  {
    kind: 'group',
    label: navCopy.channels,
    icon: HubOutlined,
    items: [
      link(navCopy.websiteWidget, paths.portal.websiteWidget, WebOutlined, 'admin'),
      link(navCopy.whatsapp, paths.portal.whatsapp, WhatsApp, 'admin'),
      link(navCopy.telegram, paths.portal.telegram, Telegram, 'admin'),
      link(navCopy.meta, paths.portal.meta, Instagram, 'admin'),
    ],
  },
  {
    kind: 'group',
    label: navCopy.conversations,
    icon: ForumOutlined,
    items: [
      {
        ...link(navCopy.liveConversations, paths.portal.liveConversations, MarkChatUnreadOutlined),
        waitingCount: true,
      },
      link(navCopy.history, paths.portal.conversationHistory, HistoryOutlined),
      link(navCopy.analytics, paths.portal.analytics, BarChartOutlined),
    ],
  },
  link(navCopy.appointments, paths.portal.appointments, EventAvailableOutlined),
  {
    kind: 'group',
    label: navCopy.integrations,
    icon: ExtensionOutlined,
    items: [
      link(navCopy.googleCalendar, paths.portal.google, EventOutlined, 'admin'),
      link(navCopy.appleCalendar, paths.portal.apple, AppleIcon, 'admin'),
      link(navCopy.apiKeys, paths.portal.apiKeys, ApiRounded, 'admin'),
    ],
  },
  {
    kind: 'group',
    label: navCopy.team,
    icon: GroupsOutlined,
    items: [
      link(navCopy.members, paths.portal.team, PeopleOutlined, 'admin'),
      link(navCopy.auditLog, paths.portal.auditLog, FactCheckOutlined, 'admin'),
    ],
  },
  {
    kind: 'group',
    label: navCopy.billing,
    icon: CreditCardOutlined,
    items: [
      link(navCopy.subscription, paths.portal.subscription, ReceiptLongOutlined, 'owner'),
      link(navCopy.usage, paths.portal.usage, InsightsOutlined, 'owner'),
    ],
  },
  {
    kind: 'group',
    label: navCopy.support,
    icon: LiveHelpOutlined,
    items: [
      link(navCopy.helpCenter, paths.portal.helpCenter, MenuBookOutlined),
      link(navCopy.submitTicket, paths.portal.ticket, ConfirmationNumberOutlined),
    ],
  },
];

/** The navigation a role sees: entries above it left out, and groups left empty with them. */
export function navForRole(role: MemberRole): NavEntry[] {
  const visible = (item: NavLinkItem) => !item.role || roleAllows(role, item.role);
  return portalNav.flatMap((entry): NavEntry[] => {
    if (entry.kind === 'link') return visible(entry) ? [entry] : [];
    const items = entry.items.filter(visible);
    return items.length ? [{ ...entry, items }] : [];
  });
}
