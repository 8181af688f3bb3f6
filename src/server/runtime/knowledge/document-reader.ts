import { availableParallelism } from 'node:os';
import { knowledgeCopy } from '@shared/knowledge.ts';
import { oneProcessOnly, type SessionLock } from '@server/platform/db/session-lock.ts';
import { startModuleWorker } from '@server/platform/workers/module-worker.ts';
import { createDocumentQueue, type DocumentQueue } from './document-queue.ts';
import type { ReaderMessage } from './document-reader-protocol.ts';
import { type DocumentReading, type DocumentRequest, readingFailed } from './read-document.ts';

export type DocumentReadingLimits = {
  /** How long reading one file may take before it is stopped and the document fails. */
  timeLimitMs: number;
  /** The reader's JavaScript heap: a file that needs more stops it, and the document fails. */
  memoryLimitMb: number;
};

/**
 * Measured on a busy 2-core machine: a Word file of 45,000 paragraphs (13 MB of markup, 6 MB
 * of text, 22,500 passages) reads in 13 s within this heap, a PDF of 2,000 pages in 3 s, a
 * 4.9 MB text file of 22,000 paragraphs in 0.4 s. Files made to exhaust a reader within the
 * caps (a Word file of 8 MB of empty paragraphs, a PDF whose 2,000 pages each parse one
 * long stream) would take gigabytes or hours.
 */
export const defaultReadingLimits: DocumentReadingLimits = {
  timeLimitMs: 30_000,
  memoryLimitMb: 512,
};

/** A thread that never starts reading (it loads two parsers) is a fault, not a slow file. */
const START_LIMIT_MS = 60_000;

/**
 * Reads one file on a thread of its own, with a heap limit and a time limit; a file that
 * passes either fails in words. The request thread only waits for the answer.
 */
export function readOffThread(
  request: DocumentRequest,
  { timeLimitMs, memoryLimitMb }: DocumentReadingLimits,
): Promise<DocumentReading> {
  return new Promise((resolve, reject) => {
    const worker = startModuleWorker(import.meta.url, 'document-reader-worker', {
      workerData: request,
      resourceLimits: { maxOldGenerationSizeMb: memoryLimitMb },
    });
    let timer = setTimeout(
      () => settle(() => reject(new Error('The document reader did not start.'))),
      START_LIMIT_MS,
    );
    let settled = false;
    const settle = (answer: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      answer();
    };
    const tooLong = readingFailed(knowledgeCopy.readTooLong(Math.round(timeLimitMs / 1000)));
    worker.on('message', (message: ReaderMessage) => {
      if (message.type === 'read') return settle(() => resolve(message.reading));
      clearTimeout(timer);
      timer = setTimeout(() => settle(() => resolve(tooLong)), timeLimitMs);
    });
    worker.on('error', (err: NodeJS.ErrnoException) =>
      settle(() =>
        err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? resolve(readingFailed(knowledgeCopy.readTooLarge))
          : reject(err),
      ),
    );
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`The document reader stopped (exit code ${code}).`))),
    );
  });
}

/** Reads uploaded files off the request thread, each account's in turn. */
export type DocumentReader = {
  /** Runs a job (read a file, write its passages) in the account's turn. */
  inTurn: DocumentQueue;
  read: (request: DocumentRequest) => Promise<DocumentReading>;
};

/**
 * A core for the request thread and one for the database's, and the rest for reading; at
 * least two, so one account's slow file never holds up every other upload.
 */
const readerSlots = () => Math.min(4, Math.max(2, availableParallelism() - 2));

export function createDocumentReader({
  limits,
  lock = oneProcessOnly,
}: {
  limits?: Partial<DocumentReadingLimits>;
  lock?: SessionLock;
} = {}): DocumentReader {
  const within = { ...defaultReadingLimits, ...limits };
  return {
    inTurn: createDocumentQueue({ slots: readerSlots(), maxWaiting: 4, lock }),
    read: (request) => readOffThread(request, within),
  };
}
