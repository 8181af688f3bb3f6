import type { InboundMailSettings } from './env.ts';
import { Hono } from 'hono';
import { API_V1, apiPaths } from '@shared/api-paths.ts';
import { meRoutes } from '@server/features/account/me-routes.ts';
import { preferenceRoutes } from '@server/features/account/preference-routes.ts';
import { signupRoutes } from '@server/features/account/signup-routes.ts';
import { agentRoutes } from '@server/core/agents/agent-routes.ts';
import { bookingRoutes } from '@server/core/bookings/booking-routes.ts';
import { officeHoursRoutes } from '@server/core/office-hours/office-hours-routes.ts';
import { resourceRoutes } from '@server/core/bookings/resource-routes.ts';
import { answerEngineRoutes } from '@server/runtime/answers/answer-engine-routes.ts';
import { answerRoutes } from '@server/runtime/answers/answer-routes.ts';
import type { AnswerEngine } from '@server/runtime/answers/answer-engine.ts';
import type { Responder } from '@server/runtime/answers/responder.ts';
import { subscriptionRoutes } from '@server/features/billing/subscription-routes.ts';
import { usageRoutes } from '@server/features/billing/usage-routes.ts';
import { stripeWebhookRoutes } from '@server/features/billing/stripe-webhook-routes.ts';
import { postmarkInboundRoutes } from '@server/core/follow-up/postmark-inbound-routes.ts';
import type { BillingProvider } from '@server/core/plans/billing-provider.ts';
import type { StripeBilling } from '@server/core/plans/stripe-billing.ts';
import { briefingRoutes } from '@server/core/briefing/briefing-routes.ts';
import { dashboardRoutes } from '@server/features/dashboard/dashboard-routes.ts';
import { demoRequestRoutes } from '@server/features/demo-requests/demo-request-routes.ts';
import { apiKeyRoutes } from '@server/core/api-keys/api-key-routes.ts';
import { accountOfApiKey } from '@server/core/api-keys/api-key-store.ts';
import { caldavRoutes } from '@server/features/integrations/caldav-routes.ts';
import { googleCalendarRoutes } from '@server/features/integrations/google-calendar-routes.ts';
import type { GoogleSetup } from '@server/core/calendars/google-connection-store.ts';
import { analyticsRoutes } from '@server/runtime/analytics/analytics-routes.ts';
import { historyRoutes } from '@server/runtime/history/history-routes.ts';
import { inboxRoutes } from '@server/runtime/inbox/inbox-routes.ts';
import {
  type Embeddings,
  embeddingsRoutes,
  readChangedKnowledge,
} from '@server/runtime/knowledge/embeddings/embeddings-routes.ts';
import { knowledgeRoutes } from '@server/runtime/knowledge/knowledge-routes.ts';
import type { WebsiteCrawler } from '@server/runtime/knowledge/website/website-crawler.ts';
import { websiteRoutes } from '@server/runtime/knowledge/website/website-routes.ts';
import { notificationRoutes } from '@server/core/notifications/notification-routes.ts';
import { pushRoutes } from '@server/core/notifications/push-routes.ts';
import { personalityRoutes } from '@server/core/personality/personality-routes.ts';
import { ticketRoutes } from '@server/features/support/ticket-routes.ts';
import type { Auth } from '@server/platform/auth/auth.ts';
import type { BackgroundWork } from '@server/platform/background/background-work.ts';
import { requireAccount } from '@server/platform/auth/require-account.ts';
import { membershipOf } from '@server/platform/auth/membership.ts';
import { requireRole } from '@server/platform/auth/route-roles.ts';
import { teamRoutes } from '@server/features/account/team-routes.ts';
import { assignmentRoutes } from '@server/core/assignment/assignment-routes.ts';
import { portalActivity } from '@server/core/assignment/portal-activity.ts';
import { invitationAcceptanceRoutes } from '@server/features/account/invitation-acceptance-routes.ts';
import { auditLogRoutes } from '@server/core/audit/audit-log-routes.ts';
import { auditChanges } from '@server/core/audit/audited-routes.ts';
import { clientAddress } from '@server/platform/auth/client-address.ts';
import type { SessionReader } from '@server/platform/auth/session-reader.ts';
import type { IntegrationSecrets } from '@server/platform/crypto/secret-box.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import type { RateLimitStore } from '@server/platform/auth/memory-rate-limit-store.ts';
import type { UploadStore } from '@server/platform/files/upload-store.ts';
import type { DocumentReader } from '@server/runtime/knowledge/document-reader.ts';
import type { RuntimeDeps } from '@server/core/conversations/conversation-changes.ts';
import { apiDocumentRoutes } from '@server/platform/http/api-document.ts';
import type { OutboundFetch } from '@server/platform/http/outbound-fetch.ts';
import type { ChannelRegistry } from '@server/channels/channel-registry.ts';

