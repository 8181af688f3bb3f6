/**
 * The database schema: better-auth's four tables, then the product's own. Every later table
 * belongs to an account (the better-auth user): give it `accountId: accountIdColumn()` and
 * query it through the helpers of `./account-scope.ts`. Change this file, then run
 * `npm run db:generate` to write the migration; migrations run at start.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { type AgentChannel, agentStatuses, agentTypes } from '@shared/agents.ts';
import { type Briefing, languageOptions } from '@shared/briefing.ts';
import {
  type AnswerDetails,
  conversationChannels,
  conversationEventTypes,
  conversationResolutions,
  conversationStatuses,
  deliveryStatuses,
  handoverReasons,
  type MessageSource,
  messageSenders,
  ratings,
} from '@shared/conversations.ts';
import { modelPurposes, storedEngineChoices } from '@shared/answers.ts';
import { bookingStatuses } from '@shared/bookings.ts';
import type { OfficeStretch } from '@shared/office-hours.ts';
import { pairingStatuses } from '@shared/integrations.ts';
import { outboundChannels } from '@shared/messaging.ts';
import { telegramModes, telegramStatuses } from '@shared/telegram.ts';
import { metaPageStatuses } from '@shared/meta.ts';
import { DEFAULT_ANSWER_THRESHOLD, knowledgeKinds, knowledgeStates } from '@shared/knowledge.ts';
import { notificationTypes } from '@shared/notifications.ts';
import type { Personality } from '@shared/personality.ts';
import { planIds } from '@shared/plans.ts';
import { billingProviders, billingStatuses } from '@shared/billing.ts';
import { widgetLanguages, widgetPositions } from '@shared/webchat.ts';
import {
  type WebsitePageFailure,
  websiteCrawlStates,
  websitePageChanges,
  websitePageStates,
  websiteSchedules,
} from '@shared/website-knowledge.ts';
import { ticketCategories, ticketPriorities } from '@shared/support.ts';
import { assignableRoles, memberRoles } from '@shared/team.ts';
import { auditActions } from '@shared/audit.ts';
import { assignmentModes, availabilityStatuses } from '@shared/assignment.ts';
import type { CustomerChannel } from '@shared/channels.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).defaultNow().notNull();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .defaultNow()
    .$onUpdate(() => new Date())
    .notNull();

// better-auth's tables, with the fields and indexes its generator writes (camelCase keys are
// the names better-auth uses; columns are snake_case).

/** An account of the product: one business user. Its id is the accountId of every row. */
export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').default(false).notNull(),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The owner column of every account-scoped table; deleting the account deletes its rows. */
export function accountIdColumn() {
  return text('account_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });
}

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

/** Credentials of a user; `password` holds the argon2id hash for the "credential" provider. */
export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

/** Single-use tokens such as password reset; `identifier` holds a SHA-256 of the token. */
export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

// The product's tables.

/**
 * One row per failed sign-in, kept for the counting window only, so an account (an email,
 * existing or not) can be limited whatever the address (ASVS 2.2.1). The email is stored as
 * a SHA-256 hash: the table also sees addresses of people who have no account.
 */
export const signInFailure = pgTable(
  'sign_in_failure',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    emailHash: text('email_hash').notNull(),
    /** The client's address ('' when unknown): failures are also counted per account and address. */
    clientAddress: text('client_address').notNull().default(''),
    failedAt: timestamp('failed_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    index('sign_in_failure_email_hash_failed_at_idx').on(table.emailHash, table.failedAt),
  ],
);

/**
 * One row per password reset mail sent, kept for the counting window only: an account gets at
 * most a few an hour, however many addresses ask for them.
 */
export const resetMailSent = pgTable(
  'reset_mail_sent',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [index('reset_mail_sent_user_id_sent_at_idx').on(table.userId, table.sentAt)],
);

/** The kinds of mail sign-up sends to an account (see signup-mails.ts). */
export const signupMailKinds = ['verify-email', 'existing-account'] as const;

/**
 * One mail sign-up sent to an account: a verification link, or a note that someone tried to
 * sign up with the address. Counted per kind for the hourly allowance (signupMailLimit).
 */
export const signupMailSent = pgTable(
  'signup_mail_sent',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: signupMailKinds }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    index('signup_mail_sent_user_id_kind_sent_at_idx').on(table.userId, table.kind, table.sentAt),
  ],
);

