import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Meta Graph API for tests, and Meta's side of the webhook. It answers the calls the
 * product makes (`GET /me?fields=…`, `POST|DELETE /<page>/subscribed_apps`, `GET /<user>`,
 * `POST /<page>/messages`) with Meta's JSON and its error bodies: a revoked token (code 190), a
 * message outside the 24-hour window (code 10, subcode 2018278), the human agent tag without
 * the permission (code 10), a text over the limit (code 100), Meta down (code 2, HTTP 500).
 * It writes webhook calls as Meta does: `{ object, entry: [{ id, time, messaging }] }`,
 * signed with the app secret in X-Hub-Signature-256. The browser suite, in another process,
 * drives it over HTTP: `POST /_fake/pages` makes a Page, `POST /_fake/customer-writes` a
 * customer's signed message.
 */
export type FakeMetaCall = { method: string; path: string; token: string | null; body: unknown };

type Page = {
  id: string;
  name: string;
  instagram: { id: string; username: string } | null;
  /** Whether the app may send with the HUMAN_AGENT tag for this Page. */
  humanAgent: boolean;
};

type Customer = {
  id: string;
  pageId: string;
  channel: 'messenger' | 'instagram';
  firstName: string;
  lastName: string;
  /** When they last wrote, on the fake's clock (moved back to age a conversation). */
  lastWroteAt: number;
};

export type MetaSent = { text: string; tag: string | null };

const HOUR_MS = 60 * 60 * 1000;
const limits = { messenger: 2000, instagram: 1000 } as const;

const graphError = (code: number, message: string, subcode?: number) => ({
  error: {
    message,
    type: 'OAuthException',
    code,
    ...(subcode ? { error_subcode: subcode } : {}),
    fbtrace_id: randomBytes(8).toString('base64url'),
  },
});

