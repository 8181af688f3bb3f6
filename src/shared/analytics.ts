import { z } from 'zod';
import { datesInOrder, datesOutOfOrder, historyFilterFields } from './history.ts';

/**
 * Analytics of the account's conversations over a range of whole UTC days, computed from the
 * stored conversations, messages and conversation events. Playground tests never count.
 */

/** Without `from`/`to`, the last 30 days up to today (UTC). */
export const ANALYTICS_DEFAULT_DAYS = 30;
/** A longer range would draw a chart no one can read; a year is the most it covers. */
export const ANALYTICS_MAX_DAYS = 366;
/** How many of the questions the agent could not answer are listed. */
export const UNANSWERED_LIMIT = 10;

/** GET /api/v1/analytics: the same filters as the history, as its URL carries them. */
export const analyticsQuerySchema = historyFilterFields
  .pick({ agentId: true, channel: true, from: true, to: true })
  .refine(datesInOrder, datesOutOfOrder);
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

const count = z.number().int().nonnegative();
/** Seconds, or null when nothing was measured. */
const seconds = z.number().nonnegative().nullable();

const responseTimeSchema = z.object({
  /** How many first responses were measured. */
  count,
  p50Seconds: seconds,
  p90Seconds: seconds,
});

export const analyticsSchema = z.object({
  /** The range the figures cover, both days included (UTC). */
  from: z.string(),
  to: z.string(),
  /** Conversations started in the range. */
  conversations: count,
  /** One entry per day of the range, zero on a day with none, oldest first. */
  perDay: z.array(z.object({ day: z.string(), conversations: count, handedOver: count })),
  /**
   * What became of the range's conversations; the four add up to `conversations`:
   * answered by the agent alone (closed, never handed over); handed over and a person took
   * part; handed over and no person came (yet); still with the agent, not closed.
   */
  outcomes: z.object({
    resolvedByAgent: count,
    handedOver: count,
    unresolved: count,
    open: count,
  }),
  /**
   * First response times: the agent's, from a conversation's first customer message to the
   * agent's first answer after it; people's, from the hand-over to a person's first reply.
   */
  firstResponse: z.object({ agent: responseTimeSchema, person: responseTimeSchema }),
  ratings: z.object({ up: count, down: count }),
  /**
   * Appointments the agents booked in the range's conversations, and how many of them were
   * cancelled since (by the customer or the business).
   */
  bookings: z.object({ made: count, cancelled: count }),
  /** Conversations started in each hour of the day (UTC), 24 entries, hour 0 first. */
  busiestHours: z.array(z.object({ hour: z.number().int().min(0).max(23), conversations: count })),
  /**
   * The questions the agent handed over because it could not answer
   * (unsure, or the model failed), grouped by their words, most frequent first.
   */
  unanswered: z.array(
    z.object({
      question: z.string(),
      count,
      /** The latest conversation that asked it, to open in History. */
      conversationId: z.string(),
      lastAskedAt: z.string(),
      /**
       * The account's Q&A that comes closest to it now, though not surely enough to answer: what
       * it may be another way of asking. Null when no Q&A shares its words.
       */
      closestQa: z.object({ id: z.string(), question: z.string() }).nullable(),
    }),
  ),
});
export type Analytics = z.infer<typeof analyticsSchema>;
