/**
 * Every path of the API for the portal and for programs, written once: the server declares
 * its routes on these templates (Hono's `:param` syntax) and the portal calls them through
 * `apiPath`. The reference of the same API is served at `apiDocsPath`.
 */
export const API_V1 = '/api/v1';

export const apiPaths = {
  openApiDocument: `${API_V1}/openapi.json`,
  demoRequests: `${API_V1}/demo-requests`,
  me: `${API_V1}/me`,
  myAvailability: `${API_V1}/me/availability`,
  myActivity: `${API_V1}/me/activity`,
  teammates: `${API_V1}/teammates`,
  assignmentRules: `${API_V1}/assignment-rules`,
  signup: `${API_V1}/signup`,
  signupVerification: `${API_V1}/signup/verification`,
  preferences: `${API_V1}/preferences`,
  notifications: `${API_V1}/notifications`,
  notification: `${API_V1}/notifications/:id`,
  pushPublicKey: `${API_V1}/push/public-key`,
  pushSubscriptions: `${API_V1}/push/subscriptions`,
  pushSubscription: `${API_V1}/push/subscriptions/:id`,
  subscription: `${API_V1}/subscription`,
  subscriptionUpgrade: `${API_V1}/subscription/upgrade`,
  subscriptionPlan: `${API_V1}/subscription/plan`,
  subscriptionCheckout: `${API_V1}/subscription/checkout`,
  subscriptionPortal: `${API_V1}/subscription/portal`,
  subscriptionCancellation: `${API_V1}/subscription/cancellation`,
  subscriptionInvoices: `${API_V1}/subscription/invoices`,
  stripeWebhook: `${API_V1}/billing/stripe/webhook`,
  postmarkInbound: `${API_V1}/mail/inbound/postmark`,
  usage: `${API_V1}/usage`,
  tickets: `${API_V1}/tickets`,
  ticket: `${API_V1}/tickets/:id`,
  ticketAttachment: `${API_V1}/tickets/:id/attachments/:attachmentId`,
  knowledge: `${API_V1}/knowledge`,
  knowledgeQa: `${API_V1}/knowledge/qa`,
  knowledgeDocuments: `${API_V1}/knowledge/documents`,
  knowledgeUploads: `${API_V1}/knowledge/uploads`,
  knowledgeQaImports: `${API_V1}/knowledge/qa-imports`,
  knowledgeSource: `${API_V1}/knowledge/:id`,
  knowledgeReindex: `${API_V1}/knowledge/:id/reindex`,
  knowledgePhrasings: `${API_V1}/knowledge/:id/phrasings`,
  websites: `${API_V1}/websites`,
  website: `${API_V1}/websites/:id`,
  websitePages: `${API_V1}/websites/:id/pages`,
  websiteCrawl: `${API_V1}/websites/:id/crawl`,
  agents: `${API_V1}/agents`,
  agent: `${API_V1}/agents/:id`,
  agentDuplicate: `${API_V1}/agents/:id/duplicate`,
  agentConversations: `${API_V1}/agents/:id/conversations`,
  conversations: `${API_V1}/conversations`,
  conversation: `${API_V1}/conversations/:id`,
  conversationMessages: `${API_V1}/conversations/:id/messages`,
  conversationExport: `${API_V1}/conversations/:id/export`,
  conversationTakeOver: `${API_V1}/conversations/:id/take-over`,
  conversationAssignee: `${API_V1}/conversations/:id/assignee`,
  conversationReplies: `${API_V1}/conversations/:id/replies`,
  conversationNotes: `${API_V1}/conversations/:id/notes`,
  conversationHandBack: `${API_V1}/conversations/:id/hand-back`,
  conversationClose: `${API_V1}/conversations/:id/close`,
  conversationRating: `${API_V1}/conversations/:id/rating`,
  inbox: `${API_V1}/inbox`,
  events: `${API_V1}/events`,
  conversationsExport: `${API_V1}/conversations-export`,
  analytics: `${API_V1}/analytics`,
  dashboard: `${API_V1}/dashboard`,
  onboardingDismissal: `${API_V1}/dashboard/onboarding/dismiss`,
  contact: `${API_V1}/contacts/:id`,
  answerEngine: `${API_V1}/answer-engine`,
  answerEngineTest: `${API_V1}/answer-engine/test`,
  answerEngineModels: `${API_V1}/answer-engine/models`,
  embeddingsModel: `${API_V1}/answer-engine/embeddings`,
  embeddingsModelTest: `${API_V1}/answer-engine/embeddings/test`,
  briefing: `${API_V1}/briefing`,
  personality: `${API_V1}/personality`,
  agentPersonality: `${API_V1}/agents/:id/personality`,
  agentWebchat: `${API_V1}/agents/:id/webchat`,
  agentWebchatSecret: `${API_V1}/agents/:id/webchat/identity-secret`,
  agentWebchatPreviewToken: `${API_V1}/agents/:id/webchat/preview-token`,
  agentTelegram: `${API_V1}/agents/:id/telegram`,
  metaPages: `${API_V1}/meta/pages`,
  metaPage: `${API_V1}/meta/pages/:id`,
  metaPageAgent: `${API_V1}/meta/pages/:id/agent`,
  metaLogin: `${API_V1}/meta/login`,
  metaLoginCallback: `${API_V1}/meta/login/callback`,
  whatsappInstances: `${API_V1}/whatsapp/instances`,
  whatsappInstance: `${API_V1}/whatsapp/instances/:id`,
  whatsappInstancePairings: `${API_V1}/whatsapp/instances/:id/pairings`,
  whatsappInstanceAgent: `${API_V1}/whatsapp/instances/:id/agent`,
  whatsappSimulatedPhone: `${API_V1}/whatsapp/instances/:id/simulated-phone`,
  whatsappSimulatedPhoneMessages: `${API_V1}/whatsapp/instances/:id/simulated-phone/messages`,
  whatsappPairings: `${API_V1}/whatsapp/pairings`,
  whatsappPairing: `${API_V1}/whatsapp/pairings/:id`,
  appleCalendar: `${API_V1}/calendars/apple`,
  googleCalendar: `${API_V1}/calendars/google`,
  googleCalendarAuthorize: `${API_V1}/calendars/google/authorize`,
  /** Where Google sends the owner back after the consent screen: the OAuth client lists it. */
  googleCalendarCallback: `${API_V1}/calendars/google/callback`,
  bookingSettings: `${API_V1}/booking-settings`,
  services: `${API_V1}/services`,
  service: `${API_V1}/services/:id`,
  serviceAvailability: `${API_V1}/services/:id/availability`,
  bookings: `${API_V1}/bookings`,
  booking: `${API_V1}/bookings/:id`,
  bookingCancel: `${API_V1}/bookings/:id/cancel`,
  bookingReschedule: `${API_V1}/bookings/:id/reschedule`,
  resources: `${API_V1}/resources`,
  resource: `${API_V1}/resources/:id`,
  bookingManageLink: `${API_V1}/bookings/:id/manage-link`,
  apiKeys: `${API_V1}/api-keys`,
  apiKey: `${API_V1}/api-keys/:id`,
  apiKeySecret: `${API_V1}/api-keys/:id/key`,
  team: `${API_V1}/team`,
  member: `${API_V1}/team/members/:id`,
  ownershipTransfer: `${API_V1}/team/ownership`,
  invitations: `${API_V1}/team/invitations`,
  invitation: `${API_V1}/team/invitations/:id`,
  invitationResend: `${API_V1}/team/invitations/:id/resend`,
  officeHours: `${API_V1}/office-hours`,
  /** The invitation link's page reads and accepts through these, before any sign-in. */
  invitationPreview: `${API_V1}/invitation`,
  invitationAcceptance: `${API_V1}/invitation/acceptance`,
  auditLog: `${API_V1}/audit-log`,
} as const;

