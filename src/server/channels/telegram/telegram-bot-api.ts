/**
 * Telegram's Bot API over plain HTTPS: `POST <base>/bot<token>/<method>` with a JSON body,
 * answered `{ ok: true, result }` or `{ ok: false, error_code, description }`. The base is
 * TELEGRAM_API_URL (https://api.telegram.org), a local fake server in tests.
 */

export type TelegramUser = { id: number; is_bot: boolean; first_name: string; username?: string };

export type TelegramMessage = {
  message_id: number;
  date: number;
  chat: { id: number; type: string };
  from?: { id: number; first_name?: string; last_name?: string; username?: string };
  text?: string;
};

export type TelegramUpdate = { update_id: number; message?: TelegramMessage };

/** Telegram answered, and refused: `status` is its error_code (401 bad token, 403 blocked…). */
export class TelegramRefusal extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    /** Seconds Telegram asks to wait before the next call (429). */
    readonly retryAfter?: number,
  ) {
    super(description);
    this.name = 'TelegramRefusal';
  }
}

/** Telegram could not be reached, or answered with something that is not its API. */
export class TelegramUnreachable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TelegramUnreachable';
  }
}

/** Whether a refusal means the token no longer works (revoked in BotFather, bot deleted). */
export const isTokenRefused = (error: unknown) =>
  error instanceof TelegramRefusal && (error.status === 401 || error.status === 404);

/** Each call gives up after this long, long polls after their own timeout plus this. */
const CALL_TIMEOUT_MS = 15_000;

type Envelope<T> =
  | { ok: true; result: T }
  | { ok: false; error_code: number; description: string; parameters?: { retry_after?: number } };

export type TelegramBotApi = ReturnType<typeof createTelegramBotApi>;

export function createTelegramBotApi(baseUrl: string) {
  const base = baseUrl.replace(/\/+$/, '');

  async function call<T>(
    token: string,
    method: string,
    params: Record<string, unknown> = {},
    { signal, waitSeconds = 0 }: { signal?: AbortSignal; waitSeconds?: number } = {},
  ): Promise<T> {
    const timeout = AbortSignal.timeout(CALL_TIMEOUT_MS + waitSeconds * 1000);
    let response: Response;
    try {
      response = await fetch(`${base}/bot${token}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(params),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      // The message of a network error can carry the URL, and with it the token: never kept.
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'failed';
      throw new TelegramUnreachable(`The call to Telegram's ${method} ${reason}.`);
    }
    let body: Envelope<T>;
    try {
      body = (await response.json()) as Envelope<T>;
    } catch {
      throw new TelegramUnreachable(`Telegram answered ${method} with HTTP ${response.status}.`);
    }
    if (body.ok) return body.result;
    if (typeof body.error_code !== 'number') {
      throw new TelegramUnreachable(`Telegram answered ${method} with HTTP ${response.status}.`);
    }
    throw new TelegramRefusal(body.error_code, body.description, body.parameters?.retry_after);
  }

  return {
    getMe: (token: string) => call<TelegramUser>(token, 'getMe'),
    setWebhook: (token: string, url: string, secretToken: string) =>
      call<true>(token, 'setWebhook', {
        url,
        secret_token: secretToken,
        allowed_updates: ['message'],
      }),
    deleteWebhook: (token: string) => call<true>(token, 'deleteWebhook'),
    getUpdates: (token: string, offset: number, waitSeconds: number, signal?: AbortSignal) =>
      call<TelegramUpdate[]>(
        token,
        'getUpdates',
        { offset, timeout: waitSeconds, allowed_updates: ['message'] },
        { signal, waitSeconds },
      ),
    sendMessage: (token: string, chatId: string, text: string) =>
      call<TelegramMessage>(token, 'sendMessage', { chat_id: chatId, text }),
    sendTyping: (token: string, chatId: string) =>
      call<true>(token, 'sendChatAction', { chat_id: chatId, action: 'typing' }),
  };
}
