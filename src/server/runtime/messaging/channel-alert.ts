import { conversationChannelLabels } from '@shared/conversations.ts';
import { messagingCopy, type OutboundChannel } from '@shared/messaging.ts';
import { customerChannels } from '@shared/channels.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { createNotification } from '@server/core/notifications/notification-store.ts';

/**
 * Rings the bell when a messaging channel stops working (its token was revoked, its
 * instance logged out): customers there get no answers until someone reconnects it. The
 * channel calls it once, when its connection turns from connected to disconnected.
 */
export async function raiseChannelDown(
  accountId: AccountId,
  db: Database,
  { channel, agentName, reason }: { channel: OutboundChannel; agentName: string; reason: string },
) {
  await createNotification(accountId, db, {
    type: 'warning',
    title: messagingCopy.channelDownTitle,
    message: messagingCopy.channelDown(conversationChannelLabels[channel], agentName, reason),
    // The screen where it is reconnected.
    link: customerChannels[channel].screen,
  });
}
