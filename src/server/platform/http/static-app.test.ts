import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticApp } from './static-app.ts';

let clientDir: string;
let app: ReturnType<typeof createStaticApp>;

const landing = '<html><body><h1>Landing, prerendered</h1></body></html>';
const shell = '<html><body><div id="root"></div></body></html>';
const closedLanding = '<html><body><h1>Landing, prerendered for closed sign-up</h1></body></html>';
const closedShell = '<html><head><meta name="signup" content="closed"></head></html>';
const script = 'console.log("hashed asset");'.repeat(20);

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'static-app-'));
  await mkdir(path.join(clientDir, 'assets'));
  const files: Record<string, string | Buffer> = {
    'index.html': landing,
    'index.html.br': brotliCompressSync(landing),
    'index.html.gz': gzipSync(landing),
    'app.html': shell,
    'index.signup-closed.html': closedLanding,
    'app.signup-closed.html': closedShell,
    'assets/index-abc123.js': script,
    'assets/index-abc123.js.br': brotliCompressSync(script),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  for (const [name, content] of Object.entries(files)) {
    await writeFile(path.join(clientDir, name), content);
  }
  app = createStaticApp(clientDir, { signupOpen: true });
});
afterAll(async () => {
  await rm(clientDir, { recursive: true, force: true });
});

describe('the built front end', () => {
  it('serves the prerendered landing page at /, revalidated on every visit', async () => {
    const res = await app.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(landing);
  });

  it('sends HTML brotli-compressed to a browser that takes it', async () => {
    const res = await app.request('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(brotliDecompressSync(body).toString()).toBe(landing);
  });

  it('keeps hashed assets for a year, precompressed', async () => {
    const res = await app.request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('br');
  });

  it('answers every other path with the app shell so the client router decides', async () => {
    for (const route of ['/login', '/portal/dashboard', '/no-such-page']) {
      const res = await app.request(route);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(shell);
    }
  });

  it('serves the pages built for closed sign-up when SIGNUP is closed', async () => {
    const closed = createStaticApp(clientDir, { signupOpen: false });
    expect(await (await closed.request('/')).text()).toBe(closedLanding);
    expect(await (await closed.request('/login')).text()).toBe(closedShell);
    expect(await (await closed.request('/signup')).text()).toBe(closedShell);
  });

  it('adds what it is given to the end of the landing’s body, in every encoding', async () => {
    const snippet = '<script src="/widget.js" data-agent="wc_x" async></script>';
    const withChat = createStaticApp(clientDir, { signupOpen: true, landingBodyEnd: snippet });
    const expected = landing.replace('</body>', `${snippet}\n  </body>`);
    expect(await (await withChat.request('/')).text()).toBe(expected);
    const br = await withChat.request('/', { headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(expected);
    const gzip = await withChat.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(expected);
    // The app's other pages are not the landing.
    expect(await (await withChat.request('/login')).text()).toBe(shell);
  });

  it('serves unhashed public files with a short cache', async () => {
    const res = await app.request('/favicon.svg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});
