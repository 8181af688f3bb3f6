import { z } from 'zod';
import { internationalPhoneField, phoneRuleCopy } from './contact-rules.ts';

// The Integrations area's contract: WhatsApp instances and their QR pairing, the calendar
// pages' common words (each calendar's own contract is caldav-connection.ts and
// google-calendar.ts) and API keys. Texts, timers and rules of the specification.

/** Timers that are product behaviour, to the letter of the specification. */
export const integrationTimers = {
  /** The simulated gateway takes this long to issue a pairing (QR) code. */
  qrGenerationMs: 1500,
  /** A QR code expires this long after it is shown; at 0 the dialog closes. */
  qrExpirySeconds: 30,
  /** The simulated gateway's phone scans the code this long after it was issued. */
  simulatedScanMs: 5000,
  /** How long 'API key copied to clipboard!' shows. */
  copyMessageMs: 3000,
  /** How often the connect dialog asks whether the pairing has completed. */
  pairingPollMs: 1000,
} as const;

// WhatsApp

export const whatsappStatuses = ['connected', 'disconnected'] as const;
export type WhatsappStatus = (typeof whatsappStatuses)[number];

export const whatsappInstanceSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  status: z.enum(whatsappStatuses),
  /** ISO 8601 */
  lastSync: z.string(),
  /** The agent that answers the number's customers; null: nobody answers them. */
  agentId: z.string().nullable(),
});
export type WhatsappInstance = z.infer<typeof whatsappInstanceSchema>;

/** The simulation (the default, no network) or Evolution API (WHATSAPP_GATEWAY=evolution). */
export const whatsappGatewayKinds = ['simulated', 'evolution'] as const;

export const whatsappInstanceListSchema = z.object({
  instances: z.array(whatsappInstanceSchema),
  /** The gateway the numbers go through: with the simulation, each has a simulated phone. */
  gateway: z.enum(whatsappGatewayKinds),
});
export type WhatsappInstanceList = z.infer<typeof whatsappInstanceListSchema>;

export const whatsappCopy = {
  loading: 'Loading WhatsApp instances',
  addInstance: 'Add Instance',
  connectTitle: 'Connect WhatsApp',
  reconnectTitle: 'Reconnect WhatsApp',
  name: 'Instance name',
  phone: 'Phone number',
  phoneHint: phoneRuleCopy.hint,
  nameRequired: 'Enter a name for the instance.',
  phoneRequired: phoneRuleCopy.required,
  phoneInvalid: phoneRuleCopy.invalid,
  generateQr: 'Generate QR Code',
  generating: 'Generating QR Code...',
  scanHint: 'Open WhatsApp on your phone, go to Linked devices and scan this code.',
  qrAlt: 'WhatsApp pairing QR code',
  expiresIn: (seconds: number) => `QR Code expires in ${seconds} seconds`,
  waiting: 'Waiting for the phone to scan the code...',
  cancel: 'Cancel',
  connected: 'WhatsApp connected successfully!',
  connectFailed: 'Failed to connect WhatsApp',
  gatewayUnavailable:
    'The WhatsApp gateway did not answer. Check that it is running, then try again.',
  webhookUnauthorized: 'This call does not carry the instance’s webhook secret.',
  invalidEvent: 'This is not a WhatsApp gateway event.',
  agentLabel: 'Agent',
  noAgent: 'No agent',
  noAgentHint: 'No agent answers this number: pick one so its customers get answers.',
  agentTaken: 'This agent already answers on another WhatsApp number.',
  agentSaveFailed: 'The agent could not be changed. Please try again.',
  numberDisconnected: 'The WhatsApp number was logged out or lost its connection.',
  statusLabels: { connected: 'Connected', disconnected: 'Disconnected' },
  lastSync: 'Last sync',
  connect: 'Connect',
  disconnect: 'Disconnect',
  refresh: 'Refresh',
  delete: 'Delete',
  deleteTitle: (name: string) => `Delete the number ${name}?`,
  deleteText:
    'Customers who message this number no longer reach your agent. To use it again, it has to be paired with a new QR scan.',
  deleteConfirm: 'Delete number',
  deleting: 'Deleting...',
  empty: 'No WhatsApp instances yet. Add one to start chatting with customers on WhatsApp.',
  loadFailed: 'WhatsApp instances could not be loaded. Please try again later.',
  actionFailed: 'The instance could not be updated. Please try again.',
  subtitle: 'Connect WhatsApp numbers so your agents can answer customers there.',
} as const;