export type ApiV1Options = {
  db: Database;
  auth: Auth;
  readSession: SessionReader;
  secrets: IntegrationSecrets;
  /** What the agent runtime's routes act with: the database, live events, mail, browser notifications, links. */
  runtime: RuntimeDeps;
  /** How agents answer: the built-in responder, or a model with it as fallback. */
  responder: Responder;
  /** Each account's choice of model, the install's default (LLM_*) and whether it is locked. */
  answerEngine: AnswerEngine;
  /** Each account's embeddings model, and what reads its knowledge with it. */
  embeddings: Embeddings;
  /** Where uploaded files are written (DATA_DIR/uploads). */
  uploads: UploadStore;
  /** Reads uploaded knowledge documents off the request thread, each account's in turn. */
  documents: DocumentReader;
  /** Request counters for per-account and per-address limits (Redis across processes when configured). */
  rateLimits: RateLimitStore;
  /** SALES_EMAIL: where the landing's demo requests are mailed, if anywhere. */
  salesEmail: string | undefined;
  /** TRUST_PROXY: how a public route reads the client's address for its limits. */
  trustedProxies: number;
  /** SIGNUP: whether anyone may create an account at /signup. */
  signupOpen: boolean;
  /** Work that runs after its request's answer (what a sign-up does for its address). */
  background: BackgroundWork;
  /** The channels: their portal screens' routes, whether an account is live, erasure. */
  channels: ChannelRegistry;
  /** Google's OAuth client (GOOGLE_*) for connecting Google Calendar, when set up, and its redirect URI. */
  google: GoogleSetup;
  /** How requests reach addresses owners enter (CalDAV servers): ALLOW_PRIVATE_NETWORK's policy. */
  outbound: OutboundFetch;
  /** Runs the crawls of businesses' websites, asked for by hand or by their schedule. */
  websiteCrawler: WebsiteCrawler;
  /** The install's payment provider: Stripe when set up, else the built-in test mode. */
  billing: BillingProvider;
  /** Stripe, whose webhook route exists only when it is set up. */
  stripe: StripeBilling | undefined;
  /** Replies by email (INBOUND_MAIL_DOMAIN, POSTMARK_INBOUND_*); null when not set up. */
  inboundMail: InboundMailSettings | null;
};

/**
 * The product's API under /api/v1: a signed-in account's, or a program's with an API key.
 * Each area's routes declare their full paths (src/shared/api-paths.ts) and their part of the
 * OpenAPI document; the document is generated from this app, so a route mounted here without
 * a description is caught by the test that reads it (api-document.test.ts).
 */
export function createApiV1({
  db,
  auth,
  readSession,
  secrets,
  runtime,
  responder,
  answerEngine,
  embeddings,
  uploads,
  documents,
  rateLimits,
  salesEmail,
  trustedProxies,
  signupOpen,
  background,
  channels,
  google,
  outbound,
  websiteCrawler,
  billing,
  stripe,
  inboundMail,
}: ApiV1Options) {
  const v1 = new Hono();
  // The public routes first, so they answer before the account check: the document, the
  // landing's demo form and sign-up, which visitors without an account send.
  v1.route(
    '/',
    apiDocumentRoutes(() => v1),
  );
  v1.route('/', demoRequestRoutes({ runtime, salesEmail, rateLimits, trustedProxies }));
  v1.route(
    '/',
    signupRoutes({
      db,
      auth,
      runtime,
      rateLimits,
      open: signupOpen,
      trustedProxies,
      background,
      billingProvider: billing.id,
    }),
  );
  // Stripe signs its events; no session comes with them.
  v1.route('/', stripeWebhookRoutes(db, stripe));
  // Postmark's inbound mail: basic-auth credentials in the webhook URL, no session.
  v1.route(
    '/',
    postmarkInboundRoutes(runtime, {
      settings: inboundMail,
      replyAddressKey: secrets.replyAddressKey,
    }),
  );
  v1.route('/', invitationAcceptanceRoutes({ db, auth, rateLimits, trustedProxies }));
  v1.use(
    `${API_V1}/*`,
    requireAccount(auth, {
      apiKeys: (key) => accountOfApiKey(db, key),
      readSession,
      memberships: (userId) => membershipOf(db, userId),
    }),
    requireRole,
    clientAddress({ trustedProxies }),
    auditChanges(db),
    portalActivity(db),
  );
  v1.route('/', teamRoutes({ db, runtime }));
  v1.route('/', assignmentRoutes(runtime));
  v1.route('/', auditLogRoutes(db));
  v1.route('/', meRoutes);
  v1.route('/', preferenceRoutes(db));
  v1.route('/', officeHoursRoutes(db));
  v1.route('/', notificationRoutes(db));
  v1.route('/', pushRoutes(db, runtime));
  v1.route('/', subscriptionRoutes({ db, billing, site: runtime }));
  v1.route('/', usageRoutes(db));
  v1.route('/', ticketRoutes({ db, uploads, rateLimits }));
  v1.use(`${apiPaths.knowledge}/*`, readChangedKnowledge(embeddings.embedder));
  v1.route('/', knowledgeRoutes({ db, documents }));
  v1.route('/', websiteRoutes({ db, crawler: websiteCrawler, rateLimits }));
  v1.route('/', agentRoutes(db));
  v1.route('/', historyRoutes(runtime, channels.forgetContact));
  v1.route('/', analyticsRoutes(db));
  v1.route('/', dashboardRoutes(db, channels.live));
  v1.route('/', inboxRoutes(runtime));
  v1.route('/', briefingRoutes(db));
  v1.route('/', personalityRoutes(db));
  v1.route('/', caldavRoutes(db, secrets.calendarSecrets, outbound));
  v1.route('/', googleCalendarRoutes(db, secrets.calendarSecrets, google));
  v1.route('/', bookingRoutes(db, { customers: runtime }));
  v1.route('/', resourceRoutes(db));
  v1.route('/', apiKeyRoutes(db, secrets.apiKeys));
  v1.route('/', answerRoutes(runtime, responder));
  v1.route('/', answerEngineRoutes(db, answerEngine));
  v1.route('/', embeddingsRoutes(db, embeddings));
  for (const routes of channels.portalRoutes) v1.route('/', routes);
  return v1;
}
