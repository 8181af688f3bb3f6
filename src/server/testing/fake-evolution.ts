import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Evolution API (v2) for tests, over HTTP with its wire format: `apikey` header on
 * every call (401 without the right one), `POST /instance/create` (403 for a name in use),
 * `GET /instance/connect/:name`, `GET /instance/connectionState/:name`,
 * `DELETE /instance/logout/:name`, `DELETE /instance/delete/:name` (404 for an unknown
 * instance), `POST /message/sendText/:name`, `POST /chat/sendPresence/:name`. Its phone side posts the webhook bodies Evolution
 * posts (`qrcode.updated`, `connection.update`, `messages.upsert`) to the instance's webhook
 * URL with the headers it was given. `goDown` makes it answer 502 as a proxy before it would.
 */
type Instance = {
  name: string;
  state: 'open' | 'close' | 'connecting';
  webhook: { url: string; headers: Record<string, string>; events: string[] };
  qr: string;
  count: number;
};

export type FakeEvolutionCall = { method: string; path: string; body: Record<string, unknown> };

export async function startFakeEvolution(apiKey: string) {
  const instances = new Map<string, Instance>();
  const calls: FakeEvolutionCall[] = [];
  const sent: { instance: string; number: string; text: string; id: string }[] = [];
  const presences: { number: string; presence: string }[] = [];
  let downFor = 0;

  const newQr = () => `2@${randomBytes(24).toString('base64')},${randomBytes(8).toString('hex')}`;
  const messageId = () => `3EB0${randomBytes(8).toString('hex').toUpperCase()}`;

  const reply = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, status: number, message: string) =>
    reply(res, status, {
      status,
      error: status === 404 ? 'Not Found' : status === 403 ? 'Forbidden' : 'Bad Request',
      response: { message: [message] },
    });

  async function bodyOf(req: IncomingMessage) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  }

  /** Posts an event to the instance's webhook as Evolution does; answers our HTTP status. */
  async function post(instance: Instance, event: string, data: unknown) {
    const wanted = event.replace(/\./g, '_').toUpperCase();
    if (!instance.webhook.events.includes(wanted)) return 0;
    const res = await fetch(instance.webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...instance.webhook.headers },
      body: JSON.stringify({
        event,
        instance: instance.name,
        data,
        destination: instance.webhook.url,
        date_time: new Date().toISOString(),
        sender: '351910000000@s.whatsapp.net',
        server_url: url,
        apikey: apiKey,
      }),
    });
    return res.status;
  }

  const qrAnswer = (instance: Instance) => ({
    pairingCode: null,
    code: instance.qr,
    base64: `data:image/png;base64,${Buffer.from(instance.qr).toString('base64')}`,
    count: instance.count,
  });

  const server = createServer((req, res) => {
    void (async () => {
      const body = await bodyOf(req);
      const path = (req.url ?? '').split('?')[0]!;
      const method = req.method ?? 'GET';
      calls.push({ method, path, body });
      if (downFor > 0) {
        downFor--;
        res.writeHead(502, { 'content-type': 'text/html' });
        return res.end('<html><body>502 Bad Gateway</body></html>');
      }
      if (req.headers.apikey !== apiKey) return refuse(res, 401, 'Unauthorized');
      const [, group, action, rawName] = path.split('/');
      const name = decodeURIComponent(rawName ?? '');
      const route = `${method} /${group}/${action}`;
      if (route === 'POST /instance/create') {
        const instanceName = String(body.instanceName ?? '');
        if (instances.has(instanceName)) {
          return refuse(res, 403, `This name "${instanceName}" is already in use.`);
        }
        const webhook = body.webhook as Instance['webhook'];
        const instance: Instance = {
          name: instanceName,
          state: 'connecting',
          webhook: { url: webhook.url, headers: webhook.headers ?? {}, events: webhook.events },
          qr: newQr(),
          count: 1,
        };
        instances.set(instanceName, instance);
        return reply(res, 201, {
          instance: {
            instanceName,
            instanceId: randomBytes(16).toString('hex'),
            status: 'connecting',
          },
          hash: randomBytes(16).toString('hex').toUpperCase(),
          webhook: { webhookUrl: webhook.url, webhookHeaders: webhook.headers },
          qrcode: body.qrcode ? qrAnswer(instance) : undefined,
        });
      }
      const instance = instances.get(name);
      if (!instance) return refuse(res, 404, `The "${name}" instance does not exist`);
      switch (route) {
        case 'GET /instance/connect':
          return reply(res, 200, qrAnswer(instance));
        case 'GET /instance/connectionState':
          return reply(res, 200, { instance: { instanceName: name, state: instance.state } });
        case 'DELETE /instance/logout':
          if (instance.state !== 'open')
            return refuse(res, 400, `The "${name}" instance is not connected`);
          instance.state = 'close';
          return reply(res, 200, {
            status: 'SUCCESS',
            error: false,
            response: { message: 'Instance logged out' },
          });
        case 'DELETE /instance/delete':
          instances.delete(name);
          return reply(res, 200, {
            status: 'SUCCESS',
            error: false,
            response: { message: 'Instance deleted' },
          });
        case 'POST /message/sendText': {
          if (instance.state !== 'open') return refuse(res, 400, 'Connection Closed');
          const number = String(body.number ?? '');
          const id = messageId();
          sent.push({ instance: name, number, text: String(body.text ?? ''), id });
          return reply(res, 201, {
            key: { remoteJid: `${number}@s.whatsapp.net`, fromMe: true, id },
            pushName: '',
            status: 'PENDING',
            message: { conversation: body.text },
            messageType: 'conversation',
            messageTimestamp: Math.floor(Date.now() / 1000),
            instanceId: name,
            source: 'unknown',
          });
        }
        case 'POST /chat/sendPresence': {
          if (instance.state !== 'open') return refuse(res, 400, 'Connection Closed');
          presences.push({ number: String(body.number ?? ''), presence: String(body.presence) });
          // Evolution answers once the presence is sent (it then waits `delay` to pause it).
          return reply(res, 201, { presence: body.presence });
        }
        default:
          return refuse(res, 404, 'Cannot ' + route);
      }
    })().catch(() => refuse(res, 400, 'The body is not JSON'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const instanceNamed = (name: string) => {
    const instance = instances.get(name);
    if (!instance) throw new Error(`No instance ${name} on the fake gateway.`);
    return instance;
  };

  /** The phone side opens or closes the instance, and Evolution posts `connection.update`. */
  const changeState = (name: string, state: 'open' | 'close', statusReason: number) => {
    const instance = instanceNamed(name);
    instance.state = state;
    return post(instance, 'connection.update', { instance: name, state, statusReason });
  };

  return {
    url,
    instance: (name: string) => instances.get(name),
    /** The gateway issues a new QR code for the instance, as Evolution does every so often. */
    async refreshQr(name: string) {
      const instance = instanceNamed(name);
      instance.qr = newQr();
      instance.count++;
      return {
        code: instance.qr,
        status: await post(instance, 'qrcode.updated', {
          qrcode: {
            instance: name,
            pairingCode: null,
            code: instance.qr,
            base64: 'data:image/png;base64,',
          },
        }),
      };
    },
    /** The phone scans the QR: the instance opens. */
    scan: (name: string) => changeState(name, 'open', 200),
    /** The phone logs the number out (Linked devices): the instance closes. */
    logOut: (name: string) => changeState(name, 'close', 401),
    /** A customer writes: the `messages.upsert` body; `send` posts it. */
    customerMessage(
      name: string,
      number: string,
      text: string,
      extra: { group?: boolean; fromMe?: boolean } = {},
    ) {
      const instance = instanceNamed(name);
      const data = {
        key: {
          remoteJid: extra.group ? `120363${number}@g.us` : `${number}@s.whatsapp.net`,
          fromMe: extra.fromMe ?? false,
          id: messageId(),
        },
        pushName: 'Ada Lovelace',
        status: 'DELIVERY_ACK',
        message: text.includes('\n') ? { extendedTextMessage: { text } } : { conversation: text },
        messageType: text.includes('\n') ? 'extendedTextMessage' : 'conversation',
        messageTimestamp: Math.floor(Date.now() / 1000),
        instanceId: name,
        source: 'android',
      };
      return { data, send: () => post(instance, 'messages.upsert', data) };
    },
    /** Posts an event body with a chosen secret header, as someone who is not the gateway might. */
    async postAs(name: string, secret: string | undefined, event: string, data: unknown) {
      const instance = instanceNamed(name);
      const headers: Record<string, string> =
        secret === undefined ? {} : { 'x-webhook-secret': secret };
      return post({ ...instance, webhook: { ...instance.webhook, headers } }, event, data);
    },
    /** The number is logged out while its webhook reaches nobody: no event is posted. */
    logOutUnheard(name: string) {
      instanceNamed(name).state = 'close';
    },
    /** The gateway loses the instance (its store wiped, say): calls for it answer 404. */
    forget(name: string) {
      instances.delete(name);
    },
    /** The next `count` calls answer 502. */
    goDown(count: number) {
      downFor = count;
    },
    calls: (route?: string) =>
      calls.filter((call) => !route || `${call.method} ${call.path}`.startsWith(route)),
    sentTo: (number: string) => sent.filter((m) => m.number === number).map((m) => m.text),
    /** The presences ("composing") shown to a number. */
    presencesTo: (number: string) =>
      presences.filter((p) => p.number === number).map((p) => p.presence),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeEvolution = Awaited<ReturnType<typeof startFakeEvolution>>;
