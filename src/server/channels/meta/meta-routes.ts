import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import {
  META_OUTCOME_PARAM,
  metaCallbackQuerySchema,
  metaCopy,
  metaLoginSchema,
  metaPageAgentInputSchema,
  metaPageListSchema,
  metaPageSchema,
  metaPageTokenInputSchema,
} from '@shared/meta.ts';
import { type AccountVariables, sessionOnly } from '@server/platform/auth/require-account.ts';
import { paths } from '@shared/paths.ts';
import { Conflict } from '@server/platform/errors/domain-errors.ts';
import { created, noContent, ok, redirect, routeDocs } from '@server/platform/http/openapi.ts';
import { jsonBody, queryOf, rowIdParam } from '@server/platform/http/validate.ts';
import { finishMetaLogin, type MetaLoginSetup, startMetaLogin } from './meta-login.ts';
import { NotFound } from '@server/platform/errors/domain-errors.ts';
import {
  connectMetaPage,
  disconnectMetaPage,
  getMetaPage,
  listMetaPages,
  type MetaDeps,
  setMetaPageAgent,
} from './meta-store.ts';

const route = routeDocs('Facebook & Instagram');
const pageId = rowIdParam(() => new NotFound(metaCopy.noSuchPage));

/** The Facebook & Instagram screen: the account's Pages, connect, choose agents, disconnect. */
export function metaRoutes(deps: MetaDeps & { configured: boolean; login: MetaLoginSetup }) {
  const { db } = deps;
  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.metaPages,
      route({
        operationId: 'listMetaPages',
        summary: 'List connected Facebook Pages',
        description:
          'The account’s Facebook Pages, oldest first, each with its linked Instagram professional account, whether Meta still accepts its token, and the agent answering Messenger and Instagram. `configured` says whether the server has a Meta app. Tokens are never sent back.',
        answer: ok(metaPageListSchema, 'The Pages.'),
      }),
      async (c) =>
        c.json({
          configured: deps.configured,
          login: deps.login !== null,
          ...(await listMetaPages(c.get('account').id, db)),
        }),
    )
    .post(
      apiPaths.metaLogin,
      route({
        operationId: 'startMetaLogin',
        summary: 'Start connecting Facebook Pages through Facebook Login',
        description:
          'Answers Facebook’s login dialog to send the signed-in owner to, asking for the Pages, their messages and their Instagram accounts. Its state is bound to this account, used once, and expires in 10 minutes. Refused with 409 when the server has no Meta app for it.',
        answer: ok(metaLoginSchema, 'Where to send the owner.'),
        refuses: ['Conflict'],
      }),
      sessionOnly,
      async (c) => c.json(await startMetaLogin(deps, c.get('account').id, deps.login, new Date())),
    )
    .get(
      apiPaths.metaLoginCallback,
      route({
        operationId: 'metaLoginCallback',
        summary: 'Finish Facebook Login (Facebook sends the browser here)',
        description: `Facebook’s redirect after its dialog, in the owner’s signed-in browser. A state this account did not make, used or expired connects nothing. Otherwise the code is traded for the person’s token and each granted Page is connected with its own token. Always redirects to the Facebook & Instagram page with \`?${META_OUTCOME_PARAM}=\` connected, no_pages, denied, expired, refused, unreachable or not_configured.`,
        answer: redirect(`The Facebook & Instagram page (${paths.portal.meta}), with the outcome.`),
      }),
      sessionOnly,
      queryOf(metaCallbackQuerySchema),
      async (c) => {
        const outcome = await finishMetaLogin(
          deps,
          c.get('account').id,
          deps.login,
          c.req.valid('query'),
          new Date(),
        );
        c.header('cache-control', 'no-store');
        return c.redirect(`${paths.portal.meta}?${META_OUTCOME_PARAM}=${outcome}`, 302);
      },
    )
    .post(
      apiPaths.metaPages,
      route({
        operationId: 'connectMetaPage',
        summary: 'Connect a Facebook Page by its access token',
        description:
          'Asks Meta which Page the token stands for (and its linked Instagram account), subscribes the app to the Page’s messages, and stores the token encrypted. A token Meta refuses, or one that is not a Page’s, is a 400 with a field error; a Page of another account, or a server without a Meta app, a 409.',
        answer: created(metaPageSchema, 'The connected Page.'),
      }),
      jsonBody(metaPageTokenInputSchema, { token: 'EAAGm0PX4ZCpsBAKZCxZCZBZBZB' }),
      async (c) => {
        if (!deps.configured) throw new Conflict('meta_not_configured', metaCopy.notConfigured);
        return c.json(
          await connectMetaPage(deps, c.get('account').id, c.req.valid('json').token),
          201,
        );
      },
    )
    .get(
      apiPaths.metaPage,
      route({
        operationId: 'getMetaPage',
        summary: 'Get a connected Facebook Page',
        description: 'One Page, its Instagram account, its status and its agents.',
        answer: ok(metaPageSchema, 'The Page.'),
      }),
      pageId,
      async (c) => c.json(await getMetaPage(c.get('account').id, db, c.req.valid('param').id)),
    )
    .put(
      apiPaths.metaPageAgent,
      route({
        operationId: 'setMetaPageAgent',
        summary: 'Choose the agent answering a Page on Messenger or Instagram',
        description:
          'Customers who message the Page on that channel talk to this agent; `null` leaves them unanswered. An agent without the channel is a 409, as is Instagram on a Page without an Instagram account; an unknown agent a 404.',
        answer: ok(metaPageSchema, 'The Page.'),
      }),
      pageId,
      jsonBody(metaPageAgentInputSchema, { channel: 'messenger', agentId: null }),
      async (c) =>
        c.json(
          await setMetaPageAgent(
            c.get('account').id,
            db,
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        ),
    )
    .delete(
      apiPaths.metaPage,
      route({
        operationId: 'disconnectMetaPage',
        summary: 'Disconnect a Facebook Page',
        description:
          'Unsubscribes the app from the Page’s messages and forgets its token. Its conversations stay in the history.',
        answer: noContent('Disconnected.'),
      }),
      pageId,
      async (c) => {
        await disconnectMetaPage(deps, c.get('account').id, c.req.valid('param').id);
        return c.body(null, 204);
      },
    );
}
