import { z } from 'zod';
import { officeStatusSchema } from './office-hours.ts';
import { MESSAGE_MAX_LENGTH, messageSenders, ratings } from './conversations.ts';
import { visitorEmailError, visitorNameSchema } from './follow-up.ts';
import { navCopy } from './portal-copy.ts';

/**
 * The website chat widget: what the business sets on the Website Widget screen, and what the
 * widget itself reads and sends through the public widget API (/api/widget/v1).
 */

export const widgetPositions = ['right', 'left'] as const;
export type WidgetPosition = (typeof widgetPositions)[number];

export const WIDGET_DEFAULT_COLOR = '#1565C0';
export const WIDGET_LAUNCHER_LABEL_MAX_LENGTH = 40;
export const WIDGET_DISPLAY_NAME_MAX_LENGTH = 60;
export const WIDGET_ALLOWED_ORIGINS_MAX = 20;
export const WIDGET_IDENTITY_USER_ID_MAX_LENGTH = 200;
/** A chat closed this recently and not rated is shown again, with its rating, to a visitor who comes back. */
export const CLOSED_CHAT_RATING_HOURS = 24;
/** A visitor's token lasts this long; the widget then starts as a new visitor. */
export const VISITOR_TOKEN_TTL_DAYS = 180;

/**
 * Requests the widget API allows, per client address unless said otherwise (windows in
 * seconds). New conversations follow Chatwoot's 6 per 12 hours, per visitor: many visitors
 * share one address (a hotel's, an airport's or a café's Wi-Fi), so an address may start ten
 * times as many, which still bounds a script that makes itself new visitors.
 */
export const widgetRateLimits = {
  conversationsPerVisitor: { window: 12 * 60 * 60, max: 6 },
  conversationsPerAddress: { window: 12 * 60 * 60, max: 60 },
  messagesPerVisitor: { window: 60, max: 20 },
  requestsPerAddress: { window: 60, max: 300 },
  offlineMessagesPerAddress: { window: 60 * 60, max: 5 },
} as const;

/**
 * Live event streams of conversations the widget API holds open at once: a visitor's tabs,
 * and every visitor behind one address (an office, a shop's own wifi).
 */
export const widgetStreamCaps = { perVisitor: 3, perAddress: 20 } as const;

const hexColor = /^#[0-9a-f]{6}$/i;

/**
 * `https://shop.example` or `http://localhost:8080`: a scheme, a host and maybe a port. A bare
 * host, as owners write it (`www.shop.pt`), is taken as its https address; a word with no dot
 * is no website.
 */
