import { Hono } from 'hono';
import { followUpTimingsOf } from '@server/core/follow-up/follow-up-mailer.ts';
import type { ChannelAdapter, ChannelContext } from '../channel-adapter.ts';
import { followUpChatPage } from './follow-up-chat-page.ts';
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
    publicRoutes: new Hono()
      .route(
        '/',
        widgetApi({
          runtime,
          responder: context.responder,
          identityBox: secrets.widgetIdentity,
          tokenKey: secrets.visitorTokenKey,
          previewKey: secrets.widgetPreviewKey,
          rateLimits: context.rateLimits,
          streamSlots: context.streamSlots,
          trustedProxies: env.TRUST_PROXY,
          followUpLinkKey: secrets.followUpLinkKey,
          presenceRefreshMs: followUpTimingsOf(env.FOLLOW_UP_DELAY_SECONDS).presenceRefreshMs,
          logger: context.logger,
        }),
      )
      // The page a mailed link opens, which loads the widget on the product's own site.
      .route('/', followUpChatPage(runtime.db, secrets.followUpLinkKey)),
    portalRoutes: webchatRoutes(runtime.db, runtime, secrets),
    live: (accountId) => widgetInUse(accountId, runtime.db),
  };
}