/**
 * The website widget's public API: no cookies, no API keys; a visitor token (Bearer) names
 * the visitor, and each agent's list of websites decides which pages may call it.
 */
export const WIDGET_API = '/api/widget/v1';

export const widgetApiPaths = {
  agent: `${WIDGET_API}/agents/:publicId`,
  visitors: `${WIDGET_API}/agents/:publicId/visitors`,
  offlineMessages: `${WIDGET_API}/agents/:publicId/offline-messages`,
  currentConversation: `${WIDGET_API}/conversations/current`,
  conversations: `${WIDGET_API}/conversations`,
  conversationMessages: `${WIDGET_API}/conversations/:id/messages`,
  conversationEvents: `${WIDGET_API}/conversations/:id/events`,
  conversationHandover: `${WIDGET_API}/conversations/:id/handover`,
  conversationEnd: `${WIDGET_API}/conversations/:id/end`,
  conversationRating: `${WIDGET_API}/conversations/:id/rating`,
  conversationContact: `${WIDGET_API}/conversations/:id/contact`,
  /** A mailed link's token exchanged for the visitor's token and their conversation. */
  resumptions: `${WIDGET_API}/resumptions`,
} as const;

/**
 * What a business's customers call without an account: a manage link's token (in the path)
 * opens its one booking and nothing else. Limited per client address.
 */
export const PUBLIC_API = '/api/public';

export const publicApiPaths = {
  managedBooking: `${PUBLIC_API}/bookings/:token`,
  managedBookingAvailability: `${PUBLIC_API}/bookings/:token/availability`,
  managedBookingReschedule: `${PUBLIC_API}/bookings/:token/reschedule`,
  managedBookingCancel: `${PUBLIC_API}/bookings/:token/cancel`,
} as const;

/** The API reference page, for people. */
export const apiDocsPath = '/api/docs';

type ParamsOf<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** A path with its parameters filled in, each encoded: `apiPath(apiPaths.agent, { id })`. */
export function apiPath<Path extends string>(
  template: Path,
  ...[params]: ParamsOf<Path> extends never ? [] : [Record<ParamsOf<Path>, string>]
): string {
  if (!params) return template;
  const values = params as Record<string, string>;
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}
