import { z } from 'zod';

/** Specification §5 "Briefing step 1": the four tones, also used by the personality screen. */
export const toneOptions = ['professional', 'friendly', 'casual', 'formal'] as const;
export type Tone = (typeof toneOptions)[number];
export const toneLabels: Record<Tone, string> = {
  professional: 'Professional',
  friendly: 'Friendly',
  casual: 'Casual',
  formal: 'Formal',
};

/** Specification §5 "Sliders": 0-100 in steps of 1. */
export const SLIDER_MIN = 0;
export const SLIDER_MAX = 100;
export const SLIDER_STEP = 1;

export const TEXT_MAX_LENGTH = 2000;
export const RESPONSES_MAX = 50;

/** Specification §3 "Response template / custom response". */
export const responseTemplateSchema = z
  .object({
    scenario: z
      .string({ error: 'Describe the scenario.' })
      .trim()
      .min(1, 'Describe the scenario.')
      .max(200, 'Keep the scenario under 201 characters.'),
    response: z
      .string({ error: 'Write the response.' })
      .trim()
      .min(1, 'Write the response.')
      .max(TEXT_MAX_LENGTH, `Keep the response under ${TEXT_MAX_LENGTH + 1} characters.`),
  })
  .strict();
export type ResponseTemplate = z.input<typeof responseTemplateSchema>;

/** The labels of one scenario + response pair, wherever such pairs are edited. */
export const responseTemplateCopy = {
  scenarioLabel: 'Scenario',
  responseLabel: 'Response',
} as const;

export const responseTemplatesSchema = z
  .array(responseTemplateSchema, { error: 'Send a list of responses.' })
  .max(RESPONSES_MAX, `Keep to ${RESPONSES_MAX} responses or fewer.`);

/** The specification's two defaults: a frustrated-user reply and a pricing reply. */
export const defaultResponseTemplates: readonly ResponseTemplate[] = [
  {
    scenario: 'Frustrated customer',
    response:
      "I'm really sorry for the trouble you've had, and I understand how frustrating this must be. Let me look into it right away, and if I can't solve it myself I'll connect you with a member of our team who can.",
  },
  {
    scenario: 'Pricing question',
    response:
      "Happy to help with pricing! Our prices depend on what you need, so let me ask a couple of quick questions and I'll give you an accurate quote. You can also see our current plans on our website.",
  },
];

const sliderSchema = (label: string) =>
  z
    .number({ error: `${label} must be a number from ${SLIDER_MIN} to ${SLIDER_MAX}.` })
    .int(`${label} must be a whole number.`)
    .min(SLIDER_MIN, `${label} must be at least ${SLIDER_MIN}.`)
    .max(SLIDER_MAX, `${label} must be at most ${SLIDER_MAX}.`);

export const sliderKeys = ['formality', 'empathy', 'humor', 'creativity'] as const;
export type SliderKey = (typeof sliderKeys)[number];

/** Specification §3 "Personality"; PUT /api/v1/personality and the 'Save Changes' form. */
export const personalityInputSchema = z
  .object({
    tone: z.enum(toneOptions, { error: 'Choose professional, friendly, casual or formal.' }),
    formality: sliderSchema('Formality'),
    empathy: sliderSchema('Empathy'),
    humor: sliderSchema('Humor'),
    creativity: sliderSchema('Creativity'),
    greeting: z
      .string({ error: 'Write a greeting.' })
      .trim()
      .min(1, 'Write a greeting.')
      .max(500, 'Keep the greeting under 501 characters.'),
    farewell: z
      .string({ error: 'Write a farewell.' })
      .trim()
      .min(1, 'Write a farewell.')
      .max(500, 'Keep the farewell under 501 characters.'),
    customResponses: responseTemplatesSchema,
  })
  .strict();
export type PersonalityInput = z.input<typeof personalityInputSchema>;
export type Personality = z.output<typeof personalityInputSchema>;

/**
 * GET/PUT/DELETE /api/v1/agents/:id/personality: the personality one agent speaks with.
 * `own` is false while the agent speaks with the account's personality, as a new agent does.
 */
export const agentPersonalitySchema = z.object({
  agentId: z.string(),
  agentName: z.string(),
  own: z.boolean(),
  personality: personalityInputSchema,
});
export type AgentPersonality = z.infer<typeof agentPersonalitySchema>;

/** Specification §9 "Defaults" and §3 slider defaults. */
export const DEFAULT_GREETING = "Hello! I'm your AI assistant. How can I help you today?";
export const DEFAULT_FAREWELL = 'Thank you for chatting with me. Have a great day!';

export const defaultPersonality: Personality = {
  tone: 'professional',
  formality: 70,
  empathy: 80,
  humor: 30,
  creativity: 60,
  greeting: DEFAULT_GREETING,
  farewell: DEFAULT_FAREWELL,
  customResponses: defaultResponseTemplates.map((template) => ({ ...template })),
};

export const personalityCopy = {
  loading: 'Loading personality settings',
  loadFailed: 'The personality settings could not be loaded.',
  subtitle:
    'Shape how your AI agents sound: their tone, character and the words they open and close with. Agents without a personality of their own use these settings; the tone and custom responses are also your briefing’s.',
  agentTitle: (agentName: string) => `${agentName}: personality`,
  agentSubtitle: 'How this agent sounds. Your other agents keep theirs.',
  followsAccount: (agentName: string) =>
    `${agentName} speaks with your account’s personality. Saving here gives it its own; your other agents stay as they are.`,
  ownPersonality: (agentName: string) => `${agentName} has a personality of its own.`,
  useAccount: 'Use the account’s personality',
  usingAccount: 'Switching…',
  accountUsed: 'The agent speaks with the account’s personality again',
  toneTitle: 'Tone',
  toneLabel: 'Tone',
  traitsTitle: 'Personality traits',
  sliderLabels: {
    formality: 'Formality',
    empathy: 'Empathy',
    humor: 'Humor',
    creativity: 'Creativity',
  } satisfies Record<SliderKey, string>,
  sliderHints: {
    formality: 'Casual to formal wording',
    empathy: 'How much the agent acknowledges feelings',
    humor: 'Straight answers to a light touch',
    creativity: 'Predictable to inventive replies',
  } satisfies Record<SliderKey, string>,
  messagesTitle: 'Greeting & farewell',
  greetingLabel: 'Greeting',
  farewellLabel: 'Farewell',
  customResponsesTitle: 'Custom responses',
  ...responseTemplateCopy,
  responseItem: 'Custom response',
  addResponse: 'Add Response',
  removeResponse: 'Remove response',
  save: 'Save Changes',
  saving: 'Saving...',
  saved: 'Personality settings saved',
  saveFailed: 'The settings could not be saved.',
} as const;
