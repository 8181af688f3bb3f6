import { z } from 'zod';
import { languageOptions } from './briefing.ts';
import { pageSchema } from './pagination.ts';
import { type PlanId, plans } from './plans.ts';

/**
 * The knowledge base a business manages on "AI Configuration": Q&A pairs and documents,
 * searched (with the briefing and the custom responses) for every customer's question.
 */
export const knowledgeKinds = ['qa', 'document'] as const;
export type KnowledgeKind = (typeof knowledgeKinds)[number];

/**
 * `indexed`: its passages are searched. `indexing`: a large document's passages are being
 * written, and it is searched once they all are. `failed`: it could not be read; `failure`
 * says why.
 */
export const knowledgeStates = ['indexed', 'indexing', 'failed'] as const;
export type KnowledgeState = (typeof knowledgeStates)[number];

export const knowledgeStateLabels: Record<KnowledgeState, string> = {
  indexed: 'Indexed',
  indexing: 'Indexing',
  failed: 'Failed',
};

export const knowledgeKindLabels: Record<KnowledgeKind, string> = {
  qa: 'Q&A',
  document: 'Document',
};

const MB = 1024 * 1024;

/** The form field that carries an uploaded document. */
export const knowledgeFileField = 'file';

/** An uploaded document's file: at most 5 MB. */
export const KNOWLEDGE_FILE_MAX_BYTES = 5 * MB;
/** The multipart request around that file: the file and a few small fields. */
export const KNOWLEDGE_UPLOAD_REQUEST_MAX_BYTES = KNOWLEDGE_FILE_MAX_BYTES + 64 * 1024;

/** The text of all of an account's knowledge together, by plan (UTF-8 bytes). */
export const knowledgeLimitBytes: Record<PlanId, number> = {
  essential: 2 * MB,
  professional: 20 * MB,
};

/**
 * What reading one uploaded document may cost. A Word file's parts, and a PDF's pages and
 * fonts, unpack to at most this much (the Professional plan's whole knowledge is 20 MB of
 * text), a PDF has at most this many pages, and a document is cut into at most this many
 * passages (a 5 MB text file of short paragraphs makes about 22,000).
 */
export const DOCUMENT_UNPACKED_MAX_BYTES = 20 * MB;
export const DOCUMENT_MAX_PAGES = 2_000;
export const DOCUMENT_MAX_PASSAGES = 25_000;

/** The file types a document can be made from, by extension. */
export const knowledgeFileExtensions = ['txt', 'md', 'pdf', 'docx'] as const;
export type KnowledgeFileExtension = (typeof knowledgeFileExtensions)[number];

export const QA_QUESTION_MAX_LENGTH = 500;
export const QA_ANSWER_MAX_LENGTH = 4000;
export const KNOWLEDGE_TITLE_MAX_LENGTH = 200;
/**
 * "Other ways customers ask this": the wordings of a Q&A's question its owner lists beside it,
 * each searched as a passage of its own. A few lines of a chat message each, and enough of
 * them for the ways a question really comes in.
 */
export const QA_PHRASINGS_MAX = 20;
export const QA_PHRASING_MAX_LENGTH = 300;
/** Pasted text travels in a JSON body (64 KB at most); longer documents are uploaded. */
export const PASTED_TEXT_MAX_LENGTH = 60_000;

/**
 * How sure the built-in responder must be (a match's score, 0 to 1) before it answers from
 * the best match instead of handing over. Chosen on the retrieval test set
 * (`server/runtime/knowledge/retrieval-test-set.ts`): there the questions outside the
 * knowledge score at most 0.40 and most answerable ones 0.44 or more.
 */
export const DEFAULT_ANSWER_THRESHOLD = 0.43;
/**
 * The thresholds a business may choose per agent: below 0.2 nearly any word matches, above
 * 0.9 only the exact wording of a Q&A does.
 */
export const ANSWER_THRESHOLD_MIN = 0.2;
export const ANSWER_THRESHOLD_MAX = 0.9;
/** A threshold as people read it: "43%". */
export const thresholdPercent = (threshold: number) => Math.round(threshold * 100);
const text = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/** How customers word a Q&A's question besides the question itself: its texts, in one place. */
export const phrasingCopy = {
  label: 'Other ways customers ask this',
  hint: `Customers’ questions worded like any of these get this answer too. Up to ${QA_PHRASINGS_MAX}.`,
  add: 'Add a way of asking',
  count: (count: number) =>
    count === 1 ? '1 other way of asking' : `${count} other ways of asking`,
  remove: (index: number) => `Remove way of asking ${index + 1}`,
  line: (index: number) => `Way of asking ${index + 1}`,
  missing: 'Write how customers ask it, or remove this line.',
  tooLong: `Keep each way of asking under ${QA_PHRASING_MAX_LENGTH + 1} characters.`,
  tooMany: `A Q&A can have at most ${QA_PHRASINGS_MAX} other ways of asking.`,
  repeated: 'This way of asking is already in the list.',
  notList: 'Send the other ways of asking as a list of texts.',
  full: `This Q&A already has ${QA_PHRASINGS_MAX} other ways of asking: remove one of them first.`,
  notQa: 'Only a Q&A has other ways of asking; a document does not.',
} as const;

