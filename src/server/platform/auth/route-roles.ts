import { createMiddleware } from 'hono/factory';
import { apiPaths } from '@shared/api-paths.ts';
import { apiKeyCopy } from '@shared/integrations.ts';
import { type MemberRole, roleAllows, teamCopy } from '@shared/team.ts';
import { ApiError } from '@server/platform/http/errors.ts';
import type { AccountVariables } from './require-account.ts';

type PathName = keyof typeof apiPaths;
/** One role for every method of a path, or reading apart from changing. */
type Need = MemberRole | { read: MemberRole; change: MemberRole };

const agentReadsAdminChanges: Need = { read: 'agent', change: 'admin' };

/**
 * The role each route of the API needs: the one place the rule is written. The server
 * enforces it (`requireRole`), the OpenAPI document states it and the isolation suite's role
 * matrix tries every route with every role. Public paths (sign-up, the invitation's page, the
 * document) answer before any sign-in and need none.
 */
export const routeRoles: Record<PathName, Need | 'public'> = {
  openApiDocument: 'public',
  demoRequests: 'public',
  signup: 'public',
  signupVerification: 'public',
  invitationPreview: 'public',
  invitationAcceptance: 'public',
  // Stripe signs its events; no one signs in.
  stripeWebhook: 'public',
  postmarkInbound: 'public',
  // Each person's own: who they are, their notifications, their devices, their tickets.
  me: 'agent',
  preferences: 'agent',
  myAvailability: 'agent',
  myActivity: 'agent',
  notifications: 'agent',
  notification: 'agent',
  pushPublicKey: 'agent',
  pushSubscriptions: 'agent',
  pushSubscription: 'agent',
  tickets: 'agent',
  ticket: 'agent',
  ticketAttachment: 'agent',
  // Billing: the owner's alone to change; admins (and API keys, which act as admins) read it.
  subscription: { read: 'admin', change: 'owner' },
  subscriptionUpgrade: 'owner',
  subscriptionPlan: 'owner',
  subscriptionCheckout: 'owner',
  subscriptionPortal: 'owner',
  subscriptionCancellation: 'owner',
  subscriptionInvoices: 'admin',
  usage: 'admin',
  ownershipTransfer: 'owner',
  // Knowledge and agents: agents read, admins change.
  knowledge: agentReadsAdminChanges,
  knowledgeQa: 'admin',
  knowledgeDocuments: 'admin',
  knowledgeUploads: 'admin',
  knowledgeQaImports: 'admin',
  knowledgeSource: agentReadsAdminChanges,
  knowledgeReindex: 'admin',
  knowledgePhrasings: agentReadsAdminChanges,
  websites: agentReadsAdminChanges,
  website: agentReadsAdminChanges,
  websitePages: agentReadsAdminChanges,
  websiteCrawl: 'admin',
  agents: agentReadsAdminChanges,
  agent: agentReadsAdminChanges,
  agentDuplicate: 'admin',
  agentConversations: 'agent',
  // Answering customers: the inbox, take-over, replies, history and its exports.
  conversations: 'agent',
  conversation: 'agent',
  conversationMessages: 'agent',
  conversationExport: 'agent',
  conversationTakeOver: 'agent',
  // Any member may take one nobody holds or pass on their own; the rest is checked by role inside.
  conversationAssignee: 'agent',
  teammates: 'agent',
  conversationReplies: 'agent',
  conversationNotes: 'agent',
  conversationHandBack: 'agent',
  conversationClose: 'agent',
  conversationRating: 'agent',
  inbox: 'agent',
  events: 'agent',
  conversationsExport: 'agent',
  analytics: 'agent',
  dashboard: 'agent',
  onboardingDismissal: 'admin',
  // Erasing a customer is an admin's decision; reading one is an agent's work.
  contact: agentReadsAdminChanges,
  // Settings.
  answerEngine: 'admin',
  answerEngineTest: 'admin',
  answerEngineModels: 'admin',
  embeddingsModel: 'admin',
  embeddingsModelTest: 'admin',
  briefing: 'admin',
  personality: 'admin',
  agentPersonality: 'admin',
  bookingSettings: 'admin',
  // Channels and calendar connections.
  agentWebchat: 'admin',
  agentWebchatSecret: 'admin',
  agentWebchatPreviewToken: 'admin',
  agentTelegram: 'admin',
  whatsappInstances: 'admin',
  whatsappInstance: 'admin',
  whatsappInstancePairings: 'admin',
  whatsappInstanceAgent: 'admin',
  whatsappSimulatedPhone: 'admin',
  whatsappSimulatedPhoneMessages: 'admin',
  whatsappPairings: 'admin',
  whatsappPairing: 'admin',
  metaPages: 'admin',
  metaPage: 'admin',
  metaPageAgent: 'admin',
  metaLogin: 'admin',
  metaLoginCallback: 'admin',
  appleCalendar: 'admin',
  googleCalendar: 'admin',
  googleCalendarAuthorize: 'admin',
  googleCalendarCallback: 'admin',
  // Appointments are customers' business: agents book and move them; services are settings.
  services: agentReadsAdminChanges,
  service: agentReadsAdminChanges,
  serviceAvailability: 'agent',
  bookings: 'agent',
  booking: 'agent',
  bookingCancel: 'agent',
  bookingReschedule: 'agent',
  bookingManageLink: 'agent',
  resources: agentReadsAdminChanges,
  resource: agentReadsAdminChanges,
  apiKeys: 'admin',
  apiKey: 'admin',
  apiKeySecret: 'admin',
  team: 'admin',
  assignmentRules: 'admin',
  member: 'admin',
  invitations: 'admin',
  invitation: 'admin',
  invitationResend: 'admin',
  // The whole team reads when it is open; the owner and admins set it.
  officeHours: agentReadsAdminChanges,
  auditLog: 'admin',
};

const matchers = Object.entries(routeRoles).map(([name, need]) => ({
  template: apiPaths[name as PathName],
  pattern: new RegExp(
    `^${apiPaths[name as PathName].replace(/:\w+/g, '[^/]+').replace(/[.]/g, '\\.')}/?$`,
  ),
  need,
}));

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The role a request needs, by its method and path (a path template or a concrete path);
 * undefined for a path no entry names, which `requireRole` treats as needing an admin.
 */
export function requiredRole(method: string, path: string): MemberRole | 'public' | undefined {
  const match =
    matchers.find((m) => m.template === path) ?? matchers.find((m) => m.pattern.test(path));
  if (!match) return undefined;
  const { need } = match;
  if (typeof need === 'string') return need;
  return readMethods.has(method.toUpperCase()) ? need.read : need.change;
}

/** Refuses (403, in words) a signed-in person whose role is below the route's. */
export const requireRole = createMiddleware<{ Variables: AccountVariables }>(async (c, next) => {
  const needed = requiredRole(c.req.method, c.req.path) ?? 'admin';
  const held = c.get('role');
  // A program's key is told what it is told on every route kept for a signed-in person.
  if (needed === 'owner' && c.get('credential') === 'apiKey') {
    throw new ApiError(403, 'session_required', apiKeyCopy.sessionRequired);
  }
  if (needed !== 'public' && !roleAllows(held, needed)) {
    throw new ApiError(403, 'role_forbidden', teamCopy.forbidden(held));
  }
  await next();
});
