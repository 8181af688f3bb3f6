import { z } from 'zod';

/**
 * Facebook Messenger and Instagram: a business connects a Facebook Page (and the Instagram
 * professional account linked to it) through one Meta app the operator registered; customers
 * who message the Page or the account talk to the agent chosen on the Page's card.
 */

/** The two channels a Page brings; each has its own agent. */
export const metaChannels = ['messenger', 'instagram'] as const;
export type MetaChannel = (typeof metaChannels)[number];

/** `disconnected`: Meta refused the Page's token since it was connected (revoked, password changed). */
export const metaPageStatuses = ['connected', 'disconnected'] as const;
export type MetaPageStatus = (typeof metaPageStatuses)[number];

/**
 * Meta's windows: inside 24 hours of the customer's last message anyone may answer; past it,
 * only a person, with the HUMAN_AGENT tag, for up to 7 days.
 */
export const META_STANDARD_WINDOW_HOURS = 24;
export const META_HUMAN_AGENT_WINDOW_DAYS = 7;

/** The longest text one message takes: Messenger's 2,000 characters, Instagram's 1,000. */
export const metaTextLimits = { messenger: 2000, instagram: 1000 } as const satisfies Record<
  MetaChannel,
  number
>;

const tokenMessage =
  'Paste the Page access token from Meta’s Graph API Explorer or Business settings.';

export const metaPageTokenInputSchema = z.object({
  token: z
    .string({ error: tokenMessage })
    .trim()
    .min(1, tokenMessage)
    .max(1000, 'This is not a Page access token: it is far too long.')
    .regex(/^[A-Za-z0-9_-]{20,}$/, 'This is not a Page access token. It starts with EAA….'),
});
export type MetaPageTokenInput = z.input<typeof metaPageTokenInputSchema>;

export const metaPageAgentInputSchema = z.object({
  channel: z.enum(metaChannels, { error: 'Choose messenger or instagram.' }),
  agentId: z.string().nullable(),
});
export type MetaPageAgentInput = z.input<typeof metaPageAgentInputSchema>;

export const metaPageSchema = z.object({
  /** Our id of the connection. */
  id: z.string(),
  /** Facebook's id of the Page. */
  pageId: z.string(),
  pageName: z.string(),
  /** The Instagram professional account linked to the Page, if any. */
  instagram: z.object({ id: z.string(), username: z.string() }).nullable(),
  status: z.enum(metaPageStatuses),
  /** The agent answering each channel; null leaves its customers unanswered. */
  agents: z.object({ messenger: z.string().nullable(), instagram: z.string().nullable() }),
  /** ISO 8601 */
  connectedAt: z.string(),
});
export type MetaPage = z.infer<typeof metaPageSchema>;

/** The Facebook Login permissions a Page's owner grants: the Pages, their messages, Instagram's. */
export const META_LOGIN_SCOPES = [
  'pages_show_list',
  'pages_manage_metadata',
  'pages_messaging',
  'instagram_basic',
  'instagram_manage_messages',
  'business_management',
] as const;

/** The query parameter the portal page is sent back with after Facebook Login. */
export const META_OUTCOME_PARAM = 'facebook';

/** What came of a visit to Facebook Login, as the page is told. */
export const metaLoginOutcomes = [
  'connected',
  'no_pages',
  'denied',
  'expired',
  'refused',
  'unreachable',
  'not_configured',
] as const;
export type MetaLoginOutcome = (typeof metaLoginOutcomes)[number];

export const metaLoginSchema = z.object({ url: z.string() });

export const metaCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_reason: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

export const metaPageListSchema = z.object({
  /** Whether the operator registered the Meta app (META_APP_SECRET and META_VERIFY_TOKEN). */
  configured: z.boolean(),
  /** Whether owners can connect through Facebook Login (META_APP_ID too, and a PUBLIC_URL). */
  login: z.boolean(),
  pages: z.array(metaPageSchema),
});

/** What the agent reads for an attachment it cannot see, and the inbox shows. */
const attachmentWords: Record<string, string> = {
  image: 'a photo',
  video: 'a video',
  audio: 'a voice message',
  file: 'a file',
  sticker: 'a sticker',
  share: 'a shared post',
  story_mention: 'a story mentioning the business',
  reel: 'a reel',
  ig_reel: 'a reel',
  location: 'a location',
};

/** Where a Page access token is found, for the screen's two ways of connecting. */
const tokenWhere =
  '(Meta for Developers → your app → Messenger → Access tokens, or the Graph API Explorer with the pages_messaging permission)';

