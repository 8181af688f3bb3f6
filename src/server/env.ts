import { z } from 'zod';
import { apiPaths } from '@shared/api-paths.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

/**
 * How many proxies in front of the server append to X-Forwarded-For: false (0) uses the
 * socket address, true is one (a load balancer), a number counts a chain of them.
 */
const trustedProxyCount = z.union([
  z.enum(['false', 'no']).transform(() => 0),
  z.enum(['true', 'yes']).transform(() => 1),
  z.coerce.number().int().min(0).max(10),
]);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .refine(
      (url) => new URL(url).pathname === '/',
      'PUBLIC_URL must be an origin such as https://example.com',
    )
    .optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** Shared rate-limit counters for several server processes; in memory without it. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Prefix of every key the server writes to Redis, so several deployments can share one. */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('agent-portal:'),
  TRUST_PROXY: trustedProxyCount.default(0),
  /** Whether to serve the built front end; `npm run dev` turns it off (Vite serves it). */
  SERVE_CLIENT: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['silent', 'error', 'info']).default('info'),
  /**
   * An OpenAI-compatible chat-completions API for answers: the install's default, which each
   * account may replace on AI Configuration; the built-in responder without it.
   */
  LLM_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).max(200).optional(),
  /** How long the model may stay silent before the answer falls back to the built-in one. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  /** The install's model (or the built-in responder without one) for every account: owners cannot choose. */
  LLM_LOCKED: booleanFlag.default(false),
  /**
   * An OpenAI-compatible embeddings API that reads knowledge by meaning: the install's default,
   * which each account may replace on AI Configuration; words only without it.
   */
  EMBEDDINGS_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  EMBEDDINGS_API_KEY: z.string().min(1).optional(),
  EMBEDDINGS_MODEL: z.string().min(1).max(200).optional(),
  /**
   * The VAPID key pair browser notifications are signed with (base64url, as web-push writes
   * them): both, or neither, when one is generated into DATA_DIR/vapid-keys.json. Set them when
   * several servers without a shared data folder send notifications.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be a P-256 public key, base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a P-256 private key, base64url')
    .optional(),
  /** Who push services may contact about our notifications: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .url({ protocol: /^(mailto|https)$/, error: 'VAPID_SUBJECT must be a mailto: or https: URL' })
    .optional(),
  /** Whether the embedded database gets the demo account; turn it off in production. */
  SEED_DEMO: booleanFlag.default(true),
  /** Self-service sign-up at /signup; `closed` for a private install (accounts from the CLI). */
  SIGNUP: z.enum(['open', 'closed']).default('open'),
  /**
   * The product's own chat on its landing page, answering from the help articles (the product
   * used on itself); `off` serves the landing without it. Unset: on with the embedded
   * database, off with PostgreSQL, where nothing is made unless asked for.
   */
  LANDING_WIDGET: z.enum(['on', 'off']).optional(),
  /** Telegram's Bot API; a local server that speaks it in tests. */
  TELEGRAM_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.telegram.org'),
  /**
   * The operator's Meta app (Messenger and Instagram products): its id, the secret Meta signs
   * webhook calls with, and the verify token typed into the app's webhook settings.
   */
  META_APP_ID: z
    .string()
    .regex(/^\d{1,30}$/, 'META_APP_ID is the app’s number')
    .optional(),
  META_APP_SECRET: z.string().min(16).max(200).optional(),
  META_VERIFY_TOKEN: z.string().min(8).max(200).optional(),
  /** Facebook Login's dialog, where owners grant the app their Pages; a local page in tests. */
  META_OAUTH_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.facebook.com/v21.0/dialog/oauth'),
  /** Meta's Graph API with its version; a local server that speaks it in tests. */
  META_GRAPH_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com/v21.0'),
  /** The WhatsApp gateway: the built-in simulation (no network), or an Evolution API (v2). */
  WHATSAPP_GATEWAY: z.enum(['simulated', 'evolution']).default('simulated'),
  /** Evolution API's address and its AUTHENTICATION_API_KEY, with WHATSAPP_GATEWAY=evolution. */
  EVOLUTION_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  EVOLUTION_API_KEY: z.string().min(1).optional(),
  /** Where the landing's demo requests are mailed; they are stored either way. */
  SALES_EMAIL: z.email().optional(),
  /**
   * The operator's OAuth client (Google Cloud console, a web application) that lets owners
   * connect Google Calendar; both, or neither (the page then says what to set up).
   */
  GOOGLE_CLIENT_ID: z.string().min(1).max(500).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  /** Google's consent page, token endpoint, revocation endpoint and Calendar API: local fakes in tests. */
  GOOGLE_OAUTH_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url({ protocol: /^https?$/ }).default('https://oauth2.googleapis.com/token'),
  GOOGLE_REVOKE_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://oauth2.googleapis.com/revoke'),
  GOOGLE_API_URL: z.url({ protocol: /^https?$/ }).default('https://www.googleapis.com/'),
  /**
   * Stripe bills the plans when its secret key is set (with the webhook's signing secret and one
   * Price per plan); without it, payments run in the built-in test mode and move no money.
   */
  STRIPE_SECRET_KEY: z.string().min(1).max(500).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).max(500).optional(),
  STRIPE_PRICE_ESSENTIAL: z.string().min(1).max(200).optional(),
  STRIPE_PRICE_PROFESSIONAL: z.string().min(1).max(200).optional(),
  /** Stripe's API address: a local server that speaks it in tests. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Whether addresses owners enter (a CalDAV server) may be on a private network: loopback,
   * RFC 1918, link-local. Off, the server reaches only public addresses, so an owner cannot
   * make it probe its own network; on for an intranet install, or tests against local servers.
   */
  ALLOW_PRIVATE_NETWORK: booleanFlag.default(false),
  /**
   * How long a person's reply to a website visitor who left waits before it is mailed to the
   * address they gave; replies in that time go in the same mail, and none goes if the visitor
   * comes back and reads them.
   */
  FOLLOW_UP_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(180),
  /**
   * Replies by email (Postmark inbound): the domain of the reply addresses
   * (reply+<token>@INBOUND_MAIL_DOMAIN), and the basic-auth user and password in the inbound
   * webhook's URL. All three, or none (the mails then say to answer through the link).
   */
  INBOUND_MAIL_DOMAIN: z
    .string()
    .regex(
      /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i,
      'INBOUND_MAIL_DOMAIN must be a domain such as inbound.example.com',
    )
    .optional(),
  POSTMARK_INBOUND_USER: z.string().min(1).max(200).optional(),
  POSTMARK_INBOUND_PASSWORD: z
    .string()
    .min(16, 'POSTMARK_INBOUND_PASSWORD must be at least 16 characters')
    .max(200)
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Parses the environment once; a bad value stops the server with a list of what is wrong. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new EnvError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  if (env.DATABASE_URL && !env.AUTH_SECRET) {
    throw new EnvError('AUTH_SECRET is required when DATABASE_URL is set.');
  }
  if (env.LLM_BASE_URL && !env.LLM_MODEL) {
    throw new EnvError('LLM_MODEL is required when LLM_BASE_URL is set (for example gpt-4o-mini).');
  }
  if (env.EMBEDDINGS_BASE_URL && !env.EMBEDDINGS_MODEL) {
    throw new EnvError(
      'EMBEDDINGS_MODEL is required when EMBEDDINGS_BASE_URL is set (for example text-embedding-3-small).',
    );
  }
  if (env.WHATSAPP_GATEWAY === 'evolution' && (!env.EVOLUTION_API_URL || !env.EVOLUTION_API_KEY)) {
    throw new EnvError(
      'EVOLUTION_API_URL and EVOLUTION_API_KEY are required when WHATSAPP_GATEWAY is evolution.',
    );
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new EnvError(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither to use the pair generated in DATA_DIR.',
    );
  }
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new EnvError(
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together: set both to let owners connect Google Calendar, or neither.',
    );
  }
  const stripeVariables = [
    env.STRIPE_SECRET_KEY,
    env.STRIPE_WEBHOOK_SECRET,
    env.STRIPE_PRICE_ESSENTIAL,
    env.STRIPE_PRICE_PROFESSIONAL,
  ];
  if (stripeVariables.some(Boolean) && !stripeVariables.every(Boolean)) {
    throw new EnvError(
      'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ESSENTIAL and STRIPE_PRICE_PROFESSIONAL go together: set all four to bill with Stripe, or none for test mode.',
    );
  }
  const inboundVariables = [
    env.INBOUND_MAIL_DOMAIN,
    env.POSTMARK_INBOUND_USER,
    env.POSTMARK_INBOUND_PASSWORD,
  ];
  if (inboundVariables.some(Boolean) && !inboundVariables.every(Boolean)) {
    throw new EnvError(
      'INBOUND_MAIL_DOMAIN, POSTMARK_INBOUND_USER and POSTMARK_INBOUND_PASSWORD go together: set all three to take replies by email, or none.',
    );
  }
  return env;
}

