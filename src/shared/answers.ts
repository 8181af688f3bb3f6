import { z } from 'zod';
import {
  answerEngines,
  conversationSchema,
  conversationWithMessagesSchema,
  messageSchema,
} from './conversations.ts';
import type { Tone } from './personality.ts';
import type { WidgetLanguage } from './webchat.ts';

/**
 * Talking to an agent through the API and the playground: starting a conversation, sending
 * the customer's message, and the words the agent itself says when it cannot answer.
 */

/** The channels a conversation can be started on through the API. */
export const apiConversationChannels = ['playground', 'api'] as const;

/** POST /api/v1/agents/:id/conversations. A playground conversation is a test, never counted. */
export const startConversationInputSchema = z
  .object({
    channel: z.enum(apiConversationChannels, { error: 'Choose playground or api.' }),
  })
  .strict();
export type StartConversationInput = z.input<typeof startConversationInputSchema>;

/** The new conversation with its first message, the agent's greeting. */
export const startedConversationSchema = conversationWithMessagesSchema;

/**
 * POST /api/v1/conversations/:id/messages answered as JSON: the customer's stored message,
 * the agent's answer (null while a person holds the conversation) and the conversation after
 * both (its status says whether it was handed over).
 */
export const messageAnswerSchema = z.object({
  customerMessage: messageSchema,
  answer: messageSchema.nullable(),
  conversation: conversationSchema,
});
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** A customer may send at most this many messages a minute in one conversation. */
export const CONVERSATION_MESSAGES_PER_MINUTE = 30;

