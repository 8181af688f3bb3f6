import { ANALYTICS_DEFAULT_DAYS } from './analytics.ts';

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** Every text of the Analytics page, where the business reads how its conversations went. */
export const analyticsCopy = {
  subtitle:
    'How your agents are doing: how many conversations, how they ended, how fast customers got an answer and what they asked that your agents could not answer.',

  filtersLabel: 'Filter the figures',
  fromLabel: 'From',
  toLabel: 'To',
  agentLabel: 'Agent',
  agentUnknownYet: 'This agent',
  channelLabel: 'Channel',
  any: 'Any',
  clear: 'Clear filters',
  defaultRange: `Last ${ANALYTICS_DEFAULT_DAYS} days`,
  rangeDays: (days: number) => plural(days, 'day', 'days'),
  covered: (from: string, to: string) => `Figures for ${from} to ${to} (UTC days).`,

  loading: 'Loading the figures',
  loadFailed: 'The figures could not be loaded. Check your connection and try again.',

  emptyTitle: 'No conversations in this range',
  emptyText:
    'Figures appear here once customers write to your agents. Try an agent in the playground first (your tests are not counted here), then put it on your website.',
  openPlayground: 'Try an agent in the playground',
  openAgentPlayground: 'Try this agent in the playground',
  putOnWebsite: 'Put an agent on your website',

  headlineLabel: 'Headline figures',
  conversations: 'Conversations',
  conversationsDetail: 'Started in this range',
  resolvedByAgent: 'Resolved by the agent alone',
  handedOver: 'Handed over to your team',
  unresolved: 'Handed over, nobody replied',
  shareDetail: (count: number, of: number) =>
    `${count.toLocaleString('en-US')} of ${plural(of, 'conversation', 'conversations')}`,
  agentFirstResponse: 'Agent’s first response',
  personFirstResponse: 'Your team’s first response',
  typical: 'Typical (median)',
  slowest: (time: string) => `9 in 10 within ${time}`,
  measured: (count: number) => plural(count, 'response measured', 'responses measured'),
  notMeasured: 'Nothing measured yet',
  ratings: 'Thumbs up',
  ratingsDetail: (count: number) => `of ${plural(count, 'rating', 'ratings')}`,
  noRatings: 'No ratings yet',
  bookings: 'Booked by agents',
  bookingsDetail: 'Appointments booked in these conversations',
  bookingsCancelled: (count: number) => `${count} cancelled since`,
  none: '—',
  seconds: (seconds: number) => `${seconds} s`,
  minutes: (minutes: number) => `${minutes} min`,
  hours: (hours: number, minutes: number) =>
    minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`,

  chartLabel: (title: string) =>
    `${title}, drawn as a chart. Show as table gives the same figures as a table.`,
  showTable: 'Show as table',
  hideTable: 'Hide table',

  perDayTitle: 'Conversations per day',
  perDaySubtitle: 'Every conversation started each day, and how many of them were handed over.',
  dayColumn: 'Day (UTC)',
  conversationsSeries: 'Conversations',
  handedOverSeries: 'Handed over',

  outcomesTitle: 'How conversations ended',
  outcomesSubtitle: 'What became of the conversations started in this range.',
  outcomeColumn: 'Outcome',
  shareColumn: 'Share',
  outcomeLabels: {
    resolvedByAgent: 'Resolved by the agent alone',
    handedOver: 'Handed over, your team replied',
    unresolved: 'Handed over, nobody replied yet',
    open: 'Still with the agent',
  },

  hoursTitle: 'Busiest hours',
  hoursSubtitle: 'Conversations started in each hour of the day, in UTC.',
  hourColumn: 'Hour (UTC)',
  hourAxis: 'Hour of the day (UTC)',
  hourRange: (hour: number) =>
    `${String(hour).padStart(2, '0')}:00–${String((hour + 1) % 24).padStart(2, '0')}:00`,

  unansweredTitle: 'Questions the agent could not answer',
  unansweredSubtitle:
    'The questions your agents handed over because they had no answer. Add the answer to your knowledge and they answer it next time.',
  unansweredNone: 'Your agents had an answer for every question in this range.',
  askedTimes: (count: number) => `Asked ${count === 1 ? 'once' : `${count} times`}`,
  lastAsked: (when: string) => `last on ${when}`,
  addToKnowledge: 'Add to knowledge',

  knowledgeDialog: {
    title: 'Add to knowledge',
    how: 'How to add it',
    asNewQa: 'Make it a new Q&A',
    asPhrasing: 'Add it to a Q&A you already have, as another way customers ask it',
    noQaYet: 'You have no Q&A yet: make it a new one.',
    qaLoading: 'Loading your Q&A…',
    qaLoadFailed: 'Your Q&A could not be loaded. Make it a new Q&A, or try again later.',
    question: 'Question',
    answer: 'Answer',
    answerHint: 'Write the answer as you would like your agents to give it.',
    qa: 'Q&A that answers it',
    qaHint: 'Type to find it by its question.',
    closestQaHint:
      'The Q&A your agents found closest to this question. Choose another if it does not answer it.',
    qaNone: 'No Q&A has these words in its question.',
    chooseQa: 'Choose the Q&A that answers it.',
    phrasing: 'The customer’s words',
    phrasingHint: 'Your agents answer questions worded like this with the Q&A’s answer.',
    cancel: 'Cancel',
    save: 'Save',
    saving: 'Saving…',
    failed: 'The answer could not be saved. Try again.',
  },
  addedToKnowledge: 'Added to your knowledge. Your agents answer it from now on.',
  addedAsPhrasing: (question: string) =>
    `Added to “${question}” as another way customers ask it. Your agents answer it from now on.`,
} as const;