export const whatsappInstanceInputSchema = z.object({
  name: z.string().trim().min(1, whatsappCopy.nameRequired).max(80),
  phone: internationalPhoneField,
});
export type WhatsappInstanceInput = z.input<typeof whatsappInstanceInputSchema>;

/**
 * POST /api/v1/whatsapp/pairings pairs a new instance (body: name and phone);
 * POST /api/v1/whatsapp/instances/:id/pairings reconnects one (no body). Both answer a Pairing.
 */
export const pairingSchema = z.object({
  pairingId: z.string(),
  /** What the QR image encodes: the code the gateway issued. */
  code: z.string(),
  /** ISO 8601 */
  expiresAt: z.string(),
});
export type Pairing = z.infer<typeof pairingSchema>;

export const pairingStatuses = ['pending', 'connected', 'expired'] as const;
export const pairingStatusSchema = z.object({
  status: z.enum(pairingStatuses),
  instance: whatsappInstanceSchema.optional(),
  /**
   * While pending: the latest code the gateway issued (a real gateway issues a new one every
   * so often; the dialog then shows it and counts down again from `expiresAt`).
   */
  code: z.string().optional(),
  expiresAt: z.string().optional(),
});
export type PairingStatus = z.infer<typeof pairingStatusSchema>;

/** PUT /api/v1/whatsapp/instances/:id/agent: the agent that answers the number, or none. */
export const whatsappAgentInputSchema = z
  .object({ agentId: z.string().min(1).max(100).nullable() })
  .strict();
export type WhatsappAgentInput = z.infer<typeof whatsappAgentInputSchema>;

/** PATCH /api/v1/whatsapp/instances/:id: connect or disconnect; either updates lastSync. */
export const whatsappInstancePatchSchema = z.object({ status: z.enum(whatsappStatuses) }).strict();
export type WhatsappInstancePatch = z.infer<typeof whatsappInstancePatchSchema>;

// The simulated phone: with the simulated gateway, the business writes to its own number as a
// customer would and reads the agent's WhatsApp answers.

/** The customer's number the simulated phone writes from (a number kept for fiction). */
export const SIMULATED_CUSTOMER_NUMBER = '14155550142';

export const phoneMessageSchema = z.object({
  id: z.string(),
  /** `in`: the customer wrote to the business's number; `out`: the number answered. */
  direction: z.enum(['in', 'out']),
  text: z.string(),
  /** ISO 8601 */
  at: z.string(),
});
export type PhoneMessage = z.infer<typeof phoneMessageSchema>;

/** GET /api/v1/whatsapp/instances/:id/simulated-phone: the thread, oldest first. */
export const simulatedPhoneSchema = z.object({
  customerPhone: z.string(),
  messages: z.array(phoneMessageSchema),
  /** The number shows "typing…": the agent is writing its answer. */
  typing: z.boolean(),
});
export type SimulatedPhone = z.infer<typeof simulatedPhoneSchema>;

export const simulatedPhoneCopy = {
  open: 'Simulated phone',
  title: (name: string) => `Simulated phone: ${name}`,
  intro: (customerPhone: string) =>
    `Write to this number as a customer would (from ${customerPhone}): the agent’s WhatsApp answers show here.`,
  typing: (name: string) => `${name} is typing…`,
  customerName: 'Simulated customer',
  empty: 'No messages yet. Say hello to the agent.',
  loading: 'Loading the simulated phone',
  loadFailed: 'The simulated phone could not be loaded. Please try again.',
  sendFailed: 'The message was not sent. Please try again.',
  needsConnection: 'This number is disconnected: connect it first, so messages reach the agent.',
  needsAgent: whatsappCopy.noAgentHint,
  onlySimulated:
    'The simulated phone is there only while the product runs its simulated WhatsApp gateway.',
  close: 'Close',
} as const;

/** The specification's sample: two instances, one connected, one disconnected. */
export const sampleWhatsappInstances: ReadonlyArray<
  Omit<WhatsappInstance, 'id' | 'lastSync' | 'agentId'> & { minutesAgo: number }
> = [
  { name: 'Main Business Line', phone: '+14155550123', status: 'connected', minutesAgo: 2 },
  { name: 'Support Line', phone: '+14155550188', status: 'disconnected', minutesAgo: 26 * 60 },
];

// Calendars

