import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { WIDGET_API, widgetApiPaths } from '@shared/api-paths.ts';
import { WIDGET_PREVIEW_HEADER, WIDGET_RESUME_HEADER } from '@shared/widget-preview.ts';
import { ratingInputSchema } from '@shared/conversations.ts';
import {
  type WidgetStreamEvent,
  widgetErrorCopy,
  widgetMessageInputSchema,
  widgetOfflineInputSchema,
  widgetRateLimits,
  widgetStreamCaps,
  widgetVisitorInputSchema,
} from '@shared/webchat.ts';
import { CLIENT_ADDRESS_HEADER, clientAddress } from '@server/platform/auth/client-address.ts';
import type { RateLimitStore } from '@server/platform/auth/memory-rate-limit-store.ts';
import type { SecretBox } from '@server/platform/crypto/secret-box.ts';
import { Conflict, TooMany } from '@server/platform/errors/domain-errors.ts';
import { ApiError } from '@server/platform/http/errors.ts';
import { parseOrThrow } from '@server/platform/http/validate.ts';
import type { StreamSlots } from '@server/platform/realtime/stream-slots.ts';
import { isJsonContentType, jsonRequest } from '@server/platform/http/json-only.ts';
import { closeConversation } from '@server/core/conversations/close-conversation.ts';
import type { RuntimeDeps } from '@server/core/conversations/conversation-changes.ts';
import { handOver } from '@server/core/conversations/hand-over.ts';
import { rateConversation } from '@server/core/conversations/rate-conversation.ts';
import { streamConversationEvents } from '@server/core/conversations/stream-conversation-events.ts';
import { getAgentPersonality } from '@server/core/personality/personality-store.ts';
import { type AnswerReads, readAnswerInputs } from '@server/runtime/answers/answer-message.ts';
import { streamAnswer } from '@server/runtime/answers/answer-stream.ts';
import type { Responder } from '@server/runtime/answers/responder.ts';
import { receiveCustomerMessage } from '@server/runtime/messaging/receive-customer-message.ts';
import {
  followUpCopy,
  resumptionInputSchema,
  visitorContactInputSchema,
} from '@shared/follow-up.ts';
import { NotFound } from '@server/platform/errors/domain-errors.ts';
import { conversationOfLinkToken } from '@server/core/follow-up/follow-up-tokens.ts';
import { keepVisitorSeen } from '@server/core/follow-up/visitor-presence.ts';
import { resumableConversation } from './resumable-conversation.ts';
import { saveVisitorContact } from './visitor-contact.ts';
import {
  identityMatches,
  identityStillValid,
  issueVisitorToken,
  readVisitorToken,
  type Visitor,
  visitorExternalId,
  visitorOfExternalId,
} from './visitor-token.ts';
import type { Preview } from './preview-token.ts';
import {
  leaveMessageForTeam,
  startVisitorConversation,
  widgetConversation,
} from './visitor-conversations.ts';
import {
  currentVisitorConversationId,
  visitorConversation,
  type WebchatRow,
  type Widget,
  widgetConfigOf,
  widgetOf,
  widgetOfPublicId,
} from './webchat-store.ts';
import { conversationNotFound } from '@server/core/conversations/conversation-store.ts';
import { previewOrListedWebsite } from './widget-caller.ts';
import { presentAnswerToVisitor, presentToVisitor } from './widget-view.ts';

export type WidgetApiOptions = {
  runtime: RuntimeDeps;
  responder: Responder;
  identityBox: SecretBox;
  tokenKey: Buffer;
  /** Checks the portal preview's tokens. */
  previewKey: Buffer;
  /** Shared by every process through Redis when REDIS_URL is set. */
  rateLimits: RateLimitStore;
  /** The conversations' event streams open at once; likewise shared through Redis. */
  streamSlots: StreamSlots;
  /** TRUST_PROXY: how the client's address is read. */
  trustedProxies: number;
  /** Reads the mailed links' tokens (core/follow-up). */
  followUpLinkKey: Buffer;
  /** How often an open live stream marks its visitor as seen. */
  presenceRefreshMs: number;
  logger: { error: (message: string, error?: unknown) => void };
};

// The visitor's token is the widget's credential: refused at the edge, as a missing session is.
const visitorUnknown = () => new ApiError(401, 'visitor_unknown', widgetErrorCopy.visitorUnknown);
const identityRequired = () =>
  new ApiError(401, 'identity_required', widgetErrorCopy.identityRequired);

