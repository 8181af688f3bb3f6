import { Hono } from 'hono';
import { except } from 'hono/combine';
import { compress } from 'hono/compress';
import { WIDGET_API } from '@shared/api-paths.ts';
import { widgetSnippet } from '@shared/webchat.ts';
import { type Auth, createAuth } from '@server/platform/auth/auth.ts';
import {
  type BackgroundWork,
  createBackgroundWork,
} from '@server/platform/background/background-work.ts';
import { authRoutes } from '@server/platform/auth/auth-routes.ts';
import {
  createMemoryRateLimitStore,
  type RateLimitStore,
} from '@server/platform/auth/memory-rate-limit-store.ts';
import { createSessionReader } from '@server/platform/auth/session-reader.ts';
import { integrationSecretsOf } from '@server/platform/crypto/secret-box.ts';
import { resolveAuthSecret } from '@server/platform/data-dir/auth-secret.ts';
import { resolveVapidKeys } from '@server/platform/data-dir/vapid-keys.ts';
import { createWebPushSender } from '@server/platform/push/web-push-sender.ts';
import { createPushNotifier } from '@server/core/notifications/push-notifier.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { createLocalUploadStore, uploadsDirOf } from '@server/platform/files/upload-store.ts';
import { apiReferenceRoutes } from '@server/platform/http/api-reference.ts';
import { crossSiteGuard } from '@server/platform/http/cross-site-guard.ts';
import { errorHandler, noSuchEndpoint } from '@server/platform/http/errors.ts';
import { headResponses } from '@server/platform/http/head-responses.ts';
import { createOutboundFetch } from '@server/platform/http/outbound-fetch.ts';
import { securityHeaders } from '@server/platform/http/security-headers.ts';
import { storablePath } from '@server/platform/http/storable-path.ts';
import { createSeoRoutes } from '@server/platform/http/seo-routes.ts';
import { crawlerPageRoutes } from '@server/runtime/knowledge/website/crawler-page.ts';
import { createStaticApp } from '@server/platform/http/static-app.ts';
import { createLogger, type Logger } from '@server/platform/logging/logger.ts';
import { requestContext } from '@server/platform/logging/request-context.ts';
import { createMailer, type Mailer } from '@server/platform/mail/mailer.ts';
import { createLocalEventBus, type EventBus } from '@server/platform/realtime/event-bus.ts';
import {
  createMemoryStreamSlots,
  type StreamSlots,
} from '@server/platform/realtime/stream-slots.ts';
import { createAnswerEngine } from '@server/runtime/answers/answer-engine.ts';
import type { Responder } from '@server/runtime/answers/responder.ts';
import { createMeaningReaders } from '@server/runtime/knowledge/embeddings/meaning-reader.ts';
import {
  type CalendarSyncTimings,
  createCalendarSync,
} from '@server/core/calendars/calendar-sync.ts';
import { createBookingReminders } from '@server/runtime/bookings/booking-reminders.ts';
import { createPassageEmbedder } from '@server/runtime/knowledge/embeddings/passage-embedder.ts';
import { createAccountModels } from '@server/runtime/models/account-models.ts';
import {
  createDocumentReader,
  type DocumentReadingLimits,
} from '@server/runtime/knowledge/document-reader.ts';
import type { SessionLock } from '@server/platform/db/session-lock.ts';
import type { WhatsappGateway } from '@server/channels/whatsapp/whatsapp-gateway.ts';
import { type ChannelTimings, createChannelRegistry } from '@server/channels/channel-registry.ts';
import { manageBookingRoutes } from '@server/features/manage-booking/manage-booking-routes.ts';
import {
  createWebsiteCrawler,
  type WebsiteCrawlerTimings,
} from '@server/runtime/knowledge/website/website-crawler.ts';
import { createStripeBilling } from '@server/core/plans/stripe-billing.ts';
import { createTestModeBilling } from '@server/core/plans/test-mode-billing.ts';
import { createTrialReminders } from '@server/features/billing/trial-reminders.ts';
import {
  createFollowUpMailer,
  followUpTimingsOf,
} from '@server/core/follow-up/follow-up-mailer.ts';
import { createApiV1 } from './api-v1.ts';
import {
  embeddingsSettingsOf,
  type Env,
  googleSetupOf,
  inboundMailOf,
  stripeSettingsOf,
  modelSettingsOf,
  publicUrlOf,
  trustedOriginsOf,
  vapidSubjectOf,
} from './env.ts';

