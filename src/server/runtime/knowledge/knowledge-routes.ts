import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { resolver } from 'hono-openapi';
import { z } from 'zod';
import { apiPaths } from '@shared/api-paths.ts';
import {
  documentInputSchema,
  KNOWLEDGE_FILE_MAX_BYTES,
  KNOWLEDGE_UPLOAD_REQUEST_MAX_BYTES,
  knowledgeCopy,
  knowledgeFileField,
  knowledgeListSchema,
  knowledgeSourceSchema,
  knowledgeUpdateSchema,
  phrasingInputSchema,
  qaInputSchema,
  uploadFieldsSchema,
} from '@shared/knowledge.ts';
import {
  QA_IMPORT_MAX_BYTES,
  QA_IMPORT_REQUEST_MAX_BYTES,
  qaImportCopy,
  qaImportFileExtensions,
  qaImportFileField,
  qaImportResultSchema,
  qaImportTemplate,
} from '@shared/qa-import.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import { ApiError, errorBody } from '@server/platform/http/errors.ts';
import { created, described, ok, routeDocs } from '@server/platform/http/openapi.ts';
import { pageQuery } from '@server/platform/http/page-query.ts';
import { assertStorableText } from '@server/platform/http/storable-text.ts';
import { jsonBody, parseOrThrow, rowIdParam } from '@server/platform/http/validate.ts';
import { importQaPairs } from './import-qa-pairs.ts';
import { extensionOfKnowledgeFile } from './knowledge-file.ts';
import {
  addPhrasing,
  createKnowledgeSource,
  deleteKnowledgeSource,
  getKnowledgeSource,
  type KnowledgeDeps,
  knowledgeNotFound,
  listKnowledge,
  reindexKnowledgeSource,
  updateKnowledgeSource,
  uploadKnowledgeDocument,
} from './knowledge-store.ts';
import { readQaCsv } from './read-qa-csv.ts';

const route = routeDocs('Knowledge');
const sourceId = rowIdParam(knowledgeNotFound);

const deletedSchema = z.object({ deleted: z.string() });

const uploadFormSchema = uploadFieldsSchema.extend({
  [knowledgeFileField]: z
    .string()
    .meta({ format: 'binary' })
    .describe('The document: .txt or .md (UTF-8), .pdf or .docx, at most 5 MB.'),
});

/** The upload's part of the document: what the handler reads from the form by hand. */
const uploadForm = described(
  bodyLimit({
    maxSize: KNOWLEDGE_UPLOAD_REQUEST_MAX_BYTES,
    onError: (c) => c.json(errorBody('payload_too_large', knowledgeCopy.requestTooLarge), 413),
  }),
  {
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: resolver(uploadFormSchema),
          example: { title: 'Price list', language: 'English' },
        },
      },
    },
  },
);

const qaImportFormSchema = z.object({
  [qaImportFileField]: z
    .string()
    .meta({ format: 'binary' })
    .describe(
      'The CSV file (UTF-8, UTF-16 or Windows-1252; comma, semicolon or tab separated), at most 1 MB and 500 rows.',
    ),
});

/** The import's part of the document: the CSV file, read from the form by the handler. */
const qaImportForm = described(
  bodyLimit({
    maxSize: QA_IMPORT_REQUEST_MAX_BYTES,
    onError: (c) => c.json(errorBody('payload_too_large', qaImportCopy.requestTooLarge), 413),
  }),
  {
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: resolver(qaImportFormSchema),
          example: { [qaImportFileField]: qaImportTemplate },
        },
      },
    },
  },
);

const isQaImportName = (name: string) =>
  (qaImportFileExtensions as readonly string[]).includes(
    name.split('.').pop()?.toLowerCase() ?? '',
  );

type FormValue = string | File | (string | File)[];
const textOf = (value: FormValue | undefined) => (typeof value === 'string' ? value : undefined);
const fileOf = (value: FormValue | undefined) =>
  value instanceof File
    ? value
    : Array.isArray(value)
      ? value.find((v) => v instanceof File)
      : undefined;

/** The file's name without its extension: an upload's title when none is given. */
const titleFromName = (name: string) => name.replace(/\.[^.]*$/, '').slice(0, 200) || name;

/** The form's fields, or a 415 or 400 in words for a body that is not a readable form. */
async function formOf(c: Context): Promise<Record<string, FormValue>> {
  if (!c.req.header('content-type')?.startsWith('multipart/form-data')) {
    throw new ApiError(415, 'unsupported_media_type', knowledgeCopy.notMultipart);
  }
  try {
    return await c.req.parseBody({ all: true });
  } catch {
    throw new ApiError(400, 'bad_request', knowledgeCopy.formUnreadable);
  }
}

/**
 * The account's knowledge base: Q&A pairs and documents (pasted or uploaded), listed with
 * their state and size and how much of the plan's text they use; changed, re-indexed and
 * deleted by id.
 */
