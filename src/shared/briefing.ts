import { z } from 'zod';
import {
  responseTemplateCopy,
  responseTemplatesSchema,
  defaultResponseTemplates,
  toneOptions,
  type Tone,
} from './personality.ts';

/** Specification §5 "Briefing step 1". */
export const industryOptions = [
  'automotive',
  'technology',
  'healthcare',
  'retail',
  'finance',
  'education',
  'manufacturing',
  'services',
] as const;
export type Industry = (typeof industryOptions)[number];
export const industryLabels: Record<Industry, string> = {
  automotive: 'Automotive',
  technology: 'Technology',
  healthcare: 'Healthcare',
  retail: 'Retail',
  finance: 'Finance',
  education: 'Education',
  manufacturing: 'Manufacturing',
  services: 'Services',
};

export const languageOptions = [
  'English',
  'Spanish',
  'Portuguese',
  'French',
  'German',
  'Italian',
  'Chinese',
  'Japanese',
  'Korean',
  'Arabic',
] as const;
export type Language = (typeof languageOptions)[number];

/** Each language's ISO 639-1 code, as files and programs write it ("es" for Spanish). */
export const languageCodes: Record<Language, string> = {
  English: 'en',
  Spanish: 'es',
  Portuguese: 'pt',
  French: 'fr',
  German: 'de',
  Italian: 'it',
  Chinese: 'zh',
  Japanese: 'ja',
  Korean: 'ko',
  Arabic: 'ar',
};

const requiredText = (missing: string, max: number) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `Keep this under ${max + 1} characters.`);
const optionalText = (max: number) =>
  z
    .string({ error: 'Enter text.' })
    .trim()
    .max(max, `Keep this under ${max + 1} characters.`);

/** Step 1: the fields the wizard requires before Next. */
export const briefingStepOneSchema = z.object({
  companyName: requiredText('Enter your company name.', 120),
  industry: z.enum(industryOptions, { error: 'Choose your industry.' }),
  description: requiredText('Describe your business.', 2000),
  targetAudience: requiredText('Describe your target audience.', 1000),
  keyServices: optionalText(2000),
  commonQuestions: optionalText(2000),
  languages: z
    .array(z.enum(languageOptions, { error: 'Choose languages from the list.' }), {
      error: 'Choose at least one language.',
    })
    .min(1, 'Choose at least one language.')
    .refine((list) => new Set(list).size === list.length, 'Choose each language once.'),
});

export const briefingStepTwoSchema = z.object({
  tonePreference: z.enum(toneOptions, {
    error: 'Choose professional, friendly, casual or formal.',
  }),
  communicationStyle: optionalText(1000),
  personality: optionalText(1000),
});

export const briefingStepThreeSchema = z.object({ responseTemplates: responseTemplatesSchema });

/** Specification §3 "Briefing form"; PUT /api/v1/briefing ('Activate AI Assistant'). */
export const briefingInputSchema = briefingStepOneSchema
  .extend(briefingStepTwoSchema.shape)
  .extend(briefingStepThreeSchema.shape)
  .strict();
export type BriefingInput = z.input<typeof briefingInputSchema>;
export type Briefing = z.output<typeof briefingInputSchema>;

/** GET /api/v1/briefing: the saved briefing, or null before the first activation. */
export const savedBriefingSchema = z.object({
  briefing: briefingInputSchema.nullable(),
  /** ISO 8601 of the last activation. */
  activatedAt: z.string().nullable(),
});
export type SavedBriefing = z.infer<typeof savedBriefingSchema>;

/** A new briefing: English on, the two default templates; industry unset until chosen. */
export const briefingDefaults: Omit<Briefing, 'industry'> & { industry?: Industry } = {
  companyName: '',
  description: '',
  targetAudience: '',
  keyServices: '',
  commonQuestions: '',
  languages: ['English'],
  tonePreference: 'professional' satisfies Tone,
  communicationStyle: '',
  personality: '',
  responseTemplates: defaultResponseTemplates.map((template) => ({ ...template })),
};

/** The fields each wizard step checks before Next. */
export const briefingStepFields = [
  Object.keys(briefingStepOneSchema.shape),
  Object.keys(briefingStepTwoSchema.shape),
  Object.keys(briefingStepThreeSchema.shape),
  [],
] as unknown as readonly (readonly (keyof Briefing)[])[];

export const briefingSteps = [
  'Business Information',
  'AI Personality',
  'Response Templates',
  'Review & Finish',
] as const;

export const briefingCopy = {
  loading: 'Loading the briefing',
  loadFailed: 'The briefing could not be loaded.',
  subtitle:
    'Tell us about your business and your AI assistant will be ready to answer customers in minutes.',
  back: 'Back',
  next: 'Next',
  activate: 'Activate AI Assistant',
  activating: 'Activating...',
  /** Saved while an agent is switched on: it answers with the briefing from now on. */
  activated: 'Your AI assistant is active. Your briefing has been saved.',
  /** Saved before any agent exists: nothing answers customers yet. */
  savedNoAgent:
    'Your briefing has been saved. Next, create an agent: it answers your customers from this briefing.',
  createAgent: 'Create an agent',
  /** Saved while every agent is switched off. */
  savedNoActiveAgent:
    'Your briefing has been saved. None of your agents is switched on yet: switch one on to answer your customers.',
  manageAgents: 'Manage Agents',
  lastSaved: 'Last saved',
  labels: {
    companyName: 'Company Name',
    industry: 'Industry',
    description: 'Business Description',
    targetAudience: 'Target Audience',
    keyServices: 'Key Services (optional)',
    commonQuestions: 'Common Customer Questions (optional)',
    languages: 'Languages',
    tonePreference: 'Tone',
    communicationStyle: 'Communication Style (optional)',
    personality: 'Personality Description (optional)',
    responseTemplates: 'Response Templates',
  },
  helpers: {
    languages: 'Choose every language your customers write in.',
    communicationStyle: 'For example: short answers, always offer a next step.',
    personality: 'For example: warm, patient and knowledgeable about cars.',
    responseTemplates: 'Ready-made answers the assistant uses in common situations.',
  },
  ...responseTemplateCopy,
  templateItem: 'Template',
  addTemplate: 'Add Template',
  removeTemplate: 'Remove template',
  emptyTemplates: 'No templates yet. Add one for situations your customers often bring up.',
  reviewIntro: 'Check your briefing, then activate your AI assistant.',
  notProvided: 'Not provided',
} as const;
