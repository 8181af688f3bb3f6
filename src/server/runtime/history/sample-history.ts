import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AgentChannel } from '@shared/agents.ts';
import { connectableChannelOf } from '@shared/channels.ts';
import { answerCopy } from '@shared/answers.ts';
import {
  type ConversationChannel,
  conversationCopy,
  type ConversationEventType,
  type ConversationResolution,
  type HandoverReason,
  type MessageSender,
  type MessageSource,
  type Rating,
} from '@shared/conversations.ts';
import { DAY_MS, MINUTE_MS, SECOND_MS } from '@shared/durations.ts';
import { DEFAULT_FAREWELL, DEFAULT_GREETING } from '@shared/personality.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import {
  agent,
  contact,
  conversation,
  conversationEvent,
  knowledgeSource,
  message,
  user,
} from '@server/platform/db/schema.ts';
import type { SampleDataLoader } from '@server/platform/db/sample-data-loader.ts';
import { sampleQa } from '@server/runtime/knowledge/sample-knowledge.ts';

/**
 * The demo account's past: about three hundred conversations of the sample business over the
 * last 60 days, across its agents and channels, so its dashboard, history and analytics show
 * a business at work on the first start. Answers come from the sample knowledge; some are
 * handed over, some answered by a person, some rated. All are closed: the live inbox starts
 * empty. The same seed gives the same history, placed relative to the day it is made.
 */
export const SAMPLE_HISTORY_DAYS = 60;

/** Questions outside the sample knowledge: the agent hands them over, unsure. */
const unanswerable = [
  'Do you repair motorcycles?',
  'Can you fit a tow bar to my van?',
  'Do you offer financing for bigger repairs?',
  'Can I get a quote for a full respray?',
  'Do you work on Teslas?',
];

const personReplies = [
  'Hi, thanks for waiting! We can look at it this Thursday at 10 am. Would that work for you?',
  'Hello! Yes, we can help with that. I have sent a quote to your email.',
  'Thanks for your message. A mechanic will call you back within the hour.',
];

const customerThanks = ['Thank you!', 'Great, thanks.', 'Perfect, see you then.'];
const goodComments = ['Quick and helpful', 'Got my answer right away', null, null];
const poorComments = ['I wanted to talk to someone sooner', null];
const firstNames = ['Olivia', 'Liam', 'Sofia', 'Noah', 'Mia', 'Lucas', 'Emma', 'Mateo', 'Ava'];

/** A small seeded generator (mulberry32): the same demo on every install. */
function seeded(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  return { chance: (p: number) => next() < p, between, pick };
}

type Story = 'answered' | 'helped' | 'unanswered' | 'unsure';

type Rows = {
  contacts: (typeof contact.$inferInsert)[];
  conversations: (typeof conversation.$inferInsert)[];
  messages: (typeof message.$inferInsert)[];
  events: (typeof conversationEvent.$inferInsert)[];
};

/** Rows in chunks, so no statement exceeds the drivers' parameter limits. */
async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 400) await insert(rows.slice(i, i + 400));
}

/** How much history: days back from yesterday, and conversations a day as a multiple of the demo's. */
export type HistorySize = { days: number; scale: number };

/** The demo's history; the benchmark asks for a larger one of the same business. */
export const sampleHistoryLoader =
  (size: HistorySize = { days: SAMPLE_HISTORY_DAYS, scale: 1 }): SampleDataLoader =>
  async (accountId, db) => {
    const agents = await db
      .select({ id: agent.id, name: agent.name, channels: agent.channels })
      .from(agent)
      .where(eq(agent.accountId, accountId));
    if (agents.length === 0) return;
    const [owner] = await db.select({ name: user.name }).from(user).where(eq(user.id, accountId));
    const sources = await db
      .select({ id: knowledgeSource.id, title: knowledgeSource.title })
      .from(knowledgeSource)
      .where(and(eq(knowledgeSource.accountId, accountId), eq(knowledgeSource.kind, 'qa')));
    const rows = generate(
      accountId,
      agents,
      owner?.name ?? 'Your team',
      new Map(sources.map((source) => [source.title, source.id])),
      Date.now(),
      size,
    );
    await insertAll(rows.contacts, (chunk) => db.insert(contact).values(chunk));
    await insertAll(rows.conversations, (chunk) => db.insert(conversation).values(chunk));
    // In time order: message and event ids then follow the story as it happened.
    rows.messages.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
    rows.events.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
    await insertAll(rows.messages, (chunk) => db.insert(message).values(chunk));
    await insertAll(rows.events, (chunk) => db.insert(conversationEvent).values(chunk));
  };