/** What the agent says, in its tone, before it passes a conversation to the team. */
export const answerCopy = {
  /**
   * It found nothing it is sure enough of, in the customer's language. It promises no time: the
   * hand-over's line that follows says when the team answers (office hours, anyone online).
   */
  passingOn: {
    en: {
      professional:
        "I don't have a reliable answer to that, so I'm passing your question to our team.",
      friendly:
        "Good question! I'm not sure enough about that one, so I'm passing it to my teammates.",
      casual: "Hmm, I'm not sure about that one. I'll pass it to the team.",
      formal:
        'I regret that I cannot answer this with certainty. I am forwarding your question to our team.',
    },
    es: {
      professional:
        'No tengo una respuesta fiable a eso, así que paso su pregunta a nuestro equipo.',
      friendly:
        '¡Buena pregunta! No estoy del todo seguro de eso, así que se la paso a mis compañeros.',
      casual: 'Mmm, de eso no estoy seguro. Se lo paso al equipo.',
      formal: 'Lamento no poder responder a esto con certeza. Remito su pregunta a nuestro equipo.',
    },
    pt: {
      professional:
        'Não tenho uma resposta fiável para isso, por isso vou passar a sua pergunta à nossa equipa.',
      friendly:
        'Boa pergunta! Não tenho bem a certeza sobre isso, por isso vou passá-la aos meus colegas.',
      casual: 'Hmm, não tenho a certeza sobre isso. Vou passar à equipa.',
      formal:
        'Lamento não poder responder a isto com certeza. Vou encaminhar a sua pergunta para a nossa equipa.',
    },
    fr: {
      professional:
        "Je n'ai pas de réponse fiable à cela, je transmets donc votre question à notre équipe.",
      friendly:
        "Bonne question ! Je n'en suis pas assez sûr, alors je la transmets à mes collègues.",
      casual: "Hmm, je ne suis pas sûr pour celle-là. Je la passe à l'équipe.",
      formal:
        'Je regrette de ne pouvoir vous répondre avec certitude. Je transmets votre question à notre équipe.',
    },
    de: {
      professional:
        'Darauf habe ich keine verlässliche Antwort, deshalb gebe ich Ihre Frage an unser Team weiter.',
      friendly:
        'Gute Frage! Da bin ich mir nicht sicher genug, deshalb gebe ich sie an mein Team weiter.',
      casual: "Hm, da bin ich mir nicht sicher. Ich geb's ans Team weiter.",
      formal:
        'Leider kann ich dies nicht mit Sicherheit beantworten. Ich leite Ihre Frage an unser Team weiter.',
    },
  } satisfies Record<WidgetLanguage, Record<Tone, string>>,
  /** The customer asked for a person, in the customer's language. */
  connecting: {
    en: {
      professional: "Of course. I'm connecting you with a member of our team.",
      friendly: "Sure thing! I'm bringing in someone from our team for you.",
      casual: "No problem, I'll get someone from the team for you.",
      formal: 'Certainly. I am transferring you to a member of our staff.',
    },
    es: {
      professional: 'Por supuesto. Le pongo en contacto con un miembro de nuestro equipo.',
      friendly: '¡Claro! Ahora mismo te paso con alguien de nuestro equipo.',
      casual: 'Sin problema, aviso a alguien del equipo.',
      formal: 'Desde luego. Le transfiero con un miembro de nuestro personal.',
    },
    pt: {
      professional: 'Com certeza. Vou passar a conversa a um membro da nossa equipa.',
      friendly: 'Claro! Vou chamar alguém da nossa equipa.',
      casual: 'Sem problema, vou chamar alguém da equipa.',
      formal: 'Certamente. Vou transferir a conversa para um membro da nossa equipa.',
    },
    fr: {
      professional: 'Bien sûr. Je vous mets en relation avec un membre de notre équipe.',
      friendly: "Bien sûr ! Je fais venir quelqu'un de notre équipe.",
      casual: "Pas de souci, je préviens quelqu'un de l'équipe.",
      formal: 'Certainement. Je vous transfère à un membre de notre personnel.',
    },
    de: {
      professional: 'Gern. Ich verbinde Sie mit einem Mitglied unseres Teams.',
      friendly: 'Klar! Ich hole jemanden aus unserem Team dazu.',
      casual: 'Kein Problem, ich hol jemanden aus dem Team.',
      formal: 'Selbstverständlich. Ich verbinde Sie mit einem unserer Mitarbeiter.',
    },
  } satisfies Record<WidgetLanguage, Record<Tone, string>>,
  agentDeleted:
    "This conversation's agent was deleted, so it cannot answer. A person can still reply from the inbox.",
  tooManyMessages: `Please wait a moment: a conversation takes at most ${CONVERSATION_MESSAGES_PER_MINUTE} messages a minute.`,
  answerFailed: 'The agent could not finish its answer. Please send your message again.',
  /**
   * Said, in the customer's language, before knowledge the business wrote in another of the
   * widget's languages: the customer knows why the answer is not in theirs.
   */
  writtenInOtherLanguage: {
    en: (written: string) => `Our information on this is in ${written}:`,
    es: (written: string) => `Nuestra información sobre esto está en ${written}:`,
    pt: (written: string) => `A nossa informação sobre isto está em ${written}:`,
    fr: (written: string) => `Notre information à ce sujet est en ${written} :`,
    de: (written: string) => `Unsere Informationen dazu sind auf ${written}:`,
  } satisfies Record<WidgetLanguage, (written: string) => string>,
  /** Each widget language's name, in each widget language. */
  languageNames: {
    en: { en: 'English', es: 'Spanish', pt: 'Portuguese', fr: 'French', de: 'German' },
    es: { en: 'inglés', es: 'español', pt: 'portugués', fr: 'francés', de: 'alemán' },
    pt: { en: 'inglês', es: 'espanhol', pt: 'português', fr: 'francês', de: 'alemão' },
    fr: { en: 'anglais', es: 'espagnol', pt: 'portugais', fr: 'français', de: 'allemand' },
    de: {
      en: 'Englisch',
      es: 'Spanisch',
      pt: 'Portugiesisch',
      fr: 'Französisch',
      de: 'Deutsch',
    },
  } satisfies Record<WidgetLanguage, Record<WidgetLanguage, string>>,
} as const;