export function normalizeOrigin(value: string): string | null {
  const text = value.trim();
  const hasScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(text);
  if (!hasScheme && !/^(localhost\b|[^\s/.]+\.[^\s/]+)/i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return url.origin;
}

const originsMessage =
  'Enter each website as its address, like https://www.example.com (one per line).';

const originListSchema = z
  .array(z.string({ error: originsMessage }), { error: originsMessage })
  .max(WIDGET_ALLOWED_ORIGINS_MAX, `List at most ${WIDGET_ALLOWED_ORIGINS_MAX} websites.`)
  .transform((values, ctx) => {
    const origins: string[] = [];
    for (const value of values) {
      const origin = normalizeOrigin(value);
      if (!origin) {
        ctx.addIssue({
          code: 'custom',
          message: `“${value}” is not a website address. ${originsMessage}`,
        });
        return z.NEVER;
      }
      if (!origins.includes(origin)) origins.push(origin);
    }
    return origins;
  });

/** PUT /api/v1/agents/:id/webchat: the websites and the look of an agent's widget. */
export const webchatSettingsInputSchema = z
  .object({
    allowedOrigins: originListSchema,
    color: z
      .string({ error: 'Choose a colour like #1565C0.' })
      .regex(hexColor, 'Choose a colour like #1565C0.'),
    position: z.enum(widgetPositions, { error: 'Choose left or right.' }),
    launcherLabel: z
      .string({ error: 'Enter the launcher’s label.' })
      .trim()
      .min(1, 'Enter the launcher’s label.')
      .max(
        WIDGET_LAUNCHER_LABEL_MAX_LENGTH,
        `Keep the label under ${WIDGET_LAUNCHER_LABEL_MAX_LENGTH + 1} characters.`,
      ),
    displayName: z
      .string({ error: 'Enter the name visitors see.' })
      .trim()
      .min(1, 'Enter the name visitors see.')
      .max(
        WIDGET_DISPLAY_NAME_MAX_LENGTH,
        `Keep the name under ${WIDGET_DISPLAY_NAME_MAX_LENGTH + 1} characters.`,
      ),
    avatarUrl: z
      .string({ error: 'Enter the avatar’s https address, or leave it empty.' })
      .trim()
      .refine(
        (value) => value === '' || /^https:\/\/[^\s"'<>]+$/i.test(value),
        'Enter the avatar’s https address, or leave it empty.',
      )
      .transform((value) => value || null),
    identityRequired: z.boolean({ error: 'Say whether verification is required.' }),
  })
  .strict();
export type WebchatSettingsInput = z.input<typeof webchatSettingsInputSchema>;

export const webchatSettingsSchema = z.object({
  agentId: z.string(),
  /** What the snippet's `data-agent` names; not secret. */
  publicId: z.string(),
  /** The line to paste into the site, with the product's public address. */
  snippet: z.string(),
  allowedOrigins: z.array(z.string()),
  color: z.string(),
  position: z.enum(widgetPositions),
  launcherLabel: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  identityRequired: z.boolean(),
  /** The last 4 characters of the identity secret, once one was made. */
  identitySecretHint: z.string().nullable(),
});
export type WebchatSettings = z.infer<typeof webchatSettingsSchema>;

/** What saves `settings` as they are, with `changes`: the form's start, and the tests'. */
export const webchatInputOf = (
  settings: WebchatSettings,
  changes: Partial<WebchatSettingsInput> = {},
): WebchatSettingsInput => ({
  allowedOrigins: settings.allowedOrigins,
  color: settings.color,
  position: settings.position,
  launcherLabel: settings.launcherLabel,
  displayName: settings.displayName,
  avatarUrl: settings.avatarUrl ?? '',
  identityRequired: settings.identityRequired,
  ...changes,
});

/** POST /api/v1/agents/:id/webchat/identity-secret: a new secret, shown this once. */
export const identitySecretSchema = z.object({
  secret: z.string(),
  settings: webchatSettingsSchema,
});

/** POST /api/v1/agents/:id/webchat/preview-token: what the portal's preview proves itself with. */
export const widgetPreviewTokenSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
});
export type WidgetPreviewToken = z.infer<typeof widgetPreviewTokenSchema>;

/** The one line a business pastes into its site. */
export const widgetSnippet = (publicUrl: string, publicId: string) =>
  `<script src="${publicUrl}/widget.js" data-agent="${publicId}" async></script>`;

// ——— The widget API ———

export const widgetLanguages = ['en', 'es', 'de', 'fr', 'pt'] as const;
export type WidgetLanguage = (typeof widgetLanguages)[number];

/** Why an agent does not chat right now; the widget then offers to leave a message. */
export const widgetUnavailableReasons = ['inactive', 'limit'] as const;
export type WidgetUnavailableReason = (typeof widgetUnavailableReasons)[number];

/** GET /api/widget/v1/agents/:publicId */
export const widgetConfigSchema = z.object({
  publicId: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  color: z.string(),
  position: z.enum(widgetPositions),
  launcherLabel: z.string(),
  language: z.enum(widgetLanguages),
  greeting: z.string(),
  identityRequired: z.boolean(),
  /** null while the agent chats. */
  unavailable: z.enum(widgetUnavailableReasons).nullable(),
});
export type WidgetConfig = z.infer<typeof widgetConfigSchema>;

/** A site's proof of who its signed-in visitor is: HMAC-SHA256 of `userId`, in hex. */
export const widgetIdentitySchema = z
  .object({
    userId: z.string().min(1).max(WIDGET_IDENTITY_USER_ID_MAX_LENGTH),
    userHash: z.string().regex(/^[0-9a-f]{64}$/i, 'userHash is an HMAC-SHA256 in hex.'),
  })
  .strict();
export type WidgetIdentity = z.infer<typeof widgetIdentitySchema>;

