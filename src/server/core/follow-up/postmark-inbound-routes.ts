import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { apiPaths } from '@shared/api-paths.ts';
import { MESSAGE_MAX_LENGTH } from '@shared/message-limits.ts';
import { followUpCopy, INBOUND_MAIL_MAX_BYTES } from '@shared/follow-up.ts';
import type { InboundMailSettings } from '@server/env.ts';
import { ApiError, errorBody, noSuchEndpoint } from '@server/platform/http/errors.ts';
import { isJsonContentType, unsupportedMediaType } from '@server/platform/http/json-only.ts';
import { ok, routeDocs } from '@server/platform/http/openapi.ts';
import { parseOrThrow } from '@server/platform/http/validate.ts';
import type { RuntimeDeps } from '@server/core/conversations/conversation-changes.ts';
import { conversationOfReplyToken, replyTokenAmong } from './follow-up-tokens.ts';
import { receiveMailReply } from './receive-mail-reply.ts';
import { replyWords } from './reply-words.ts';

const route = routeDocs('Mail');

const address = z.object({ Email: z.string(), Name: z.string().optional() }).loose();

/** Postmark's inbound webhook JSON: the fields read here; the rest is passed over. */
export const postmarkInboundSchema = z
  .object({
    From: z.string().optional(),
    FromFull: address.optional(),
    To: z.string().optional(),
    ToFull: z.array(address).optional(),
    CcFull: z.array(address).optional(),
    OriginalRecipient: z.string().optional(),
    Subject: z.string().optional(),
    MessageID: z.string({ error: 'MessageID is required.' }).min(1).max(500),
    TextBody: z.string().optional(),
    HtmlBody: z.string().optional(),
    StrippedTextReply: z.string().optional(),
    Headers: z.array(z.object({ Name: z.string(), Value: z.string() })).optional(),
    Attachments: z.array(z.unknown()).optional(),
  })
  .loose();

const answerSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['stored', 'duplicate']),
});

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Basic auth's user and password, compared in constant time (both, whatever the first gives). */
function credentialsMatch(header: string | undefined, expected: InboundMailSettings) {
  const encoded = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '')?.[1] ?? '';
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const [user, password] =
    colon < 0 ? ['', ''] : [decoded.slice(0, colon), decoded.slice(colon + 1)];
  const userOk = timingSafeEqual(digest(user), digest(expected.user));
  const passwordOk = timingSafeEqual(digest(password), digest(expected.password));
  return colon >= 0 && userOk && passwordOk;
}

const cut = (text: string) =>
  text.length > MESSAGE_MAX_LENGTH ? `${text.slice(0, MESSAGE_MAX_LENGTH - 1)}…` : text;

/**
 * POST /api/v1/mail/inbound/postmark: a website visitor's answer by email, as Postmark's
 * inbound webhook posts it, to the address of the mail they answer (reply+<token>@domain).
 * Without inbound mail set up, the route does not exist (404).
 */
export function postmarkInboundRoutes(
  runtime: RuntimeDeps,
  { settings, replyAddressKey }: { settings: InboundMailSettings | null; replyAddressKey: Buffer },
) {
  return new Hono().post(
    apiPaths.postmarkInbound,
    route({
      operationId: 'receivePostmarkInbound',
      summary: 'Receive an answer by email',
      description:
        'Where Postmark posts inbound mail (its inbound webhook JSON). The webhook URL carries HTTP basic-auth credentials, checked against POSTMARK_INBOUND_USER and POSTMARK_INBOUND_PASSWORD (401 when they do not match; nothing is stored). The reply address among `OriginalRecipient`, `ToFull` and `CcFull` (reply+<token>@INBOUND_MAIL_DOMAIN) names the conversation: 404 when it is unknown or expired. The customer’s words (`StrippedTextReply`, else `TextBody` cut where the quoted mail starts) are added to the conversation as their message; the same `MessageID` twice is stored once (`duplicate`). 404 when inbound mail is not set up.',
      answer: ok(answerSchema, 'The mail was taken.'),
      refuses: [
        'BadRequest',
        'Unauthorized',
        'NotFound',
        'PayloadTooLarge',
        'UnsupportedMediaType',
      ],
      public: true,
    }),
    async (c, next) => {
      if (!settings) return noSuchEndpoint(c);
      if (!credentialsMatch(c.req.header('authorization'), settings)) {
        throw new ApiError(401, 'unauthorized', followUpCopy.credentialsWrong);
      }
      if (!isJsonContentType(c.req.header('content-type'))) throw unsupportedMediaType();
      await next();
    },
    bodyLimit({
      maxSize: INBOUND_MAIL_MAX_BYTES,
      onError: (c) => c.json(errorBody('payload_too_large', followUpCopy.tooLarge), 413),
    }),
    async (c) => {
      const inbound = settings!;
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        throw new ApiError(400, 'invalid_json', 'The body is not valid JSON.');
      }
      const mail = parseOrThrow(postmarkInboundSchema, body);
      const recipients = [
        mail.OriginalRecipient ?? '',
        ...(mail.ToFull ?? []).map((to) => to.Email),
        ...(mail.CcFull ?? []).map((cc) => cc.Email),
        ...(mail.To ?? '').split(','),
      ].map((recipient) => /<([^>]+)>/.exec(recipient)?.[1] ?? recipient);
      const token = replyTokenAmong(recipients, inbound.domain);
      const conversationId = token && conversationOfReplyToken(replyAddressKey, token);
      if (!conversationId)
        throw new ApiError(404, 'reply_address_unknown', followUpCopy.replyAddressUnknown);
      const words = replyWords(mail.StrippedTextReply, mail.TextBody);
      if (!words) throw new ApiError(400, 'empty_reply', followUpCopy.emptyReply);
      const { outcome } = await receiveMailReply(runtime, conversationId, {
        messageId: mail.MessageID,
        text: cut(words),
      });
      return c.json({ received: true as const, outcome });
    },
  );
}
