import type { OpenAPIV3_1 } from 'openapi-types';
import { apiPaths } from '@shared/api-paths.ts';
import { createApiV1 } from '../api-v1.ts';
import { createChannelRegistry } from '@server/channels/channel-registry.ts';
import { createSimulatedWhatsappGateway } from '@server/channels/whatsapp/whatsapp-gateway.ts';
import { createTestModeBilling } from '@server/core/plans/test-mode-billing.ts';
import { buildApiDocument } from '@server/platform/http/api-document.ts';
import { securitySchemes } from '@server/platform/auth/require-account.ts';

/** The kinds of row a route's `:id` names. */
export type IdKind =
  | 'agent'
  | 'notification'
  | 'apiKey'
  | 'whatsappInstance'
  | 'pairing'
  | 'ticket'
  | 'conversation'
  | 'contact'
  | 'knowledgeSource'
  | 'service'
  | 'booking'
  | 'resource'
  | 'pushDevice'
  | 'website'
  | 'member'
  | 'invitation'
  | 'metaPage';

/** Which kind of row the `:id` after each collection's name is. */
const kindOfCollection: Record<string, IdKind> = {
  agents: 'agent',
  notifications: 'notification',
  'api-keys': 'apiKey',
  instances: 'whatsappInstance',
  pairings: 'pairing',
  tickets: 'ticket',
  conversations: 'conversation',
  contacts: 'contact',
  knowledge: 'knowledgeSource',
  services: 'service',
  bookings: 'booking',
  resources: 'resource',
  subscriptions: 'pushDevice',
  websites: 'website',
  members: 'member',
  invitations: 'invitation',
  pages: 'metaPage',
};

export type ApiRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as the app declares it, `:id` standing for a row of `id`. */
  path: string;
  id?: IdKind;
  body: 'none' | 'json' | 'multipart';
  /** A body the route accepts (the document's example): the fuzzer mutates it, the isolation matrix sends it. */
  validBody?: Record<string, unknown>;
  /** Refuses API keys with 403: only a signed-in session may call it. */
  sessionOnly?: true;
  /** Answers without any credentials. */
  public?: true;
  /** Answers a redirect (a browser's step, such as the way back from an OAuth consent page). */
  redirects?: true;
};

/**
 * Never called: the routes are built only for what they declare, so nothing may touch a
 * database or better-auth.
 */
const unconnected = new Proxy(
  {},
  {
    get(_target, property) {
      throw new Error(`The route catalogue's app was asked for ${String(property)}`);
    },
  },
) as never;

const secrets = {
  apiKeys: unconnected,
  calendarSecrets: unconnected,
  widgetIdentity: unconnected,
  telegramTokens: unconnected,
  metaPageTokens: unconnected,
  modelKeys: unconnected,
  visitorTokenKey: unconnected,
  widgetPreviewKey: unconnected,
  followUpLinkKey: unconnected,
  replyAddressKey: unconnected,
};

/** The channels' routes, built the way the app builds them; no worker is started. */
const channels = createChannelRegistry({
  env: {
    TELEGRAM_API_URL: 'http://127.0.0.1:1',
    META_GRAPH_URL: 'http://127.0.0.1:1',
    TRUST_PROXY: 0,
    FOLLOW_UP_DELAY_SECONDS: 180,
  } as never,
  runtime: {
    db: unconnected,
    bus: unconnected,
    mailer: unconnected,
    push: unconnected,
    publicUrl: 'http://localhost',
  },
  responder: unconnected,
  logger: unconnected,
  secrets,
  rateLimits: unconnected,
  streamSlots: unconnected,
  whatsappGateway: createSimulatedWhatsappGateway(),
});

/** The OpenAPI document, as the app declares it. */
export const apiDocument = (await buildApiDocument(
  createApiV1({
    db: unconnected,
    auth: unconnected,
    readSession: unconnected,
    secrets,
    runtime: unconnected,
    responder: unconnected,
    answerEngine: unconnected,
    embeddings: { models: unconnected, embedder: unconnected },
    uploads: unconnected,
    documents: unconnected,
    rateLimits: unconnected,
    salesEmail: undefined,
    trustedProxies: 0,
    signupOpen: true,
    background: unconnected,
    channels,
    google: {
      redirectUri: `http://localhost${apiPaths.googleCalendarCallback}`,
      settings: undefined,
    },
    outbound: unconnected,
    websiteCrawler: unconnected,
    // Touches nothing until asked to bill.
    billing: createTestModeBilling(),
    stripe: unconnected,
    inboundMail: null,
  }),
)) as OpenAPIV3_1.Document;

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

function toApiRoute(
  path: string,
  method: (typeof methods)[number],
  operation: OpenAPIV3_1.OperationObject,
): ApiRoute {
  const honoPath = path.replace(/\{(\w+)\}/g, ':$1');
  const route: ApiRoute = {
    method: method.toUpperCase() as ApiRoute['method'],
    path: honoPath,
    body: 'none',
  };
  const collection = /\/([\w-]+)\/:id(\/|$)/.exec(honoPath)?.[1];
  if (collection) {
    const kind = kindOfCollection[collection];
    if (!kind) throw new Error(`${honoPath}: add the kind of its :id to kindOfCollection`);
    route.id = kind;
  }
  const content = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content;
  if (content?.['application/json']) route.body = 'json';
  if (content?.['multipart/form-data']) route.body = 'multipart';
  const example =
    content?.['application/json']?.example ?? content?.['multipart/form-data']?.example;
  if (example) route.validBody = example as Record<string, unknown>;
  if (Object.keys(operation.responses ?? {}).some((status) => /^3/.test(status))) {
    route.redirects = true;
  }
  const security = operation.security;
  if (security?.length === 0) route.public = true;
  else if (security && !security.some((requirement) => securitySchemes.apiKey in requirement)) {
    route.sessionOnly = true;
  }
  return route;
}

/**
 * Every route of the API, with what it takes, read from the OpenAPI document: a route the
 * document does not describe does not exist for the fuzzer, the isolation matrix or
 * programs, and a test checks the app has no such route.
 */
export const apiRoutes: readonly ApiRoute[] = Object.entries(apiDocument.paths ?? {}).flatMap(
  ([path, item]) =>
    methods.flatMap((method) => {
      const operation = item?.[method];
      return operation ? [toApiRoute(path, method, operation)] : [];
    }),
);

/** The path with its parameters filled in (`id` for `:id`, `attachmentId` for `:attachmentId`). */
export function routePath(route: ApiRoute, params: { id?: string; attachmentId?: string } = {}) {
  return route.path
    .replace(':attachmentId', params.attachmentId ?? ':attachmentId')
    .replace(':id', params.id ?? ':id');
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
