import { z } from 'zod';

/**
 * The dashboard's getting-started checklist: the landing's three steps as the runtime makes
 * them real. Each step is ticked from what the account has done:
 * - briefing: a business briefing is saved;
 * - knowledge: at least one Q&A or document is in the knowledge base;
 * - playground: the owner has asked an agent something in the playground;
 * - calendar: a calendar is connected; offered only to an account with an active Appointments
 *   agent (null otherwise), whose bookings go into it;
 * - goLive: a visitor has written through the website widget (the portal's preview aside), or a
 *   WhatsApp number or a Telegram bot is connected.
 */
export const onboardingStepIds = [
  'briefing',
  'knowledge',
  'calendar',
  'playground',
  'goLive',
] as const;
export type OnboardingStepId = (typeof onboardingStepIds)[number];

export const onboardingSchema = z.object({
  done: z.object({
    briefing: z.boolean(),
    knowledge: z.boolean(),
    /** Null when the step is not offered: the account has no active Appointments agent. */
    calendar: z.boolean().nullable(),
    playground: z.boolean(),
    goLive: z.boolean(),
  }),
  /** The agent the playground step opens (the oldest active one); null while there is none. */
  playgroundAgentId: z.string().nullable(),
});
export type Onboarding = z.infer<typeof onboardingSchema>;

/** The steps offered to the account, in order. */
export const stepsOf = ({ done }: Onboarding) =>
  onboardingStepIds.filter((id) => done[id] !== null);

/** How many of the offered steps are done. */
export const stepsDone = (onboarding: Onboarding) =>
  stepsOf(onboarding).filter((id) => onboarding.done[id]).length;

const countWords = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six'];

type StepCopy = { title: string; description: string };

export const onboardingCopy = {
  title: 'Get started in minutes',
  subtitle: (steps: number) =>
    `${countWords[steps] ?? steps} steps from your business details to your first customer conversation.`,
  listLabel: 'Getting-started steps',
  progress: (done: number, total: number) => `${done} of ${total} done`,
  progressLabel: 'Getting-started progress',
  /** Each step's state, in words for screen readers, before its title. */
  stepDone: 'Done:',
  stepToDo: 'To do:',
  steps: {
    briefing: {
      title: 'Write your business briefing',
      description: 'Tell your agent what you offer, who your customers are and how to speak.',
    },
    knowledge: {
      title: 'Add what your agent should know',
      description:
        'Your website’s pages, questions and answers or documents: prices, opening hours, policies.',
    },
    calendar: {
      title: 'Connect your calendar',
      description:
        'Your Appointments agent books into it, and never offers a time it holds. Set your opening hours and services too.',
    },
    playground: {
      title: 'Test your agent',
      description: 'Ask it what your customers would ask, before they do.',
    },
    goLive: {
      title: 'Go live with your customers',
      description:
        'Put the chat widget on your website, or connect WhatsApp or Telegram. Ticked once a customer writes through the widget or a channel is connected.',
    },
  } satisfies Record<OnboardingStepId, StepCopy>,
  actions: {
    briefing: 'Write the briefing',
    knowledge: 'Add knowledge',
    /** The knowledge step's first way: the business's own website, read for it. */
    websiteKnowledge: 'Read your website',
    playground: 'Open the playground',
    /** The playground step without an active agent to test. */
    playgroundNoAgent: 'Go to your agents',
    appleCalendar: 'Connect Apple Calendar',
    googleCalendar: 'Connect Google Calendar',
    appointments: 'Set hours and services',
    website: 'Add to your website',
    whatsapp: 'Connect WhatsApp',
  },
  allSetTitle: 'You’re all set',
  allSet:
    'Your agent knows your business, has been tested and is talking to your customers. Follow its conversations below.',
  dismiss: 'Dismiss checklist',
  dismissing: 'Dismissing…',
  dismissFailed: 'The checklist could not be dismissed. Please try again.',
} as const;