export type AppOptions = {
  db: Database;
  env: Env;
  /** Folder of the built front end; without it only the API is served (API tests). */
  clientDir?: string;
  /** The product's own chat widget on the landing (see features/landing-assistant); none unless given. */
  landingWidget?: { publicId: string } | undefined;
  /** Built from db and env unless given (tests pass their own to reach the mailer). */
  auth?: Auth;
  mailer?: Mailer;
  logger?: Logger;
  /** The WhatsApp gateway; built from WHATSAPP_GATEWAY in env unless given (tests). */
  whatsappGateway?: WhatsappGateway;
  /** Live events between processes (Redis); this process's own unless given. */
  bus?: EventBus;
  /** How agents answer; each account's choice, LLM_* in env by default, unless given. */
  responder?: Responder;
  /** Request counters of the widget API and tickets (Redis across processes); this process's unless given. */
  rateLimitStore?: RateLimitStore;
  /** The widget's event streams open at once (Redis across processes); this process's unless given. */
  streamSlots?: StreamSlots;
  /** The outbox's retry waits and Telegram's polling rhythm; the product's unless given (tests). */
  channelTimings?: ChannelTimings;
  /** How often bookings are written to calendars and busy times read again (tests go faster). */
  calendarSyncTimings?: Partial<CalendarSyncTimings>;
  /** How often scheduled website crawls are looked for (tests run rounds themselves). */
  websiteCrawlerTimings?: Partial<WebsiteCrawlerTimings>;
  /** Work that runs after its request's answer; this process's own unless given (tests). */
  background?: BackgroundWork;
  /** A lock all server processes on the database respect; this process's turns alone unless given. */
  sessionLock?: SessionLock;
  /** How long and how much memory reading an uploaded document may take; the product's unless given (tests). */
  documentReading?: Partial<DocumentReadingLimits>;
};

/** Builds the whole HTTP application; `index.ts` only makes it listen. */
export function createApp(options: AppOptions) {
  return buildServer(options).app;
}

/**
 * The application and its channels' workers (the outbox, Telegram's poller), which
 * the booted server starts and stops around its life (an app alone, as most tests build it,
 * never runs them), and the work its requests left running after their answers.
 */
