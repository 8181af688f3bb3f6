import {
  DOCUMENT_MAX_PASSAGES,
  type KnowledgeFileExtension,
  knowledgeCopy,
} from '@shared/knowledge.ts';
import { extractText } from './extract-text.ts';
import { passagesOf } from './split-passages.ts';

/** An uploaded file to read, with the title its passages open with. */
export type DocumentRequest = {
  bytes: Uint8Array;
  extension: KnowledgeFileExtension;
  title: string;
  /** What the plan has left for this document's text: reading stops past it. */
  maxTextBytes: number;
};

/** Why a file could not be read, in words. */
export type ReadingFailed = { outcome: 'failed'; failure: string };

/** The file's text cut into passages; or why it could not be read; or its text is beyond the plan. */
export type DocumentReading =
  | { outcome: 'read'; text: string; passages: string[] }
  | ReadingFailed
  | { outcome: 'beyondPlan'; textBytes: number; atLeast: boolean };

export const readingFailed = (failure: string): ReadingFailed => ({
  outcome: 'failed',
  failure,
});

/**
 * Reads a document's text and cuts it into passages: all the work an upload costs before the
 * database, done on the document reader's own thread (document-reader.ts).
 */
export async function readDocument({
  bytes,
  extension,
  title,
  maxTextBytes,
}: DocumentRequest): Promise<DocumentReading> {
  const extracted = await extractText(bytes, extension, maxTextBytes);
  if ('failure' in extracted) return readingFailed(extracted.failure);
  if ('beyondBytes' in extracted) {
    return { outcome: 'beyondPlan', textBytes: extracted.beyondBytes, atLeast: extracted.atLeast };
  }
  const passages = passagesOf('document', title, extracted.text);
  if (passages.length > DOCUMENT_MAX_PASSAGES) return readingFailed(knowledgeCopy.tooManyPassages);
  return { outcome: 'read', text: extracted.text, passages };
}
