import { apiPath, apiPaths, widgetApiPaths } from '@shared/api-paths.ts';
import type { KnowledgeList } from '@shared/knowledge.ts';
import type { WebchatSettings, WidgetPreviewToken } from '@shared/webchat.ts';
import { WIDGET_PREVIEW_HEADER } from '@shared/widget-preview.ts';
import {
  type ReceivedRequest,
  startFakeChatProvider,
} from '../src/server/testing/fake-chat-provider.ts';
import { readEventStream } from '../src/widget/event-stream.ts';
import { benchAccount } from './bench-account.ts';
import { type RunningServer, type ServerOptions, startServer } from './server-process.ts';
import { processCpu } from './process-cpu.ts';
import { signIn } from './session.ts';
import { freshClientAddress } from './sign-in.ts';
import { ms, percentile } from './stats.ts';

/**
 * DESIGN "Performance budgets": the built-in responder's, and what the server adds to a model
 * before its call and after its first text; and the built-in responder's first text, which
 * the answer engine's issue sets.
 */
export const answerTargets = {
  knowledgePassages: 1000,
  conversations: 50,
  builtInFirstEventP50Ms: 50,
  builtInFirstTextP50Ms: 500,
  modelBeforeCallP50Ms: 100,
  modelRelayP50Ms: 5,
} as const;

/** Each customer of the built-in run writes this many messages, one after another. */
const BUILT_IN_MESSAGES_EACH = 6;
/** Messages of the one customer timed alone before the crowd. */
const ALONE_MESSAGES = 10;
/** The model run times fewer answers: each takes the fake model's time, token by token. */
export const MODEL_CONVERSATIONS = 20;
const MODEL_MESSAGES_EACH = 5;
/** The fake model waits this long before each chunk it streams, every request alike. */
export const MODEL_TOKEN_DELAY_MS = 50;
/** Answered before the timed run and not counted: the server's first queries plan and compile. */
const WARM_UP_MESSAGES = 2;
/**
 * No message is sent after this long into a run, and an answer may take this long before it
 * counts as an error: a slow server ends the run within twice this, with fewer messages.
 */
const RUN_LIMIT_MS = 20_000;
/** Knowledge added this many at a time: the account's writes take turns under its lock anyway. */
const KNOWLEDGE_WRITERS = 4;

type Spread = { p50Ms: number; p99Ms: number };

export type AnswerFigures = {
  /** Passages in the account's knowledge while it answered (Q&A pairs and documents' parts). */
  passages: number;
  conversations: number;
  /** Customer messages the run would send; fewer when the server is too slow for its time. */
  planned: number;
  /** Customer messages sent in the timed run. */
  messages: number;
  /** Answers drawn from the knowledge; the others passed the question on to a person. */
  fromKnowledge: number;
  /**
   * One customer alone, before the crowd: the server's own time to the first event and to the
   * first text, with no other conversation in the way.
   */
  alone: { messages: number; firstEvent: Spread; firstText: Spread };
  /** From sending the message to the answer's first event (`start`, once the message is stored). */
  firstEvent: Spread;
  /** To the first text (`delta`): the knowledge has been searched. */
  firstText: Spread;
  /** To `done`: the answer is stored. */
  complete: Spread;
  answersPerSecond: number;
  seconds: number;
  /** Answers not 2xx, ended by an `error` event or without `done`, or later than the timeout. */
  errors: number;
  /**
   * The server's CPU time per message of the timed run: the whole process's (its event loop,
   * the embedded database's thread, the garbage collector's), and its event loop's alone. Less
   * swayed than latencies by what else the machine runs.
   */
  cpuPerMessage: { allMs: number; mainMs: number };
};

export type ModelAnswerFigures = {
  /** Passages searched for each answer before the model is called. */
  passages: number;
  conversations: number;
  planned: number;
  messages: number;
  /** The fake model's wait before each streamed chunk. */
  tokenDelayMs: number;
  /** The model's own time: its request's arrival to its first text chunk, as the provider saw. */
  modelFirstText: Spread;
  /** The customer's wait for the first text, less the model's own time: the server's part. */
  added: Spread;
  /** Of that, what comes before the call: the customer's message sent to the model's request. */
  beforeCall: Spread;
  /** Of that, what follows the model's first text chunk until the customer reads it. */
  relay: Spread;
  errors: number;
};

/** One row of the report's Targets table (its `Row`: `met` undefined is only reported). */
export type AnswerTargetRow = { target: string; achieved: string; met: boolean | undefined };

const spreadOf = (samples: number[]): Spread => ({
  p50Ms: percentile(samples, 50),
  p99Ms: percentile(samples, 99),
});

// ——— Knowledge a car dealer, a rental desk and a cleaning service are asked about ———

type QaEntry = { question: string; answer: string };

/** A small deterministic generator (mulberry32), so every run stores the same knowledge. */
function seeded(seed: number) {
  let state = seed;
  return (min: number, max: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return min + Math.floor(unit * (max - min + 1));
  };
}

type Roll = ReturnType<typeof seeded>;

