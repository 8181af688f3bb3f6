/**
 * The document reader's thread: reads one uploaded file into text and passages and answers
 * once. It runs with a heap limit and is stopped at a time limit (document-reader.ts), so a
 * file made to exhaust its reader takes only this thread down.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type DocumentRequest, readDocument } from './read-document.ts';
import type { ReaderMessage } from './document-reader-protocol.ts';

const port = parentPort!;
port.postMessage({ type: 'reading' } satisfies ReaderMessage);
const reading = await readDocument(workerData as DocumentRequest);
port.postMessage({ type: 'read', reading } satisfies ReaderMessage);
