import { AsyncLocalStorage } from 'node:async_hooks';
import {
  destination as fileDestination,
  type DestinationStream,
  pino,
  stdTimeFunctions,
} from 'pino';
import type { Env } from '@server/env.ts';

/** Fields logged beside a message: each a JSON value, so nothing a client sent can end a line. */
export type LogFields = Record<string, unknown>;

/**
 * The server's one log: a JSON object a line (pino) on stdout, with the request id of the
 * request it happened in, quiet with LOG_LEVEL=silent. Text a client sent travels only in a
 * JSON string, where a newline is `\n`, so no one can forge a line of their own.
 */
export type Logger = {
  info: (message: string, fields?: LogFields) => void;
  error: (message: string, err?: unknown, fields?: LogFields) => void;
};

/** The request a log call happens in, whatever code makes it (better-auth's hooks, a store). */
const currentRequest = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` as part of the request with this id: every log line inside it carries the id. */
export const inRequest = <T>(requestId: string, work: () => T) =>
  currentRequest.run({ requestId }, work);

/** `destination` is stdout unless given (tests read what the server writes). */
export function createLogger(level: Env['LOG_LEVEL'], destination?: DestinationStream): Logger {
  const log = pino(
    {
      level,
      base: undefined,
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const request = currentRequest.getStore();
        return request ? { requestId: request.requestId } : {};
      },
    },
    destination ?? fileDestination({ dest: 1, sync: true }),
  );
  return {
    info: (message, fields) => log.info(fields ?? {}, message),
    error: (message, err, fields) =>
      log.error({ ...fields, ...(err === undefined ? {} : { err }) }, message),
  };
}
