import { whatsappCopy } from '@shared/integrations.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import { getAgent } from '@server/core/agents/agent-store.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import type { GatewayEvent, WhatsappGateway } from '@server/channels/whatsapp/whatsapp-gateway.ts';
import {
  changeWhatsappConnection,
  connectedWhatsappInstanceIds,
  type WhatsappInstanceRow,
  whatsappInstanceById,
} from '@server/channels/whatsapp/whatsapp-store.ts';
import { raiseChannelDown } from '@server/runtime/messaging/channel-alert.ts';
import {
  type ChannelRuntime,
  handleChannelMessage,
} from '@server/runtime/messaging/handle-channel-message.ts';

/** The name the business knows the channel by: its agent's, or the number's own. */
async function nameOf(channels: ChannelRuntime, instance: WhatsappInstanceRow) {
  if (!instance.agentId) return instance.name;
  const agent = await getAgent(
    instance.accountId as AccountId,
    channels.runtime.db,
    instance.agentId,
  ).catch(() => undefined);
  return agent?.name ?? instance.name;
}

/**
 * WhatsApp's events for the messaging core, from whichever gateway: a customer's text goes
 * in through handleChannelMessage (the number's digits are the contact, one conversation per
 * number until closed); a connected number that drops is marked disconnected and the business
 * told once. A number with no agent, or disconnected, answers nobody: its messages are left.
 */
export function whatsappChannelListener(channels: ChannelRuntime) {
  const { db } = channels.runtime;
  return async (event: GatewayEvent) => {
    if (event.type === 'connection' && event.state === 'disconnected') {
      const dropped = await changeWhatsappConnection(db, event.instanceId, 'disconnected');
      if (!dropped) return;
      await raiseChannelDown(dropped.accountId as AccountId, db, {
        channel: 'whatsapp',
        agentName: await nameOf(channels, dropped),
        reason: whatsappCopy.numberDisconnected,
      });
      return;
    }
    if (event.type !== 'message') return;
    const instance = await whatsappInstanceById(db, event.instanceId);
    if (!instance?.agentId || instance.status !== 'connected') return;
    await handleChannelMessage(channels, instance.accountId as AccountId, {
      channel: 'whatsapp',
      agentId: instance.agentId,
      from: { externalId: event.from, name: event.name, phone: `+${event.from}` },
      messageId: event.messageId,
      text: event.text,
    });
  };
}

/**
 * Asks the gateway about every number marked connected, once the server is up: a number logged
 * out while no server listened (a deploy, a crash) sent its webhook to nobody. Each one the
 * gateway no longer has connected goes through the listener as if the gateway had said so
 * (marked disconnected, the business told once). A gateway that cannot be reached tells nothing.
 */
export async function checkWhatsappConnections(db: Database, gateway: WhatsappGateway) {
  const { connectionState } = gateway;
  if (!connectionState) return;
  for (const instanceId of await connectedWhatsappInstanceIds(db)) {
    const state = await connectionState(instanceId).catch(() => null);
    if (state !== 'disconnected') continue;
    await gateway.dispatch({
      type: 'connection',
      instanceId,
      state,
      reason: whatsappCopy.numberDisconnected,
    });
  }
}