const phrasingSchema = text(phrasingCopy.missing, QA_PHRASING_MAX_LENGTH, phrasingCopy.tooLong);

/** A Q&A's other ways of asking: each written once (letter case aside), at most 20. */
export const phrasingsSchema = z
  .array(phrasingSchema, { error: phrasingCopy.notList })
  .max(QA_PHRASINGS_MAX, phrasingCopy.tooMany)
  .superRefine((phrasings, ctx) => {
    const seen = new Set<string>();
    phrasings.forEach((phrasing, index) => {
      const key = phrasing.toLocaleLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', message: phrasingCopy.repeated, path: [index] });
      seen.add(key);
    });
  })
  .describe(
    `Other ways customers ask the question (at most ${QA_PHRASINGS_MAX}, each up to ${QA_PHRASING_MAX_LENGTH} characters), each searched as a passage of its own that answers with this answer.`,
  );

const languageSchema = z
  .enum(languageOptions, { error: 'Choose a language from the briefing’s list.' })
  .optional()
  .describe('The language the text is written in; the briefing’s first language when left out.');

export const qaInputSchema = z
  .object({
    question: text(
      'Write the question.',
      QA_QUESTION_MAX_LENGTH,
      `Keep the question under ${QA_QUESTION_MAX_LENGTH + 1} characters.`,
    ),
    answer: text(
      'Write the answer.',
      QA_ANSWER_MAX_LENGTH,
      `Keep the answer under ${QA_ANSWER_MAX_LENGTH + 1} characters.`,
    ),
    phrasings: phrasingsSchema.optional(),
    language: languageSchema,
  })
  .strict();
export type QaInput = z.input<typeof qaInputSchema>;

export const documentTitleSchema = text(
  'Give the document a title.',
  KNOWLEDGE_TITLE_MAX_LENGTH,
  `Keep the title under ${KNOWLEDGE_TITLE_MAX_LENGTH + 1} characters.`,
);

export const documentInputSchema = z
  .object({
    title: documentTitleSchema,
    text: text(
      'Paste the document’s text.',
      PASTED_TEXT_MAX_LENGTH,
      `Paste at most ${PASTED_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters, or upload the document as a file.`,
    ),
    language: languageSchema,
  })
  .strict();
export type DocumentInput = z.input<typeof documentInputSchema>;

/** The fields of an uploaded document besides its file. */
export const uploadFieldsSchema = z.object({
  title: documentTitleSchema.optional(),
  language: languageSchema,
});

/**
 * PATCH /api/v1/knowledge/:id: a Q&A's question, answer and other ways of asking (the whole
 * list, replacing the one stored), a document's title, its pasted text (not an uploaded
 * file's: upload it again) and the language. Only what is sent changes.
 */
export const knowledgeUpdateSchema = z
  .object({
    question: qaInputSchema.shape.question.optional(),
    answer: qaInputSchema.shape.answer.optional(),
    phrasings: phrasingsSchema.optional(),
    title: documentTitleSchema.optional(),
    text: documentInputSchema.shape.text.optional(),
    language: languageSchema,
  })
  .strict()
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'Send at least one field to change.',
  });
export type KnowledgeUpdate = z.input<typeof knowledgeUpdateSchema>;

/**
 * POST /api/v1/knowledge/:id/phrasings: one more way of asking a Q&A (a customer's words from
 * Analytics), added to its list unless it is there already.
 */
export const phrasingInputSchema = z.object({ phrasing: phrasingSchema }).strict();
export type PhrasingInput = z.input<typeof phrasingInputSchema>;

