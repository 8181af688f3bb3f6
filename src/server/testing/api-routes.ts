import { briefingDefaults } from '@shared/briefing.ts';
import { defaultPersonality } from '@shared/personality.ts';

/** The kinds of row a route's `:id` names. */
export type IdKind = 'agent' | 'notification' | 'apiKey' | 'whatsappInstance' | 'pairing';

export type ApiRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as the app declares it: `:id` (a row of `id`) or `:provider`. */
  path: string;
  id?: IdKind;
  body: 'none' | 'json' | 'multipart';
  /** A body the route accepts: the fuzzer mutates it, the isolation matrix sends it. */
  validBody?: Record<string, unknown>;
  /** Refuses API keys with 403: only a signed-in session may call it. */
  sessionOnly?: true;
};

const agentInput = { name: 'Night Shift', type: 'Support', channels: ['Webchat'] };

/**
 * Every route of the signed-in API, with what it takes. A test checks that this list and the
 * app's own routes are the same, so a new route cannot escape the fuzzer and the isolation
 * matrix.
 */
export const apiRoutes: readonly ApiRoute[] = [
  { method: 'GET', path: '/api/v1/me', body: 'none' },
  { method: 'GET', path: '/api/v1/notifications', body: 'none' },
  { method: 'PATCH', path: '/api/v1/notifications', body: 'json', validBody: { read: true } },
  {
    method: 'PATCH',
    path: '/api/v1/notifications/:id',
    id: 'notification',
    body: 'json',
    validBody: { read: true },
  },
  { method: 'GET', path: '/api/v1/subscription', body: 'none' },
  {
    method: 'POST',
    path: '/api/v1/subscription/upgrade',
    body: 'json',
    validBody: { planId: 'professional' },
    sessionOnly: true,
  },
  { method: 'GET', path: '/api/v1/usage', body: 'none' },
  { method: 'GET', path: '/api/v1/tickets', body: 'none' },
  {
    method: 'POST',
    path: '/api/v1/tickets',
    body: 'multipart',
    validBody: {
      subject: 'Cannot connect',
      description: 'The QR code does not appear.',
      category: 'technical',
      priority: 'high',
    },
  },
  { method: 'GET', path: '/api/v1/agents', body: 'none' },
  { method: 'POST', path: '/api/v1/agents', body: 'json', validBody: agentInput },
  {
    method: 'PATCH',
    path: '/api/v1/agents/:id',
    id: 'agent',
    body: 'json',
    validBody: { name: 'Renamed', status: 'inactive' },
  },
  { method: 'DELETE', path: '/api/v1/agents/:id', id: 'agent', body: 'none' },
  { method: 'POST', path: '/api/v1/agents/:id/duplicate', id: 'agent', body: 'none' },
  { method: 'GET', path: '/api/v1/briefing', body: 'none' },
  {
    method: 'PUT',
    path: '/api/v1/briefing',
    body: 'json',
    validBody: {
      ...briefingDefaults,
      companyName: 'Acme Cars',
      industry: 'automotive',
      description: 'We sell cars.',
      targetAudience: 'Families',
    },
  },
  { method: 'GET', path: '/api/v1/personality', body: 'none' },
  { method: 'PUT', path: '/api/v1/personality', body: 'json', validBody: defaultPersonality },
  { method: 'GET', path: '/api/v1/whatsapp/instances', body: 'none' },
  {
    method: 'PATCH',
    path: '/api/v1/whatsapp/instances/:id',
    id: 'whatsappInstance',
    body: 'json',
    validBody: { status: 'connected' },
  },
  {
    method: 'DELETE',
    path: '/api/v1/whatsapp/instances/:id',
    id: 'whatsappInstance',
    body: 'none',
  },
  {
    method: 'POST',
    path: '/api/v1/whatsapp/instances/:id/pairings',
    id: 'whatsappInstance',
    body: 'none',
  },
  {
    method: 'POST',
    path: '/api/v1/whatsapp/pairings',
    body: 'json',
    validBody: { name: 'Front desk', phone: '+14155550100' },
  },
  { method: 'GET', path: '/api/v1/whatsapp/pairings/:id', id: 'pairing', body: 'none' },
  { method: 'DELETE', path: '/api/v1/whatsapp/pairings/:id', id: 'pairing', body: 'none' },
  { method: 'GET', path: '/api/v1/calendars/:provider', body: 'none' },
  {
    method: 'PUT',
    path: '/api/v1/calendars/:provider',
    body: 'json',
    validBody: { publicKey: 'pk_calendar_public', secretKey: 'sk_calendar_secret_1234' },
  },
  { method: 'DELETE', path: '/api/v1/calendars/:provider', body: 'none' },
  { method: 'GET', path: '/api/v1/api-keys', body: 'none', sessionOnly: true },
  {
    method: 'POST',
    path: '/api/v1/api-keys',
    body: 'json',
    validBody: { name: 'Zapier', mode: 'test' },
    sessionOnly: true,
  },
  {
    method: 'GET',
    path: '/api/v1/api-keys/:id/key',
    id: 'apiKey',
    body: 'none',
    sessionOnly: true,
  },
  { method: 'DELETE', path: '/api/v1/api-keys/:id', id: 'apiKey', body: 'none', sessionOnly: true },
];

/** The path with its parameters filled in (`id` for `:id`, `provider` for `:provider`). */
export function routePath(route: ApiRoute, params: { id?: string; provider?: string } = {}) {
  return route.path
    .replace(':id', params.id ?? ':id')
    .replace(':provider', params.provider ?? 'google');
}

/** A route's body as a request: JSON, or the ticket form with its fields. */
export function bodyInit(
  route: ApiRoute,
  body: Record<string, unknown> | undefined,
): { body?: BodyInit; headers: Record<string, string> } {
  if (route.body === 'multipart') {
    const form = new FormData();
    for (const [key, value] of Object.entries(body ?? {})) form.append(key, String(value));
    return { body: form, headers: {} };
  }
  if (route.body === 'json') {
    return {
      body: JSON.stringify(body ?? {}),
      headers: { 'content-type': 'application/json' },
    };
  }
  return { body: undefined, headers: {} };
}
