import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import { telegramConnectionSchema, telegramTokenInputSchema } from '@shared/telegram.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import { InvalidInput } from '@server/platform/errors/domain-errors.ts';
import { ApiError } from '@server/platform/http/errors.ts';
import { ok, routeDocs } from '@server/platform/http/openapi.ts';
import { jsonBody, rowIdParam } from '@server/platform/http/validate.ts';
import { agentNotFound } from '@server/core/agents/agent-store.ts';
import {
  connectTelegramBot,
  disconnectTelegramBot,
  getTelegramConnection,
  type TelegramDeps,
} from './telegram-store.ts';

const route = routeDocs('Telegram');
const agentId = rowIdParam(agentNotFound);

/** The Telegram screen's bot of each agent: read, connect (PUT), disconnect. */
export function telegramRoutes(deps: TelegramDeps & { onConnected: () => void }) {
  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.agentTelegram,
      route({
        operationId: 'getTelegramConnection',
        summary: "Get an agent's Telegram bot",
        description:
          'Whether a bot is connected to the agent, with its @username, how its messages arrive (`webhook` when PUBLIC_URL is https, otherwise `polling`) and whether Telegram still accepts its token. The token itself is never sent back.',
        answer: ok(telegramConnectionSchema, 'The connection.'),
      }),
      agentId,
      async (c) =>
        c.json(await getTelegramConnection(c.get('account').id, deps.db, c.req.valid('param').id)),
    )
    .put(
      apiPaths.agentTelegram,
      route({
        operationId: 'connectTelegramBot',
        summary: 'Connect a Telegram bot to an agent',
        description:
          'Checks the token BotFather gave with Telegram (getMe), stores it encrypted, and has Telegram send the bot’s messages to this server (a webhook with a secret token, or long polling when PUBLIC_URL is not https). A token Telegram refuses is a 400 with a field error; an agent without the Telegram channel, or a bot connected to another agent, a 409.',
        answer: ok(telegramConnectionSchema, 'The connection.'),
      }),
      agentId,
      jsonBody(telegramTokenInputSchema, {
        token: '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw',
      }),
      async (c) => {
        try {
          const connection = await connectTelegramBot(
            deps,
            c.get('account').id,
            c.req.valid('param').id,
            c.req.valid('json').token,
          );
          deps.onConnected();
          return c.json(connection);
        } catch (error) {
          // Telegram's refusal is about the token field: the form shows it under the field.
          if (error instanceof InvalidInput) {
            throw new ApiError(400, 'invalid_input', error.message, { token: error.message });
          }
          throw error;
        }
      },
    )
    .delete(
      apiPaths.agentTelegram,
      route({
        operationId: 'disconnectTelegramBot',
        summary: "Disconnect an agent's Telegram bot",
        description:
          'Forgets the bot’s token and asks Telegram to stop sending its messages here. Its conversations stay in the history.',
        answer: ok(telegramConnectionSchema, 'The connection, now disconnected.'),
      }),
      agentId,
      async (c) =>
        c.json(await disconnectTelegramBot(deps, c.get('account').id, c.req.valid('param').id)),
    );
}
