import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createOutboundFetch,
  fetchReaching,
  isPrivateAddressRefusal,
  type OutboundFetch,
} from './outbound-fetch.ts';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

/** A server on `host` that counts the requests it is sent. */
async function listening(host: string, answer: RequestListener = (_req, res) => res.end('here')) {
  const server = createServer((req, res) => {
    counted.requests += 1;
    answer(req, res);
  });
  const counted = { requests: 0, port: 0 };
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  counted.port = (server.address() as AddressInfo).port;
  return counted;
}

/** What fetching `url` came to: the answer's status, refused, or failed for another reason. */
async function outcome(fetch: OutboundFetch, url: string, init?: RequestInit) {
  try {
    return (await fetch(url, init)).status;
  } catch (error) {
    return isPrivateAddressRefusal(error) ? 'refused' : 'failed';
  }
}

describe('the outbound fetch', () => {
  it('connects to no private address, however it is written, unless the operator allows it', async () => {
    const local = await listening('127.0.0.1');
    const guarded = createOutboundFetch({ allowPrivateNetwork: false });
    const port = local.port;
    for (const url of [
      `http://127.0.0.1:${port}/`,
      `http://localhost:${port}/`,
      `http://127.1:${port}/`,
      `http://0x7f.0.0.1:${port}/`,
      `http://2130706433:${port}/`,
      `http://0.0.0.0:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://[::1]:${port}/`,
      `https://127.0.0.1:${port}/`,
    ]) {
      expect(await outcome(guarded, url), url).toBe('refused');
    }
    expect(local.requests).toBe(0);

    const allowed = createOutboundFetch({ allowPrivateNetwork: true });
    expect(await outcome(allowed, `http://127.0.0.1:${port}/`)).toBe(200);
    expect(await outcome(allowed, `http://localhost:${port}/`)).toBe(200);
    expect(local.requests).toBe(2);
  });

  it('checks every connection it opens, so a redirect to a private address is refused', async () => {
    // 127.0.0.1 stands in for a public address; 127.0.0.2 is the private one behind it.
    const inside = await listening('127.0.0.2');
    const front = await listening('127.0.0.1', (req, res) => {
      res.writeHead(302, { location: `http://127.0.0.2:${inside.port}${req.url}` }).end();
    });
    const reaching = fetchReaching((address) => address === '127.0.0.1');

    expect(await outcome(reaching, `http://127.0.0.1:${front.port}/calendar/`)).toBe('refused');
    expect(front.requests).toBe(1);
    expect(inside.requests).toBe(0);
    // The stand-in itself is reached: only the hop to the private address was refused.
    const unfollowed = await outcome(reaching, `http://127.0.0.1:${front.port}/`, {
      redirect: 'manual',
    });
    expect(unfollowed).toBe(302);
    expect(inside.requests).toBe(0);
  });

  it('tells a refused address from a server that does not answer', async () => {
    const closed = await listening('127.0.0.1');
    const [server] = servers.splice(0);
    await new Promise((resolve) => server!.close(resolve));
    const allowed = createOutboundFetch({ allowPrivateNetwork: true });
    expect(await outcome(allowed, `http://127.0.0.1:${closed.port}/`)).toBe('failed');
  });
});