const models = [
  'Aurora hatchback',
  'Meridian sedan',
  'Summit SUV',
  'Harbor pickup',
  'Volta EV',
  'Cascade minivan',
  'Ridge crossover',
  'Pioneer wagon',
  'Solstice convertible',
  'Atlas seven-seater',
];
const colours = ['pearl white', 'midnight blue', 'racing red', 'graphite grey', 'forest green'];
const modelYears = [2018, 2019, 2020, 2021, 2022];
const trims = ['base', 'sport', 'premium'];
const branches = [
  'airport terminal',
  'downtown office',
  'central train station',
  'harbour branch',
  'university campus',
  'north mall',
];
const vehicleClasses = [
  'economy car',
  'compact car',
  'family SUV',
  'seven-seat minivan',
  'convertible',
  'cargo van',
  'luxury sedan',
  'electric car',
];
const rentalPeriods = ['a day', 'a weekend', 'a full week'];
const cleaningServices = [
  'carpet cleaning',
  'upholstery cleaning',
  'oven cleaning',
  'window cleaning',
  'end-of-tenancy cleaning',
  'deep kitchen cleaning',
  'mattress cleaning',
  'car interior valeting',
  'patio pressure washing',
  'after-builders cleaning',
];
const homes = [
  'studio flat',
  'one-bedroom flat',
  'two-bedroom flat',
  'three-bedroom house',
  'four-bedroom house',
];
const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function dealerEntries(roll: Roll): QaEntry[] {
  return models.flatMap((model, index) => {
    const price = 18_000 + index * 3_500 + roll(0, 20) * 100;
    return [
      {
        question: `What is the price of the new ${model}?`,
        answer: `The ${model} starts at $${price.toLocaleString('en-US')} before tax and registration; the top trim with the technology pack is $${(price + roll(30, 60) * 100).toLocaleString('en-US')}.`,
      },
      {
        question: `Can I book a test drive of the ${model}?`,
        answer: `Yes. Test drives of the ${model} last ${roll(2, 4) * 15} minutes and can be booked any day except Sunday; bring your driving licence.`,
      },
      {
        question: `What fuel economy does the ${model} get?`,
        answer: `The ${model} averages ${roll(32, 58)} mpg combined in official tests; expect a little less in winter or with a roof box.`,
      },
      {
        question: `How long is the warranty on the ${model}?`,
        answer: `Every new ${model} comes with a ${roll(3, 7)}-year or ${roll(5, 10) * 10},000-mile warranty, whichever comes first, and roadside assistance for the same period.`,
      },
      {
        question: `What is the towing capacity of the ${model}?`,
        answer: `The ${model} is rated to tow up to ${roll(8, 35) * 100} lb with the factory tow bar fitted.`,
      },
      {
        question: `How long do I wait for delivery of a new ${model}?`,
        answer: `Factory orders of the ${model} currently arrive in about ${roll(3, 14)} weeks; cars from our stock can be ready in 48 hours.`,
      },
      {
        question: `What financing rate do you offer on the ${model}?`,
        answer: `We offer ${roll(19, 69) / 10}% APR over 60 months on the ${model} with a 10% deposit, subject to a credit check.`,
      },
      {
        question: `How much is the first service of the ${model}?`,
        answer: `The first scheduled service of the ${model} costs $${roll(12, 30) * 10} and includes an oil change, a brake check and a software update.`,
      },
      {
        question: `Does the ${model} have Apple CarPlay and Android Auto?`,
        answer: `Yes, every ${model} has wireless Apple CarPlay and Android Auto on its ${roll(8, 12)}-inch touchscreen.`,
      },
      {
        question: `Can I order the ${model} online?`,
        answer: `Yes. Configure the ${model} on our website, pay a $${roll(2, 10) * 100} refundable deposit and we call you within a working day.`,
      },
      ...colours.flatMap((colour) => [
        {
          question: `Is the ${model} available in ${colour}?`,
          answer: `Yes, ${colour} is offered on the ${model} for $${roll(4, 12) * 50} extra; we have ${roll(0, 3)} in stock today.`,
        },
        {
          question: `How long is the wait for a ${colour} ${model}?`,
          answer: `A ${colour} ${model} built to order takes about ${roll(4, 16)} weeks; ask us about demonstrators in that colour.`,
        },
      ]),
      {
        question: `How many seats does the ${model} have?`,
        answer: `The ${model} seats ${roll(2, 7)} adults; the rear seats fold flat for ${roll(12, 40)} cubic feet of cargo space.`,
      },
      {
        question: `What safety rating does the ${model} have?`,
        answer: `The ${model} scored ${roll(4, 5)} stars in the latest crash tests, with automatic emergency braking and lane keeping as standard.`,
      },
      ...modelYears.flatMap((year) => [
        {
          question: `What is the trade-in value of a ${year} ${model}?`,
          answer: `A ${year} ${model} in good condition usually trades in for $${(roll(60, 180) * 100).toLocaleString('en-US')}; we confirm the figure after a free 20-minute appraisal.`,
        },
        {
          question: `Do you have a used ${year} ${model} in stock?`,
          answer: `We have ${roll(0, 4)} certified used ${year} ${model}s on the lot, each inspected on 150 points and sold with a 12-month warranty.`,
        },
      ]),
      ...trims.flatMap((trim) => [
        {
          question: `What comes with the ${trim} trim of the ${model}?`,
          answer: `The ${trim} ${model} adds ${['alloy wheels and heated seats', 'sport suspension and a body kit', 'leather seats, a panoramic roof and a premium sound system'][trims.indexOf(trim)]} to the standard equipment.`,
        },
        {
          question: `How much does it cost to insure a ${trim} ${model}?`,
          answer: `Drivers over 25 typically pay $${roll(70, 190)} a month to insure a ${trim} ${model}; our partner broker quotes in five minutes.`,
        },
      ]),
    ];
  });
}

