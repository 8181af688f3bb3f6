import type { ChannelAdapter, ChannelContext } from '../channel-adapter.ts';
import { webchatRoutes } from './webchat-routes.ts';
import { widgetInUse } from './webchat-store.ts';
import { widgetApi } from './widget-api.ts';

/**
 * The website widget: visitors write through its API from the businesses' own sites and read
 * each answer as it is written, so nothing goes through the outbox.
 */
export function createWebchatAdapter(context: ChannelContext): ChannelAdapter {
  const { inbound, secrets, env } = context;
  const { runtime } = inbound;
  return {
    id: 'webchat',
    publicRoutes: widgetApi({
      runtime,
      responder: context.responder,
      identityBox: secrets.widgetIdentity,
      tokenKey: secrets.visitorTokenKey,
      previewKey: secrets.widgetPreviewKey,
      rateLimits: context.rateLimits,
      streamSlots: context.streamSlots,
      trustedProxies: env.TRUST_PROXY,
    }),
    portalRoutes: webchatRoutes(runtime.db, runtime, secrets),
    live: (accountId) => widgetInUse(accountId, runtime.db),
  };
}