/** The texts of AI Configuration's "Answer engine" section and of its routes' answers. */
export const answerEngineCopy = {
  title: 'Answer engine',
  builtin: 'Built-in responder',
  builtinHint:
    'Answers with your best-matching knowledge when it is sure enough, and hands the conversation to your team otherwise. It needs no model and no connection.',
  model: (name: string) => `Model: ${name}`,
  modelHint: (server: string) =>
    `Answers come from ${server}, grounded on your knowledge; if the model fails or is too slow, the built-in responder answers instead.`,
  threshold: (percent: number) => `Answers when at least ${percent}% sure`,
  thresholdsTitle: 'How sure each agent must be',
  thresholdsHint: (defaultPercent: number) =>
    `Below its threshold, the built-in responder passes the question to your team instead of answering. Lower answers more often; higher hands over more often. New agents start at ${defaultPercent}%.`,
  thresholdLabel: (agentName: string) => `How sure ${agentName} must be`,
  thresholdSaved: (agentName: string, percent: number) =>
    `${agentName} now answers when at least ${percent}% sure.`,
  noAgents: 'Create an agent to choose how sure it must be.',

  providerLabel: 'Answers come from',
  providerNames: {
    builtin: 'Built-in (no model)',
    openai: 'OpenAI',
    openrouter: 'OpenRouter',
    ollama: 'Ollama (on a machine this server reaches)',
    custom: 'Another OpenAI-compatible server',
  },
  defaultChoice: (model: string) => `The server’s default (${model})`,
  /** What the choice costs, in words, under the choice. */
  cost: {
    default:
      'The model the server’s operator set up for every account. Whether its answers are charged, and to whom, is up to the operator.',
    builtin:
      'No model and no cost: answers are your own knowledge, word for word. This is the default.',
    openai:
      'Each answer is a paid call to OpenAI, billed to your key by OpenAI on top of your plan. If the model fails or is too slow, the built-in responder answers instead.',
    openrouter:
      'Each answer is a paid call to OpenRouter, billed to your key by OpenRouter on top of your plan. If the model fails or is too slow, the built-in responder answers instead.',
    ollama:
      'Answers come from Ollama on your own machine: no provider charges for them, but that machine must stay on and reachable from this server.',
    custom:
      'If this address is a paid service, each answer is a paid call there, billed to your key; a server of your own costs nothing per answer.',
  },
  baseUrlLabel: 'Server address',
  baseUrlHint: 'The address of its OpenAI-compatible API, usually ending in /v1.',
  apiKeyLabel: 'API key',
  apiKeyNew: 'Stored encrypted, and never shown again.',
  apiKeyOptional: 'Only if the server asks for one. Stored encrypted, and never shown again.',
  apiKeyEnding: (ending: string) => `Key ending in ${ending}. Leave empty to keep it.`,
  apiKeyStored: 'A key is stored. Leave empty to keep it.',
  apiKeyForgetsOnMove:
    'A stored key is only sent to the server it was entered for: enter it again for a new address.',
  removeKey: 'Remove key',
  keepKey: 'Keep key',
  keyWillBeRemoved: 'The stored key is removed when you save.',
  showKey: 'Show key',
  hideKey: 'Hide key',
  modelLabel: 'Model',
  modelFieldHint: 'Choose from the provider’s list, or type the model’s name.',
  listModels: 'List models',
  listingModels: 'Listing…',
  modelsListed: (count: number) =>
    count === 1 ? 'The provider offers 1 model.' : `The provider offers ${count} models.`,
  noModelsListed: 'The provider listed no models: type the model’s name.',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved. New answers use this choice.',
  saveFailed: 'The choice could not be saved. Try again.',
  locked: (choice: string) =>
    `The server’s operator chose ${choice} for every account of this installation, so it cannot be changed here.`,
  lockedRefusal:
    'The answer engine is chosen by the server’s operator for every account of this installation (LLM_LOCKED), so it cannot be changed.',

  providerRequired:
    'Choose where answers come from: built-in, OpenAI, OpenRouter, Ollama or another OpenAI-compatible server.',
  baseUrlInvalid:
    'Enter the address of an OpenAI-compatible server, such as https://api.openai.com/v1',
  baseUrlTooLong: 'The address is too long: at most 500 characters.',
  modelRequired: 'Choose a model, or type its name (such as gpt-4o-mini).',
  modelTooLong: 'The model’s name is too long: at most 200 characters.',
  apiKeyInvalid: 'An API key has no spaces in it: paste it again.',
  apiKeyTooLong: 'The key is too long: at most 500 characters.',
  apiKeyRequired: (provider: string) =>
    `${provider} needs an API key: paste the one from your ${provider} account.`,

  wrongKey: 'the provider refused the key. Check it, or paste a new one.',
  noModelList:
    'the address answered, but offers no list of models. Check the address, or type the model’s name.',
  listFailed: (reason: string) => `The models could not be listed: ${reason}`,

  testConnection: 'Test connection',
  testing: 'Testing…',
  noConnectionNeeded:
    'The built-in responder runs inside the product: there is nothing to connect to.',
  connected: (model: string, ms: number) =>
    `${model} answered in ${ms.toLocaleString('en-US')} ms.`,
  failed: (reason: string) => `The model did not answer: ${reason}`,
  silent: (ms: number) => `no answer within ${(ms / 1000).toLocaleString('en-US')} s.`,
  empty: 'it ended its answer without a word.',
  unreachable:
    'the server could not be reached. Check the address, and that this server can reach it.',
  rejected: (status: number, message: string) => `the server answered ${status}: ${message}`,
  loadFailed: 'The answer engine could not be loaded.',
} as const;

