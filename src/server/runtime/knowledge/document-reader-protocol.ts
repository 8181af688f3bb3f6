import type { DocumentReading } from './read-document.ts';

/** What the document reader's thread says: it started reading, then what it read. */
export type ReaderMessage = { type: 'reading' } | { type: 'read'; reading: DocumentReading };
