import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { inRequest } from './logger.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Gives each request an id of ours (a client cannot choose what the log calls its request)
 * and runs the rest of the request under it, so every log line the request causes, wherever
 * it is written, names it. The answer carries it in X-Request-Id, for a report to quote;
 * it is set on the finished answer, since better-auth's routes build their own.
 */
export const requestContext = createMiddleware(async (c, next) => {
  const id = randomUUID();
  await inRequest(id, next);
  c.res.headers.set(REQUEST_ID_HEADER, id);
});
