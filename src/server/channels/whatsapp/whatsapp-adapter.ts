import { Hono } from 'hono';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import type { Env } from '../../env.ts';
import type { ChannelAdapter, ChannelContext } from '../channel-adapter.ts';
import { createEvolutionGateway } from './evolution-gateway.ts';
import { evolutionWebhook } from './evolution-webhook.ts';
import { simulatedPhoneRoutes } from './simulated-phone-routes.ts';
import { checkWhatsappConnections, whatsappChannelListener } from './whatsapp-channel.ts';
import { createSimulatedWhatsappGateway, type WhatsappGateway } from './whatsapp-gateway.ts';
import { createWhatsappPairings } from './whatsapp-pairings.ts';
import { whatsappRoutes } from './whatsapp-routes.ts';
import { createWhatsappSender } from './whatsapp-sender.ts';
import { hasConnectedWhatsapp, listWhatsappInstances } from './whatsapp-store.ts';

/**
 * WhatsApp, through a gateway: Evolution API when WHATSAPP_GATEWAY=evolution, else the
 * simulation whose phone the portal shows. Either reports messages and connection changes to
 * the same listener.
 */
export function createWhatsappAdapter(
  context: ChannelContext,
  options: { gateway?: WhatsappGateway } = {},
): ChannelAdapter {
  const { inbound, logger } = context;
  const { db, publicUrl } = inbound.runtime;
  const gateway = options.gateway ?? whatsappGatewayOf(context.env);
  gateway.listen(whatsappChannelListener(inbound));
  const pairings = createWhatsappPairings({ db, gateway, publicUrl });
  return {
    id: 'whatsapp',
    // The gateway's calls carry no session: each instance's secret header is checked.
    publicRoutes: evolutionWebhook({ db, gateway }),
    portalRoutes: new Hono<{ Variables: AccountVariables }>()
      .route('/', whatsappRoutes({ db, gateway, pairings }))
      .route('/', simulatedPhoneRoutes({ db, gateway })),
    sender: createWhatsappSender({ db, gateway }),
    start: () => {
      void checkWhatsappConnections(db, gateway).catch((error) =>
        logger.error('Checking the WhatsApp numbers with the gateway failed', error),
      );
    },
    live: (accountId) => hasConnectedWhatsapp(accountId, db),
    // A gateway that keeps messages for the product (the simulation) forgets the customer's.
    forgetContact: async ({ accountId, externalId }) => {
      if (!gateway.forgetCustomer) return;
      for (const instance of await listWhatsappInstances(accountId, db)) {
        gateway.forgetCustomer(instance.id, externalId);
      }
    },
  };
}

/** The simulation unless WHATSAPP_GATEWAY=evolution (env.ts then requires its URL and key). */
function whatsappGatewayOf(env: Env): WhatsappGateway {
  if (env.WHATSAPP_GATEWAY === 'evolution' && env.EVOLUTION_API_URL && env.EVOLUTION_API_KEY) {
    return createEvolutionGateway({ url: env.EVOLUTION_API_URL, apiKey: env.EVOLUTION_API_KEY });
  }
  return createSimulatedWhatsappGateway();
}