/**
 * Where an account's answers come from: the install's default (the operator's `LLM_*`, or the
 * built-in responder without them), the built-in responder, or a model at a provider.
 */
export const engineChoices = [
  'default',
  'builtin',
  'openai',
  'openrouter',
  'ollama',
  'custom',
] as const;
export type EngineChoice = (typeof engineChoices)[number];

/** What an account's model is for: writing answers, or reading texts by meaning (embeddings). */
export const modelPurposes = ['answers', 'embeddings'] as const;
export type ModelPurpose = (typeof modelPurposes)[number];

/** The choices that answer with an OpenAI-compatible model the owner names. */
export const modelProviders = ['openai', 'openrouter', 'ollama', 'custom'] as const;
export type ModelProvider = (typeof modelProviders)[number];

/** The choices an account's row stores; `default` is the absence of a row. */
export const storedEngineChoices = ['builtin', ...modelProviders] as const;
export type StoredEngineChoice = (typeof storedEngineChoices)[number];

export const isModelProvider = (choice: EngineChoice): choice is ModelProvider =>
  (modelProviders as readonly string[]).includes(choice);

/** The address each provider is reached at; "custom" asks for it. */
export const providerBaseUrls: Record<Exclude<ModelProvider, 'custom'>, string> = {
  openai: 'https://api.openai.com/v1',
  openrouter: 'https://openrouter.ai/api/v1',
  ollama: 'http://localhost:11434/v1',
};

/** Providers that refuse calls without a key. */
export const providersNeedingKey: readonly ModelProvider[] = ['openai', 'openrouter'];

/** What a key's last characters show: enough to tell two keys apart, not to use one. */
export const API_KEY_ENDING_LENGTH = 4;
/** A key shorter than this shows no ending at all: four of its characters would be too many. */
export const API_KEY_ENDING_MIN_LENGTH = 12;

export const apiKeyEndingOf = (key: string) =>
  key.length >= API_KEY_ENDING_MIN_LENGTH ? key.slice(-API_KEY_ENDING_LENGTH) : null;

/** Whether `value` is an http(s) address without a user or password in it. */
function isServerAddress(value: string) {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password
    );
  } catch {
    return false;
  }
}

const baseUrlField = z
  .string({ error: () => answerEngineCopy.baseUrlInvalid })
  .trim()
  .max(500, answerEngineCopy.baseUrlTooLong)
  .refine(isServerAddress, answerEngineCopy.baseUrlInvalid);

const modelField = z
  .string({ error: () => answerEngineCopy.modelRequired })
  .trim()
  .min(1, answerEngineCopy.modelRequired)
  .max(200, answerEngineCopy.modelTooLong);

/** An empty key leaves the stored one as it is. */
const apiKeyField = z
  .string({ error: () => answerEngineCopy.apiKeyInvalid })
  .trim()
  .max(500, answerEngineCopy.apiKeyTooLong)
  .refine((key) => !/\s/.test(key), answerEngineCopy.apiKeyInvalid)
  .optional();