export const knowledgeSourceSchema = z.object({
  id: z.string(),
  kind: z.enum(knowledgeKinds),
  /** A Q&A's question, a document's title. */
  title: z.string(),
  /** A Q&A's answer, a document's text. */
  body: z.string(),
  /** A Q&A's other ways of asking; empty for a document. */
  phrasings: z.array(z.string()),
  language: z.enum(languageOptions),
  /** The uploaded file's name; null for Q&A and pasted text. */
  fileName: z.string().nullable(),
  /** The web page a website's page was read from; null for any other source. */
  address: z.string().nullable(),
  /** UTF-8 bytes of its text (a Q&A's ways of asking too): what the plan's knowledge limit counts. */
  size: z.number().int(),
  state: z.enum(knowledgeStates),
  /** Why it could not be indexed, in words; null when indexed. */
  failure: z.string().nullable(),
  passageCount: z.number().int(),
  /** ISO 8601 */
  indexedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type KnowledgeSource = z.infer<typeof knowledgeSourceSchema>;

/**
 * GET /api/v1/knowledge: a page of sources (each text cut to a preview), and how much of the
 * plan's text they use.
 */
export const knowledgeListSchema = pageSchema('sources', knowledgeSourceSchema).extend({
  usage: z.object({
    /** UTF-8 bytes of all the account's knowledge. */
    usedBytes: z.number().int(),
    limitBytes: z.number().int(),
  }),
});
export type KnowledgeList = z.infer<typeof knowledgeListSchema>;

/** A list item's text is cut to this many characters; GET by id gives the whole. */
export const KNOWLEDGE_PREVIEW_LENGTH = 300;

const sizeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
export const formatBytes = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < MB
      ? `${sizeFormat.format(bytes / 1024)} KB`
      : `${sizeFormat.format(bytes / MB)} MB`;

const splitIt = 'Split it into smaller documents and upload them one by one.';

export const knowledgeCopy = {
  // The briefing's parts, as sources under an answer.
  briefingDescription: 'Business description',
  briefingServices: 'Key services',
  notFound: 'This knowledge source does not exist.',
  /** `atLeast`: reading stopped once the text passed what the plan has left. */
  limitReached: (planId: PlanId, usedBytes: number, addedBytes: number, atLeast = false) =>
    `Your ${plans[planId].name} plan holds ${formatBytes(knowledgeLimitBytes[planId])} of knowledge text; ${formatBytes(usedBytes)} is used and this adds ${atLeast ? 'more than ' : ''}${formatBytes(addedBytes)}. Remove sources or upgrade your plan.`,
  fileTooLarge: (name: string) =>
    `${name} is larger than the maximum document size of ${formatBytes(KNOWLEDGE_FILE_MAX_BYTES)}.`,
  requestTooLarge: `The upload is too large: a document can be at most ${formatBytes(KNOWLEDGE_FILE_MAX_BYTES)}.`,
  fileMissing: 'Choose a file to upload.',
  fileWrongType: (name: string) => `${name} is not a .txt, .md, .pdf or .docx file.`,
  notMultipart: 'Send the file as multipart/form-data.',
  formUnreadable: 'The form data could not be read.',
  // Why a document could not be indexed, shown beside it.
  unreadablePdf: 'The PDF could not be read. It may be damaged or protected with a password.',
  unreadableDocx: 'The Word document could not be read. Save it again as .docx and re-upload it.',
  noText:
    'No text was found in this file. A scanned PDF holds only images: paste its text instead.',
  notUtf8: 'The file is not UTF-8 text. Save it as UTF-8 and upload it again.',
  unpacksTooLarge: `This file unpacks to more than ${formatBytes(DOCUMENT_UNPACKED_MAX_BYTES)} of text. ${splitIt}`,
  pdfUnpacksTooLarge: `This PDF unpacks to more than ${formatBytes(DOCUMENT_UNPACKED_MAX_BYTES)} of pages and fonts. ${splitIt}`,
  tooManyPages: (pages: number) =>
    `This PDF has ${pages.toLocaleString('en-US')} pages; a document can have at most ${DOCUMENT_MAX_PAGES.toLocaleString('en-US')}. ${splitIt}`,
  tooManyPassages: `This document makes more than ${DOCUMENT_MAX_PASSAGES.toLocaleString('en-US')} passages. ${splitIt}`,
  readTooLong: (seconds: number) =>
    `Reading this file took longer than ${seconds} seconds, so it was stopped. ${splitIt}`,
  readTooLarge: `Reading this file needed more memory than a document may use, so it was stopped. ${splitIt}`,
  indexingInterrupted: 'Indexing stopped before it was done. Re-index the document.',
  readingQueueFull:
    'Your other documents are still being read. Upload this one once they are indexed.',
  notUploadedText: 'The text of an uploaded file cannot be edited: upload the file again.',
  wrongFieldsForQa: 'A Q&A has a question and an answer, not a title or text.',
  wrongFieldsForDocument:
    'A document has a title and text, not a question, an answer or other ways of asking.',
} as const;
