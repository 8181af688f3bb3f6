import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import {
  identitySecretSchema,
  webchatSettingsInputSchema,
  webchatSettingsSchema,
  WIDGET_DEFAULT_COLOR,
  WIDGET_DEFAULT_LAUNCHER_LABEL,
  widgetPreviewTokenSchema,
} from '@shared/webchat.ts';
import { WIDGET_PREVIEW_HEADER, WIDGET_PREVIEW_TOKEN_TTL_MINUTES } from '@shared/widget-preview.ts';
import { type AccountVariables, sessionOnly } from '@server/platform/auth/require-account.ts';
import type { IntegrationSecrets } from '@server/platform/crypto/secret-box.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { ok, routeDocs } from '@server/platform/http/openapi.ts';
import { jsonBody, rowIdParam } from '@server/platform/http/validate.ts';
import { agentNotFound } from '@server/core/agents/agent-store.ts';
import { issuePreviewToken } from './preview-token.ts';
import {
  renewIdentitySecret,
  saveWebchatSettings,
  toWebchatSettings,
  webchatRowOf,
} from './webchat-store.ts';

const route = routeDocs('Website widget');
const agentId = rowIdParam(agentNotFound);

/** The Website Widget screen's settings of each agent's widget. */
export function webchatRoutes(
  db: Database,
  links: { publicUrl: string },
  secrets: Pick<IntegrationSecrets, 'widgetIdentity' | 'widgetPreviewKey'>,
) {
  const identityBox = secrets.widgetIdentity;
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
          'Replaces the websites (origins such as `https://shop.example`) allowed to embed the widget, its look, and whether visitors must be verified. The widget answers only on the listed websites (and in the portal’s preview). Turning on verification ends the widget’s earlier verified visitors until the site verifies them anew.',
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
          'A new secret for identity verification: the site sends its visitor’s user id with the HMAC-SHA256 of it under this secret, in hex. The secret is answered this once; the previous one stops verifying at once, and the widget no longer accepts the visitors it verified until the site verifies them anew.',
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
    )
    .post(
      apiPaths.agentWebchatPreviewToken,
      route({
        operationId: 'issueWebchatPreviewToken',
        summary: 'Get a preview token for the widget',
        description: `What the portal’s preview of the widget sends to the widget API (in the \`${WIDGET_PREVIEW_HEADER}\` header) in place of a website on the agent’s list: its chats are tests, never counted, limited per token as visitors are per address. It expires after ${WIDGET_PREVIEW_TOKEN_TTL_MINUTES} minutes; ask for a new one before then. Only the signed-in owner can: an API key is refused (403).`,
        answer: ok(widgetPreviewTokenSchema, 'The token and when it expires.'),
      }),
      sessionOnly,
      agentId,
      async (c) => {
        const accountId = c.get('account').id;
        const { row } = await webchatRowOf(accountId, db, c.req.valid('param').id);
        return c.json(
          issuePreviewToken(secrets.widgetPreviewKey, { publicId: row.publicId, accountId }),
        );
      },
    );
}