function rentalEntries(roll: Roll): QaEntry[] {
  const perBranch = branches.flatMap((branch) => [
    {
      question: `What are the opening hours of the ${branch}?`,
      answer: `The ${branch} desk is open from ${roll(6, 8)} am to ${roll(8, 11)} pm every day, public holidays included.`,
    },
    {
      question: `How do I get to the ${branch}?`,
      answer: `The ${branch} desk is a ${roll(2, 12)}-minute walk from the bus stop of the same name; follow the green rental signs.`,
    },
    {
      question: `Is there customer parking at the ${branch}?`,
      answer: `Yes, the ${branch} has ${roll(4, 30)} free short-stay spaces for customers collecting or returning a car.`,
    },
    ...vehicleClasses.flatMap((vehicle) => [
      ...rentalPeriods.map((period) => ({
        question: `How much does it cost to rent a ${vehicle} at the ${branch} for ${period}?`,
        answer: `Renting a ${vehicle} at the ${branch} for ${period} costs from $${roll(30, 250) * (period === 'a day' ? 1 : period === 'a weekend' ? 2 : 5)}, with basic insurance and 200 free miles a day.`,
      })),
      {
        question: `Can I pick up a ${vehicle} at the ${branch} and drop it at another branch?`,
        answer: `Yes, one-way rentals of a ${vehicle} from the ${branch} cost $${roll(25, 90)} extra, added when you book.`,
      },
      {
        question: `Do you have child seats for a ${vehicle} at the ${branch}?`,
        answer: `The ${branch} keeps ${roll(2, 12)} child seats and boosters; reserve one with your ${vehicle} for $${roll(5, 12)} a day.`,
      },
      {
        question: `Can I return a ${vehicle} to the ${branch} after hours?`,
        answer: `Yes. Park the ${vehicle} in the marked bays at the ${branch} and drop the key in the secure box; we check it in by ${roll(8, 10)} am the next morning.`,
      },
    ]),
  ]);
  const perClass = vehicleClasses.flatMap((vehicle) => [
    {
      question: `What deposit do you take for a ${vehicle}?`,
      answer: `We hold a deposit of $${roll(2, 15) * 100} on a credit card for a ${vehicle} and release it within five working days of the return.`,
    },
    {
      question: `How old do I have to be to rent a ${vehicle}?`,
      answer: `You must be at least ${roll(21, 25)} and have held a full licence for two years to rent a ${vehicle}; younger drivers pay a surcharge.`,
    },
    ...rentalPeriods.map((period) => ({
      question: `How much is full insurance on a ${vehicle} for ${period}?`,
      answer: `Full cover with no excess on a ${vehicle} costs $${roll(12, 35) * (period === 'a full week' ? 5 : period === 'a weekend' ? 2 : 1)} for ${period}; without it you are liable for the first $${roll(5, 20) * 100} of damage.`,
    })),
    {
      question: `Can I add a second driver to a ${vehicle}?`,
      answer: `Yes, a second driver on a ${vehicle} costs $${roll(5, 15)} a day; they must show their licence at the desk.`,
    },
    {
      question: `Is unlimited mileage included with a ${vehicle}?`,
      answer: `Rentals of a ${vehicle} for a week or more include unlimited mileage; shorter ones include 200 miles a day, then ${roll(15, 40)} cents a mile.`,
    },
  ]);
  return [...perBranch, ...perClass];
}

function cleaningEntries(roll: Roll): QaEntry[] {
  return cleaningServices.flatMap((service) => [
    ...homes.flatMap((home, size) => [
      {
        question: `How much does ${service} cost for a ${home}?`,
        answer: `${service[0]!.toUpperCase()}${service.slice(1)} for a ${home} costs $${(roll(6, 12) + size * 4) * 10}, products and equipment included.`,
      },
      {
        question: `How long does ${service} take for a ${home}?`,
        answer: `Plan on about ${roll(2, 4) + size} hours for ${service} in a ${home}; you do not need to be at home while we work.`,
      },
      {
        question: `How many cleaners come for ${service} in a ${home}?`,
        answer: `We send a team of ${Math.min(4, 1 + Math.floor(size / 2) + roll(0, 1))} for ${service} in a ${home}, all vetted and insured.`,
      },
    ]),
    {
      question: `Do you bring your own products for ${service}?`,
      answer: `Yes, our team brings eco-certified products and professional machines for ${service}; tell us about any allergies when you book.`,
    },
    {
      question: `Is ${service} safe for pets and children?`,
      answer: `Yes. The products we use for ${service} are non-toxic once dry, which takes about ${roll(1, 4)} hours; keep pets out of the room until then.`,
    },
    {
      question: `What is not included in ${service}?`,
      answer: `${service[0]!.toUpperCase()}${service.slice(1)} does not cover moving heavy furniture or removing mould; we quote those separately.`,
    },
    {
      question: `Do I need to move furniture before ${service}?`,
      answer: `Clear small items and valuables before ${service}; our team moves light furniture and puts it back.`,
    },
    {
      question: `Do you guarantee your ${service}?`,
      answer: `Yes: if anything is not right within ${roll(2, 7)} days of our ${service}, we come back and redo it free of charge.`,
    },
    {
      question: `Do you offer ${service} for businesses?`,
      answer: `Yes, we do ${service} for offices, shops and holiday lets, with invoices and a ${roll(5, 15)}% discount on regular contracts.`,
    },
    {
      question: `How far in advance should I book ${service}?`,
      answer: `Book ${service} at least ${roll(2, 10)} days ahead; we keep a few same-week slots for urgent jobs at a 15% surcharge.`,
    },
    ...weekdays.map((day) => ({
      question: `Do you offer ${service} on ${day}?`,
      answer: `Yes, ${service} is available on ${day} between ${roll(7, 9)} am and ${roll(4, 7)} pm.`,
    })),
  ]);
}