/** The portal's notifications, newest first; the bell counts the unread ones. */
export const notification = pgTable(
  'notification',
  {
    id: text('id').primaryKey(),
    accountId: accountIdColumn(),
    type: text('type', { enum: notificationTypes }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    read: boolean('read').default(false).notNull(),
    /** The portal path of what it is about (a conversation, the usage page), if any. */
    link: text('link'),
    /**
     * The conversation it is about, if one: it may quote the customer, so it goes when the
     * conversation is deleted or its customer erased.
     */
    conversationId: text('conversation_id').references(() => conversation.id, {
      onDelete: 'cascade',
    }),
    /** One person's alone (a conversation given to them); the whole team's when null. */
    recipientUserId: text('recipient_user_id').references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notification_account_id_created_at_idx').on(table.accountId, table.createdAt),
    index('notification_conversation_id_idx').on(table.conversationId),
  ],
);

/** What the account chose for all its people; an account without a row has the defaults. */
export const accountPreference = pgTable('account_preference', {
  accountId: accountIdColumn().primaryKey(),
  /** When the owner dismissed the dashboard's getting-started checklist; shown until then. */
  onboardingDismissedAt: timestamp('onboarding_dismissed_at', { withTimezone: true }),
  /** When the owner first opened the dashboard: its greeting says "Welcome back" after that visit. */
  dashboardFirstSeenAt: timestamp('dashboard_first_seen_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/**
 * What one person chose about being told of their team's work; a person without a row has the
 * defaults. It follows the person, whichever account they act in.
 */
export const memberPreference = pgTable('member_preference', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** A mail to the person's address when a conversation is handed over to a person. */
  handoverEmails: boolean('handover_emails').default(true).notNull(),
  updatedAt: updatedAt(),
});

/**
 * The team's office hours: when people answer customers. An account without a row is always
 * open. The week's stretches and closed days are one value, saved and read whole.
 */
export const officeHours = pgTable('office_hours', {
  accountId: accountIdColumn().primaryKey(),
  timeZone: text('time_zone').notNull(),
  weeklyHours: jsonb('weekly_hours').$type<OfficeStretch[]>().notNull(),
  closedDays: jsonb('closed_days').$type<string[]>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * A device of the account that gets browser notifications (Web Push): the push service's
 * address its browser gave, and the keys a payload is encrypted to. One row per endpoint, so
 * subscribing again from the same browser replaces its keys, and a browser another account
 * signs in on next moves to that account.
 */
export const pushSubscription = pgTable(
  'push_subscription',
  {
    id: text('id').primaryKey(),
    accountId: accountIdColumn(),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and its 16-byte auth secret (RFC 8291), base64url. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The browser and system, in words, for the list of devices. */
    label: text('label').notNull(),
    createdAt: createdAt(),
    /** When a notification last reached its push service. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('push_subscription_account_id_idx').on(table.accountId, table.createdAt)],
);

/**
 * A request from the landing's demo form: whoever asked, before they have an account, so it
 * belongs to no account. Mailed to SALES_EMAIL when set.
 */
export const demoRequest = pgTable(
  'demo_request',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('demo_request_created_at_idx').on(table.createdAt)],
);

/** The account's current plan; an account without a row is on the default plan. */
export const accountPlan = pgTable('account_plan', {
  accountId: accountIdColumn().primaryKey(),
  planId: text('plan_id', { enum: planIds }).notNull(),
  updatedAt: updatedAt(),
});

/** The account's AI agents; every agent counts against the plan's agent limit. */
export const agent = pgTable(
  'agent',
  {
    id: text('id').primaryKey(),
    accountId: accountIdColumn(),
    name: text('name').notNull(),
    type: text('type', { enum: agentTypes }).notNull(),
    status: text('status', { enum: agentStatuses }).notNull(),
    channels: jsonb('channels').$type<AgentChannel[]>().notNull(),
    /** How sure the built-in responder must be (0 to 1) before this agent answers. */
    answerThreshold: real('answer_threshold').default(DEFAULT_ANSWER_THRESHOLD).notNull(),
    /** The agent's own personality; null while it speaks with the account's. */
    personality: jsonb('personality').$type<Personality>(),
    createdAt: createdAt(),
  },
  (table) => [index('agent_account_id_created_at_idx').on(table.accountId, table.createdAt)],
);

/**
 * An agent's website widget: its public id (the snippet's `data-agent`), the websites that may
 * embed it, its look, and the sealed identity-verification secret. Made on first use.
 */
export const webchatSettings = pgTable('webchat_settings', {
  agentId: text('agent_id')
    .primaryKey()
    .references(() => agent.id, { onDelete: 'cascade' }),
  accountId: accountIdColumn(),
  publicId: text('public_id').notNull().unique(),
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().default([]).notNull(),
  color: text('color').notNull(),
  position: text('position', { enum: widgetPositions }).notNull(),
  launcherLabel: text('launcher_label').notNull(),
  /** null: the agent's name. */
  displayName: text('display_name'),
  avatarUrl: text('avatar_url'),
  identitySecret: text('identity_secret'),
  identityRequired: boolean('identity_required').default(false).notNull(),
  /**
   * Raised by a new identity secret and by turning on "Require verified visitors": a verified
   * visitor's token made under an earlier generation is no longer accepted.
   */
  identityGeneration: integer('identity_generation').default(0).notNull(),
  updatedAt: updatedAt(),
});

/** The business briefing saved by 'Activate AI Assistant', validated by the shared schema. */
export const businessBriefing = pgTable('business_briefing', {
  accountId: accountIdColumn().primaryKey(),
  briefing: jsonb('briefing').$type<Briefing>().notNull(),
  updatedAt: updatedAt(),
});

/** The personality settings; an account without a row has the specification's defaults. */
export const personalitySettings = pgTable('personality_settings', {
  accountId: accountIdColumn().primaryKey(),
  settings: jsonb('settings').$type<Personality>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * What answers the account's customers when the owner chose it on AI Configuration; an
 * account without a row uses the install's default (LLM_*, or the built-in responder). The
 * model's key is sealed (AES-256-GCM); only its last characters are kept in the clear.
 */
export const answerEngineSettings = pgTable(
  'answer_engine_settings',
  {
    accountId: accountIdColumn(),
    /** One choice for the model that answers, one for the model that reads by meaning. */
    purpose: text('purpose', { enum: modelPurposes }).notNull().default('answers'),
    provider: text('provider', { enum: storedEngineChoices }).notNull(),
    baseUrl: text('base_url'),
    model: text('model'),
    apiKeySealed: text('api_key_sealed'),
    /** The key's last four characters; null for a key too short to show any. */
    apiKeyEnding: text('api_key_ending'),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.purpose] })],
);

/** The account's WhatsApp numbers; pairings in progress are `whatsapp_pairing` rows. */
export const whatsappInstance = pgTable(
  'whatsapp_instance',
  {
    id: text('id').primaryKey(),
    accountId: accountIdColumn(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    status: text('status', { enum: ['connected', 'disconnected'] }).notNull(),
    lastSync: timestamp('last_sync', { withTimezone: true }).defaultNow().notNull(),
    /** The agent that answers the number's customers; none, and nobody answers them. */
    agentId: text('agent_id').references(() => agent.id, { onDelete: 'set null' }),
    /** SHA-256 (hex) of the secret the gateway sends back with each webhook call. */
    webhookSecretHash: text('webhook_secret_hash'),
    createdAt: createdAt(),
  },
  (table) => [
    index('whatsapp_instance_account_id_idx').on(table.accountId, table.createdAt),
    // An agent answers on one number: its replies then have one way out.
    uniqueIndex('whatsapp_instance_agent_id_idx').on(table.agentId),
  ],
);

/**
 * WhatsApp pairings in progress (a QR code shown, waiting for the scan), kept for a while
 * after they end so a late poll learns the outcome. In the database, not in memory, so
 * every server process answers for every pairing: the dialog polls whichever one the load
 * balancer picks. `instanceId` is the instance to reconnect, or the id the scan gives the new one (the
 * gateway knows the session by it from the start).
 */
export const whatsappPairing = pgTable(
  'whatsapp_pairing',
  {
    id: text('id').primaryKey(),
    accountId: accountIdColumn(),
    instanceId: text('instance_id'),
    name: text('name'),
    phone: text('phone').notNull(),
    status: text('status', { enum: pairingStatuses }).notNull(),
    /** The latest QR code the gateway issued; a gateway issues a new one now and then. */
    code: text('code'),
    /** The webhook secret given to the gateway for this pairing; the instance's once scanned. */
    webhookSecretHash: text('webhook_secret_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('whatsapp_pairing_expires_at_idx').on(table.expiresAt)],
);

/**
 * What a customer can book: how long it takes, the time kept free before and after it, how
 * soon it can be booked and how far ahead, and an optional price as the owner words it.
 */
export const bookingService = pgTable(
  'booking_service',
  {
    id: text('id').primaryKey(),
    accountId: accountIdColumn(),
    name: text('name').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull(),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull(),
    minimumNoticeMinutes: integer('minimum_notice_minutes').notNull(),
    daysAhead: integer('days_ahead').notNull(),
    priceText: text('price_text'),
    createdAt: createdAt(),
  },
  (table) => [index('booking_service_account_idx').on(table.accountId, table.createdAt)],
);

/** The time zone the account's hours are in, and its bookings are told in. */
export const bookingSettings = pgTable('booking_settings', {
  accountId: accountIdColumn().primaryKey(),
  timeZone: text('time_zone').notNull(),
  updatedAt: updatedAt(),
});

/** Who or what a booking takes (a person, a car, a bay); an account has one until it names more. */
export const bookingResource = pgTable(
  'booking_resource',
  {
    id: text('id').primaryKey(),
    accountId: accountIdColumn(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('booking_resource_account_idx').on(table.accountId, table.createdAt)],
);

/** The resources that can give a service: a booking takes one of them that is free. */
export const bookingServiceResource = pgTable(
  'booking_service_resource',
  {
    serviceId: text('service_id')
      .notNull()
      .references(() => bookingService.id, { onDelete: 'cascade' }),
    resourceId: text('resource_id')
      .notNull()
      .references(() => bookingResource.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.serviceId, table.resourceId] }),
    index('booking_service_resource_resource_idx').on(table.resourceId),
  ],
);

/** The agents that offer a service to their customers. */
export const bookingServiceAgent = pgTable(
  'booking_service_agent',
  {
    serviceId: text('service_id')
      .notNull()
      .references(() => bookingService.id, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agent.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.serviceId, table.agentId] }),
    index('booking_service_agent_agent_idx').on(table.agentId),
  ],
);

/**
 * When the business is open each weekday (1 Monday to 7 Sunday), in minutes after midnight in
 * its time zone; several rows on one day leave breaks between them. Rows of a resource are its
 * own hours; a resource without rows keeps the business's (`resourceId` null).
 */
export const bookingHours = pgTable(
  'booking_hours',
  {
    id: text('id').primaryKey(),
    accountId: accountIdColumn(),
    resourceId: text('resource_id').references(() => bookingResource.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    opensMinute: integer('opens_minute').notNull(),
    closesMinute: integer('closes_minute').notNull(),
  },
  (table) => [index('booking_hours_account_idx').on(table.accountId)],
);

/**
 * A day that is not like its weekday (a holiday, a special day): closed all day when it has no
 * hours, otherwise open only in its rows' stretches. Of the business, or of one resource.
 */
export const bookingException = pgTable(
  'booking_exception',
  {
    id: text('id').primaryKey(),
    accountId: accountIdColumn(),
    resourceId: text('resource_id').references(() => bookingResource.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    opensMinute: integer('opens_minute'),
    closesMinute: integer('closes_minute'),
  },
  (table) => [index('booking_exception_account_day_idx').on(table.accountId, table.day)],
);

/**
 * A booking of a service with one resource. `blockedFrom`/`blockedUntil` are its time with the
 * service's buffers: no two bookings that are not cancelled may overlap there on one resource
 * (an exclusion constraint in the migration), whatever the process that writes them.
 */
export const booking = pgTable(
  'booking',
  {
    id: text('id').primaryKey(),
    accountId: accountIdColumn(),
    serviceId: text('service_id').references(() => bookingService.id, { onDelete: 'set null' }),
    /** Kept beside the link: a booking outlives its service. */
    serviceName: text('service_name').notNull(),
    /**
     * Null only once its resource is deleted, which no booking still to come allows: the
     * business's record of what was booked outlives whoever gave it.
     */
    resourceId: text('resource_id').references(() => bookingResource.id, { onDelete: 'set null' }),
    status: text('status', { enum: bookingStatuses }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    blockedFrom: timestamp('blocked_from', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    /** Until when a held slot stays the customer's; null once confirmed. */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    /** An erased customer's bookings go with them. */
    contactId: text('contact_id').references(() => contact.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id').references(() => conversation.id, {
      onDelete: 'set null',
    }),
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    /** The SHA-256 of the customer's manage link's token: the link itself is never stored. */
    manageTokenHash: text('manage_token_hash').unique(),
    /** The language the customer booked in (a widget language): what they are written to in. */
    language: text('language', { enum: widgetLanguages }),
    /** When the customer was reminded of it; null until then, and again after a move. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** The event each connected calendar holds for it, by calendar. */
    externalEvents: jsonb('external_events').$type<Record<string, string>>().default({}).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('booking_account_starts_idx').on(table.accountId, table.startsAt),
    index('booking_contact_idx').on(table.contactId),
    // The reminders' round reads only bookings still to be reminded.
    index('booking_reminder_due_idx')
      .on(table.startsAt)
      .where(sql`${table.status} = 'confirmed' and ${table.remindedAt} is null`),
  ],
);

/**
 * Where a customer's booking stands in a conversation with an agent (runtime/bookings): the
 * step the agent waits on, what it offered and what the customer said so far. One per
 * conversation; a flow left untouched for a while is forgotten.
 */
export const bookingFlow = pgTable('booking_flow', {
  conversationId: text('conversation_id')
    .primaryKey()
    .references(() => conversation.id, { onDelete: 'cascade' }),
  accountId: accountIdColumn(),
  state: jsonb('state').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

/** A calendar the account's agents read busy times from and write bookings to, over CalDAV. */
export type CaldavCalendarRow = {
  url: string;
  name: string;
  color: string | null;
  canWrite: boolean;
};

/**
 * The account's connection to iCloud or another CalDAV server: its calendars as discovered, the
 * owner's choices, and the busy times last read from those that block time (kept here, so
 * finding free times never waits on the calendar server).
 */
export const caldavConnection = pgTable('caldav_connection', {
  accountId: accountIdColumn().primaryKey(),
  serverUrl: text('server_url').notNull(),
  username: text('username').notNull(),
  passwordSealed: text('password_sealed').notNull(),
  calendars: jsonb('calendars').$type<CaldavCalendarRow[]>().default([]).notNull(),
  busyCalendars: jsonb('busy_calendars').$type<string[]>().default([]).notNull(),
  bookingCalendar: text('booking_calendar'),
  /** Busy stretches as [from, until] in epoch milliseconds, as last read. */
  busy: jsonb('busy').$type<[number, number][]>().default([]).notNull(),
  busyReadAt: timestamp('busy_read_at', { withTimezone: true }),
  /** Why the server stopped answering, in words, while it does not; null when it answers. */
  failure: text('failure'),
  connectedAt: createdAt(),
});

/** A calendar of the owner's Google account, as its calendar list gives it. */
export type GoogleCalendarRow = {
  id: string;
  summary: string;
  primary: boolean;
  /** The owner may write events to it (its access role is owner or writer). */
  canWrite: boolean;
  color: string | null;
};

/**
 * The account's connection to Google Calendar (OAuth): the Google account, its tokens sealed
 * (AES-256-GCM), its calendars as listed, the owner's choices, and the busy times last read from
 * those that block time (kept here, so finding free times never waits on Google).
 */
export const googleCalendarConnection = pgTable('google_calendar_connection', {
  accountId: accountIdColumn().primaryKey(),
  /** The Google account's address (its primary calendar's id). */
  email: text('email').notNull(),
  refreshTokenSealed: text('refresh_token_sealed').notNull(),
  accessTokenSealed: text('access_token_sealed'),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
  calendars: jsonb('calendars').$type<GoogleCalendarRow[]>().default([]).notNull(),
  busyCalendars: jsonb('busy_calendars').$type<string[]>().default([]).notNull(),
  bookingCalendar: text('booking_calendar'),
  /** Busy stretches as [from, until] in epoch milliseconds, as last read. */
  busy: jsonb('busy').$type<[number, number][]>().default([]).notNull(),
  busyReadAt: timestamp('busy_read_at', { withTimezone: true }),
  /** `needs_reconnecting` once Google refuses the grant (revoked, expired): only the owner can renew it. */
  status: text('status', { enum: ['connected', 'needs_reconnecting'] })
    .default('connected')
    .notNull(),
  /** Why Google stopped answering or refused, in words, while it does; null when it answers. */
  failure: text('failure'),
  connectedAt: createdAt(),
});

/**
 * The `state` of an OAuth request to Google, by its SHA-256: bound to the account that asked,
 * used once, and refused after it expires.
 */
export const googleOauthState = pgTable(
  'google_oauth_state',
  {
    stateHash: text('state_hash').primaryKey(),
    accountId: accountIdColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('google_oauth_state_expires_at_idx').on(table.expiresAt)],
);

/**
 * Bookings whose calendar events are to be made to match them (written, moved or deleted):
 * a calendar that does not answer never loses a booking, which waits here and is tried again.
 */
export const calendarSync = pgTable(
  'calendar_sync',
  {
    bookingId: text('booking_id').primaryKey(),
    accountId: accountIdColumn(),
    attempts: integer('attempts').default(0).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).defaultNow().notNull(),
    /** Counts the booking's changes: a sync that ran on an older one leaves the row queued. */
    version: integer('version').default(0).notNull(),
    lastError: text('last_error'),
    /** The owner was told the calendar keeps failing: told once per booking. */
    told: boolean('told').default(false).notNull(),
    /**
     * The events of a booking erased with its customer, by calendar: the booking is gone, so
     * its events are only to be deleted.
     */
    erasedEvents: jsonb('erased_events').$type<Record<string, string>>(),
  },
  (table) => [index('calendar_sync_due_idx').on(table.dueAt)],
);

/** API keys: found by the SHA-256 of the key, kept sealed for the portal's reveal and copy. */
export const apiKey = pgTable(
  'api_key',
  {
    id: text('id').primaryKey(),
    accountId: accountIdColumn(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    keySealed: text('key_sealed').notNull(),
    maskedKey: text('masked_key').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('api_key_account_id_idx').on(table.accountId, table.createdAt)],
);

/** What the payment interface charged; the built-in one records test-mode charges only. */
export const paymentCharge = pgTable(
  'payment_charge',
  {
    id: text('id').primaryKey(),
    accountId: accountIdColumn(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    mode: text('mode', { enum: ['test', 'live'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('payment_charge_account_id_idx').on(table.accountId)],
);

/**
 * The account's subscription with the payment provider. An account without a row (made from
 * the command line, the demo) is billed as before: its plan is paid for in test mode. A sign-up
 * gets one in `trialing`; from then on only the provider's state (its webhooks, or the answer
 * of a change the server itself asked for) moves it.
 */
export const billingSubscription = pgTable('billing_subscription', {
  accountId: accountIdColumn().primaryKey(),
  provider: text('provider', { enum: billingProviders }).notNull(),
  status: text('status', { enum: billingStatuses }).notNull(),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** What the next invoice charges, in cents, as the provider prices the plan. */
  nextAmountCents: integer('next_amount_cents'),
  /** Set when a renewal failed: until then the agents keep answering. */
  graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
  /** Why the last payment failed, in the provider's words. */
  failureReason: text('failure_reason'),
  customerId: text('customer_id').unique(),
  subscriptionId: text('subscription_id').unique(),
  /** When the owner was told the trial ends soon, and that it ended: each said once. */
  trialEndingNoticeAt: timestamp('trial_ending_notice_at', { withTimezone: true }),
  trialEndedNoticeAt: timestamp('trial_ended_notice_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/** Each webhook event of the payment provider, stored as it is applied, so a replay is applied once. */
export const billingEvent = pgTable('billing_event', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

/** A support ticket the account submitted. */
export const supportTicket = pgTable(
  'support_ticket',
  {
    id: text('id').primaryKey(),
    accountId: accountIdColumn(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: ticketCategories }).notNull(),
    priority: text('priority', { enum: ticketPriorities }).notNull(),
    status: text('status', { enum: ['open'] })
      .default('open')
      .notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('support_ticket_account_id_created_at_idx').on(table.accountId, table.createdAt),
  ],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * A ticket's file. Its bytes are a file of the upload store under `storage_key`, kept out of
 * the database so an upload neither swells it nor holds its only connection; `content` holds
 * the bytes of files stored by older versions, still served from there.
 */
export const ticketAttachment = pgTable(
  'ticket_attachment',
  {
    id: text('id').primaryKey(),
    accountId: accountIdColumn(),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => supportTicket.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key'),
    content: bytea('content'),
    createdAt: createdAt(),
  },
  (table) => [index('ticket_attachment_ticket_id_idx').on(table.ticketId)],
);

// The agent runtime: conversations, their messages and what happened in them.

/**
 * A customer as a channel knows them: a website visitor, a phone number, a Telegram chat.
 * Erasing a customer (GDPR) deletes the contact, and with it their conversations.
 */
export const contact = pgTable(
  'contact',
  {
    id: text('id').primaryKey(),
    accountId: accountIdColumn(),
    channel: text('channel', { enum: conversationChannels }).notNull(),
    /** The channel's own id of the customer (visitor id, phone number, chat id). */
    externalId: text('external_id').notNull(),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('contact_account_channel_external_idx').on(
      table.accountId,
      table.channel,
      table.externalId,
    ),
  ],
);

/** One customer, one agent, one channel; `status` says who answers (shared/conversations.ts). */
export const conversation = pgTable(
  'conversation',
  {
    id: text('id').primaryKey(),
    accountId: accountIdColumn(),
    // History and analytics outlive a deleted agent: the name is kept beside the link.
    agentId: text('agent_id').references(() => agent.id, { onDelete: 'set null' }),
    agentName: text('agent_name').notNull(),
    channel: text('channel', { enum: conversationChannels }).notNull(),
    contactId: text('contact_id').references(() => contact.id, { onDelete: 'cascade' }),
    test: boolean('test').default(false).notNull(),
    status: text('status', { enum: conversationStatuses }).notNull(),
    resolution: text('resolution', { enum: conversationResolutions }),
    handoverReason: text('handover_reason', { enum: handoverReasons }),
    /** Shown, and kept in history when the person leaves the team; the id is who holds it now. */
    assigneeName: text('assignee_name'),
    assigneeUserId: text('assignee_user_id').references(() => user.id, { onDelete: 'set null' }),
    rating: text('rating', { enum: ratings }),
    ratingComment: text('rating_comment'),
    firstMessage: text('first_message'),
    /** The customer's message that led to the latest hand-over: what the bell and analytics quote. */
    handoverQuestion: text('handover_question'),
    messageCount: integer('message_count').default(0).notNull(),
    /** Set when it was first handed over, and when a person first took part: the resolution. */
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    personJoinedAt: timestamp('person_joined_at', { withTimezone: true }),
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).defaultNow().notNull(),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * A website visitor's presence, kept in the database so every server process sees it: set
     * while their widget's live stream is open (refreshed on a timer) and when it ends.
     */
    visitorSeenAt: timestamp('visitor_seen_at', { withTimezone: true }),
    /** Since when a person's reply waits to be mailed to a visitor who left (core/follow-up). */
    followUpPendingSince: timestamp('follow_up_pending_since', { withTimezone: true }),
    /** The `seq` of the last message mailed to the visitor: each reply is mailed once. */
    followUpMailedSeq: bigint('follow_up_mailed_seq', { mode: 'number' }).default(0).notNull(),
  },
  (table) => [
    index('conversation_account_created_idx').on(table.accountId, table.createdAt),
    index('conversation_account_status_idx').on(table.accountId, table.status),
    // An agent's figures in the agents list: when it last answered, and its customers' count.
    index('conversation_agent_last_message_idx').on(table.agentId, table.lastMessageAt),
    index('conversation_agent_customers_idx')
      .on(table.agentId)
      .where(sql`not ${table.test}`),
    index('conversation_contact_idx').on(table.contactId),
    index('conversation_account_assignee_idx').on(table.accountId, table.assigneeUserId),
    // The idle sweep looks across accounts for open conversations by their last message.
    index('conversation_status_last_message_idx').on(table.status, table.lastMessageAt),
    // The follow-up worker looks across accounts for replies waiting to be mailed.
    index('conversation_follow_up_idx').on(table.followUpPendingSince),
  ],
);

/**
 * The text search configurations a message's words are indexed in for the history's search:
 * as written (`simple`, which prefixes match) and stemmed in each language the chat widget
 * speaks, so "seat" finds "seats" and "asientos" finds "asiento" whatever language a
 * conversation was in (a conversation can switch language, and none is stored).
 */
export const messageSearchConfigs = [
  'simple',
  'english',
  'spanish',
  'portuguese',
  'french',
  'german',
] as const;

/**
 * A message of a conversation. `seq` orders them (two can share a millisecond) and pages
 * them; `search` is the full-text vector history searches, in `messageSearchConfigs`.
 */
export const message = pgTable(
  'message',
  {
    id: text('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    accountId: accountIdColumn(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversation.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: messageSenders }).notNull(),
    authorName: text('author_name'),
    text: text('text').notNull(),
    sources: jsonb('sources').$type<MessageSource[]>().default([]).notNull(),
    answer: jsonb('answer').$type<AnswerDetails>(),
    /** The replies the agent offers (slots, services, yes/no): buttons where the channel has them. */
    choices: jsonb('choices').$type<string[]>().default([]).notNull(),
    /** The channel's own id of an inbound message: a message a gateway sends twice is stored once. */
    externalId: text('external_id'),
    delivery: text('delivery', { enum: deliveryStatuses }),
    /** Why a message that failed cannot go, in words for the business, when the channel knows. */
    deliveryNote: text('delivery_note'),
    search: tsvector('search')
      .generatedAlwaysAs((): SQL =>
        sql.join(
          messageSearchConfigs.map(
            (config) => sql`to_tsvector('${sql.raw(config)}', ${message.text})`,
          ),
          sql` || `,
        ),
      )
      .notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('message_conversation_seq_idx').on(table.conversationId, table.seq),
    index('message_account_idx').on(table.accountId, table.seq),
    index('message_search_idx').using('gin', table.search),
    uniqueIndex('message_conversation_external_idx').on(table.conversationId, table.externalId),
  ],
);

/**
 * A note the team writes on a conversation. Its own table, not a message: every path that
 * speaks to the customer (the outbox, the channels, the model's context, the widget, analytics'
 * message counts) reads `message` and so can never pick a note up.
 */
export const conversationNote = pgTable(
  'conversation_note',
  {
    id: text('id').primaryKey(),
    accountId: accountIdColumn(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversation.id, { onDelete: 'cascade' }),
    /** The member who wrote it; the name stays when their sign-in is deleted. */
    authorUserId: text('author_user_id').references(() => user.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('conversation_note_conversation_idx').on(table.conversationId, table.createdAt),
  ],
);

/**
 * A message waiting to go out through a messaging channel (Telegram): written in the same
 * transaction as the message, so none is lost between the answer and the send, and claimed by
 * whichever server process gets to it first (`FOR UPDATE SKIP LOCKED`). Gone once sent or
 * given up; the message's `delivery` keeps the outcome.
 */
export const channelOutbox = pgTable(
  'channel_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountIdColumn(),
    messageId: text('message_id')
      .notNull()
      .unique()
      .references(() => message.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversation.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: outboundChannels }).notNull(),
    attempts: integer('attempts').default(0).notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow().notNull(),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [index('channel_outbox_due_idx').on(table.nextAttemptAt, table.id)],
);

/**
 * A mail about a conversation that the mailer wrote to the outbox folder (no SMTP_URL): the
 * file's name there, so erasing the customer finds the mails about them without reading any.
 * When the conversation goes, `conversation_id` turns null in the same transaction: the file
 * is then removed, and the row with it, once that transaction has committed (a removal cut
 * short is done again by the next one).
 */
export const outboxMail = pgTable(
  'outbox_mail',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountIdColumn(),
    conversationId: text('conversation_id').references(() => conversation.id, {
      onDelete: 'set null',
    }),
    file: text('file').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_mail_conversation_idx').on(table.conversationId),
    index('outbox_mail_account_idx').on(table.accountId, table.conversationId),
  ],
);

/**
 * An agent's Telegram bot: the token sealed (never sent to the browser), the bot's name to show
 * instead, and the hash of the secret Telegram sends back on every webhook call. A bot serves
 * one agent. `updateOffset` is where long polling goes on from.
 */
export const telegramBot = pgTable('telegram_bot', {
  agentId: text('agent_id')
    .primaryKey()
    .references(() => agent.id, { onDelete: 'cascade' }),
  accountId: accountIdColumn(),
  botId: text('bot_id').notNull().unique(),
  botUsername: text('bot_username').notNull(),
  tokenSealed: text('token_sealed').notNull(),
  webhookSecretHash: text('webhook_secret_hash').notNull(),
  mode: text('mode', { enum: telegramModes }).notNull(),
  status: text('status', { enum: telegramStatuses }).notNull(),
  updateOffset: bigint('update_offset', { mode: 'number' }).default(0).notNull(),
  connectedAt: timestamp('connected_at', { withTimezone: true }).defaultNow().notNull(),
});

/** A Facebook Login under way: its state's hash, bound to the account, for ten minutes. */
export const metaOauthState = pgTable(
  'meta_oauth_state',
  {
    stateHash: text('state_hash').primaryKey(),
    accountId: accountIdColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('meta_oauth_state_expires_at_idx').on(table.expiresAt)],
);

/**
 * A Facebook Page connected through the Meta app, with the Instagram professional account
 * linked to it: its token sealed, and the agent answering each channel (chosen on its card).
 * A Page belongs to one account; an agent deleted leaves its channel unanswered.
 */
export const metaPage = pgTable(
  'meta_page',
  {
    id: text('id').primaryKey(),
    accountId: accountIdColumn(),
    pageId: text('page_id').notNull().unique(),
    pageName: text('page_name').notNull(),
    instagramId: text('instagram_id').unique(),
    instagramUsername: text('instagram_username'),
    tokenSealed: text('token_sealed').notNull(),
    messengerAgentId: text('messenger_agent_id').references(() => agent.id, {
      onDelete: 'set null',
    }),
    instagramAgentId: text('instagram_agent_id').references(() => agent.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: metaPageStatuses }).notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [index('meta_page_account_idx').on(table.accountId)],
);

/**
 * A job that one server process alone may run (long polling of Telegram bots): the process
 * holding an unexpired lease runs it and renews it; another takes over once it lapses.
 */
export const workerLease = pgTable('worker_lease', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * What happened in a conversation, when it happened (started, handed over, taken over,
 * handed back, closed, rated, a message): the live stream's catch-up after a reconnect and
 * analytics' record, written in the same transaction as the change itself.
 */
export const conversationEvent = pgTable(
  'conversation_event',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountIdColumn(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversation.id, { onDelete: 'cascade' }),
    type: text('type', { enum: conversationEventTypes }).notNull(),
    messageId: text('message_id'),
    /** Facts analytics reads: the hand-over reason, the rating, the resolution. */
    detail: jsonb('detail').$type<Record<string, string | number | null>>().default({}).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('conversation_event_account_idx').on(table.accountId, table.id),
    index('conversation_event_conversation_idx').on(table.conversationId, table.id),
    index('conversation_event_account_type_created_idx').on(
      table.accountId,
      table.type,
      table.createdAt,
    ),
  ],
);

// The knowledge the agents answer from (besides the briefing and the custom responses).

/**
 * A Q&A pair (`title` the question, `body` the answer) or a document (`title`, `body` its
 * text, pasted or taken from an uploaded file). `size` is the body's and title's UTF-8 bytes,
 * what the plan's knowledge limit counts. `state` says whether its passages are searchable;
 * a source that could not be indexed keeps the reason in words.
 */
export const knowledgeSource = pgTable(
  'knowledge_source',
  {
    id: text('id').primaryKey(),
    accountId: accountIdColumn(),
    kind: text('kind', { enum: knowledgeKinds }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A Q&A's other ways of asking (each a passage of its own); empty for a document. */
    phrasings: jsonb('phrasings').$type<string[]>().default([]).notNull(),
    language: text('language', { enum: languageOptions }).notNull(),
    /** The uploaded file's name and bytes, for documents made from a file: a re-index reads it again. */
    fileName: text('file_name'),
    file: bytea('file'),
    /** The web page a document was read from (a website's page); null for any other source. */
    address: text('address'),
    size: integer('size').notNull(),
    state: text('state', { enum: knowledgeStates }).notNull(),
    failure: text('failure'),
    indexedAt: timestamp('indexed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('knowledge_source_account_created_idx').on(table.accountId, table.createdAt)],
);

/**
 * A few sentences of a source (a Q&A's first passage, position 0, is its question and answer;
 * each of its other ways of asking is one more, in order). `search` holds its words' stems in
 * the source's language (written at indexing: the language is a column, and a generated column
 * cannot name its configuration from one), which the search reads into memory.
 */
export const knowledgePassage = pgTable(
  'knowledge_passage',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountIdColumn(),
    sourceId: text('source_id')
      .notNull()
      .references(() => knowledgeSource.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    search: tsvector('search').notNull(),
  },
  (table) => [
    index('knowledge_passage_source_idx').on(table.sourceId, table.position),
    index('knowledge_passage_account_idx').on(table.accountId),
  ],
);

/**
 * How many times the account's searchable knowledge has changed: a process that keeps the
 * knowledge's words in memory reads it before each search, and reads the knowledge again when
 * it moved. Counted by a trigger on `knowledge_source` (migration 0026), whose row every write
 * of passages changes in the same transaction, so no writer can forget it.
 */
export const knowledgeRevision = pgTable('knowledge_revision', {
  accountId: accountIdColumn().primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull(),
  /** Counts each write of the account's passage embeddings; the embedder moves it after writing. */
  embeddings: bigint('embeddings', { mode: 'number' }).notNull().default(0),
});

/**
 * A passage as an embeddings model read it: its vector (little-endian 32-bit floats) and the
 * model that wrote it (its server and name), so a vector of another model is never compared.
 * Kept in memory for searches like the passages' words. No foreign key to the passage: writing
 * a vector must not lock the passage an owner's edit is replacing (the two would deadlock);
 * the vectors of passages gone are never read, and the embedder deletes them.
 */
export const passageEmbedding = pgTable(
  'passage_embedding',
  {
    passageId: bigint('passage_id', { mode: 'number' }).primaryKey(),
    accountId: accountIdColumn(),
    model: text('model').notNull(),
    vector: bytea('vector').notNull(),
  },
  (table) => [index('passage_embedding_account_idx').on(table.accountId, table.model)],
);

// Knowledge read from the business's own website.

/**
 * A business's website, read for its knowledge: how (patterns, depth), how often (`schedule`,
 * `nextCrawlAt`), and its last crawl's state and counts. `crawlHeartbeatAt` moves with each page
 * a running crawl reads: a `running` crawl whose heartbeat stopped was left by a process that
 * stopped, and may be taken over. One website per account.
 */
export const website = pgTable(
  'website',
  {
    id: text('id').primaryKey(),
    accountId: accountIdColumn(),
    address: text('address').notNull(),
    include: jsonb('include').$type<string[]>().default([]).notNull(),
    exclude: jsonb('exclude').$type<string[]>().default([]).notNull(),
    depth: integer('depth').notNull(),
    schedule: text('schedule', { enum: websiteSchedules }).notNull(),
    nextCrawlAt: timestamp('next_crawl_at', { withTimezone: true }),
    crawlState: text('crawl_state', { enum: websiteCrawlStates }).notNull(),
    pagesFound: integer('pages_found').default(0).notNull(),
    pagesIndexed: integer('pages_indexed').default(0).notNull(),
    pagesSkipped: integer('pages_skipped').default(0).notNull(),
    limitReached: boolean('limit_reached').default(false).notNull(),
    crawlFailure: text('crawl_failure'),
    crawlStartedAt: timestamp('crawl_started_at', { withTimezone: true }),
    crawlFinishedAt: timestamp('crawl_finished_at', { withTimezone: true }),
    crawlHeartbeatAt: timestamp('crawl_heartbeat_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('website_account_idx').on(table.accountId),
    index('website_next_crawl_idx').on(table.nextCrawlAt),
  ],
);

/**
 * A page the website's last crawl met, with what became of it (`state`, `change`), what a
 * re-crawl asks the site with (ETag, Last-Modified, the text's hash), and the knowledge source
 * it became when indexed.
 */
export const websitePage = pgTable(
  'website_page',
  {
    id: text('id').primaryKey(),
    accountId: accountIdColumn(),
    websiteId: text('website_id')
      .notNull()
      .references(() => website.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    title: text('title'),
    state: text('state', { enum: websitePageStates }).notNull(),
    change: text('change', { enum: websitePageChanges }),
    textHash: text('text_hash'),
    etag: text('etag'),
    lastModified: text('last_modified'),
    duplicateOf: text('duplicate_of'),
    redirectedTo: text('redirected_to'),
    failure: jsonb('failure').$type<WebsitePageFailure>(),
    sourceId: text('source_id').references(() => knowledgeSource.id, { onDelete: 'set null' }),
    /** The order the crawl found it in: the list shows the pages so. */
    position: integer('position').notNull(),
    crawledAt: timestamp('crawled_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('website_page_address_idx').on(table.websiteId, table.address),
    index('website_page_account_idx').on(table.accountId),
  ],
);

/**
 * The people of an account besides its first user, and ownership once it moved: a user with
 * no row here owns the account whose id is their own. A person belongs to one account.
 */
export const teamMember = pgTable(
  'team_member',
  {
    accountId: accountIdColumn(),
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: memberRoles }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('team_member_account_id_idx').on(table.accountId)],
);

/**
 * An invitation to join an account: only the SHA-256 of its link's token is kept, and
 * accepting sets `acceptedAt` in a conditional update, so a link opens the way in once.
 */
export const teamInvitation = pgTable(
  'team_invitation',
  {
    id: text('id').primaryKey(),
    accountId: accountIdColumn(),
    email: text('email').notNull(),
    role: text('role', { enum: assignableRoles }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('team_invitation_account_id_idx').on(table.accountId, table.createdAt)],
);

/**
 * What people of an account did, for its owner and admins: append-only (no update or delete
 * path exists), and kept when customers are erased, so it names no customer and quotes no
 * customer's words.
 */
export const auditEntry = pgTable(
  'audit_entry',
  {
    id: text('id').primaryKey(),
    accountId: accountIdColumn(),
    /** Who acted: a person's email, or the API key's name for a program. */
    actor: text('actor').notNull(),
    action: text('action', { enum: auditActions }).notNull(),
    /** What it was done to, in the product's words (an email, a key's name, a source's title). */
    target: text('target').notNull(),
    address: text('address'),
    createdAt: createdAt(),
  },
  (table) => [index('audit_entry_account_id_created_at_idx').on(table.accountId, table.createdAt)],
);

/**
 * Each person's availability as they chose it, and when the portal last saw them act: the
 * effective availability is computed from both (`effectiveAvailability`), never stored.
 */
export const memberAvailability = pgTable(
  'member_availability',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    accountId: accountIdColumn(),
    status: text('status', { enum: availabilityStatuses }).default('online').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (table) => [index('member_availability_account_idx').on(table.accountId)],
);

/**
 * How conversations handed over on one channel of an account are given to people. The row is
 * also the rotation's cursor: a hand-over locks it (FOR UPDATE), so in every process the turns
 * follow one another and nobody is skipped or given two in a row.
 */
export const assignmentRule = pgTable(
  'assignment_rule',
  {
    accountId: accountIdColumn(),
    channel: text('channel').$type<CustomerChannel>().notNull(),
    mode: text('mode', { enum: assignmentModes }).default('manual').notNull(),
    cap: integer('cap').default(5).notNull(),
    /** Who was given the channel's latest conversation in turn. */
    lastUserId: text('last_user_id'),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.channel] })],
);