export function knowledgeRoutes(deps: KnowledgeDeps) {
  const { db } = deps;
  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.knowledge,
      route({
        operationId: 'listKnowledge',
        summary: 'List knowledge sources',
        description:
          'A page of Q&A pairs and documents, newest first, each with its state (indexed, or failed with the reason), its size and a preview of its text; and `usage`, the bytes of text all sources use against the plan’s limit.',
        answer: ok(knowledgeListSchema, 'A page of sources and the usage.'),
      }),
      pageQuery,
      async (c) => c.json(await listKnowledge(c.get('account').id, db, c.req.valid('query'))),
    )
    .post(
      apiPaths.knowledgeQa,
      route({
        operationId: 'createKnowledgeQa',
        summary: 'Add a Q&A pair',
        description:
          'A question and its answer, and optionally `phrasings`, other ways customers ask the question (each searched on its own, answered with this answer), indexed at once in the given language (the briefing’s first when left out). Refused with 400 when the plan’s knowledge text limit would be passed.',
        answer: created(knowledgeSourceSchema, 'The stored Q&A.'),
      }),
      jsonBody(qaInputSchema, {
        question: 'Do you open on Sundays?',
        answer: 'No, we are closed on Sundays.',
        phrasings: ['Are you open this weekend?'],
      }),
      async (c) => {
        const { question, answer, phrasings, language } = c.req.valid('json');
        const source = await createKnowledgeSource(c.get('account').id, db, {
          kind: 'qa',
          title: question,
          body: answer,
          phrasings,
          language,
        });
        return c.json(source, 201);
      },
    )
    .post(
      apiPaths.knowledgeDocuments,
      route({
        operationId: 'createKnowledgeDocument',
        summary: 'Add a document from pasted text',
        description:
          'A title and pasted text (at most 60,000 characters; upload longer documents as a file), split into passages and indexed. Refused with 400 when the plan’s knowledge text limit would be passed.',
        answer: created(knowledgeSourceSchema, 'The stored document.'),
      }),
      jsonBody(documentInputSchema, {
        title: 'Returns policy',
        text: 'You can return any item within 30 days with its receipt.',
      }),
      async (c) => {
        const { title, text, language } = c.req.valid('json');
        const source = await createKnowledgeSource(c.get('account').id, db, {
          kind: 'document',
          title,
          body: text,
          language,
        });
        return c.json(source, 201);
      },
    )
    .post(
      apiPaths.knowledgeUploads,
      route({
        operationId: 'uploadKnowledgeDocument',
        summary: 'Upload a document',
        description:
          'A .txt, .md, .pdf or .docx file of at most 5 MB as multipart/form-data (`file`, and optionally `title` and `language`). Its text is read and indexed, one document of the account at a time; a file whose text cannot be read, or that unpacks to more than 20 MB, has more than 2,000 pages or 25,000 passages, or takes more time or memory to read than a document may, is stored as `failed` with the reason. A larger file is refused with 413, another type with 415, text beyond the plan with 400, and an upload while four of the account’s documents wait to be read with 429.',
        answer: created(knowledgeSourceSchema, 'The stored document.'),
        refuses: ['BadRequest', 'PayloadTooLarge', 'UnsupportedMediaType', 'TooManyRequests'],
      }),
      uploadForm,
      async (c) => {
        const form = await formOf(c);
        const file = fileOf(form[knowledgeFileField]);
        const fields = { title: textOf(form.title) || undefined, language: textOf(form.language) };
        assertStorableText({ ...fields, name: file?.name });
        const input = parseOrThrow(uploadFieldsSchema, fields);
        if (!file || file.size === 0) {
          throw new ApiError(400, 'invalid_input', knowledgeCopy.fileMissing, {
            [knowledgeFileField]: knowledgeCopy.fileMissing,
          });
        }
        if (file.size > KNOWLEDGE_FILE_MAX_BYTES) {
          throw new ApiError(413, 'file_too_large', knowledgeCopy.fileTooLarge(file.name));
        }
        if (!extensionOfKnowledgeFile(file.name)) {
          throw new ApiError(415, 'unsupported_file_type', knowledgeCopy.fileWrongType(file.name));
        }
        const source = await uploadKnowledgeDocument(c.get('account').id, deps, {
          title: input.title ?? titleFromName(file.name),
          language: input.language,
          file: { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
        });
        return c.json(source, 201);
      },
    )
    .post(
      apiPaths.knowledgeQaImports,
      route({
        operationId: 'importKnowledgeQa',
        summary: 'Import Q&A pairs from a CSV file',
        description:
          'A CSV file as multipart/form-data (`file`): a header row naming the columns `question` and `answer`, and optionally `language` (a name such as Spanish or a code such as es; the briefing’s first language when empty) and `other ways` (other ways customers ask the question, separated by `|`), in any letter case and order; then one Q&A pair a row. Separated by commas, semicolons or tabs, with quoted texts holding separators, quotes and line breaks. Every row is checked as `POST /api/v1/knowledge/qa` checks a pair, and the file is imported whole or not at all: when any row cannot be added (a field missing or too long, an unknown language, more cells than the header, a question twice in the file, or a question the knowledge base has with another answer) nothing is, and the 400’s `fields` names each such row and field (`4.answer`) with the reason in words (`Row 4: Write the answer.`). A row whose question and answer the knowledge base has already is left as it is. At most 1 MB (413 above), 500 rows and 1,500 other ways of asking (400 above); another file type is refused with 415, a file that is not CSV text or has no such header with 400, and pairs beyond the plan’s knowledge text with 400.',
        answer: created(qaImportResultSchema, 'How many pairs were added, and their ids.'),
        refuses: ['BadRequest', 'PayloadTooLarge', 'UnsupportedMediaType'],
      }),
      qaImportForm,
      async (c) => {
        const form = await formOf(c);
        const file = fileOf(form[qaImportFileField]);
        assertStorableText({ name: file?.name });
        if (!file || file.size === 0) {
          throw new ApiError(400, 'invalid_input', qaImportCopy.fileMissing, {
            [qaImportFileField]: qaImportCopy.fileMissing,
          });
        }
        if (file.size > QA_IMPORT_MAX_BYTES) {
          throw new ApiError(413, 'file_too_large', qaImportCopy.fileTooLarge(file.name));
        }
        if (!isQaImportName(file.name)) {
          throw new ApiError(415, 'unsupported_file_type', qaImportCopy.fileWrongType(file.name));
        }
        const rows = await readQaCsv(new Uint8Array(await file.arrayBuffer()), file.name);
        return c.json(await importQaPairs(c.get('account').id, db, rows), 201);
      },
    )
    .get(
      apiPaths.knowledgeSource,
      route({
        operationId: 'getKnowledgeSource',
        summary: 'Get a knowledge source',
        description: 'One Q&A pair or document, with its whole text.',
        answer: ok(knowledgeSourceSchema, 'The source.'),
      }),
      sourceId,
      async (c) =>
        c.json(await getKnowledgeSource(c.get('account').id, db, c.req.valid('param').id)),
    )
    .patch(
      apiPaths.knowledgeSource,
      route({
        operationId: 'updateKnowledgeSource',
        summary: 'Change a knowledge source',
        description:
          'A Q&A’s `question`, `answer` and `phrasings` (the whole list, replacing the stored one); a document’s `title` and pasted `text` (an uploaded file’s text is changed by uploading it again); either’s `language`. Only what is sent changes, and the source is indexed again (an uploaded file is read again, in the account’s turn like an upload).',
        answer: ok(knowledgeSourceSchema, 'The source as changed.'),
        refuses: ['TooManyRequests'],
      }),
      sourceId,
      jsonBody(knowledgeUpdateSchema, { answer: 'Yes, from 10 am to 2 pm.' }),
      async (c) =>
        c.json(
          await updateKnowledgeSource(
            c.get('account').id,
            deps,
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        ),
    )
    .post(
      apiPaths.knowledgeReindex,
      route({
        operationId: 'reindexKnowledgeSource',
        summary: 'Re-index a knowledge source',
        description:
          'Reads the source again (an uploaded file from its stored bytes, in the account’s turn like an upload) and rebuilds its passages.',
        answer: ok(knowledgeSourceSchema, 'The source, indexed again.'),
        refuses: ['BadRequest', 'TooManyRequests'],
      }),
      sourceId,
      async (c) =>
        c.json(await reindexKnowledgeSource(c.get('account').id, deps, c.req.valid('param').id)),
    )
    .post(
      apiPaths.knowledgePhrasings,
      route({
        operationId: 'addKnowledgePhrasing',
        summary: 'Add another way of asking a Q&A',
        description:
          'Adds `phrasing` (for example a question customers asked that the agent could not answer) to the Q&A’s other ways of asking, and indexes it, so a question worded like it is answered with the Q&A’s answer. One already in the list changes nothing. Refused with 400 for a document, when the Q&A has 20 already, or when the plan’s knowledge text limit would be passed.',
        answer: ok(knowledgeSourceSchema, 'The Q&A with its ways of asking.'),
      }),
      sourceId,
      jsonBody(phrasingInputSchema, { phrasing: 'Are you open this weekend?' }),
      async (c) =>
        c.json(
          await addPhrasing(
            c.get('account').id,
            db,
            c.req.valid('param').id,
            c.req.valid('json').phrasing,
          ),
        ),
    )
    .delete(
      apiPaths.knowledgeSource,
      route({
        operationId: 'deleteKnowledgeSource',
        summary: 'Delete a knowledge source',
        description: 'Deletes the source and its passages for good.',
        answer: ok(deletedSchema, 'The id of the deleted source.'),
      }),
      sourceId,
      async (c) => {
        const { id } = c.req.valid('param');
        await deleteKnowledgeSource(c.get('account').id, db, id);
        return c.json({ deleted: id });
      },
    );
}