/**
 * Questions and answers as varied as a real knowledge base: shared words ("cost", "rent",
 * "cleaning") across hundreds of entries make the search rank, not merely find. Interleaved,
 * so any prefix mixes the three businesses.
 */
function generatedKnowledge(): QaEntry[] {
  const roll = seeded(2026);
  const lists = [dealerEntries(roll), rentalEntries(roll), cleaningEntries(roll)];
  const longest = Math.max(...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, index) => lists.map((list) => list[index]))
    .flat()
    .filter((entry): entry is QaEntry => entry !== undefined);
}

/** How a customer types a stored question: as written, hurried, or with a greeting. */
function asCustomerWould(question: string, index: number) {
  const hurried = question.replace(/\?$/, '').toLowerCase();
  return [question, hurried, `Hi, ${hurried}?`, `${question} Thanks`][index % 4]!;
}

// ——— The account, its knowledge and its widget, through the product's own API ———

type Owner = { url: string; headers: Record<string, string> };

async function signInOwner(server: RunningServer): Promise<Owner> {
  const cookie = await signIn(server.url, benchAccount, {
    'x-forwarded-for': freshClientAddress(),
  });
  return {
    url: server.url,
    headers: { cookie, origin: server.url, 'content-type': 'application/json' },
  };
}

async function ownerJson<T>(owner: Owner, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${owner.url}${path}`, { ...init, headers: owner.headers });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<T>;
}

/** The account's active Webchat agent's widget, which the customers use as its preview. */
type Widget = { owner: Owner; agentId: string; publicId: string };

/** The widget of the account's active Webchat agent. */
async function widgetOf(owner: Owner): Promise<Widget> {
  const { agents } = await ownerJson<{
    agents: { id: string; status: string; channels: string[] }[];
  }>(owner, apiPaths.agents);
  const agent = agents.find((row) => row.status === 'active' && row.channels.includes('Webchat'));
  if (!agent) throw new Error('The bench account has no active Webchat agent.');
  const settings = await ownerJson<WebchatSettings>(
    owner,
    apiPath(apiPaths.agentWebchat, { id: agent.id }),
  );
  return { owner, agentId: agent.id, publicId: settings.publicId };
}

async function answerEngine(owner: Owner) {
  return (await ownerJson<{ engine: 'builtin' | 'model' }>(owner, apiPaths.answerEngine)).engine;
}

/** The account's knowledge as the portal lists it: its passages, and its Q&A questions. */
async function readKnowledge(owner: Owner) {
  let passages = 0;
  const questions: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page: KnowledgeList = await ownerJson<KnowledgeList>(
      owner,
      `${apiPaths.knowledge}${query}`,
    );
    for (const source of page.sources) {
      passages += source.passageCount;
      if (source.kind === 'qa' && source.state === 'indexed') questions.push(source.title);
    }
    cursor = page.nextCursor;
  } while (cursor);
  return { passages, questions };
}

/** Adds Q&A pairs as the portal's form does, a few at a time; a refusal stops the run in words. */
async function addQa(owner: Owner, entries: QaEntry[]) {
  let next = 0;
  const writer = async () => {
    for (let entry = entries[next++]; entry; entry = entries[next++]) {
      await ownerJson(owner, apiPaths.knowledgeQa, {
        method: 'POST',
        body: JSON.stringify({ ...entry, language: 'English' }),
      });
    }
  };
  await Promise.all(Array.from({ length: KNOWLEDGE_WRITERS }, writer));
}

/**
 * Tops the account's knowledge up to the budget's passages (a Q&A is one passage), keeping
 * what it has: the sample data's, or an earlier run's on the same database.
 */
async function fillKnowledge(owner: Owner, passages: number) {
  const before = await readKnowledge(owner);
  const known = new Set(before.questions);
  const missing = passages - before.passages;
  if (missing > 0) {
    const fresh = generatedKnowledge().filter((entry) => !known.has(entry.question));
    if (fresh.length < missing) throw new Error(`Only ${fresh.length} generated Q&A are new.`);
    await addQa(owner, fresh.slice(0, missing));
  }
  return readKnowledge(owner);
}

// ——— Customers on the website widget ———

type AnswerTiming = {
  text: string;
  sentAt: number;
  firstEventAt?: number;
  firstTextAt?: number;
  doneAt?: number;
  handedOver: boolean;
  /** The conversation's status after the answer: not `bot` once a person is to take over. */
  status?: string;
  failure?: string;
};

type Customer = {
  ask: (text: string) => Promise<AnswerTiming>;
  /** A new conversation: in one passed to a person, the agent no longer answers. */
  startAgain: () => Promise<void>;
};

/**
 * A visitor of the widget as the portal's preview, with a preview token of its own the owner
 * asked for: its conversations are tests, so the run does not use up the account's month. Like
 * the widget, it keeps the conversation's event stream open while it writes.
 */
async function openCustomer(
  server: RunningServer,
  widget: Widget,
  abort: AbortSignal,
): Promise<Customer> {
  const preview = await ownerJson<WidgetPreviewToken>(
    widget.owner,
    apiPath(apiPaths.agentWebchatPreviewToken, { id: widget.agentId }),
    { method: 'POST' },
  );
  const base = {
    origin: server.url,
    'x-forwarded-for': freshClientAddress(),
    [WIDGET_PREVIEW_HEADER]: preview.token,
  };
  const publicId = widget.publicId;
  const visitor = await fetch(`${server.url}${apiPath(widgetApiPaths.visitors, { publicId })}`, {
    method: 'POST',
    headers: base,
  });
  if (!visitor.ok) throw new Error(`The visitor answered ${visitor.status}`);
  const { token } = (await visitor.json()) as { token: string };
  const headers = { ...base, authorization: `Bearer ${token}` };
  let conversationId = '';

  const startAgain = async () => {
    const res = await fetch(`${server.url}${widgetApiPaths.conversations}`, {
      method: 'POST',
      headers,
    });
    if (!res.ok) throw new Error(`A new conversation answered ${res.status}`);
    conversationId = ((await res.json()) as { conversation: { id: string } }).conversation.id;
    const events = await fetch(
      `${server.url}${apiPath(widgetApiPaths.conversationEvents, { id: conversationId })}`,
      { headers, signal: abort },
    );
    void readEventStream(events, () => {}).catch(() => {
      // Aborted at the end of the run.
    });
  };
  await startAgain();
  return {
    startAgain,
    ask: (text) =>
      ask(
        `${server.url}${apiPath(widgetApiPaths.conversationMessages, { id: conversationId })}`,
        headers,
        text,
      ),
  };
}

/** Sends one message as the widget does and notes when each part of the streamed answer came. */
async function ask(url: string, headers: Record<string, string>, text: string) {
  const timing: AnswerTiming = { text, sentAt: performance.now(), handedOver: false };
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ text }),
      signal: AbortSignal.timeout(RUN_LIMIT_MS),
    });
    if (!res.ok) {
      timing.failure = `answered ${res.status}: ${await res.text()}`;
      return timing;
    }
    await readEventStream(res, (event) => {
      const at = performance.now();
      timing.firstEventAt ??= at;
      if (event.event === 'delta') timing.firstTextAt ??= at;
      else if (event.event === 'handover') timing.handedOver = true;
      else if (event.event === 'error') timing.failure = `error event: ${event.data}`;
      else if (event.event === 'done') {
        timing.doneAt = at;
        timing.status = (JSON.parse(event.data) as { status: string }).status;
      }
    });
    if (timing.doneAt === undefined) timing.failure ??= 'the stream ended without `done`';
  } catch (error) {
    timing.failure =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${RUN_LIMIT_MS} ms`
        : String(error);
  }
  return timing;
}

