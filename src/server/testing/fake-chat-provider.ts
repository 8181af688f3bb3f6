import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { embeddingsAnswer, type EmbeddingsRequest } from './fake-embeddings.ts';

/**
 * A local OpenAI-compatible chat-completions server for tests: it speaks the real wire
 * protocol (POST /v1/chat/completions; with `stream: true`, server-sent `data: {chunk}` lines
 * ending with `data: [DONE]`; tool calls as `tool_calls` deltas; a usage chunk when asked
 * for; GET /v1/models, the list of its models; POST /v1/embeddings, see fake-embeddings.ts), and answers each chat request with the next
 * scripted reply. Given a key, it refuses any other as OpenAI does (401, `invalid_api_key`).
 */
export type ScriptedReply = {
  /** Text streamed as content deltas, one piece per chunk. */
  chunks?: string[];
  /** A tool call after the text, its arguments streamed in two pieces. */
  toolCall?: { name: string; arguments: string };
  /** The model refuses (a `refusal` delta). */
  refusal?: string;
  usage?: { prompt_tokens: number; completion_tokens: number };
  /** Wait this long before each chunk: a slow model. */
  delayMs?: number;
  /** Answer with this HTTP status and an error body: a failing provider. */
  failWith?: number;
  /** Send the headers, then nothing: a model that hangs. */
  hang?: boolean;
  /** Drop the connection after this many text chunks: a provider failing mid-answer. */
  dropAfter?: number;
};

export type ReceivedRequest = {
  path: string;
  /** `performance.now()` in this process when the request arrived. */
  receivedAt: number;
  /** `performance.now()` when its first text chunk was written; unset until then. */
  firstTextAt?: number;
  authorization: string | undefined;
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content: string }[];
    tools?: { function: { name: string } }[];
  };
};

