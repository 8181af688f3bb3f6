import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Telegram Bot API for tests: `POST /bot<token>/<method>` with a JSON body, answered
 * the way Telegram answers (`{ ok: true, result }`, `{ ok: false, error_code, description }`),
 * including its refusals: an unknown or revoked token (401), getUpdates while a webhook is set
 * or while another getUpdates is open (409), a webhook that is not https (400). `down` makes
 * it answer 503 with a page that is not the API, as a proxy in front of Telegram would.
 */
export type FakeTelegramCall = { token: string; method: string; params: Record<string, unknown> };

type Bot = { id: number; username: string; first_name: string };

export async function startFakeTelegram() {
  const bots = new Map<string, Bot>();
  const webhooks = new Map<string, { url: string; secret: string }>();
  const queues = new Map<string, Record<string, unknown>[]>();
  const polling = new Set<string>();
  const calls: FakeTelegramCall[] = [];
  let conflicts = 0;
  let nextBotId = 7_000_000_000;
  let nextUpdateId = 500_000;
  let nextMessageId = 1;
  let downFor = 0;

  const refuse = (res: ServerResponse, code: number, description: string) => {
    res.writeHead(code, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ok: false, error_code: code, description }));
  };
  const answer = (res: ServerResponse, result: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ok: true, result }));
  };

  async function bodyOf(req: IncomingMessage) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  }

  async function getUpdates(token: string, params: Record<string, unknown>) {
    const offset = Number(params.offset ?? 0);
    const queue = (queues.get(token) ?? []).filter((u) => Number(u.update_id) >= offset);
    queues.set(token, queue);
    const deadline = Date.now() + Number(params.timeout ?? 0) * 1000;
    while (queue.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return [...queue];
  }

  const server = createServer((req, res) => {
    void (async () => {
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
      const params = await bodyOf(req);
      if (!match) return refuse(res, 404, 'Not Found');
      const [, token, method] = match as unknown as [string, string, string];
      calls.push({ token, method, params });
      if (downFor > 0) {
        downFor--;
        res.writeHead(503, { 'content-type': 'text/html' });
        return res.end('<html><body>503 Service Unavailable</body></html>');
      }
      const bot = bots.get(token);
      if (!bot) return refuse(res, 401, 'Unauthorized');
      switch (method) {
        case 'getMe':
          return answer(res, { is_bot: true, ...bot });
        case 'setWebhook': {
          const url = String(params.url ?? '');
          if (!url.startsWith('https://')) {
            return refuse(
              res,
              400,
              'Bad Request: bad webhook: An HTTPS URL must be provided for webhook',
            );
          }
          webhooks.set(token, { url, secret: String(params.secret_token ?? '') });
          return answer(res, true);
        }
        case 'deleteWebhook':
          webhooks.delete(token);
          return answer(res, true);
        case 'getUpdates': {
          if (webhooks.has(token)) {
            return refuse(
              res,
              409,
              "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
            );
          }
          if (polling.has(token)) {
            conflicts++;
            return refuse(
              res,
              409,
              'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running',
            );
          }
          polling.add(token);
          try {
            return answer(res, await getUpdates(token, params));
          } finally {
            polling.delete(token);
          }
        }
        case 'sendMessage':
          return answer(res, {
            message_id: nextMessageId++,
            date: Math.floor(Date.now() / 1000),
            chat: { id: Number(params.chat_id), type: 'private' },
            from: { id: bot.id, is_bot: true, first_name: bot.first_name, username: bot.username },
            text: params.text,
          });
        case 'sendChatAction':
          return answer(res, true);
        default:
          return refuse(res, 404, 'Not Found');
      }
    })().catch(() => refuse(res, 400, 'Bad Request: the body is not JSON'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    /** A new bot, as BotFather makes one: its token. */
    createBot(username: string) {
      const id = nextBotId++;
      const token = `${id}:AAH${Math.random().toString(36).slice(2)}${'x'.repeat(30)}`.slice(0, 50);
      bots.set(token, { id, username, first_name: username });
      return token;
    },
    /** The token stops working, as /revoke in BotFather does. */
    revoke(token: string) {
      bots.delete(token);
    },
    webhookOf: (token: string) => webhooks.get(token),
    /** A customer writes to the bot: the Update Telegram would send (and queues it for getUpdates). */
    customerWrites(token: string, chatId: number, text: string, firstName = 'Ada') {
      const update = {
        update_id: nextUpdateId++,
        message: {
          message_id: nextMessageId++,
          date: Math.floor(Date.now() / 1000),
          chat: { id: chatId, type: 'private', first_name: firstName },
          from: { id: chatId, is_bot: false, first_name: firstName },
          text,
        },
      };
      queues.set(token, [...(queues.get(token) ?? []), update]);
      return update;
    },
    /** The next `count` calls answer 503. */
    goDown(count: number) {
      downFor = count;
    },
    calls: (method?: string) => calls.filter((call) => !method || call.method === method),
    sentTo: (chatId: number) =>
      calls
        .filter((call) => call.method === 'sendMessage' && Number(call.params.chat_id) === chatId)
        .map((call) => String(call.params.text)),
    conflicts: () => conflicts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeTelegram = Awaited<ReturnType<typeof startFakeTelegram>>;
