import { Hono } from 'hono';
import { whatsappInstanceInputSchema, whatsappInstancePatchSchema } from '@shared/integrations.ts';
import type { AccountVariables } from '../auth/require-account.ts';
import type { Database } from '../db/open-database.ts';
import { jsonBody, rowIdParam } from '../http/validate.ts';
import { pairingNotFound, type WhatsappPairings } from './whatsapp-pairings.ts';
import {
  deleteWhatsappInstance,
  listWhatsappInstances,
  noSuchInstance,
  setWhatsappInstanceStatus,
} from './whatsapp-store.ts';

const instanceId = rowIdParam(noSuchInstance);
const pairingId = rowIdParam(pairingNotFound);

/** /api/v1/whatsapp: instances (list, connect/disconnect, delete) and QR pairings. */
export function whatsappRoutes(db: Database, pairings: WhatsappPairings) {
  return new Hono<{ Variables: AccountVariables }>()
    .get('/instances', async (c) => c.json(await listWhatsappInstances(c.get('account').id, db)))
    .patch('/instances/:id', instanceId, jsonBody(whatsappInstancePatchSchema), async (c) =>
      c.json(
        await setWhatsappInstanceStatus(
          c.get('account').id,
          db,
          c.req.valid('param').id,
          c.req.valid('json').status,
        ),
      ),
    )
    .delete('/instances/:id', instanceId, async (c) => {
      await deleteWhatsappInstance(c.get('account').id, db, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .post('/instances/:id/pairings', instanceId, async (c) =>
      c.json(
        await pairings.start(c.get('account').id, { instanceId: c.req.valid('param').id }),
        201,
      ),
    )
    .post('/pairings', jsonBody(whatsappInstanceInputSchema), async (c) =>
      c.json(await pairings.start(c.get('account').id, c.req.valid('json')), 201),
    )
    .get('/pairings/:id', pairingId, async (c) =>
      c.json(await pairings.status(c.get('account').id, c.req.valid('param').id)),
    )
    .delete('/pairings/:id', pairingId, async (c) => {
      await pairings.cancel(c.get('account').id, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