/**
 * One customer's messages, each sent once the answer before it is complete, until `deadline`.
 * A customer whose answer failed stops: what the server still does for it is unknown.
 */
async function converse(customer: Customer, texts: string[], deadline: number) {
  const timings: AnswerTiming[] = [];
  for (const text of texts) {
    if (performance.now() > deadline) break;
    const timing = await customer.ask(text);
    timings.push(timing);
    if (timing.failure) break;
    // Handed over, the agent stays silent: a customer still asking starts a new conversation.
    if (timing.status !== 'bot') await customer.startAgain();
  }
  return timings;
}

/**
 * Opens every customer first, then lets them all write at once, so the timed run is the
 * answering alone; `texts[c]` are customer c's messages.
 */
async function runCustomers(server: RunningServer, widget: Widget, texts: string[][]) {
  const abort = new AbortController();
  try {
    const customers = await Promise.all(
      texts.map(() => openCustomer(server, widget, abort.signal)),
    );
    const began = performance.now();
    const timings = await Promise.all(
      customers.map((customer, index) => converse(customer, texts[index]!, began + RUN_LIMIT_MS)),
    );
    return {
      timings: timings.flat(),
      planned: texts.flat().length,
      seconds: (performance.now() - began) / 1000,
    };
  } finally {
    abort.abort();
  }
}

const failed = (timings: AnswerTiming[]) => timings.filter((timing) => timing.failure);

function logFailures(label: string, timings: AnswerTiming[]) {
  const failures = failed(timings);
  if (failures.length === 0) return;
  console.error(`${label}: ${failures.length} answers failed, the first: ${failures[0]!.failure}`);
}

// ——— The built-in responder ———

