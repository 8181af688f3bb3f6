import {
  DOCUMENT_MAX_PAGES,
  DOCUMENT_UNPACKED_MAX_BYTES,
  type KnowledgeFileExtension,
  knowledgeCopy,
} from '@shared/knowledge.ts';
import { docxUnpacksWithin } from './docx-unpacked-size.ts';
import { pdfUnpacksWithin } from './pdf-unpacked-size.ts';

/**
 * A file's text; or why it has none, in words (shown beside the failed document); or, when
 * its text is longer than `maxTextBytes`, at least how long it is (reading stops there).
 */
export type ExtractedText =
  { text: string } | { failure: string } | { beyondBytes: number; atLeast: boolean };

const failed = (failure: string): ExtractedText => ({ failure });
const byteLength = (text: string) => Buffer.byteLength(text, 'utf8');

function withText(text: string, maxTextBytes: number): ExtractedText {
  const trimmed = text.replaceAll('\u0000', '').trim();
  if (!trimmed) return failed(knowledgeCopy.noText);
  const bytes = byteLength(trimmed);
  return bytes > maxTextBytes ? { beyondBytes: bytes, atLeast: false } : { text: trimmed };
}

/** unpdf's merge of the pages' texts, kept so documents read as they did before. */
const mergePages = (texts: readonly string[]) =>
  texts
    .join('\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n');

async function pdfText(bytes: Uint8Array, maxTextBytes: number): Promise<ExtractedText> {
  const unpacking = pdfUnpacksWithin(bytes, {
    maxInflatedBytes: DOCUMENT_UNPACKED_MAX_BYTES,
    maxPages: DOCUMENT_MAX_PAGES,
  });
  if (unpacking === 'tooLarge') return failed(knowledgeCopy.pdfUnpacksTooLarge);
  if (unpacking !== 'within') return failed(knowledgeCopy.tooManyPages(unpacking.pages));
  const { getDocumentProxy } = await import('unpdf');
  let pdf;
  try {
    // unpdf takes over the buffer it reads: give it a copy, the caller keeps the bytes.
    pdf = await getDocumentProxy(new Uint8Array(bytes));
  } catch {
    return failed(knowledgeCopy.unreadablePdf);
  }
  try {
    if (pdf.numPages > DOCUMENT_MAX_PAGES) return failed(knowledgeCopy.tooManyPages(pdf.numPages));
    // Page by page (unpdf asks for all at once), so memory holds one page's objects and
    // reading stops once the text passes what the plan has left.
    const texts: string[] = [];
    let bytesRead = 0;
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('');
      page.cleanup();
      texts.push(text);
      bytesRead += byteLength(text);
      if (bytesRead > maxTextBytes) return { beyondBytes: bytesRead, atLeast: true };
    }
    return withText(mergePages(texts), maxTextBytes);
  } catch {
    return failed(knowledgeCopy.unreadablePdf);
  } finally {
    await pdf.destroy();
  }
}

async function docxText(bytes: Uint8Array, maxTextBytes: number): Promise<ExtractedText> {
  const unpacking = docxUnpacksWithin(bytes, DOCUMENT_UNPACKED_MAX_BYTES);
  if (unpacking === 'tooLarge') return failed(knowledgeCopy.unpacksTooLarge);
  if (unpacking === 'unreadable') return failed(knowledgeCopy.unreadableDocx);
  const { default: mammoth } = await import('mammoth');
  try {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return withText(value, maxTextBytes);
  } catch {
    return failed(knowledgeCopy.unreadableDocx);
  }
}

/**
 * The text of an uploaded .txt, .md, .pdf or .docx, read by maintained parsers once the
 * file is known to unpack within DOCUMENT_UNPACKED_MAX_BYTES (and a PDF to have at most
 * DOCUMENT_MAX_PAGES pages). Runs on the document reader's thread (read-document.ts).
 */
export async function extractText(
  bytes: Uint8Array,
  extension: KnowledgeFileExtension,
  maxTextBytes: number,
): Promise<ExtractedText> {
  switch (extension) {
    case 'txt':
    case 'md':
      try {
        return withText(new TextDecoder('utf-8', { fatal: true }).decode(bytes), maxTextBytes);
      } catch {
        return failed(knowledgeCopy.notUtf8);
      }
    case 'pdf':
      return pdfText(bytes, maxTextBytes);
    case 'docx':
      return docxText(bytes, maxTextBytes);
  }
}
