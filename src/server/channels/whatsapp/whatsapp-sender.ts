import type { Database } from '@server/platform/db/open-database.ts';
import {
  type ChannelSender,
  DeliveryFailure,
  outboundText,
} from '@server/runtime/messaging/channel-sender.ts';
import { GatewayError, type WhatsappGateway } from '@server/channels/whatsapp/whatsapp-gateway.ts';
import { whatsappInstanceOfAgent } from '@server/channels/whatsapp/whatsapp-store.ts';

/** Refusals that will not change with time: the number is not on WhatsApp, the text is refused. */
const refusedForGood = (status: number | null) => status === 400 || status === 422;

/** The gateway does not know the instance any more, or refuses our key: the number is down. */
const channelGone = (status: number | null) => status === 401 || status === 403 || status === 404;

/**
 * WhatsApp as the outbox's way out: the number the agent answers on writes to the customer's
 * number through the gateway. The gateway down, busy or failing (5xx) is tried again later;
 * a gateway that no longer knows the number (or our key) has lost it: it is marked disconnected.
 */
export function createWhatsappSender(deps: {
  db: Database;
  gateway: WhatsappGateway;
}): ChannelSender {
  const { db, gateway } = deps;
  return {
    async send(message) {
      const instance = await whatsappInstanceOfAgent(db, message.agentId);
      if (!instance) {
        throw new DeliveryFailure('channel_down', 'The agent answers on no WhatsApp number.');
      }
      if (instance.status !== 'connected') {
        throw new DeliveryFailure('channel_down', 'The agent’s WhatsApp number is disconnected.');
      }
      try {
        await gateway.sendText(instance.id, message.externalId, outboundText(message));
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        if (refusedForGood(error.status)) throw new DeliveryFailure('permanent', error.message);
        if (channelGone(error.status)) {
          // As the gateway's own "logged out" would: the number turns disconnected, the bell rings.
          await gateway.dispatch({
            type: 'connection',
            instanceId: instance.id,
            state: 'disconnected',
            reason: error.message,
          });
          throw new DeliveryFailure('channel_down', error.message);
        }
        throw new DeliveryFailure('retry', error.message);
      }
    },
    async typing(recipient) {
      const instance = await whatsappInstanceOfAgent(db, recipient.agentId);
      if (instance?.status === 'connected') {
        await gateway.showTyping(instance.id, recipient.externalId);
      }
    },
  };
}
