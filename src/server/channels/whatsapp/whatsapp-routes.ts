import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import {
  pairingSchema,
  pairingStatusSchema,
  whatsappAgentInputSchema,
  whatsappInstanceInputSchema,
  whatsappInstanceListSchema,
  whatsappInstancePatchSchema,
  whatsappInstanceSchema,
} from '@shared/integrations.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { created, noContent, ok, routeDocs } from '@server/platform/http/openapi.ts';
import { jsonBody, rowIdParam } from '@server/platform/http/validate.ts';
import type { WhatsappGateway } from './whatsapp-gateway.ts';
import { pairingNotFound, type WhatsappPairings } from './whatsapp-pairings.ts';
import {
  deleteWhatsappInstance,
  getWhatsappInstance,
  listWhatsappInstances,
  noSuchInstance,
  setWhatsappInstanceAgent,
  setWhatsappInstanceStatus,
} from './whatsapp-store.ts';

const instanceId = rowIdParam(noSuchInstance);
const pairingId = rowIdParam(pairingNotFound);
const route = routeDocs('WhatsApp');

/** WhatsApp instances (list, read, connect/disconnect, delete) and their QR pairings. */
export function whatsappRoutes(deps: {
  db: Database;
  gateway: WhatsappGateway;
  pairings: WhatsappPairings;
}) {
  const { db, gateway, pairings } = deps;
  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.whatsappInstances,
      route({
        operationId: 'listWhatsappInstances',
        summary: 'List WhatsApp instances',
        description:
          'The account’s WhatsApp numbers, oldest first, and the gateway they go through.',
        answer: ok(whatsappInstanceListSchema, 'The instances.'),
      }),
      async (c) =>
        c.json({
          instances: await listWhatsappInstances(c.get('account').id, db),
          gateway: gateway.kind,
        }),
    )
    .get(
      apiPaths.whatsappInstance,
      route({
        operationId: 'getWhatsappInstance',
        summary: 'Get a WhatsApp instance',
        description: 'One WhatsApp number and whether it is connected.',
        answer: ok(whatsappInstanceSchema, 'The instance.'),
      }),
      instanceId,
      async (c) =>
        c.json(await getWhatsappInstance(c.get('account').id, db, c.req.valid('param').id)),
    )
    .patch(
      apiPaths.whatsappInstance,
      route({
        operationId: 'updateWhatsappInstance',
        summary: 'Connect or disconnect a WhatsApp instance',
        description: 'Sets the instance’s status; either way its last sync becomes now.',
        answer: ok(whatsappInstanceSchema, 'The instance.'),
      }),
      instanceId,
      jsonBody(whatsappInstancePatchSchema, { status: 'connected' }),
      async (c) =>
        c.json(
          await setWhatsappInstanceStatus(
            c.get('account').id,
            db,
            c.req.valid('param').id,
            c.req.valid('json').status,
          ),
        ),
    )
    .put(
      apiPaths.whatsappInstanceAgent,
      route({
        operationId: 'setWhatsappInstanceAgent',
        summary: 'Choose the agent that answers a WhatsApp number',
        description:
          'Customers who write to the number talk to this agent; `null` leaves them unanswered. An agent answers on one number: an agent already on another is a 409, an unknown agent a 404.',
        answer: ok(whatsappInstanceSchema, 'The instance.'),
      }),
      instanceId,
      jsonBody(whatsappAgentInputSchema, { agentId: null }),
      async (c) =>
        c.json(
          await setWhatsappInstanceAgent(
            c.get('account').id,
            db,
            c.req.valid('param').id,
            c.req.valid('json').agentId,
          ),
        ),
    )
    .delete(
      apiPaths.whatsappInstance,
      route({
        operationId: 'deleteWhatsappInstance',
        summary: 'Delete a WhatsApp instance',
        description: 'Forgets the number, and logs it out of the gateway.',
        answer: noContent('Deleted.'),
      }),
      instanceId,
      async (c) => {
        const { id } = c.req.valid('param');
        await deleteWhatsappInstance(c.get('account').id, db, id);
        // Gone here already: a gateway that cannot be reached keeps a session nobody answers.
        await gateway.remove(id).catch(() => {});
        return c.body(null, 204);
      },
    )
    .post(
      apiPaths.whatsappInstancePairings,
      route({
        operationId: 'reconnectWhatsappInstance',
        summary: 'Pair an instance again',
        description:
          'Asks the gateway for a pairing code for an existing number; the QR image encodes it. Scanned before it expires, the instance is connected.',
        answer: created(pairingSchema, 'The pairing and its code.'),
      }),
      instanceId,
      async (c) =>
        c.json(
          await pairings.start(c.get('account').id, { instanceId: c.req.valid('param').id }),
          201,
        ),
    )
    .post(
      apiPaths.whatsappPairings,
      route({
        operationId: 'startWhatsappPairing',
        summary: 'Pair a new number',
        description:
          'Asks the gateway for a pairing code for a new number; scanned before it expires, the number becomes a connected instance.',
        answer: created(pairingSchema, 'The pairing and its code.'),
      }),
      jsonBody(whatsappInstanceInputSchema, { name: 'Front desk', phone: '+14155550100' }),
      async (c) => c.json(await pairings.start(c.get('account').id, c.req.valid('json')), 201),
    )
    .get(
      apiPaths.whatsappPairing,
      route({
        operationId: 'getWhatsappPairing',
        summary: 'Get a pairing’s status',
        description: 'Pending, connected (with the instance) or expired.',
        answer: ok(pairingStatusSchema, 'The status.'),
      }),
      pairingId,
      async (c) => c.json(await pairings.status(c.get('account').id, c.req.valid('param').id)),
    )
    .delete(
      apiPaths.whatsappPairing,
      route({
        operationId: 'cancelWhatsappPairing',
        summary: 'Cancel a pairing',
        description: 'The code stops working.',
        answer: noContent('Cancelled.'),
      }),
      pairingId,
      async (c) => {
        await pairings.cancel(c.get('account').id, c.req.valid('param').id);
        return c.body(null, 204);
      },
    );
}
