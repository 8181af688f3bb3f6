import type { PushMessage } from '@shared/push-notifications.ts';
import type { BackgroundWork } from '@server/platform/background/background-work.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import type { Logger } from '@server/platform/logging/logger.ts';
import type { PushSender } from '@server/platform/push/web-push-sender.ts';
import { forgetDevices, markDevicesNotified, pushTargetsOf } from './push-subscription-store.ts';

export type PushNotifier = {
  /** The VAPID public key browsers subscribe with. */
  publicKey: string;
  /**
   * Sends `message` to every device of the account that turned browser notifications on, after
   * the caller's answer and whatever the push services do: a slow or failing one is logged and
   * never delays or fails what asked for it.
   */
  notify: (accountId: AccountId, message: PushMessage) => void;
};

export function createPushNotifier({
  db,
  sender,
  background,
  logger,
}: {
  db: Database;
  sender: PushSender;
  background: BackgroundWork;
  logger: Logger;
}): PushNotifier {
  async function deliver(accountId: AccountId, message: PushMessage) {
    const targets = await pushTargetsOf(accountId, db);
    if (targets.length === 0) return;
    const payload = JSON.stringify(message);
    const results = await Promise.all(
      targets.map(async (target) => ({ target, result: await sender.send(target, payload) })),
    );
    const delivered = results.filter(({ result }) => result.outcome === 'delivered');
    const gone = results.filter(({ result }) => result.outcome === 'gone');
    for (const { target, result } of results) {
      if (result.outcome === 'failed') {
        logger.error('A browser notification was not delivered', undefined, {
          device: target.id,
          pushService: new URL(target.endpoint).origin,
          reason: result.reason,
        });
      }
    }
    await markDevicesNotified(
      accountId,
      db,
      delivered.map(({ target }) => target.id),
    );
    await forgetDevices(
      accountId,
      db,
      gone.map(({ target }) => target.id),
    );
  }
  return {
    publicKey: sender.publicKey,
    notify: (accountId, message) =>
      background.run('Browser notifications', () => deliver(accountId, message)),
  };
}