/** `count` customer messages, each a stored question as a customer would type it. */
function customerMessages(questions: string[], count: number, offset: number) {
  return Array.from({ length: count }, (_, index) => {
    const at = offset + index;
    return asCustomerWould(questions[(at * 7919) % questions.length]!, at);
  });
}

/** Each part over the messages that got that far, so a later failure still shows its start. */
function since(timings: AnswerTiming[], at: (timing: AnswerTiming) => number | undefined) {
  return spreadOf(
    timings.flatMap((timing) => {
      const reached = at(timing);
      return reached === undefined ? [] : [reached - timing.sentAt];
    }),
  );
}

/**
 * The built-in responder (no model configured) answering 50 widget customers at once, each
 * writing several messages one after another, with 1,000 passages of knowledge to search.
 */
export async function measureBuiltInAnswers(server: RunningServer): Promise<AnswerFigures> {
  const owner = await signInOwner(server);
  if ((await answerEngine(owner)) !== 'builtin') {
    throw new Error('The server answers with a model: start it without LLM_BASE_URL.');
  }
  const knowledge = await fillKnowledge(owner, answerTargets.knowledgePassages);
  const widget = await widgetOf(owner);

  await runCustomers(server, widget, [customerMessages(knowledge.questions, WARM_UP_MESSAGES, 0)]);
  const alone = await runCustomers(server, widget, [
    customerMessages(knowledge.questions, ALONE_MESSAGES, WARM_UP_MESSAGES),
  ]);
  const texts = Array.from({ length: answerTargets.conversations }, (_, customer) =>
    customerMessages(
      knowledge.questions,
      BUILT_IN_MESSAGES_EACH,
      WARM_UP_MESSAGES + ALONE_MESSAGES + customer * BUILT_IN_MESSAGES_EACH,
    ),
  );
  const cpuBefore = await processCpu(server.pid);
  const { timings, planned, seconds } = await runCustomers(server, widget, texts);
  const cpuAfter = await processCpu(server.pid);
  logFailures('Built-in answers', timings);
  const answered = timings.filter((timing) => !timing.failure);
  return {
    alone: {
      messages: alone.timings.length,
      firstEvent: since(alone.timings, (timing) => timing.firstEventAt),
      firstText: since(alone.timings, (timing) => timing.firstTextAt),
    },
    passages: knowledge.passages,
    conversations: texts.length,
    planned,
    messages: timings.length,
    fromKnowledge: answered.filter((timing) => !timing.handedOver).length,
    firstEvent: since(timings, (timing) => timing.firstEventAt),
    firstText: since(timings, (timing) => timing.firstTextAt),
    complete: since(timings, (timing) => timing.doneAt),
    answersPerSecond: answered.length / seconds,
    seconds,
    errors: timings.length - answered.length,
    cpuPerMessage: {
      allMs: (cpuAfter.all - cpuBefore.all) / timings.length,
      mainMs: (cpuAfter.main - cpuBefore.main) / timings.length,
    },
  };
}

// ——— A model ———

/** The fake model's answer, a word to a chunk as models stream. */
const modelAnswer =
  'Thanks for asking! Based on our price list, that comes to about one hundred and twenty dollars, taxes included.'.split(
    /(?<= )/,
  );

/** The provider's request for a customer's message: the last thing the model was asked. */
function requestsByQuestion(requests: ReceivedRequest[]) {
  return new Map(requests.map((request) => [request.body.messages.at(-1)?.content, request]));
}

type ModelSample = { added: number; beforeCall: number; relay: number; model: number };

/**
 * What the server adds to one answer: the customer's wait for the first text less the model's
 * own time, both read on this process's clock (the fake provider runs here), so no clocks of
 * two machines are compared.
 */
function modelSample(timing: AnswerTiming, request: ReceivedRequest | undefined) {
  if (timing.firstTextAt === undefined || !request?.firstTextAt) return undefined;
  const model = request.firstTextAt - request.receivedAt;
  return {
    model,
    added: timing.firstTextAt - timing.sentAt - model,
    beforeCall: request.receivedAt - timing.sentAt,
    relay: timing.firstTextAt - request.firstTextAt,
  } satisfies ModelSample;
}

/**
 * Answers from an OpenAI-compatible model: starts a fake provider in this process that waits
 * a fixed time before every chunk, starts the server with `options` pointed at it
 * (LLM_BASE_URL, LLM_MODEL), and times widget customers' answers. The database in `options`
 * must not be held by another server (the embedded one admits a single process).
 */
export async function measureModelAnswers(
  options: Omit<ServerOptions, 'env'>,
): Promise<ModelAnswerFigures> {
  const provider = await startFakeChatProvider({
    defaultReply: { chunks: modelAnswer, delayMs: MODEL_TOKEN_DELAY_MS },
  });
  try {
    const server = await startServer({
      ...options,
      env: { LLM_BASE_URL: provider.baseUrl, LLM_MODEL: 'bench-model', LLM_API_KEY: 'bench' },
    });
    try {
      return await timeModelAnswers(server, provider.requests);
    } finally {
      await server.stop();
    }
  } finally {
    await provider.close();
  }
}

