import { extractText as extractPdfText, getDocumentProxy } from 'unpdf';
import mammoth from 'mammoth';
import { type KnowledgeFileExtension, knowledgeCopy } from '@shared/knowledge.ts';

/** A file's text, or why it has none, in words (shown beside the failed document). */
export type ExtractedText = { text: string; failure: null } | { text: ''; failure: string };

const failed = (failure: string): ExtractedText => ({ text: '', failure });

function withText(text: string): ExtractedText {
  const trimmed = text.replaceAll('\u0000', '').trim();
  return trimmed ? { text: trimmed, failure: null } : failed(knowledgeCopy.noText);
}

/** The text of an uploaded .txt, .md, .pdf or .docx, read by maintained parsers. */
export async function extractText(
  bytes: Uint8Array,
  extension: KnowledgeFileExtension,
): Promise<ExtractedText> {
  switch (extension) {
    case 'txt':
    case 'md':
      try {
        return withText(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
      } catch {
        return failed(knowledgeCopy.notUtf8);
      }
    case 'pdf':
      try {
        // unpdf takes over the buffer it reads: give it a copy, the caller keeps the bytes.
        const pdf = await getDocumentProxy(new Uint8Array(bytes));
        const { text } = await extractPdfText(pdf, { mergePages: true });
        return withText(text);
      } catch {
        return failed(knowledgeCopy.unreadablePdf);
      }
    case 'docx':
      try {
        const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
        return withText(value);
      } catch {
        return failed(knowledgeCopy.unreadableDocx);
      }
  }
}