export const calendarCopy = {
  loading: 'Loading the calendar connection',
  providerNames: { google: 'Google Calendar', apple: 'Apple Calendar' },
  subtitle: (provider: string) =>
    `Connect ${provider} so your agents can book appointments straight into it.`,
  connect: 'Connect',
  connecting: 'Connecting...',
  connectedButton: 'Connected',
  disconnect: 'Disconnect',
  connected: 'Calendar connected successfully!',
  connectFailed: 'Failed to connect calendar. Please check your credentials and try again.',
  disconnectFailed: 'The calendar could not be disconnected. Please try again.',
  loadFailed: 'The calendar connection could not be loaded. Please try again later.',
  connectedSince: 'Connected since',
} as const;

// API keys

export const apiKeyModes = ['live', 'test'] as const;
export type ApiKeyMode = (typeof apiKeyModes)[number];

/** 'sk_' then 'live_' or 'test_' (the sample keys' prefixes), then the random part. */
export const apiKeyPrefix = (mode: ApiKeyMode) => `sk_${mode}_`;
/** 32 base62 characters carry about 190 bits from the CSPRNG (at least 128 are required). */
export const API_KEY_RANDOM_LENGTH = 32;
export const apiKeyPattern = /^sk_(live|test)_[0-9A-Za-z]{32}$/;

export const apiKeyCopy = {
  loading: 'Loading API keys',
  createKey: 'Create API Key',
  createTitle: 'Create API Key',
  name: 'Key name',
  nameRequired: 'Enter a name for the key.',
  mode: 'Environment',
  modeLabels: { live: 'Live', test: 'Test' },
  create: 'Create',
  creating: 'Creating...',
  cancel: 'Cancel',
  created: 'API key created successfully!',
  deleted: 'API key deleted successfully!',
  copied: 'API key copied to clipboard!',
  createFailed: 'Failed to create API key. Please try again.',
  deleteFailed: 'Failed to delete API key. Please try again.',
  copyFailed: 'The API key could not be copied.',
  revealFailed: 'The API key could not be shown. Please try again.',
  empty: 'No API keys created yet',
  loadFailed: 'API keys could not be loaded. Please try again later.',
  columns: { name: 'Name', key: 'Key', created: 'Created', lastUsed: 'Last used', actions: '' },
  never: 'Never',
  show: (name: string) => `Show key ${name}`,
  hide: (name: string) => `Hide key ${name}`,
  copy: (name: string) => `Copy key ${name}`,
  delete: (name: string) => `Delete key ${name}`,
  deleteTitle: (name: string) => `Delete the key ${name}?`,
  deleteText:
    'Programs using this key stop working at once. This cannot be undone: a new key would have to be given to each of them.',
  deleteConfirm: 'Delete key',
  deleting: 'Deleting...',
  /** The subtitle, around the header a program sends, shown as code. */
  subtitleBefore: 'Programs reach your account through the API with a key, sent as',
  authorizationHeader: 'Authorization: Bearer <key>',
  subtitleAfter: 'A key cannot manage keys or change your plan.',
  docsLink: 'Read the API reference',
  invalidKey: 'The API key is not valid.',
  /** An API key asking for what only the signed-in owner may do: keys and the plan. */
  sessionRequired:
    'An API key cannot do this. Sign in to the portal to manage API keys and your plan.',
} as const;

export const apiKeyInputSchema = z.object({
  name: z.string().trim().min(1, apiKeyCopy.nameRequired).max(80),
  mode: z.enum(apiKeyModes).default('live'),
});
export type ApiKeyInput = z.input<typeof apiKeyInputSchema>;

/** A key as listed: masked; the full key comes from /api-keys/:id/key on reveal or copy. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  maskedKey: z.string(),
  /** ISO 8601 */
  created: z.string(),
  /** ISO 8601; absent until the key is first used. */
  lastUsed: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ apiKeys: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const apiKeySecretSchema = z.object({ key: z.string() });
export type ApiKeySecret = z.infer<typeof apiKeySecretSchema>;

/** POST /api/v1/api-keys answers the new key, in full once more. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** The masked form: the prefix, dots, and the last four characters. */
export function maskApiKey(key: string) {
  const prefix = /^sk_(live|test)_/.exec(key)?.[0] ?? 'sk_';
  return `${prefix}${'•'.repeat(16)}${key.slice(-4)}`;
}

/** The sample: two keys, live-style and test-style (their random parts made at seeding). */
export const sampleApiKeys: ReadonlyArray<{
  name: string;
  mode: ApiKeyMode;
  daysAgo: number;
  lastUsedHoursAgo: number | null;
}> = [
  { name: 'Production API Key', mode: 'live', daysAgo: 30, lastUsedHoursAgo: 2 },
  { name: 'Development API Key', mode: 'test', daysAgo: 7, lastUsedHoursAgo: null },
];
