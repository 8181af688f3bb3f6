import { z } from 'zod';
import {
  type Conversation,
  conversationChannels,
  conversationResolutions,
  conversationSchema,
  conversationStatuses,
} from './conversations.ts';
import { pageQuerySchema, pageSchema } from './pagination.ts';

/**
 * Conversation history: every conversation of the account, searched and filtered, read,
 * exported, deleted, and a customer's whole record erased.
 */

/** Playground conversations are the business's own tests: hidden unless asked for. */
export const testFilters = ['hide', 'include', 'only'] as const;
export type TestFilter = (typeof testFilters)[number];

export const SEARCH_MAX_LENGTH = 200;

const day = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Write the ${label} date as YYYY-MM-DD.`)
    // A real day of year 1 or later: JavaScript rolls 2026-02-30 over into March and parses
    // year 0, which PostgreSQL refuses.
    .refine(
      (text) => {
        const time = Date.parse(`${text}T00:00:00Z`);
        return (
          text >= '0001' && !Number.isNaN(time) && new Date(time).toISOString().startsWith(text)
        );
      },
      { message: `The ${label} date is not a calendar date.` },
    );

/**
 * The filters of the history, its export and analytics, as the query string carries them
 * (and the portal's URL, so a view can be shared and reloaded). Dates are whole UTC days,
 * `to` included.
 */
export const historyFilterFields = z.object({
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, `Keep the search under ${SEARCH_MAX_LENGTH + 1} characters.`)
    .optional()
    .describe(
      'Words to find in the messages: each also as the start of a longer word and in its other forms in English, Spanish, Portuguese, French and German; "a quoted phrase", -a word left out.',
    ),
  agentId: z
    .string()
    .max(100)
    .regex(/^[\w-]*$/, 'Choose an agent of the account.')
    .optional()
    .describe('Only this agent’s conversations.'),
  channel: z.enum(conversationChannels, { error: 'Choose a channel the product has.' }).optional(),
  status: z.enum(conversationStatuses, { error: 'Choose a status the product has.' }).optional(),
  resolution: z
    .enum(conversationResolutions, { error: 'Choose ai, human or unresolved.' })
    .optional(),
  from: day('from').optional().describe('The first day (UTC), YYYY-MM-DD.'),
  to: day('to').optional().describe('The last day (UTC), YYYY-MM-DD, included.'),
  tests: z
    .enum(testFilters, { error: 'Choose hide, include or only.' })
    .default('hide')
    .describe('Playground tests: hidden (the default), included, or only them.'),
});

export const datesInOrder = (filter: { from?: string; to?: string }) =>
  !filter.from || !filter.to || filter.from <= filter.to;
export const datesOutOfOrder = {
  message: 'The from date must not be after the to date.',
  path: ['to'],
};

export const historyFilterSchema = historyFilterFields.refine(datesInOrder, datesOutOfOrder);
export type HistoryFilter = z.output<typeof historyFilterSchema>;
export type HistoryFilterInput = z.input<typeof historyFilterSchema>;

export const historyFilterKeys = Object.keys(historyFilterFields.shape) as (keyof HistoryFilter)[];

/**
 * A filter from a URL's query: each field kept when valid and dropped otherwise, so a link
 * edited by hand still opens the history instead of an error.
 */
export function readHistoryFilter(params: URLSearchParams): HistoryFilter {
  const filter: Record<string, unknown> = {};
  for (const key of historyFilterKeys) {
    const parsed = historyFilterFields.shape[key].safeParse(params.get(key) || undefined);
    if (parsed.success && parsed.data !== undefined) filter[key] = parsed.data;
  }
  const read = historyFilterFields.parse(filter);
  return datesInOrder(read) ? read : { ...read, to: undefined };
}

/** The query string of a filter, for the API and the portal's URL: only what is set. */
export function historySearch(filter: Partial<HistoryFilter>, extra: Record<string, string> = {}) {
  const search = new URLSearchParams();
  for (const key of historyFilterKeys) {
    const value = filter[key];
    if (value && !(key === 'tests' && value === 'hide')) search.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** GET /api/v1/conversations: the filters and a page. */
export const historyQuerySchema = historyFilterFields
  .extend(pageQuerySchema.shape)
  .refine(datesInOrder, datesOutOfOrder);

export const historyPageSchema = pageSchema('conversations', conversationSchema);
export type HistoryPage = z.infer<typeof historyPageSchema>;

/** How a conversation names its customer: what they told, or null for an anonymous visitor. */
export const customerName = ({ contact }: Pick<Conversation, 'contact'>) =>
  contact?.name ?? contact?.email ?? contact?.phone ?? null;

/** The customer's number (a WhatsApp customer's) beside a name that is not the number itself. */
export const customerPhoneBesideName = ({ contact }: Pick<Conversation, 'contact'>) =>
  contact?.phone && customerName({ contact }) !== contact.phone ? contact.phone : null;

/** The customer's email (a website visitor's, as they left it) beside a name that is not the email itself. */
export const customerEmailBesideName = ({ contact }: Pick<Conversation, 'contact'>) =>
  contact?.email && customerName({ contact }) !== contact.email ? contact.email : null;

export const exportFormats = ['csv', 'json'] as const;
export type ExportFormat = (typeof exportFormats)[number];
export const exportFormatSchema = z.object({
  format: z.enum(exportFormats, { error: 'Choose csv or json.' }).default('csv'),
});

/** GET /api/v1/conversations-export: the list's filters and the format. */
export const historyExportQuerySchema = historyFilterFields
  .extend(exportFormatSchema.shape)
  .refine(datesInOrder, datesOutOfOrder);

/** DELETE /api/v1/conversations/:id answers the id it deleted. */
export const conversationDeletedSchema = z.object({ deleted: z.string() });

/** One CSV row per message, with its conversation's columns first. */
export const exportColumns = [
  'conversation_id',
  'agent',
  'channel',
  'customer',
  'status',
  'resolution',
  'rating',
  'conversation_started_at',
  'message_id',
  'sender',
  'author',
  'text',
  'sent_at',
  // Added after the first columns, so that sheets built on them keep working.
  'customer_email',
  'customer_phone',
  'rating_comment',
  'assignee',
] as const;

/** DELETE /api/v1/contacts/:id: what erasing a customer removed. */
export const erasedContactSchema = z.object({
  erased: z.string(),
  conversations: z.number().int(),
});

export const historyCopy = {
  subtitle:
    'Every conversation your agents and team have had. Search the messages, filter, read and export.',
  searchLabel: 'Search messages',
  agentLabel: 'Agent',
  channelLabel: 'Channel',
  statusLabel: 'Status',
  resolutionLabel: 'Resolution',
  fromLabel: 'From',
  toLabel: 'To',
  testsLabel: 'Playground tests',
  testLabels: { hide: 'Hidden', include: 'Included', only: 'Only tests' } satisfies Record<
    TestFilter,
    string
  >,
  any: 'Any',
  tableLabel: 'Conversations',
  clear: 'Clear filters',
  loading: 'Loading conversations',
  loadFailed: 'The conversations could not be loaded.',
  empty: 'No conversation matches these filters.',
  emptyYet: 'No conversations yet. They appear here as soon as a customer writes to an agent.',
  more: 'Show older conversations',
  exportCsv: 'Export CSV',
  exportJson: 'Export JSON',
  columns: {
    customer: 'Customer',
    agent: 'Agent',
    channel: 'Channel',
    firstMessage: 'First message',
    messages: 'Messages',
    /** Who is answering, or once closed, how it ended. */
    status: 'Status',
    rating: 'Rating',
    time: 'Started',
  },
  anonymous: 'Visitor',
  test: 'Test',
  ratingLabels: { up: 'Thumbs up', down: 'Thumbs down' },
  none: '—',
  transcriptTitle: (customer: string) => `Conversation with ${customer}`,
  back: 'Back to history',
  delete: 'Delete conversation',
  deleteTitle: 'Delete this conversation?',
  deleteText: 'Its messages are removed for good, and it leaves history and analytics.',
  deleted: 'Conversation deleted',
  erase: 'Erase this customer',
  eraseTitle: (customer: string) => `Erase everything of ${customer}?`,
  eraseText:
    'Every conversation and message of this customer, and their contact details, are removed for good. Use it when a customer asks to be forgotten.',
  erased: (count: number) => `Customer erased with ${count} conversation${count === 1 ? '' : 's'}`,
  cancel: 'Cancel',
  deleting: 'Deleting…',
  notFound: 'No such conversation.',
} as const;
