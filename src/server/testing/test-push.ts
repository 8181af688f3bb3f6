import webpush from 'web-push';
import { createPushNotifier, type PushNotifier } from '@server/core/notifications/push-notifier.ts';
import { createBackgroundWork } from '@server/platform/background/background-work.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { createOutboundFetch } from '@server/platform/http/outbound-fetch.ts';
import { createLogger } from '@server/platform/logging/logger.ts';
import { createWebPushSender } from '@server/platform/push/web-push-sender.ts';

/**
 * Browser notifications for tests that build the runtime by hand: the product's notifier with
 * a key pair of its own, reaching push services on this machine (a fake one, if any device
 * subscribed to it).
 */
export function testPushNotifier(db: Database): PushNotifier {
  const logger = createLogger('silent');
  return createPushNotifier({
    db,
    sender: createWebPushSender({
      keys: webpush.generateVAPIDKeys(),
      subject: 'mailto:owner@example.com',
      fetch: createOutboundFetch({ allowPrivateNetwork: true }),
    }),
    background: createBackgroundWork(logger, { startWithinMs: 0 }),
    logger,
  });
}
