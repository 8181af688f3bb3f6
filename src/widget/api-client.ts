/**
 * The panel's requests to the widget API, as the visitor. The visitor's token is kept in the
 * site's localStorage, so a conversation outlasts a reload and is the same in every tab.
 */
import { widgetApiPaths } from '@shared/api-paths.ts';
import type { WidgetConversation } from '@shared/webchat.ts';
import { WIDGET_PREVIEW_HEADER } from '@shared/widget-preview.ts';
import type { WidgetContext } from './widget-context.ts';

/** What a refused request throws; a request that never reached the server has no status. */
export type ApiFailure = { status: number; code: string; message: string };
export type Rating = NonNullable<WidgetConversation['rating']>;
/** What the visitor tells of themselves; empty fields are left out by the server. */
export type VisitorDetails = { name?: string; email?: string };

const pathOf = (template: string, id: string) =>
  template.replace(/:(publicId|id)/, encodeURIComponent(id));

async function conversationIn(response: Response) {
  return ((await response.json()) as { conversation: WidgetConversation }).conversation;
}

export function apiClient(context: WidgetContext) {
  const { base, config, texts } = context;
  const storageKey = `agent-widget:${config.publicId}:token`;
  let token = localStorage.getItem(storageKey);

  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    const previewToken = context.previewToken();
    if (previewToken) headers.set(WIDGET_PREVIEW_HEADER, previewToken);
    if (init.body) headers.set('content-type', 'application/json');
    const response = await fetch(base + path, { ...init, headers });
    if (response.ok) return response;
    const body = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    throw {
      status: response.status,
      code: body?.error?.code ?? 'failed',
      message: body?.error?.message ?? texts.failed,
    } satisfies ApiFailure;
  }

  async function ensureVisitor() {
    if (token) return;
    const response = await call(pathOf(widgetApiPaths.visitors, config.publicId), {
      method: 'POST',
      body: JSON.stringify(context.identity ? { identity: context.identity } : {}),
    });
    token = ((await response.json()) as { token: string }).token;
    localStorage.setItem(storageKey, token);
  }

  /** A step of the conversation, answered with the server's record of it. */
  const conversationStep = (template: string, conversationId: string, body?: unknown) =>
    call(pathOf(template, conversationId), {
      method: 'POST',
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then(conversationIn);

  return {
    hasVisitor: () => Boolean(token),
    ensureVisitor,
    forgetVisitor() {
      localStorage.removeItem(storageKey);
      token = null;
    },
    async currentConversation() {
      const response = await call(widgetApiPaths.currentConversation);
      return ((await response.json()) as { conversation: WidgetConversation | null }).conversation;
    },
    startConversation: async () =>
      conversationIn(await call(widgetApiPaths.conversations, { method: 'POST' })),
    /** The answer comes back as a stream of server-sent events. */
    sendMessage: (conversationId: string, text: string) =>
      call(pathOf(widgetApiPaths.conversationMessages, conversationId), {
        method: 'POST',
        body: JSON.stringify({ text }),
        headers: { accept: 'text/event-stream' },
      }),
    conversationEvents: (
      conversationId: string,
      lastEventId: string | undefined,
      signal: AbortSignal,
    ) =>
      call(pathOf(widgetApiPaths.conversationEvents, conversationId), {
        signal,
        headers: lastEventId ? { 'last-event-id': lastEventId } : {},
      }),
    handOver: (conversationId: string, details: VisitorDetails) =>
      conversationStep(widgetApiPaths.conversationHandover, conversationId, details),
    saveContact: (conversationId: string, details: VisitorDetails) =>
      conversationStep(widgetApiPaths.conversationContact, conversationId, details),
    /** A mailed link's token: this page becomes that visitor, with that conversation. */
    async resume(linkToken: string) {
      const response = await call(widgetApiPaths.resumptions, {
        method: 'POST',
        body: JSON.stringify({ token: linkToken }),
      });
      const resumed = (await response.json()) as {
        token: string;
        conversation: WidgetConversation;
      };
      token = resumed.token;
      localStorage.setItem(storageKey, token);
      return resumed.conversation;
    },
    end: (conversationId: string) =>
      conversationStep(widgetApiPaths.conversationEnd, conversationId),
    rate: (conversationId: string, rating: Rating, comment: string) =>
      conversationStep(widgetApiPaths.conversationRating, conversationId, { rating, comment }),
    async leaveMessage(email: string, name: string, text: string) {
      // Left as the visitor (verified, where the business requires it), so that the team's
      // answer can reach their chat, and the link mailed to them opens it.
      await ensureVisitor();
      await call(pathOf(widgetApiPaths.offlineMessages, config.publicId), {
        method: 'POST',
        body: JSON.stringify(name ? { email, name, text } : { email, text }),
      });
    },
  };
}

export type ApiClient = ReturnType<typeof apiClient>;