/**
 * PUT /api/v1/answer-engine, and the unsaved form that "Test connection" tries: the choice,
 * and for a model its address, its name and its key. An empty `apiKey` keeps the stored key
 * (as long as the address stays on the same server); `removeApiKey` forgets it.
 */
export const engineSettingsInputSchema = z
  .object({
    provider: z.enum(engineChoices, { error: () => answerEngineCopy.providerRequired }),
    baseUrl: z.string().max(500, answerEngineCopy.baseUrlTooLong).optional(),
    model: z.string().max(200, answerEngineCopy.modelTooLong).optional(),
    apiKey: apiKeyField,
    removeApiKey: z.boolean({ error: () => 'Send true or false.' }).optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (!isModelProvider(input.provider)) return;
    for (const [field, schema] of [
      ['baseUrl', baseUrlField],
      ['model', modelField],
    ] as const) {
      const parsed = schema.safeParse(input[field] ?? '');
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', path: [field], message: parsed.error.issues[0]!.message });
      }
    }
  })
  .transform((input) => ({
    ...input,
    baseUrl: input.baseUrl?.trim() || undefined,
    model: input.model?.trim() || undefined,
    apiKey: input.apiKey || undefined,
  }));
export type EngineSettingsInput = z.input<typeof engineSettingsInputSchema>;
export type EngineSettings = z.output<typeof engineSettingsInputSchema>;

/** POST /api/v1/answer-engine/models: the provider whose models to list, with a key to ask with. */
export const modelListInputSchema = z
  .object({
    provider: z.enum(modelProviders, { error: () => answerEngineCopy.providerRequired }),
    baseUrl: baseUrlField,
    apiKey: apiKeyField,
    /** Whose stored key a left-out `apiKey` means: the answer model's (the default) or the embeddings model's. */
    purpose: z.enum(modelPurposes, { error: () => 'Choose answers or embeddings.' }).optional(),
  })
  .strict()
  .transform((input) => ({ ...input, apiKey: input.apiKey || undefined }));
export type ModelListInput = z.input<typeof modelListInputSchema>;

/** The provider's models (`GET /v1/models`), or why they could not be listed. */
export const modelListSchema = z.object({
  ok: z.boolean(),
  /** The ids the provider offers, sorted; empty when it could not be asked. */
  models: z.array(z.string()),
  /** Why the list is unavailable, in words; null when it came. */
  message: z.string().nullable(),
});
export type ModelList = z.infer<typeof modelListSchema>;

/** What an account chose for a model's purpose, as shown: the key itself is never sent. */
export const modelChoiceSchema = z.object({
  provider: z.enum(engineChoices),
  baseUrl: z.string().nullable(),
  model: z.string().nullable(),
  /** Whether a key is stored, and its last four characters when it is long enough to show them. */
  apiKeyStored: z.boolean(),
  apiKeyEnding: z.string().nullable(),
});
export type ModelChoice = z.infer<typeof modelChoiceSchema>;

/** GET /api/v1/answer-engine: what answers the account's customers, and what the owner chose. */
export const answerEngineStatusSchema = z.object({
  engine: z.enum(answerEngines),
  /** The model's name when a model answers; null for the built-in responder. */
  model: z.string().nullable(),
  /** Where the model is served: scheme, host and port, never a key. */
  server: z.string().nullable(),
  /** How sure the built-in responder must be (0 to 1) before it answers from the knowledge. */
  threshold: z.number(),
  /** Whether the operator made the install's model the only one (`LLM_LOCKED`): no change here. */
  locked: z.boolean(),
  /** The install's default model (the operator's `LLM_*`), or null: the built-in responder. */
  installModel: z.object({ model: z.string(), server: z.string().nullable() }).nullable(),
  /** What the account chose; `default` until it chooses. The key itself is never sent. */
  settings: modelChoiceSchema,
});
export type AnswerEngineStatus = z.infer<typeof answerEngineStatusSchema>;

/** POST /api/v1/answer-engine/test: whether the model answers, and how fast. */
export const connectionTestSchema = z.object({
  ok: z.boolean(),
  /** Milliseconds to the model's first word; null when it did not answer. */
  latencyMs: z.number().int().nullable(),
  message: z.string(),
});
export type ConnectionTest = z.infer<typeof connectionTestSchema>;
