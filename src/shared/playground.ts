import type { KnowledgeSourceKind } from './conversations.ts';
import { knowledgeKindLabels } from './knowledge.ts';

/** The playground: the business talks to its own agent, as a customer would. */
export const playgroundCopy = {
  test: 'Test',
  testLabel: (agentName: string) => `Test ${agentName}`,
  title: (agentName: string) => `Test ${agentName}`,
  subtitle:
    'Talk to your agent as a customer would. Test conversations are kept apart and never count towards your plan.',
  startOver: 'Start over',
  starting: 'Starting a test conversation…',
  startFailed: 'The test conversation could not start.',
  messageLabel: 'Your message',
  messagePlaceholder: 'Ask as a customer would…',
  send: 'Send',
  sendFailed: 'The message could not be sent. Try again.',
  agentTyping: (agentName: string) => `${agentName} is writing…`,
  customer: 'You',
  /** The replies the agent offers under its latest message (a booking's times, yes or no). */
  suggestedReplies: 'Suggested replies',
  sources: (count: number) => (count === 1 ? '1 source' : `${count} sources`),
  sourcesOf: 'Sources of this answer',
  openSource: 'Open in AI Configuration',
  /** A website's page: the page itself, on the business's site. */
  openPage: 'Open the page',
  sourceKinds: {
    briefing: 'Business briefing',
    custom_response: 'Custom response',
    ...knowledgeKindLabels,
  } satisfies Record<KnowledgeSourceKind, string>,
  cut: 'The answer was cut short.',
  handedOver: 'Handed over to your team',
  handedOverHint:
    'In a real conversation, the customer now waits for a person in your live inbox; the agent stays silent until it is handed back. A test stays with the agent: write again to go on.',
  closed: 'This test conversation is closed. Start over to test again.',
  rateTitle: 'How was this conversation?',
  rateUp: 'Thumbs up',
  rateDown: 'Thumbs down',
  rateComment: 'Comment (optional)',
  rateSend: 'Send rating',
  rated: 'Thank you for your rating.',
  rateFailed: 'The rating could not be sent.',
  agentMissing: 'This agent no longer exists.',
  backToAgents: 'Back to agents',
} as const;
