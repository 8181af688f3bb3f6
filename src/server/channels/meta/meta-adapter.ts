import { apiPaths } from '@shared/api-paths.ts';
import type { ChannelAdapter, ChannelContext } from '../channel-adapter.ts';
import { createMetaGraphApi } from './meta-graph-api.ts';
import { metaRoutes } from './meta-routes.ts';
import { createMetaSender } from './meta-sender.ts';
import { hasConnectedMetaPage, type MetaDeps } from './meta-store.ts';
import { metaWebhook } from './meta-webhook.ts';

/**
 * Facebook Messenger and Instagram: two channels that come through one Meta app, one webhook
 * and one Page token, so they share this folder. Each is its own adapter (its conversations,
 * its sender, its agent on the Page's card); the webhook and the screen belong to Messenger's.
 */
export function createMetaAdapters(context: ChannelContext): {
  messenger: ChannelAdapter;
  instagram: ChannelAdapter;
} {
  const { inbound, env } = context;
  const { db } = inbound.runtime;
  const meta: MetaDeps = {
    db,
    api: createMetaGraphApi(env.META_GRAPH_URL),
    tokens: context.secrets.metaPageTokens,
  };
  const configured = Boolean(env.META_APP_SECRET && env.META_VERIFY_TOKEN);
  return {
    messenger: {
      id: 'messenger',
      // Meta's calls carry no session: each is signed with the app secret instead.
      publicRoutes: metaWebhook({
        ...meta,
        channels: inbound,
        appSecret: env.META_APP_SECRET,
        verifyToken: env.META_VERIFY_TOKEN,
      }),
      portalRoutes: metaRoutes({
        ...meta,
        configured,
        login:
          configured && env.META_APP_ID
            ? {
                appId: env.META_APP_ID,
                appSecret: env.META_APP_SECRET!,
                dialogUrl: env.META_OAUTH_URL,
                redirectUri: new URL(apiPaths.metaLoginCallback, inbound.runtime.publicUrl).href,
              }
            : null,
      }),
      sender: createMetaSender('messenger', meta),
      live: (accountId) => hasConnectedMetaPage(accountId, db, 'messenger'),
    },
    instagram: {
      id: 'instagram',
      sender: createMetaSender('instagram', meta),
      live: (accountId) => hasConnectedMetaPage(accountId, db, 'instagram'),
    },
  };
}