/** Replies by email, when the operator set them up (all three variables). */
export type InboundMailSettings = { domain: string; user: string; password: string };

export const inboundMailOf = (env: Env): InboundMailSettings | null =>
  env.INBOUND_MAIL_DOMAIN && env.POSTMARK_INBOUND_USER && env.POSTMARK_INBOUND_PASSWORD
    ? {
        domain: env.INBOUND_MAIL_DOMAIN.toLowerCase(),
        user: env.POSTMARK_INBOUND_USER,
        password: env.POSTMARK_INBOUND_PASSWORD,
      }
    : null;

export class EnvError extends Error {}

/** Whether the embedded database (PGlite in DATA_DIR) is used rather than PostgreSQL. */
export function isEmbedded(env: Env) {
  return !env.DATABASE_URL;
}

/** Whether the landing carries the product's own chat (see LANDING_WIDGET). */
export function landingWidgetOn(env: Env) {
  return env.LANDING_WIDGET ? env.LANDING_WIDGET === 'on' : isEmbedded(env);
}

/**
 * The public base of links in mail and the origin browsers send: PUBLIC_URL, or the address
 * the server listens on (127.0.0.1 when it listens on every interface).
 */
export function publicUrlOf(env: Env) {
  if (env.PUBLIC_URL) return new URL(env.PUBLIC_URL).origin;
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  const hostPart = host.includes(':') ? `[${host}]` : host;
  return `http://${hostPart}:${env.PORT}`;
}

