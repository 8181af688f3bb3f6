import { WIDGET_API, widgetApiPaths } from '@shared/api-paths.ts';
import { WHATSAPP_WEBHOOK_PATH } from '@server/channels/whatsapp/whatsapp-store.ts';
import { TELEGRAM_WEBHOOK_PATH } from '@server/channels/telegram/telegram-store.ts';
import { META_WEBHOOK_PATH } from '@server/channels/meta/meta-store.ts';

/** What fills a route's one path parameter when the fuzzer does not make it up. */
export type ParamKind = 'publicId' | 'conversation' | 'agent' | 'whatsappInstance';

/**
 * A route outside the API document: the website widget's public API and the channels'
 * webhooks. Each has one path parameter, read before anything else checks it.
 */
export type UnlistedRoute = {
  method: 'GET' | 'POST';
  path: string;
  param?: { name: string; kind: ParamKind };
  caller: 'widget' | 'webhook';
  /** A body the route accepts, which the fuzzer mutates. */
  validBody?: Record<string, unknown>;
};

const publicId = { name: 'publicId', kind: 'publicId' } as const;
const conversation = { name: 'id', kind: 'conversation' } as const;

export const unlistedRoutes: readonly UnlistedRoute[] = [
  { method: 'GET', path: widgetApiPaths.agent, param: publicId, caller: 'widget' },
  {
    method: 'POST',
    path: widgetApiPaths.visitors,
    param: publicId,
    caller: 'widget',
    validBody: {},
  },
  {
    method: 'POST',
    path: widgetApiPaths.offlineMessages,
    param: publicId,
    caller: 'widget',
    validBody: { email: 'ana@example.com', text: 'Do you deliver on Sundays?' },
  },
  { method: 'GET', path: widgetApiPaths.currentConversation, caller: 'widget' },
  { method: 'POST', path: widgetApiPaths.conversations, caller: 'widget', validBody: {} },
  {
    method: 'POST',
    path: widgetApiPaths.conversationMessages,
    param: conversation,
    caller: 'widget',
    validBody: { text: 'When do you open?' },
  },
  { method: 'GET', path: widgetApiPaths.conversationEvents, param: conversation, caller: 'widget' },
  {
    method: 'POST',
    path: widgetApiPaths.conversationHandover,
    param: conversation,
    caller: 'widget',
  },
  { method: 'POST', path: widgetApiPaths.conversationEnd, param: conversation, caller: 'widget' },
  {
    method: 'POST',
    path: widgetApiPaths.conversationRating,
    param: conversation,
    caller: 'widget',
    validBody: { rating: 'up', comment: 'Quick and kind' },
  },
  {
    method: 'POST',
    path: widgetApiPaths.conversationContact,
    param: conversation,
    caller: 'widget',
    validBody: { name: 'Ana Lima', email: 'ana@example.com' },
  },
  {
    method: 'POST',
    path: widgetApiPaths.resumptions,
    caller: 'widget',
    validBody: { token: 'eyJjIjoiMSIsImUiOjF9.c2lnbmF0dXJl' },
  },
  {
    method: 'POST',
    path: TELEGRAM_WEBHOOK_PATH,
    param: { name: 'agentId', kind: 'agent' },
    caller: 'webhook',
    validBody: {
      update_id: 1,
      message: { message_id: 1, date: 0, chat: { id: 1, type: 'private' } },
    },
  },
  {
    method: 'POST',
    path: WHATSAPP_WEBHOOK_PATH,
    param: { name: 'instanceId', kind: 'whatsappInstance' },
    caller: 'webhook',
    validBody: { event: 'messages.upsert', instance: 'x', data: {} },
  },
  { method: 'GET', path: META_WEBHOOK_PATH, caller: 'webhook' },
  {
    method: 'POST',
    path: META_WEBHOOK_PATH,
    caller: 'webhook',
    validBody: { object: 'page', entry: [{ id: '1', time: 0, messaging: [] }] },
  },
];

/** Whether the app's route is one of these: under the widget API or the channels' webhooks. */
export const isUnlistedPath = (path: string) =>
  path.startsWith(`${WIDGET_API}/`) || path.startsWith('/api/channels/');
