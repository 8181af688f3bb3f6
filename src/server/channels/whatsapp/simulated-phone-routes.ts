import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import { messageInputSchema } from '@shared/conversations.ts';
import {
  type PhoneMessage,
  phoneMessageSchema,
  SIMULATED_CUSTOMER_NUMBER,
  simulatedPhoneCopy as copy,
  simulatedPhoneSchema,
} from '@shared/integrations.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { Conflict, NotFound } from '@server/platform/errors/domain-errors.ts';
import { created, ok, routeDocs } from '@server/platform/http/openapi.ts';
import { jsonBody, rowIdParam } from '@server/platform/http/validate.ts';
import {
  isSimulatedGateway,
  type WhatsappGateway,
} from '@server/channels/whatsapp/whatsapp-gateway.ts';
import { getWhatsappInstance, noSuchInstance } from '@server/channels/whatsapp/whatsapp-store.ts';

const instanceId = rowIdParam(noSuchInstance);
const route = routeDocs('WhatsApp');

/** The thread shows no customer number on each message: the phone has one. */
const toPhoneMessage = ({ id, direction, text, at }: PhoneMessage): PhoneMessage => ({
  id,
  direction,
  text,
  at,
});

/**
 * The simulated phone: with the simulated gateway, the business writes to one of its numbers as
 * a customer would (from SIMULATED_CUSTOMER_NUMBER) and reads what the number answered. The
 * message takes the real path, gateway event to agent to outbox to gateway; with a real
 * gateway a real phone does this, and these routes answer 404.
 */
export function simulatedPhoneRoutes(deps: { db: Database; gateway: WhatsappGateway }) {
  const { db, gateway } = deps;
  const simulated = () => {
    if (!isSimulatedGateway(gateway)) throw new NotFound(copy.onlySimulated);
    return gateway;
  };
  const instanceOf = async (accountId: AccountId, id: string) => {
    const phone = simulated();
    return { phone, instance: await getWhatsappInstance(accountId, db, id) };
  };

  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.whatsappSimulatedPhone,
      route({
        operationId: 'getSimulatedPhone',
        summary: 'Read the simulated phone',
        description:
          'What the simulated customer and the number wrote to each other, oldest first (the last 200, kept in the server’s memory). Only with the simulated gateway; otherwise a 404.',
        answer: ok(simulatedPhoneSchema, 'The thread.'),
      }),
      instanceId,
      async (c) => {
        const { phone, instance } = await instanceOf(c.get('account').id, c.req.valid('param').id);
        return c.json({
          customerPhone: `+${SIMULATED_CUSTOMER_NUMBER}`,
          messages: phone.thread(instance.id, SIMULATED_CUSTOMER_NUMBER).map(toPhoneMessage),
          typing: phone.typingTo(instance.id, SIMULATED_CUSTOMER_NUMBER),
        });
      },
    )
    .post(
      apiPaths.whatsappSimulatedPhoneMessages,
      route({
        operationId: 'writeFromSimulatedPhone',
        summary: 'Write to a number from the simulated phone',
        description:
          'The simulated customer writes to the number; the agent answers through WhatsApp as it would a real customer, and the answer shows in the thread. A disconnected number, or one no agent answers, is a 409. Only with the simulated gateway; otherwise a 404.',
        answer: created(phoneMessageSchema, 'The message as the number received it.'),
      }),
      instanceId,
      jsonBody(messageInputSchema, { text: 'What are your opening hours?' }),
      async (c) => {
        const { phone, instance } = await instanceOf(c.get('account').id, c.req.valid('param').id);
        if (instance.status !== 'connected') {
          throw new Conflict('number_disconnected', copy.needsConnection);
        }
        if (!instance.agentId) throw new Conflict('no_agent', copy.needsAgent);
        const message = await phone.customerWrites(
          instance.id,
          SIMULATED_CUSTOMER_NUMBER,
          c.req.valid('json').text,
          copy.customerName,
        );
        return c.json(toPhoneMessage(message), 201);
      },
    );
}