async function timeModelAnswers(
  server: RunningServer,
  requests: ReceivedRequest[],
): Promise<ModelAnswerFigures> {
  const owner = await signInOwner(server);
  if ((await answerEngine(owner)) !== 'model') throw new Error('The server ignored LLM_BASE_URL.');
  // The same knowledge as the built-in run's, searched before every call to the model.
  const knowledge = await fillKnowledge(owner, answerTargets.knowledgePassages);
  const widget = await widgetOf(owner);
  // Each message asked once in the run, so the provider's request for it is known by its text.
  const questions = generatedKnowledge().map((entry) => entry.question);
  const texts = Array.from({ length: MODEL_CONVERSATIONS + 1 }, (_, customer) =>
    questions.slice(customer * MODEL_MESSAGES_EACH, (customer + 1) * MODEL_MESSAGES_EACH),
  );
  await runCustomers(server, widget, texts.slice(0, 1));
  const { timings, planned } = await runCustomers(server, widget, texts.slice(1));
  logFailures('Model answers', timings);
  const byQuestion = requestsByQuestion(requests);
  const sampled = timings.map((timing) => ({
    timing,
    sample: modelSample(timing, byQuestion.get(timing.text)),
  }));
  const samples = sampled.flatMap(({ sample }) => (sample ? [sample] : []));
  return {
    passages: knowledge.passages,
    conversations: MODEL_CONVERSATIONS,
    planned,
    messages: timings.length,
    tokenDelayMs: MODEL_TOKEN_DELAY_MS,
    modelFirstText: spreadOf(samples.map((sample) => sample.model)),
    added: spreadOf(samples.map((sample) => sample.added)),
    beforeCall: spreadOf(samples.map((sample) => sample.beforeCall)),
    relay: spreadOf(samples.map((sample) => sample.relay)),
    // Also an answer the model never started: the built-in responder stood in for it.
    errors: sampled.filter(({ timing, sample }) => timing.failure || !sample).length,
  };
}

// ——— The report ———