export type FakeChatProvider = {
  /** The base URL a client is configured with (`…/v1`). */
  baseUrl: string;
  /** Answers the next request with `reply` (requests without a script get the default reply). */
  script: (...replies: ScriptedReply[]) => void;
  requests: ReceivedRequest[];
  /** The Authorization header of each request for the list of models, in order. */
  modelListRequests: (string | undefined)[];
  /** The texts of each embeddings request, in order. */
  embeddingRequests: { model: string; inputs: string[] }[];
  /** Answers the next embeddings requests with this HTTP status (null: answers them again). */
  failEmbeddings: (status: number | null) => void;
  /** How many answers the client abandoned before their end (it closed the connection). */
  abandoned: () => number;
  /** Resolves when the client next abandons an answer. */
  nextAbandoned: () => Promise<void>;
  close: () => Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBody(req: IncomingMessage) {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export type FakeChatProviderOptions = {
  /** The reply of every request without a script: "Hello!" unless given. */
  defaultReply?: ScriptedReply;
  /** The only key it accepts (`Authorization: Bearer …`); any key, or none, unless given. */
  apiKey?: string;
  /** The ids GET /v1/models lists: `fake-model` unless given. */
  models?: string[];
  /** Words its embeddings read as meaning the same (`dog` → `pet`); each word itself unless given. */
  meanings?: Record<string, string>;
};

export async function startFakeChatProvider(
  options: FakeChatProviderOptions = {},
): Promise<FakeChatProvider> {
  const defaultReply = options.defaultReply ?? { chunks: ['Hello!'] };
  const scripts: ScriptedReply[] = [];
  const requests: ReceivedRequest[] = [];
  const modelListRequests: (string | undefined)[] = [];
  const embeddingRequests: FakeChatProvider['embeddingRequests'] = [];
  let embeddingsFailure: number | null = null;
  const models = options.models ?? ['fake-model'];
  let abandoned = 0;
  let onAbandon: (() => void)[] = [];
  let sequence = 0;

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const receivedAt = performance.now();
    const path = req.url ?? '';
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: {
            message: 'Incorrect API key provided.',
            type: 'invalid_request_error',
            code: 'invalid_api_key',
          },
        }),
      );
      return;
    }
    if (req.method === 'GET' && path.endsWith('/v1/models')) {
      modelListRequests.push(req.headers.authorization);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          object: 'list',
          data: models.map((id) => ({
            id,
            object: 'model',
            created: 1700000000,
            owned_by: 'fake',
          })),
        }),
      );
      return;
    }
    if (req.method === 'POST' && path.endsWith('/v1/embeddings')) {
      const body = JSON.parse(await readBody(req)) as EmbeddingsRequest;
      embeddingRequests.push({
        model: body.model,
        inputs: Array.isArray(body.input) ? body.input : [body.input],
      });
      if (embeddingsFailure) {
        res.writeHead(embeddingsFailure, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(embeddingsAnswer(body, options.meanings ?? {})));
      return;
    }
    if (req.method !== 'POST' || !path.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error' } }));
      return;
    }
    const body = JSON.parse(await readBody(req)) as ReceivedRequest['body'] & {
      stream_options?: { include_usage?: boolean };
    };
    const received: ReceivedRequest = {
      path,
      receivedAt,
      authorization: req.headers.authorization,
      body,
    };
    requests.push(received);
    const reply = scripts.shift() ?? defaultReply;
    let finished = false;
    res.on('close', () => {
      if (finished) return;
      abandoned += 1;
      const waiting = onAbandon;
      onAbandon = [];
      for (const resolve of waiting) resolve();
    });
    if (reply.failWith) {
      res.writeHead(reply.failWith, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } }),
      );
      finished = true;
      return;
    }
    const id = `chatcmpl-${++sequence}`;
    const created = Math.floor(Date.now() / 1000);
    const chunk = (delta: object, finishReason: string | null = null, extra: object = {}) =>
      `data: ${JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        created,
        model: body.model,
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
        ...extra,
      })}\n\n`;
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    res.flushHeaders();
    if (reply.hang) return;
    const send = async (text: string, isText = false) => {
      if (reply.delayMs) await sleep(reply.delayMs);
      if (res.destroyed) return false;
      if (isText) received.firstTextAt ??= performance.now();
      res.write(text);
      return true;
    };
    if (!(await send(chunk({ role: 'assistant', content: '' })))) return;
    if (reply.refusal && !(await send(chunk({ refusal: reply.refusal })))) return;
    for (const [index, piece] of (reply.chunks ?? []).entries()) {
      if (index === reply.dropAfter) {
        // Let the chunks before it reach the client first, as a real mid-answer failure would.
        await sleep(100);
        finished = true;
        res.destroy();
        return;
      }
      if (!(await send(chunk({ content: piece }), true))) return;
    }
    if (reply.toolCall) {
      const half = Math.floor(reply.toolCall.arguments.length / 2);
      const call = { index: 0, id: 'call_1', type: 'function' };
      const pieces = [
        { ...call, function: { name: reply.toolCall.name, arguments: '' } },
        { index: 0, function: { arguments: reply.toolCall.arguments.slice(0, half) } },
        { index: 0, function: { arguments: reply.toolCall.arguments.slice(half) } },
      ];
      for (const piece of pieces) if (!(await send(chunk({ tool_calls: [piece] })))) return;
    }
    const finishReason = reply.toolCall ? 'tool_calls' : 'stop';
    if (!(await send(chunk({}, finishReason)))) return;
    if (body.stream_options?.include_usage) {
      const usage = reply.usage ?? { prompt_tokens: 0, completion_tokens: 0 };
      const line = `data: ${JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        created,
        model: body.model,
        choices: [],
        usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
      })}\n\n`;
      if (!(await send(line))) return;
    }
    finished = true;
    res.end('data: [DONE]\n\n');
  }

  const server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    script: (...replies) => scripts.push(...replies),
    requests,
    modelListRequests,
    embeddingRequests,
    failEmbeddings: (status) => {
      embeddingsFailure = status;
    },
    abandoned: () => abandoned,
    nextAbandoned: () => new Promise((resolve) => onAbandon.push(resolve)),
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
