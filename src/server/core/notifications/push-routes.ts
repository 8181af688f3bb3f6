import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import {
  pushDeviceListSchema,
  pushDeviceSchema,
  pushPublicKeySchema,
  pushSubscriptionInputSchema,
} from '@shared/push-notifications.ts';
import { type AccountVariables, sessionOnly } from '@server/platform/auth/require-account.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { created, noContent, ok, routeDocs } from '@server/platform/http/openapi.ts';
import { jsonBody, rowIdParam } from '@server/platform/http/validate.ts';
import type { PushNotifier } from './push-notifier.ts';
import {
  deleteDevice,
  getDevice,
  listDevices,
  pushDeviceNotFound,
  saveSubscription,
} from './push-subscription-store.ts';
import { deviceLabel } from './device-label.ts';

const deviceId = rowIdParam(pushDeviceNotFound);
const route = routeDocs('Notifications');
// A device is a signed-in browser; a program with an API key has none to notify.
const signedInOnly = ' Only a signed-in browser can: an API key is refused (403).';

const exampleSubscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bH',
  expirationTime: null,
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

/**
 * Browser notifications: the server's public key, and the signed-in member's devices. The
 * notifier is read when a request comes (the API's catalogue builds these routes without one).
 */
export function pushRoutes(db: Database, runtime: { push: Pick<PushNotifier, 'publicKey'> }) {
  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.pushPublicKey,
      route({
        operationId: 'getPushPublicKey',
        summary: 'Get the browser notifications key',
        description:
          'The VAPID public key a browser subscribes to browser notifications with (`applicationServerKey`).',
        answer: ok(pushPublicKeySchema, 'The key.'),
      }),
      async (c) => c.json({ publicKey: runtime.push.publicKey }),
    )
    .get(
      apiPaths.pushSubscriptions,
      route({
        operationId: 'listPushDevices',
        summary: 'List devices with browser notifications',
        description:
          'The devices that show a notification when a conversation waits for a person, newest first.' +
          signedInOnly,
        answer: ok(pushDeviceListSchema, 'The devices.'),
      }),
      sessionOnly,
      async (c) => c.json({ devices: await listDevices(c.get('account').id, db) }),
    )
    .post(
      apiPaths.pushSubscriptions,
      route({
        operationId: 'savePushSubscription',
        summary: 'Turn on browser notifications on a device',
        description:
          'Saves the browser’s push subscription (`PushSubscription.toJSON()`). The endpoint names the device: sending it again replaces its keys (200); a new one answers 201.' +
          signedInOnly,
        answer: created(pushDeviceSchema, 'The device.'),
      }),
      sessionOnly,
      jsonBody(pushSubscriptionInputSchema, exampleSubscription),
      async (c) => {
        const { device, created: isNew } = await saveSubscription(
          c.get('account').id,
          db,
          c.req.valid('json'),
          deviceLabel(c.req.header('user-agent')),
        );
        return c.json(device, isNew ? 201 : 200);
      },
    )
    .get(
      apiPaths.pushSubscription,
      route({
        operationId: 'getPushDevice',
        summary: 'Get a device with browser notifications',
        description: 'One device.' + signedInOnly,
        answer: ok(pushDeviceSchema, 'The device.'),
      }),
      sessionOnly,
      deviceId,
      async (c) => c.json(await getDevice(c.get('account').id, db, c.req.valid('param').id)),
    )
    .delete(
      apiPaths.pushSubscription,
      route({
        operationId: 'deletePushDevice',
        summary: 'Turn off browser notifications on a device',
        description: 'The device gets no more notifications.' + signedInOnly,
        answer: noContent('Removed.'),
      }),
      sessionOnly,
      deviceId,
      async (c) => {
        await deleteDevice(c.get('account').id, db, c.req.valid('param').id);
        return c.body(null, 204);
      },
    );
}