export const metaCopy = {
  title: 'Facebook & Instagram',
  subtitle:
    'Let customers chat with your agents in Messenger and Instagram Direct: connect your Facebook Page, and the Instagram professional account linked to it, then choose the agent that answers each.',
  notConfigured:
    'This server has no Meta app yet: the operator sets META_APP_ID, META_APP_SECRET and META_VERIFY_TOKEN (see the README) before a Page can be connected.',
  connectTitle: 'Connect a Facebook Page',
  connectIntro: `Paste the Page access token of your Page ${tokenWhere}. An Instagram professional account linked to the Page comes with it.`,
  tokenLabel: 'Page access token',
  tokenPlaceholder: 'EAAG…',
  tokenHelp: 'The token stays on our server; nobody can read it back here.',
  connect: 'Connect Page',
  login: 'Continue with Facebook',
  loginIntro:
    'Sign in with Facebook and choose the Pages to connect: each comes with its linked Instagram professional account.',
  orPaste: `Or paste the Page access token of your Page ${tokenWhere}.`,
  loginFailedToStart: 'Facebook Login could not be started. Please try again.',
  outcomes: {
    connected: 'Your Facebook Pages are connected.',
    no_pages: 'Facebook did not share any Page: choose at least one Page when Facebook asks.',
    denied: 'Facebook Login was cancelled: nothing was connected.',
    expired: 'That Facebook Login took too long or was already used. Please start again.',
    refused: 'Facebook refused the login. Please start again.',
    unreachable: 'Facebook could not be reached. Please try again in a moment.',
    not_configured: 'This server has no Meta app for Facebook Login yet.',
  } satisfies Record<MetaLoginOutcome, string>,
  connecting: 'Connecting...',
  connectFailed: 'The Page could not be connected. Please try again.',
  loadFailed: 'The connected Pages could not be loaded.',
  loading: 'Loading the connected Pages',
  noPages: 'No Page connected yet.',
  pagesLabel: 'Connected Pages',
  cardTitle: (pageName: string) => `${pageName} on Facebook`,
  instagramAccount: (username: string) => `Instagram: @${username}`,
  noInstagram: 'No Instagram professional account is linked to this Page.',
  agentLabel: { messenger: 'Agent answering Messenger', instagram: 'Agent answering Instagram' },
  noAgent: 'Nobody (not answered)',
  agentNeedsChannel: {
    messenger: 'Only agents with the Messenger channel can be chosen.',
    instagram: 'Only agents with the Instagram channel can be chosen.',
  },
  agentSaveFailed: 'The agent could not be changed. Please try again.',
  disconnectedWarning:
    'Meta no longer accepts this Page’s token: it was revoked, or the person who gave it lost access to the Page. Paste a new token to reconnect.',
  disconnect: 'Disconnect',
  disconnecting: 'Disconnecting...',
  cancel: 'Cancel',
  disconnectTitle: 'Disconnect the Page?',
  disconnectConfirm: (pageName: string) =>
    `Customers who message ${pageName} on Messenger or Instagram will no longer get answers. Conversations so far stay in your history.`,
  disconnectFailed: 'The Page could not be disconnected. Please try again.',
  // What the API answers.
  tokenRefused:
    'Meta does not accept this token. Check that it is a Page access token that has not expired.',
  notAPageToken: 'This token is not a Page’s: paste a Page access token, not a user token.',
  metaUnreachable: 'Meta could not be reached. Please try again in a moment.',
  subscribeRefused: (reason: string) => `Meta refused to send this Page’s messages here: ${reason}`,
  pageTaken: 'This Page is connected to another account already.',
  noSuchPage: 'No such connected Page.',
  needsChannel: {
    messenger: 'This agent does not have the Messenger channel: add it to the agent first.',
    instagram: 'This agent does not have the Instagram channel: add it to the agent first.',
  },
  noInstagramAccount: 'This Page has no Instagram professional account linked to it.',
  tokenRevoked: 'Meta no longer accepts the Page’s token.',
  pageGone: 'The Facebook Page is no longer connected.',
  webhookUnauthorized: 'The call is not signed with the Meta app’s secret.',
  verifyRefused: 'The verify token is not this server’s.',
  verifyIncomplete: 'A verification needs hub.mode, hub.verify_token and hub.challenge.',
  invalidEvent: 'This is not a Meta webhook event.',
  eventTooLarge: 'A webhook event is at most 1 MB.',
  // Why a message does not go.
  pastStandardWindow: `Not sent: Meta lets a Page answer only within ${META_STANDARD_WINDOW_HOURS} hours of the customer’s last message. A person of the team can still reply for ${META_HUMAN_AGENT_WINDOW_DAYS} days.`,
  pastHumanAgentWindow: `Not sent: the customer last wrote more than ${META_HUMAN_AGENT_WINDOW_DAYS} days ago, and Meta accepts no reply until they write again.`,
  humanAgentRefused: (reason: string) =>
    `Not sent: past ${META_STANDARD_WINDOW_HOURS} hours a reply needs Meta’s human agent permission, which the app does not have (${reason}).`,
  /** What the agent reads, and the inbox shows, for an attachment. */
  attachment: (type: string, url: string | null) =>
    `[The customer sent ${attachmentWords[type] ?? 'an attachment'}${url ? `: ${url}` : ''}]`,
} as const;