export const loadSampleHistory = sampleHistoryLoader();

function generate(
  accountId: AccountId,
  agents: { id: string; name: string; channels: AgentChannel[] }[],
  personName: string,
  /** The sample knowledge's Q&A sources by their question, which answers cite. */
  sourceOf: Map<string, string>,
  now: number,
  { days, scale }: HistorySize,
): Rows {
  const random = seeded(20_261_125);
  const rows: Rows = { contacts: [], conversations: [], messages: [], events: [] };
  const questions = sampleQa.filter((qa) => qa.language === 'English');
  const today = Math.floor(now / DAY_MS) * DAY_MS;

  const contactsOf = new Map<ConversationChannel, string[]>();

  for (let daysAgo = days; daysAgo >= 1; daysAgo--) {
    const day = today - daysAgo * DAY_MS;
    const weekend = [0, 6].includes(new Date(day).getUTCDay());
    // A business that grows: a few more conversations a day as the weeks go by.
    const growth = Math.floor((days - daysAgo) / 20);
    const count = ((weekend ? random.between(1, 4) : random.between(4, 7)) + growth) * scale;
    for (let n = 0; n < count; n++) {
      const startedAt =
        day + random.between(7, 19) * 60 * MINUTE_MS + random.between(0, 59) * MINUTE_MS;
      const roll = random.between(1, 100);
      const story: Story =
        roll <= 72 ? 'answered' : roll <= 86 ? 'helped' : roll <= 92 ? 'unanswered' : 'unsure';
      conversationOf(story, startedAt);
    }
  }
  return rows;

  /** A customer of the channel: now and then one who came before, otherwise a new one. */
  function customerOf(channel: ConversationChannel, startedAt: number) {
    const earlier = contactsOf.get(channel) ?? [];
    if (earlier.length > 0 && random.chance(0.25)) return random.pick(earlier);
    const id = randomUUID();
    contactsOf.set(channel, earlier);
    earlier.push(id);
    rows.contacts.push({
      id,
      accountId,
      channel,
      externalId: `sample-${id}`,
      name: random.chance(0.5) ? random.pick(firstNames) : null,
      phone: channel === 'whatsapp' ? `+1555${String(random.between(1_000_000, 9_999_999))}` : null,
      createdAt: new Date(startedAt),
    });
    return id;
  }

  function conversationOf(story: Story, startedAt: number) {
    const withAgent = random.pick(agents);
    const channel = random.pick(withAgent.channels.flatMap((c) => connectableChannelOf(c) ?? []));
    const conversationId = randomUUID();
    const contactId = customerOf(channel, startedAt);

    let at = startedAt;
    const texts: (Pick<typeof message.$inferInsert, 'sender' | 'text'> &
      Partial<Pick<typeof message.$inferInsert, 'authorName' | 'answer' | 'sources'>> & {
        at: number;
      })[] = [];
    const say = (
      sender: MessageSender,
      text: string,
      afterMs: number,
      extra: Partial<Pick<typeof message.$inferInsert, 'authorName' | 'answer' | 'sources'>> = {},
    ) => {
      at += afterMs;
      texts.push({ sender, text, at, ...extra });
    };
    /** An answer of the built-in responder, `afterMs` after the customer's message. */
    const answer = (text: string, afterMs: number, sources: MessageSource[] = []) =>
      say('agent', text, afterMs, {
        answer: {
          engine: 'builtin',
          model: null,
          firstTokenMs: afterMs,
          totalMs: afterMs,
          promptTokens: null,
          completionTokens: null,
          cut: false,
        },
        sources,
      });
    const events: { type: ConversationEventType; at: number; detail: Record<string, string> }[] = [
      { type: 'conversation.started', at, detail: { channel } },
    ];
    const happen = (type: ConversationEventType, detail: Record<string, string> = {}) =>
      events.push({ type, at, detail });

    say('agent', DEFAULT_GREETING, 0);
    const known = random.pick(questions);
    const question = story === 'unsure' ? random.pick(unanswerable) : known.question;
    say('customer', question, random.between(15, 90) * SECOND_MS);

    let handoverReason: HandoverReason | null = null;
    let handoverQuestion: string | null = null;
    let handedOverAt: number | null = null;
    let personJoinedAt: number | null = null;
    if (story === 'unsure') {
      answer(answerCopy.passingOn.en.professional, random.between(1, 3) * SECOND_MS);
      handoverReason = 'agent_unsure';
      handoverQuestion = question;
    } else {
      const source = sourceOf.get(known.question);
      answer(
        known.answer,
        random.between(1, 4) * SECOND_MS,
        source
          ? [
              {
                kind: 'qa',
                sourceId: source,
                title: known.question,
                excerpt: known.answer,
                score: 1,
              },
            ]
          : [],
      );
      if (story !== 'answered') {
        handoverQuestion = 'Can I talk to a person, please?';
        say('customer', handoverQuestion, random.between(20, 120) * SECOND_MS);
        answer(answerCopy.connecting.en.professional, random.between(1, 3) * SECOND_MS);
        handoverReason = 'customer_asked';
      }
    }
    if (handoverReason) {
      handedOverAt = at;
      say('system', conversationCopy.handedOver, 0);
      happen('conversation.handed_over', { reason: handoverReason });
    }
    const helped = story === 'helped' || (story === 'unsure' && random.chance(0.6));
    let resolution: ConversationResolution = handoverReason ? 'unresolved' : 'ai';
    let closing: string;
    let closedBy = 'customer';
    if (helped) {
      at += random.between(2, 40) * MINUTE_MS;
      personJoinedAt = at;
      say('system', conversationCopy.personJoined(personName), 0);
      happen('conversation.taken_over', { person: personName });
      say('person', random.pick(personReplies), random.between(30, 150) * SECOND_MS, {
        authorName: personName,
      });
      say('customer', random.pick(customerThanks), random.between(1, 5) * MINUTE_MS);
      resolution = 'human';
      closedBy = 'person';
      closing = conversationCopy.closedByPerson(personName);
      at += random.between(1, 10) * MINUTE_MS;
    } else if (handoverReason) {
      // Nobody came in time: closed by the idle sweep.
      at += 24 * 60 * MINUTE_MS;
      closedBy = 'idle';
      closing = conversationCopy.closedIdle;
    } else {
      say('customer', random.pick(customerThanks), random.between(1, 3) * MINUTE_MS);
      say('agent', DEFAULT_FAREWELL, random.between(1, 3) * SECOND_MS);
      closing = conversationCopy.closedByCustomer;
    }
    say('system', closing, 0);
    const closedAt = at;
    happen('conversation.closed', { resolution, by: closedBy });

    let rating: Rating | null = null;
    let ratingComment: string | null = null;
    if (closedBy !== 'idle' && random.chance(0.45)) {
      rating = random.chance(resolution === 'ai' ? 0.88 : 0.75) ? 'up' : 'down';
      ratingComment = random.pick(rating === 'up' ? goodComments : poorComments);
      at += random.between(5, 60) * SECOND_MS;
      happen('conversation.rated', { rating });
    }

    rows.conversations.push({
      id: conversationId,
      accountId,
      agentId: withAgent.id,
      agentName: withAgent.name,
      channel,
      contactId,
      status: 'closed',
      resolution,
      handoverReason,
      assigneeName: personJoinedAt ? personName : null,
      rating,
      ratingComment,
      firstMessage: question,
      handoverQuestion,
      messageCount: texts.length,
      handedOverAt: handedOverAt ? new Date(handedOverAt) : null,
      personJoinedAt: personJoinedAt ? new Date(personJoinedAt) : null,
      lastMessageAt: new Date(closedAt),
      createdAt: new Date(startedAt),
      closedAt: new Date(closedAt),
    });
    for (const line of texts) {
      rows.messages.push({
        id: randomUUID(),
        accountId,
        conversationId,
        sender: line.sender,
        authorName: line.authorName ?? null,
        text: line.text,
        answer: line.answer ?? null,
        sources: line.sources ?? [],
        createdAt: new Date(line.at),
      });
    }
    for (const event of events) {
      rows.events.push({
        accountId,
        conversationId,
        type: event.type,
        detail: event.detail,
        createdAt: new Date(event.at),
      });
    }
  }
}
