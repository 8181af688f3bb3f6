/**
 * Meta's Graph API over plain HTTPS: `<base>/<node>?access_token=…`, answered with JSON, or
 * with `{ error: { message, type, code, error_subcode } }` and a 4xx status. The base is
 * META_GRAPH_URL (https://graph.facebook.com/v21.0), a local fake server in tests.
 */

/** Meta answered, and refused: `code` and `subcode` are its error's. */
export class GraphRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly subcode: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'GraphRefusal';
  }
}

/** Meta could not be reached, or answered with something that is not its API. */
export class GraphUnreachable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GraphUnreachable';
  }
}

/** Code 190: the access token is invalid, expired or revoked. */
export const isTokenRevoked = (error: unknown) =>
  error instanceof GraphRefusal && error.code === 190;

/** Code 10 with subcode 2018278: the message is outside the window Meta allows. */
export const isOutsideWindow = (error: unknown) =>
  error instanceof GraphRefusal && error.code === 10 && error.subcode === 2018278;

/** Codes 10 and 200: the app lacks a permission (the human agent tag, say) for this call. */
export const isPermissionMissing = (error: unknown) =>
  error instanceof GraphRefusal && (error.code === 10 || error.code === 200);

/** Throttled (4, 17, 32, 613) or a passing error on Meta's side (1, 2): worth trying later. */
export const isPassing = (error: unknown) =>
  error instanceof GraphUnreachable ||
  (error instanceof GraphRefusal && [1, 2, 4, 17, 32, 613].includes(error.code));

const CALL_TIMEOUT_MS = 15_000;

export type GraphPage = {
  id: string;
  name: string;
  instagram_business_account?: { id: string; username?: string };
};

/** What a Page's customer shows of themselves: Messenger's names, Instagram's name and username. */
export type GraphProfile = {
  first_name?: string;
  last_name?: string;
  name?: string;
  username?: string;
  profile_pic?: string;
};

/** A Page the person who signed in with Facebook granted, with its own token. */
export type GraphGrantedPage = GraphPage & { access_token: string };

export type SendOptions = { tag?: 'HUMAN_AGENT' };

export type MetaGraphApi = ReturnType<typeof createMetaGraphApi>;

export function createMetaGraphApi(baseUrl: string) {
  const base = baseUrl.replace(/\/+$/, '');

  async function call<T>(
    method: 'GET' | 'POST' | 'DELETE',
    node: string,
    token: string,
    { query = {}, body }: { query?: Record<string, string>; body?: unknown } = {},
  ): Promise<T> {
    const url = new URL(`${base}/${node}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        // The token goes in a header, so no log of a URL ever carries it.
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'failed';
      throw new GraphUnreachable(`The call to Meta's Graph API ${reason}.`);
    }
    let answer: { error?: { message?: string; code?: number; error_subcode?: number } };
    try {
      answer = (await response.json()) as typeof answer;
    } catch {
      throw new GraphUnreachable(`Meta's Graph API answered with HTTP ${response.status}.`);
    }
    if (response.ok && !answer.error) return answer as T;
    const { error } = answer;
    if (!error || typeof error.code !== 'number') {
      throw new GraphUnreachable(`Meta's Graph API answered with HTTP ${response.status}.`);
    }
    throw new GraphRefusal(
      response.status,
      error.code,
      error.error_subcode,
      error.message ?? `Meta refused the call (code ${error.code}).`,
    );
  }

  return {
    /** Facebook Login's code traded for the person's token (the app's secret proves the app). */
    exchangeCode: (app: { id: string; secret: string }, redirectUri: string, code: string) =>
      call<{ access_token: string }>('GET', 'oauth/access_token', '', {
        query: { client_id: app.id, client_secret: app.secret, redirect_uri: redirectUri, code },
      }),
    /** The Pages the person granted, each with its Page access token. */
    grantedPages: (userToken: string) =>
      call<{ data: GraphGrantedPage[] }>('GET', 'me/accounts', userToken, {
        query: { fields: 'id,name,access_token,instagram_business_account{id,username}' },
      }),
    /** The Page a Page access token stands for, with its linked Instagram professional account. */
    page: (token: string) =>
      call<GraphPage>('GET', 'me', token, {
        query: { fields: 'id,name,instagram_business_account{id,username}' },
      }),
    /** Has Meta send the Page's messages (Messenger and Instagram) to the app's webhook. */
    subscribe: (token: string, pageId: string) =>
      call<{ success: boolean }>('POST', `${pageId}/subscribed_apps`, token, {
        query: { subscribed_fields: 'messages,message_echoes' },
      }),
    unsubscribe: (token: string, pageId: string) =>
      call<{ success: boolean }>('DELETE', `${pageId}/subscribed_apps`, token),
    profile: (token: string, userId: string, fields: string) =>
      call<GraphProfile>('GET', userId, token, { query: { fields } }),
    /** The Send API: a text from the Page (Messenger) or its Instagram account, as a response or tagged. */
    sendText: (
      token: string,
      pageId: string,
      recipientId: string,
      text: string,
      options: SendOptions = {},
    ) =>
      call<{ recipient_id: string; message_id: string }>('POST', `${pageId}/messages`, token, {
        body: {
          recipient: { id: recipientId },
          messaging_type: options.tag ? 'MESSAGE_TAG' : 'RESPONSE',
          ...(options.tag ? { tag: options.tag } : {}),
          message: { text },
        },
      }),
    typing: (token: string, pageId: string, recipientId: string) =>
      call<{ recipient_id: string }>('POST', `${pageId}/messages`, token, {
        body: { recipient: { id: recipientId }, sender_action: 'typing_on' },
      }),
  };
}
