import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import {
  identitySecretSchema,
  webchatSettingsInputSchema,
  webchatSettingsSchema,
  WIDGET_DEFAULT_COLOR,
  WIDGET_DEFAULT_LAUNCHER_LABEL,
} from '@shared/webchat.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import type { SecretBox } from '@server/platform/crypto/secret-box.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { ok, routeDocs } from '@server/platform/http/openapi.ts';
import { jsonBody, rowIdParam } from '@server/platform/http/validate.ts';
import { agentNotFound } from '@server/features/agents/agent-store.ts';
import {
  renewIdentitySecret,
  saveWebchatSettings,
  toWebchatSettings,
  webchatRowOf,
} from './webchat-store.ts';

const route = routeDocs('Website widget');
const agentId = rowIdParam(agentNotFound);

/** The Website Widget screen's settings of each agent's widget. */
export function webchatRoutes(db: Database, links: { publicUrl: string }, identityBox: SecretBox) {
  const view = ({ row, agent }: Awaited<ReturnType<typeof webchatRowOf>>) =>
    toWebchatSettings(row, agent.name, links.publicUrl, identityBox);
  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.agentWebchat,
      route({
        operationId: 'getWebchatSettings',
        summary: "Get an agent's website widget",
        description:
          'The snippet to paste into a site, the websites allowed to embed the widget, its look and its identity verification. Made with the defaults on first use.',
        answer: ok(webchatSettingsSchema, 'The widget settings.'),
      }),
      agentId,
      async (c) =>
        c.json(view(await webchatRowOf(c.get('account').id, db, c.req.valid('param').id))),
    )
    .put(
      apiPaths.agentWebchat,
      route({
        operationId: 'saveWebchatSettings',
        summary: "Save an agent's website widget",
        description:
          'Replaces the websites (origins such as `https://shop.example`) allowed to embed the widget, its look, and whether visitors must be verified. The widget answers only on the listed websites (and in the portal’s preview).',
        answer: ok(webchatSettingsSchema, 'The saved settings.'),
      }),
      agentId,
      jsonBody(webchatSettingsInputSchema, {
        allowedOrigins: ['https://www.example.com'],
        color: WIDGET_DEFAULT_COLOR,
        position: 'right',
        launcherLabel: WIDGET_DEFAULT_LAUNCHER_LABEL,
        displayName: 'Sales Assistant',
        avatarUrl: '',
        identityRequired: false,
      }),
      async (c) =>
        c.json(
          view(
            await saveWebchatSettings(
              c.get('account').id,
              db,
              c.req.valid('param').id,
              c.req.valid('json'),
            ),
          ),
        ),
    )
    .post(
      apiPaths.agentWebchatSecret,
      route({
        operationId: 'renewWebchatIdentitySecret',
        summary: 'Make a new identity secret',
        description:
          'A new secret for identity verification: the site sends its visitor’s user id with the HMAC-SHA256 of it under this secret, in hex. The secret is answered this once; the previous one stops verifying at once.',
        answer: ok(identitySecretSchema, 'The new secret, and the settings.'),
      }),
      agentId,
      async (c) => {
        const renewed = await renewIdentitySecret(
          c.get('account').id,
          db,
          c.req.valid('param').id,
          identityBox,
        );
        return c.json({ secret: renewed.secret, settings: view(renewed) });
      },
    );
}