const table = (head: string[], rows: string[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
const count = (value: number) => value.toLocaleString('en-US');
/** How many messages went out, and why not all when the run's time ran out. */
const sent = ({ messages, planned }: { messages: number; planned: number }) =>
  messages === planned
    ? `${count(messages)} messages`
    : `${count(messages)} of ${count(planned)} messages (none is sent after ${RUN_LIMIT_MS / 1000} s, and an answer later than that is an error)`;

function builtInTable(figures: AnswerFigures) {
  return table(
    ['', 'p50', 'p99'],
    [
      [
        'one customer alone: first event',
        ms(figures.alone.firstEvent.p50Ms),
        ms(figures.alone.firstEvent.p99Ms),
      ],
      [
        'one customer alone: first text',
        ms(figures.alone.firstText.p50Ms),
        ms(figures.alone.firstText.p99Ms),
      ],
      [
        `${figures.conversations} at once: first event (\`start\`)`,
        ms(figures.firstEvent.p50Ms),
        ms(figures.firstEvent.p99Ms),
      ],
      [
        `${figures.conversations} at once: first text (\`delta\`)`,
        ms(figures.firstText.p50Ms),
        ms(figures.firstText.p99Ms),
      ],
      [
        `${figures.conversations} at once: complete (\`done\`)`,
        ms(figures.complete.p50Ms),
        ms(figures.complete.p99Ms),
      ],
    ],
  );
}

function modelTable(figures: ModelAnswerFigures) {
  return table(
    ['', 'p50', 'p99'],
    [
      [
        "the model's own time to its first text",
        ms(figures.modelFirstText.p50Ms),
        ms(figures.modelFirstText.p99Ms),
      ],
      ['what the server adds to it', ms(figures.added.p50Ms), ms(figures.added.p99Ms)],
      [
        'of which before the call to the model',
        ms(figures.beforeCall.p50Ms),
        ms(figures.beforeCall.p99Ms),
      ],
      ["of which after the model's first text", ms(figures.relay.p50Ms), ms(figures.relay.p99Ms)],
    ],
  );
}

/** The report's section on answers: what was measured, how, and the figures. */
export function answersSection(
  builtIn?: AnswerFigures,
  model?: ModelAnswerFigures,
  builtInOnPostgres?: AnswerFigures,
): string {
  const lines = [
    '## Answers',
    '',
    "Customers on the website widget as the portal's preview, each with a preview token of its own (so the conversations are tests and do not count against the plan), each with its conversation's event stream open as the widget keeps it. Each message is timed in the customer's process from the request to the answer's events as they stream back: `start`, sent once the message is stored; the first text (`delta`), once the knowledge is searched; and `done`, once the answer is stored.",
    '',
  ];
  if (builtIn) {
    lines.push(
      `**Built-in responder** (no model configured): ${count(builtIn.passages)} knowledge passages (the sample data's, and Q&A pairs of a car dealer, a rental desk and a cleaning service added through the knowledge API as the portal adds them), ${builtIn.conversations} conversations at once, each sending up to ${builtIn.planned / builtIn.conversations} messages one after another, each a stored question as a customer would type it. ${sent(builtIn)} in ${builtIn.seconds.toFixed(1)} s: ${builtIn.answersPerSecond.toFixed(1)} complete answers a second, ${count(builtIn.fromKnowledge)} from the knowledge, ${builtIn.errors} errors. The server used ${ms(builtIn.cpuPerMessage.allMs)} of CPU a message, ${ms(builtIn.cpuPerMessage.mainMs)} of it on its event loop: a steadier figure than the latencies on a shared machine.`,
      '',
      builtInTable(builtIn),
      '',
    );
  }
  if (builtInOnPostgres) {
    lines.push(
      `**Built-in responder on PostgreSQL**, the same run against the same server on a PostgreSQL database: ${sent(builtInOnPostgres)} in ${builtInOnPostgres.seconds.toFixed(1)} s, ${builtInOnPostgres.answersPerSecond.toFixed(1)} complete answers a second, ${builtInOnPostgres.errors} errors; the server used ${ms(builtInOnPostgres.cpuPerMessage.allMs)} of CPU a message (PostgreSQL's own not counted), ${ms(builtInOnPostgres.cpuPerMessage.mainMs)} of it on its event loop.`,
      '',
      builtInTable(builtInOnPostgres),
      '',
    );
  }
  if (model) {
    lines.push(
      `**With a model**: an OpenAI-compatible provider in the benchmark's process (\`LLM_BASE_URL\`) that waits ${model.tokenDelayMs} ms before every chunk it streams; the same ${count(model.passages)} passages searched before each call; ${model.conversations} conversations at once, ${sent(model)}, ${model.errors} errors. The provider notes when each request arrived and when it wrote its first text, on the customers' clock, so what the server adds is the customer's wait for the first text less the model's own time: storing the message, searching the knowledge and building the prompt before the call, and passing the first text on after it.`,
      '',
      modelTable(model),
      '',
    );
  }
  if (!builtIn && !model) lines.push('Not measured.', '');
  return lines.join('\n').trimEnd();
}

export function builtInAnswersTarget(figures: AnswerFigures | undefined): AnswerTargetRow {
  const { knowledgePassages, conversations, builtInFirstEventP50Ms } = answerTargets;
  const target = `Built-in responder: first event p50 < ${builtInFirstEventP50Ms} ms with ${count(knowledgePassages)} knowledge passages and ${conversations} conversations at once`;
  if (!figures) return { target, achieved: 'not measured', met: undefined };
  return {
    target,
    achieved: `${ms(figures.firstEvent.p50Ms)} (p99 ${ms(figures.firstEvent.p99Ms)}; first text p50 ${ms(figures.firstText.p50Ms)}, complete p50 ${ms(figures.complete.p50Ms)}, p99 ${ms(figures.complete.p99Ms)}; ${count(figures.passages)} passages, ${figures.conversations} conversations, ${count(figures.messages)} messages, ${figures.answersPerSecond.toFixed(1)} answers/s, ${figures.errors} errors)`,
    met:
      figures.passages >= knowledgePassages &&
      figures.conversations >= conversations &&
      figures.errors === 0 &&
      figures.firstEvent.p50Ms < builtInFirstEventP50Ms,
  };
}

/** The issue's target for the built-in responder: the customer reads its first words soon. */
function builtInFirstTextRow(figures: AnswerFigures | undefined): AnswerTargetRow {
  const { builtInFirstTextP50Ms, conversations } = answerTargets;
  const target = `Built-in responder: first text p50 < ${builtInFirstTextP50Ms} ms with ${conversations} widget conversations at once`;
  if (!figures) return { target, achieved: 'not measured', met: undefined };
  return {
    target,
    achieved: `${ms(figures.firstText.p50Ms)} (p99 ${ms(figures.firstText.p99Ms)})`,
    met:
      figures.conversations >= conversations &&
      figures.errors === 0 &&
      figures.firstText.p50Ms < builtInFirstTextP50Ms,
  };
}

/** What the server does between the customer's message and its call to the model. */
function beforeCallRow(figures: ModelAnswerFigures | undefined): AnswerTargetRow {
  const target = `Model path: the server calls the model < ${answerTargets.modelBeforeCallP50Ms} ms p50 after the customer's message is sent`;
  if (!figures) return { target, achieved: 'not measured', met: undefined };
  return {
    target,
    achieved: `${ms(figures.beforeCall.p50Ms)} (p99 ${ms(figures.beforeCall.p99Ms)}; ${count(figures.messages)} messages in ${figures.conversations} conversations, ${figures.errors} errors)`,
    met: figures.errors === 0 && figures.beforeCall.p50Ms < answerTargets.modelBeforeCallP50Ms,
  };
}

/** What the server itself does between the provider's first text and the customer's. */
function relayRow(figures: ModelAnswerFigures | undefined): AnswerTargetRow {
  const target = `Model path: the customer's first text follows the provider's first token by < ${answerTargets.modelRelayP50Ms} ms p50`;
  if (!figures) return { target, achieved: 'not measured', met: undefined };
  return {
    target,
    achieved: `${ms(figures.relay.p50Ms)} (p99 ${ms(figures.relay.p99Ms)})`,
    met: figures.errors === 0 && figures.relay.p50Ms < answerTargets.modelRelayP50Ms,
  };
}

/** Rows for the report's Targets table, in its shape. */
export function answersTargets(
  builtIn?: AnswerFigures,
  model?: ModelAnswerFigures,
): AnswerTargetRow[] {
  return [
    builtInAnswersTarget(builtIn),
    builtInFirstTextRow(builtIn),
    beforeCallRow(model),
    relayRow(model),
  ];
}