export async function startFakeMetaGraph({
  appSecret,
  port = 0,
}: {
  appSecret: string;
  port?: number;
}) {
  const pages = new Map<string, Page>();
  const revoked = new Set<string>();
  const subscribed = new Map<string, string[]>();
  const customers = new Map<string, Customer>();
  const sent = new Map<string, MetaSent[]>();
  const calls: FakeMetaCall[] = [];
  /** Facebook Login: the people's tokens with the Pages they granted, and the codes not yet traded. */
  const people = new Map<string, string[]>();
  const codes = new Map<string, string>();
  let nextId = 100_000_000_000_000;
  let downFor = 0;
  const id = () => String(nextId++);

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  async function bodyOf(req: IncomingMessage) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  }

  function sendMessage(page: Page, body: Record<string, unknown>) {
    const recipient = (body.recipient as { id?: string } | undefined)?.id ?? '';
    const customer = customers.get(recipient);
    if (!customer || customer.pageId !== page.id) {
      return [400, graphError(100, '(#100) No matching user found', 2018001)] as const;
    }
    if (body.sender_action) return [200, { recipient_id: recipient }] as const;
    const text = (body.message as { text?: string } | undefined)?.text ?? '';
    if (text.length > limits[customer.channel]) {
      return [
        400,
        graphError(
          100,
          `(#100) Length of param message[text] must be less than or equal to ${limits[customer.channel]}`,
        ),
      ] as const;
    }
    const ageMs = Date.now() - customer.lastWroteAt;
    const tag = body.messaging_type === 'MESSAGE_TAG' ? String(body.tag) : null;
    if (tag === 'HUMAN_AGENT' && !page.humanAgent) {
      return [
        400,
        graphError(10, '(#10) Application does not have permission for this action'),
      ] as const;
    }
    const window = tag === 'HUMAN_AGENT' ? 7 * 24 * HOUR_MS : 24 * HOUR_MS;
    if (ageMs > window) {
      return [
        400,
        graphError(10, '(#10) This message is sent outside of allowed window.', 2018278),
      ] as const;
    }
    sent.set(recipient, [...(sent.get(recipient) ?? []), { text, tag }]);
    return [
      200,
      { recipient_id: recipient, message_id: `m_${randomBytes(12).toString('base64url')}` },
    ] as const;
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = await bodyOf(req);
      const auth = req.headers.authorization ?? '';
      const token = auth.startsWith('Bearer ')
        ? auth.slice('Bearer '.length)
        : url.searchParams.get('access_token');
      const path = url.pathname.replace(/^\/v\d+\.\d+/, '');
      calls.push({ method: req.method ?? 'GET', path, token, body });
      if (downFor > 0) {
        downFor--;
        return answer(res, 500, {
          error: {
            message: 'An unexpected error has occurred. Please retry your request later.',
            type: 'OAuthException',
            is_transient: true,
            code: 2,
          },
        });
      }
      if (path.startsWith('/_fake/')) {
        const made = control(path, body);
        return made ? answer(res, 200, made) : answer(res, 404, { error: 'No such fake call' });
      }
      if (path === '/oauth/access_token') {
        const userToken = codes.get(url.searchParams.get('code') ?? '');
        if (url.searchParams.get('client_secret') !== appSecret) {
          return answer(res, 400, graphError(1, 'Error validating client secret.'));
        }
        if (!userToken) {
          return answer(res, 400, graphError(100, 'Invalid verification code format.', 36009));
        }
        codes.delete(url.searchParams.get('code')!);
        return answer(res, 200, {
          access_token: userToken,
          token_type: 'bearer',
          expires_in: 5183944,
        });
      }
      const granted = token ? people.get(token) : undefined;
      if (granted && path === '/me/accounts') {
        return answer(res, 200, {
          data: granted.map((pageToken) => {
            const { id: pageId, name, instagram } = pages.get(pageToken)!;
            return {
              id: pageId,
              name,
              access_token: pageToken,
              ...(instagram ? { instagram_business_account: instagram } : {}),
            };
          }),
        });
      }
      const page = token ? pages.get(token) : undefined;
      if (!token || !page) {
        return answer(
          res,
          400,
          graphError(190, 'Invalid OAuth access token - Cannot parse access token'),
        );
      }
      if (revoked.has(token)) {
        return answer(
          res,
          400,
          graphError(
            190,
            'Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.',
            460,
          ),
        );
      }
      const subscription = /^\/(\d+)\/subscribed_apps$/.exec(path);
      if (path === '/me' && req.method === 'GET') {
        return answer(res, 200, {
          id: page.id,
          name: page.name,
          ...(page.instagram ? { instagram_business_account: page.instagram } : {}),
        });
      }
      if (subscription && subscription[1] === page.id) {
        if (req.method === 'POST') {
          subscribed.set(page.id, (url.searchParams.get('subscribed_fields') ?? '').split(','));
        } else {
          subscribed.delete(page.id);
        }
        return answer(res, 200, { success: true });
      }
      if (path === `/${page.id}/messages` && req.method === 'POST') {
        const [status, result] = sendMessage(page, body);
        return answer(res, status, result);
      }
      const customer = customers.get(path.slice(1));
      if (customer && customer.pageId === page.id && req.method === 'GET') {
        return answer(
          res,
          200,
          customer.channel === 'messenger'
            ? { first_name: customer.firstName, last_name: customer.lastName, id: customer.id }
            : {
                name: `${customer.firstName} ${customer.lastName}`,
                username: customer.firstName.toLowerCase(),
                id: customer.id,
              },
        );
      }
      return answer(
        res,
        400,
        graphError(
          100,
          `(#100) Unsupported ${req.method} request. Object with ID '${path.slice(1)}' does not exist.`,
          33,
        ),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;

  /** A webhook call's body and the signature Meta would put on it. */
  function signed(event: unknown) {
    const body = JSON.stringify(event);
    const signature = `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
    return { body, signature };
  }

  /** The browser suite's calls: the same helpers as a test's, over HTTP. */
  function control(path: string, body: Record<string, unknown>) {
    if (path === '/_fake/pages') {
      return fake.createPage(String(body.name), {
        instagram: body.instagram as string | undefined,
      });
    }
    if (path !== '/_fake/customer-writes' || !pages.has(String(body.token))) return null;
    return fake.customerWrites(
      String(body.token),
      body.channel === 'instagram' ? 'instagram' : 'messenger',
      { firstName: String(body.firstName), lastName: String(body.lastName) },
      { text: String(body.text) },
    );
  }

  const fake = {
    url: `http://127.0.0.1:${listening}/v21.0`,
    /** A Facebook Page and, if named, its linked Instagram account; answers its Page access token. */
    createPage(name: string, options: { instagram?: string; humanAgent?: boolean } = {}) {
      const token = `EAAG${randomBytes(24).toString('base64url')}`;
      const page: Page = {
        id: id(),
        name,
        instagram: options.instagram ? { id: id(), username: options.instagram } : null,
        humanAgent: options.humanAgent ?? true,
      };
      pages.set(token, page);
      return { token, ...page };
    },
    revoke: (token: string) => revoked.add(token),
    /** Someone signs in with Facebook and grants these Pages: the code the dialog sends back. */
    grant(pageTokens: string[]) {
      const code = `AQ${randomBytes(24).toString('base64url')}`;
      const userToken = `EAAU${randomBytes(24).toString('base64url')}`;
      people.set(userToken, pageTokens);
      codes.set(code, userToken);
      return code;
    },
    subscriptionOf: (pageId: string) => subscribed.get(pageId),
    goDown: (calls: number) => {
      downFor = calls;
    },
    calls: (path?: string) => calls.filter((call) => !path || call.path === path),
    /** The Send API calls made for a Page. */
    sends: (pageId: string) => calls.filter((call) => call.path === `/${pageId}/messages`),
    sentTo: (customerId: string) => sent.get(customerId) ?? [],
    /** Moves a customer's last message back, as if they wrote `hours` ago. */
    age(customerId: string, hours: number) {
      const customer = customers.get(customerId)!;
      customer.lastWroteAt = Date.now() - hours * HOUR_MS;
    },
    /**
     * A customer writes to the Page (Messenger) or its Instagram account: the signed webhook
     * call Meta makes. The same customer keeps their id on the Page.
     */
    customerWrites(
      pageToken: string,
      channel: 'messenger' | 'instagram',
      from: { id?: string; firstName: string; lastName: string },
      message: { text?: string; attachments?: { type: string; payload: { url: string } }[] },
    ) {
      const page = pages.get(pageToken)!;
      const customerId = from.id ?? id();
      customers.set(customerId, {
        id: customerId,
        pageId: page.id,
        channel,
        firstName: from.firstName,
        lastName: from.lastName,
        lastWroteAt: Date.now(),
      });
      const entryId = channel === 'messenger' ? page.id : page.instagram!.id;
      const now = Date.now();
      const event = {
        object: channel === 'messenger' ? 'page' : 'instagram',
        entry: [
          {
            id: entryId,
            time: now,
            messaging: [
              {
                sender: { id: customerId },
                recipient: { id: entryId },
                timestamp: now,
                message: { mid: `m_${randomBytes(16).toString('base64url')}`, ...message },
              },
            ],
          },
        ],
      };
      return { customerId, event, ...signed(event) };
    },
    /** The Page's own message coming back to the webhook (Meta echoes what a Page sends). */
    echo(pageToken: string, customerId: string, text: string) {
      const page = pages.get(pageToken)!;
      const now = Date.now();
      const event = {
        object: 'page',
        entry: [
          {
            id: page.id,
            time: now,
            messaging: [
              {
                sender: { id: page.id },
                recipient: { id: customerId },
                timestamp: now,
                message: { mid: `m_${randomBytes(16).toString('base64url')}`, is_echo: true, text },
              },
            ],
          },
        ],
      };
      return signed(event);
    },
    signed,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((err) => (err ? reject(err) : resolve())),
      ),
  };
  return fake;
}

export type FakeMetaGraph = Awaited<ReturnType<typeof startFakeMetaGraph>>;