/** POST /api/widget/v1/agents/:publicId/visitors */
export const widgetVisitorInputSchema = z
  .object({ identity: widgetIdentitySchema.optional() })
  .strict();
export const widgetVisitorSchema = z.object({ token: z.string() });

export const widgetMessageSchema = z.object({
  id: z.string(),
  sender: z.enum(messageSenders),
  /** A person's name for `person` messages. */
  authorName: z.string().nullable(),
  text: z.string(),
  /** Replies the agent offers, shown as buttons under its latest message. */
  choices: z.array(z.string()),
  createdAt: z.string(),
});
export type WidgetMessage = z.infer<typeof widgetMessageSchema>;

export const widgetConversationStatuses = ['bot', 'waiting', 'human', 'closed'] as const;

/** What a visitor sees of their conversation: no internal details of the business. */
export const widgetConversationSchema = z.object({
  id: z.string(),
  status: z.enum(widgetConversationStatuses),
  rating: z.enum(ratings).nullable(),
  messages: z.array(widgetMessageSchema),
  /**
   * Whether the team answers now (office hours, someone there) and, when not, when it is back:
   * the widget asks for an email before a customer handed over leaves.
   */
  team: officeStatusSchema,
  /** What the visitor told of themselves (the hand-over's form): theirs to see, and to change. */
  visitor: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
});
export type WidgetConversation = z.infer<typeof widgetConversationSchema>;

export const widgetCurrentConversationSchema = z.object({
  conversation: widgetConversationSchema.nullable(),
});

export const widgetMessageInputSchema = z
  .object({
    text: z
      .string({ error: 'Write a message.' })
      .trim()
      .min(1, 'Write a message.')
      .max(MESSAGE_MAX_LENGTH, `Keep a message under ${MESSAGE_MAX_LENGTH + 1} characters.`),
  })
  .strict();

/** POST /api/widget/v1/agents/:publicId/offline-messages */
export const widgetOfflineInputSchema = z
  .object({
    email: z.email({ error: visitorEmailError }).max(254, visitorEmailError),
    name: visitorNameSchema,
    text: widgetMessageInputSchema.shape.text,
  })
  .strict();
export type WidgetOfflineInput = z.input<typeof widgetOfflineInputSchema>;

/**
 * The widget's stream events: the answer (`start`, `delta`, `handover`, `done` with the stored
 * message, `error`) and, on the events stream, `message` and `status` as the team acts.
 */
export type WidgetStreamEvent =
  | { event: 'start' }
  | { event: 'delta'; data: { text: string } }
  | { event: 'handover' }
  | { event: 'done'; data: { message: WidgetMessage | null; status: WidgetConversation['status'] } }
  | { event: 'message'; data: { message: WidgetMessage; status: WidgetConversation['status'] } }
  | { event: 'status'; data: { status: WidgetConversation['status'] } }
  | { event: 'error'; data: { code: string; message: string } };

export const widgetErrorCopy = {
  notAllowedHere: `This website is not on the agent’s list of websites. Add it under ${navCopy.channels} → ${navCopy.websiteWidget} in the portal.`,
  visitorUnknown: 'Start the chat again: this visitor is not known.',
  identityRequired: 'Sign in on this website to chat with us.',
  identityInvalid: 'We could not verify who you are. Sign in again and reload the page.',
  unavailable: 'The chat is not available right now. Leave your email and a message instead.',
  tooMany: 'Too many messages at once. Wait a moment and try again.',
  tooManyChats:
    'Many chats were started from here today. Leave your email and a message, and the team will answer.',
  conversationClosed: 'This chat has ended. Start a new one to write again.',
  tooManyStreams: 'This chat is open in too many windows. Close some and reload this one.',
  previewExpired: 'This preview has expired. Reload the page to try the widget again.',
} as const;

/** The widget speaks the briefing's first language where it has texts for it, else English. */
export const widgetLanguageOf = (briefingLanguage: string | undefined): WidgetLanguage =>
  (
    ({ English: 'en', Spanish: 'es', German: 'de', French: 'fr', Portuguese: 'pt' }) as Record<
      string,
      WidgetLanguage
    >
  )[briefingLanguage ?? ''] ?? 'en';

export const WIDGET_DEFAULT_LAUNCHER_LABEL = 'Chat with us';