/** The Vite dev server, which proxies /api to this server in development. */
const devOrigins = ['http://127.0.0.1:5173', 'http://localhost:5173'];

/** Origins allowed to send state-changing requests: only configured ones, never the Host header's. */
export function trustedOriginsOf(env: Env) {
  const origins = [publicUrlOf(env)];
  if (env.NODE_ENV === 'development') origins.push(...devOrigins);
  return [...new Set(origins)];
}

/** A model the operator set up: its address and name (both, or none), its key, its patience. */
const operatorModel = (
  baseUrl: string | undefined,
  model: string | undefined,
  apiKey: string | undefined,
  timeoutMs: number,
) => (baseUrl && model ? { baseUrl, model, apiKey, timeoutMs } : undefined);

/** The install's default embeddings model (EMBEDDINGS_*), or undefined for words only. */
export const embeddingsSettingsOf = (env: Env) =>
  operatorModel(
    env.EMBEDDINGS_BASE_URL,
    env.EMBEDDINGS_MODEL,
    env.EMBEDDINGS_API_KEY,
    env.LLM_TIMEOUT_MS,
  );

/** The install's default model (LLM_*), or undefined for the built-in responder. */
export const modelSettingsOf = (env: Env) =>
  operatorModel(env.LLM_BASE_URL, env.LLM_MODEL, env.LLM_API_KEY, env.LLM_TIMEOUT_MS);

/**
 * Where Google sends owners back after its consent page (the OAuth client must list it), and
 * the operator's OAuth client with Google's addresses; no client when the operator has not set
 * one up, and owners cannot connect Google Calendar.
 */
export function googleSetupOf(env: Env) {
  const redirectUri = `${publicUrlOf(env)}${apiPaths.googleCalendarCallback}`;
  const settings =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          redirectUri,
          authUrl: env.GOOGLE_OAUTH_URL,
          tokenUrl: env.GOOGLE_TOKEN_URL,
          revokeUrl: env.GOOGLE_REVOKE_URL,
          apiUrl: env.GOOGLE_API_URL,
        }
      : undefined;
  return { redirectUri, settings };
}

/**
 * Who push services may contact about the notifications this install sends: VAPID_SUBJECT,
 * else the public https address, else the sender's mailbox (push services take no http:).
 */
export function vapidSubjectOf(env: Env) {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  const site = publicUrlOf(env);
  if (site.startsWith('https:')) return site;
  const sender = env.MAIL_FROM ?? 'no-reply@localhost';
  return `mailto:${/<([^>]+)>/.exec(sender)?.[1] ?? sender}`;
}

/** Stripe's settings when the operator set them up; undefined for the built-in test mode. */
export function stripeSettingsOf(env: Env) {
  const {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_ESSENTIAL: essential,
    STRIPE_PRICE_PROFESSIONAL: professional,
  } = env;
  if (!secretKey || !webhookSecret || !essential || !professional) return undefined;
  return {
    secretKey,
    webhookSecret,
    prices: { essential, professional },
    apiUrl: env.STRIPE_API_URL,
  };
}