export function buildServer(options: AppOptions) {
  const { db, env } = options;
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  const mailer = options.mailer ?? createMailer(env, logger);
  const authSecret = resolveAuthSecret(env);
  const auth = options.auth ?? createAuth({ db, env, secret: authSecret, mailer, logger });
  const readSession = createSessionReader(db, auth);
  const background = options.background ?? createBackgroundWork(logger);
  // Requests to addresses owners enter (CalDAV servers) or browsers give (push services):
  // private networks only when allowed.
  const outbound = createOutboundFetch({ allowPrivateNetwork: env.ALLOW_PRIVATE_NETWORK });
  const push = createPushNotifier({
    db,
    sender: createWebPushSender({
      keys: resolveVapidKeys(env),
      subject: vapidSubjectOf(env),
      fetch: outbound,
    }),
    background,
    logger,
  });
  const runtime = {
    db,
    bus: options.bus ?? createLocalEventBus(),
    mailer,
    push,
    publicUrl: publicUrlOf(env),
  };

  const app = new Hono();
  app.onError(errorHandler(logger));
  // First of all, so whatever a request logs, down to the error handler, carries its id.
  app.use('*', requestContext);
  // Outermost, so HEAD answers carry the headers every later middleware sets.
  app.use('*', headResponses);
  app.use('*', securityHeaders);
  // Before any route reads a path parameter: a NUL byte in one is 404, whoever asks.
  app.use('/api/*', storablePath);
  // State-changing requests only from our own site (or from programs, which send no Origin).
  // The widget's API is called from the businesses' own sites; it checks each agent's list of
  // websites itself and carries no cookies.
  app.use('/api/*', compress(), except(`${WIDGET_API}/*`, crossSiteGuard(trustedOriginsOf(env))));
  // Auth first: better-auth answers everything under /api/auth.
  app.route('/', authRoutes(auth, { trustedProxies: env.TRUST_PROXY, readSession }));
  const secrets = integrationSecretsOf(authSecret);
  const google = googleSetupOf(env);
  const rateLimits = options.rateLimitStore ?? createMemoryRateLimitStore();
  const stripeSettings = stripeSettingsOf(env);
  const stripe = stripeSettings && createStripeBilling(stripeSettings);
  const billing = stripe ?? createTestModeBilling();
  const embeddings = createAccountModels({
    db,
    purpose: 'embeddings',
    box: secrets.modelKeys,
    install: embeddingsSettingsOf(env),
    locked: env.LLM_LOCKED,
    timeoutMs: env.LLM_TIMEOUT_MS,
    logger,
  });
  const embedder = createPassageEmbedder({ db, models: embeddings, logger });
  const answerEngine = createAnswerEngine({
    db,
    box: secrets.modelKeys,
    install: modelSettingsOf(env),
    locked: env.LLM_LOCKED,
    timeoutMs: env.LLM_TIMEOUT_MS,
    logger,
    meaningOf: createMeaningReaders({ models: embeddings, embedder, logger }),
  });
  const responder = options.responder ?? answerEngine.responder;
  // The businesses' websites, read through the same outbound policy as any address an owner enters.
  const websiteCrawler = createWebsiteCrawler({
    db,
    fetch: outbound,
    publicUrl: runtime.publicUrl,
    background,
    logger,
    onKnowledgeChanged: (accountId) => embedder.wake(accountId),
    timings: options.websiteCrawlerTimings,
  });
  const inboundMail = inboundMailOf(env);
  const followUpTimings = followUpTimingsOf(env.FOLLOW_UP_DELAY_SECONDS);
  const channels = createChannelRegistry({
    env,
    runtime,
    responder,
    logger,
    secrets,
    rateLimits,
    streamSlots: options.streamSlots ?? createMemoryStreamSlots(),
    whatsappGateway: options.whatsappGateway,
    timings: options.channelTimings,
  });
  // The widget's API and the providers' webhooks: each checks its own secret, not a session.
  for (const routes of channels.publicRoutes) app.route('/', routes);
  // A customer's manage link: its token, not a session, opens its one booking.
  app.route('/', manageBookingRoutes({ db, rateLimits, trustedProxies: env.TRUST_PROXY }));
  app.route(
    '/',
    createApiV1({
      db,
      auth,
      readSession,
      // Sealed API keys and calendar secrets: keys derived from the auth secret, one per purpose.
      secrets,
      runtime,
      responder,
      answerEngine,
      embeddings: { models: embeddings, embedder },
      uploads: createLocalUploadStore(uploadsDirOf(env.DATA_DIR)),
      documents: createDocumentReader({
        limits: options.documentReading,
        lock: options.sessionLock,
      }),
      rateLimits,
      salesEmail: env.SALES_EMAIL,
      trustedProxies: env.TRUST_PROXY,
      signupOpen: env.SIGNUP === 'open',
      background,
      channels,
      google,
      outbound,
      websiteCrawler,
      billing,
      stripe,
      inboundMail,
    }),
  );
  app.route('/', apiReferenceRoutes());
  app.get('/api/health', (c) => c.json({ status: 'ok' }));
  app.all('/api/*', noSuchEndpoint);
  app.route('/', createSeoRoutes(publicUrlOf(env)));
  app.route('/', crawlerPageRoutes());
  if (options.clientDir) {
    app.route(
      '/',
      createStaticApp(options.clientDir, {
        signupOpen: env.SIGNUP === 'open',
        // The same snippet a business pastes, with an address on the page's own site.
        landingBodyEnd: options.landingWidget && widgetSnippet('', options.landingWidget.publicId),
      }),
    );
  }
  // Bookings written to the business's calendar, and its busy times read again.
  const calendarSync = createCalendarSync({
    db,
    secrets: secrets.calendarSecrets,
    logger,
    google,
    outbound,
    timings: options.calendarSyncTimings,
  });
  // Customers reminded of their appointments the day before.
  const reminders = createBookingReminders({ runtime, logger });
  // Replies to website visitors who left, mailed to them.
  const followUps = createFollowUpMailer({
    db,
    mailer,
    publicUrl: runtime.publicUrl,
    keys: { link: secrets.followUpLinkKey, replyAddress: secrets.replyAddressKey },
    inboundDomain: inboundMail?.domain ?? null,
    delayMs: followUpTimings.delayMs,
    pollMs: followUpTimings.pollMs,
    logger,
  });
  // Owners told that their trial ends soon, and that it ended.
  const trialReminders = createTrialReminders({
    db,
    mailer,
    publicUrl: runtime.publicUrl,
    logger,
  });
  return {
    app,
    channels,
    background,
    embedder,
    calendarSync,
    reminders,
    trialReminders,
    followUps,
    websiteCrawler,
  };
}