/**
 * The website widget's public API: no cookies and no API keys. Each visitor holds a token the
 * server signed; a page may call it only from a website on the agent's list, or as the
 * portal's preview with a token of its own (widget-caller.ts), whose conversations are tests:
 * never counted, and limited per preview token as visitors are per address.
 */
export function widgetApi(options: WidgetApiOptions) {
  const { runtime, responder, identityBox, tokenKey, previewKey, rateLimits, streamSlots } =
    options;
  const { db } = runtime;
  const caller = { previewKey, ownOrigin: runtime.publicUrl };

  async function limit(
    key: string,
    rule: { window: number; max: number },
    refusal = () => new TooMany(widgetErrorCopy.tooMany),
  ) {
    const { allowed } = await rateLimits.consume(`widget:${key}`, rule);
    if (!allowed) throw refusal();
  }

  /** A new chat refused: the widget offers to leave a message instead, in the visitor's words. */
  const tooManyChats = () => new TooMany(widgetErrorCopy.tooManyChats, 'too_many_chats');

  const addressOf = (c: Context) => c.req.header(CLIENT_ADDRESS_HEADER) ?? 'unknown';

  /** What the limits of visitors' addresses count for the preview: each of its tokens. */
  const requesterOf = (c: Context, preview: Preview | null) =>
    preview ? `preview:${preview.id}` : addressOf(c);

  /** The widget the path names, and the preview asking for it (null for a website). */
  async function widgetByPublicId(c: Context) {
    const found = await widgetOfPublicId(db, c.req.param('publicId') ?? '');
    const ownSiteToo = await resumingOn(c, found.settings.publicId);
    return { ...found, preview: previewOrListedWebsite(c, found, caller, ownSiteToo) };
  }

  /** Whether the request comes with a mailed link's token of this widget (the chat page). */
  async function resumingOn(c: Context, publicId: string) {
    const token = c.req.header(WIDGET_RESUME_HEADER);
    const conversationId = token && conversationOfLinkToken(options.followUpLinkKey, token);
    if (!conversationId) return false;
    const found = await resumableConversation(db, conversationId);
    return found?.widget.settings.publicId === publicId;
  }

  const bearerToken = (c: Context) =>
    /^Bearer (\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];

  /** The visitor of the Bearer token; 401 when the token is not ours. */
  function tokenVisitor(c: Context) {
    const token = bearerToken(c);
    const visitor = token ? readVisitorToken(tokenKey, token) : null;
    if (!visitor) throw visitorUnknown();
    return visitor;
  }

  /** The visitor with their widget as read; 401 when it no longer knows them. */
  function admitted(c: Context, visitor: Visitor, widget: Widget | null) {
    if (!widget || !identityStillValid(visitor, widget.settings.identityGeneration)) {
      throw visitorUnknown();
    }
    const preview = previewOrListedWebsite(c, widget, caller, visitor.hosted === true);
    if (widget.settings.identityRequired && visitor.userId === null) throw identityRequired();
    return { visitor, widget, preview };
  }

  /** The visitor of the Bearer token, and their widget; 401 when the token is not ours. */
  async function visitorOf(c: Context) {
    const visitor = tokenVisitor(c);
    return admitted(c, visitor, await widgetOf(db, visitor.publicId));
  }

  /** "Require verified visitors" where no conversation is involved: a verified token of this widget. */
  async function assertVerifiedVisitorOf(c: Context, settings: WebchatRow) {
    if (!bearerToken(c)) throw identityRequired();
    const { visitor } = await visitorOf(c);
    if (visitor.publicId !== settings.publicId) throw visitorUnknown();
  }

  /**
   * The visitor's own conversation with this widget's agent; anyone else's is unknown (404).
   * It is read with the widget, in one round trip, and shown only once the widget admits them.
   */
  async function ownConversation(c: Context) {
    const visitor = tokenVisitor(c);
    const [widget, row] = await Promise.all([
      widgetOf(db, visitor.publicId),
      visitorConversation(
        db,
        visitor.publicId,
        visitorExternalId(visitor),
        c.req.param('id') ?? '',
      ),
    ]);
    const admittedVisitor = admitted(c, visitor, widget);
    if (!row) throw conversationNotFound();
    return { ...admittedVisitor, row };
  }

  async function jsonOf(c: Context): Promise<unknown> {
    if (!isJsonContentType(c.req.header('content-type'))) return {};
    try {
      return await c.req.json();
    } catch {
      throw new ApiError(400, 'invalid_json', 'The body is not valid JSON.');
    }
  }

  const cors = createMiddleware(async (c, next) => {
    // Any page may ask; what it gets is decided per agent by its list of websites, server-side.
    const origin = c.req.header('origin');
    if (c.req.method === 'OPTIONS') {
      return c.body(null, 204, {
        'access-control-allow-origin': origin ?? '*',
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': 'authorization, content-type, last-event-id',
        'access-control-max-age': '600',
        vary: 'Origin',
      });
    }
    // Set before the handler runs, so a refusal (403, 429) answered by the error handler is
    // readable by the page too, and the widget can show it in words.
    if (origin) c.header('access-control-allow-origin', origin);
    // The agent's look is cached a minute: never the preview's answer for a website, or back.
    c.header('vary', `Origin, Sec-Fetch-Site, ${WIDGET_PREVIEW_HEADER}, ${WIDGET_RESUME_HEADER}`, {
      append: true,
    });
    await next();
  });

  return new Hono()
    .use(
      `${WIDGET_API}/*`,
      cors,
      clientAddress({ trustedProxies: options.trustedProxies }),
      // After CORS, so the page can read the refusal: /api/v1's body limit (413) and
      // JSON-only rule (415), before anything reads a body.
      jsonRequest,
    )
    .use(`${WIDGET_API}/*`, async (c, next) => {
      await limit(`requests:${addressOf(c)}`, widgetRateLimits.requestsPerAddress);
      await next();
    })
    .get(widgetApiPaths.agent, async (c) => {
      const config = await widgetConfigOf(db, await widgetByPublicId(c));
      // A minute of caching spares the server a request on every page view of a busy site.
      c.header('cache-control', 'public, max-age=60');
      return c.json(config);
    })
    .post(widgetApiPaths.visitors, async (c) => {
      const { settings } = await widgetByPublicId(c);
      const { identity } = parseOrThrow(widgetVisitorInputSchema, await jsonOf(c));
      let userId: string | null = null;
      if (identity) {
        const secret = settings.identitySecret ? identityBox.open(settings.identitySecret) : null;
        if (!secret || !identityMatches(secret, identity.userId, identity.userHash)) {
          throw new ApiError(401, 'identity_invalid', widgetErrorCopy.identityInvalid);
        }
        userId = identity.userId;
      } else if (settings.identityRequired) {
        throw identityRequired();
      }
      const { token } = issueVisitorToken(tokenKey, {
        publicId: settings.publicId,
        userId,
        generation: settings.identityGeneration,
      });
      return c.json({ token }, 201);
    })
    .get(widgetApiPaths.currentConversation, async (c) => {
      const { visitor, widget } = await visitorOf(c);
      const id = await currentVisitorConversationId(db, widget, visitorExternalId(visitor));
      return c.json({
        conversation: id ? await widgetConversation(db, widget.accountId, id) : null,
      });
    })
    .post(widgetApiPaths.conversations, async (c) => {
      const { visitor, widget, preview } = await visitorOf(c);
      // A preview token is one owner trying the widget: it counts as one visitor.
      await limit(
        `conversations:${preview ? `preview:${preview.id}` : `visitor:${visitor.visitorId}`}`,
        widgetRateLimits.conversationsPerVisitor,
        tooManyChats,
      );
      if (!preview) {
        await limit(
          `conversations:${addressOf(c)}`,
          widgetRateLimits.conversationsPerAddress,
          tooManyChats,
        );
      }
      const conversation = await startVisitorConversation(runtime, widget, {
        externalId: visitorExternalId(visitor),
        test: preview !== null,
      });
      return c.json({ conversation }, 201);
    })
    .post(widgetApiPaths.conversationMessages, async (c) => {
      const { visitor, widget, row } = await ownConversation(c);
      const { text } = parseOrThrow(widgetMessageInputSchema, await jsonOf(c));
      await limit(`messages:${visitor.visitorId}`, widgetRateLimits.messagesPerVisitor);
      const accountId = widget.accountId;
      const receivedAt = performance.now();
      let reads: Promise<AnswerReads> | undefined;
      const received = await receiveCustomerMessage(runtime, accountId, {
        conversationId: row.id,
        text,
        alongside: (tx) =>
          (reads = readAnswerInputs(tx, accountId, {
            conversationId: row.id,
            agentId: widget.agent.id,
          })),
      });
      return streamAnswer(c, runtime, accountId, received, {
        responder,
        receivedAt,
        reads,
        present: presentAnswerToVisitor,
        // A person holds the conversation: the message waits for them.
        keptForTeam: async (): Promise<WidgetStreamEvent[]> => [
          { event: 'done', data: { message: null, status: received.conversation.status } },
        ],
        failure: widgetErrorCopy.unavailable,
      });
    })
    .get(widgetApiPaths.conversationEvents, async (c) => {
      const { visitor, widget, row } = await ownConversation(c);
      const release = await streamSlots.acquire([
        { key: `widget:visitor:${visitor.visitorId}`, max: widgetStreamCaps.perVisitor },
        { key: `widget:address:${addressOf(c)}`, max: widgetStreamCaps.perAddress },
      ]);
      if (!release) throw new TooMany(widgetErrorCopy.tooManyStreams, 'too_many_streams');
      // Whether the visitor is still here decides whether a person's reply is mailed to them.
      const leave = keepVisitorSeen(db, row.id, options.presenceRefreshMs, (error) =>
        options.logger.error('Marking a visitor as seen failed', error),
      );
      return streamConversationEvents(c, runtime, widget.accountId, {
        conversationId: row.id,
        present: presentToVisitor,
        onEnd: async () => {
          await leave();
          await release();
        },
      });
    })
    .post(widgetApiPaths.conversationHandover, async (c) => {
      const { widget, row } = await ownConversation(c);
      // The body is optional: widgets before the hand-over's form sent none.
      const details = parseOrThrow(visitorContactInputSchema, await jsonOf(c));
      if (row.status === 'closed') {
        throw new Conflict('conversation_closed', widgetErrorCopy.conversationClosed);
      }
      await saveVisitorContact(db, widget.accountId, row.contactId, details);
      await handOver(runtime, widget.accountId, row.id, 'customer_asked');
      return c.json({ conversation: await widgetConversation(db, widget.accountId, row.id) });
    })
    .post(widgetApiPaths.conversationContact, async (c) => {
      const { widget, row } = await ownConversation(c);
      const details = parseOrThrow(visitorContactInputSchema, await jsonOf(c));
      await saveVisitorContact(db, widget.accountId, row.contactId, details);
      return c.json({ conversation: await widgetConversation(db, widget.accountId, row.id) });
    })
    .post(widgetApiPaths.resumptions, async (c) => {
      const { token } = parseOrThrow(resumptionInputSchema, await jsonOf(c));
      await limit(`resumptions:${addressOf(c)}`, widgetRateLimits.offlineMessagesPerAddress);
      const conversationId = conversationOfLinkToken(options.followUpLinkKey, token);
      const found = conversationId ? await resumableConversation(db, conversationId) : null;
      const who = found && visitorOfExternalId(found.externalId);
      if (!found || !who) throw new NotFound(followUpCopy.linkExpired, 'link_expired');
      previewOrListedWebsite(c, found.widget, caller, true);
      const { settings } = found.widget;
      const issued = issueVisitorToken(tokenKey, {
        publicId: settings.publicId,
        visitorId: who.visitorId,
        userId: who.userId,
        generation: settings.identityGeneration,
        hosted: true,
      });
      return c.json({
        token: issued.token,
        publicId: settings.publicId,
        conversation: await widgetConversation(db, found.widget.accountId, found.conversationId),
      });
    })
    .post(widgetApiPaths.conversationEnd, async (c) => {
      const { widget, row } = await ownConversation(c);
      const accountId = widget.accountId;
      const { personality } = await getAgentPersonality(accountId, db, widget.agent.id);
      await closeConversation(
        runtime,
        accountId,
        row.id,
        { kind: 'customer' },
        {
          farewell: personality.farewell,
        },
      );
      return c.json({ conversation: await widgetConversation(db, accountId, row.id) });
    })
    .post(widgetApiPaths.conversationRating, async (c) => {
      const { widget, row } = await ownConversation(c);
      const input = parseOrThrow(ratingInputSchema, await jsonOf(c));
      await rateConversation(runtime, widget.accountId, row.id, input);
      return c.json({ conversation: await widgetConversation(db, widget.accountId, row.id) });
    })
    .post(widgetApiPaths.offlineMessages, async (c) => {
      const widget = await widgetByPublicId(c);
      const { settings, preview } = widget;
      if (settings.identityRequired) await assertVerifiedVisitorOf(c, settings);
      const input = parseOrThrow(widgetOfflineInputSchema, await jsonOf(c));
      await limit(`offline:${requesterOf(c, preview)}`, widgetRateLimits.offlineMessagesPerAddress);
      // A visitor of the widget leaves it as themselves: the team's answer can reach their chat.
      const token = bearerToken(c);
      const visitor = token ? readVisitorToken(tokenKey, token) : null;
      await leaveMessageForTeam(runtime, widget, {
        ...input,
        externalId:
          visitor && visitor.publicId === settings.publicId ? visitorExternalId(visitor) : null,
        test: preview !== null,
      });
      return c.json({ received: true }, 201);
    });
}
