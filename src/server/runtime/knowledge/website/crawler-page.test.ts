import { expect, it } from 'vitest';
import { useTestServer } from '@server/testing/test-server.ts';
import { crawlerUserAgent } from './crawl-settings.ts';

const server = useTestServer('crawler-page');

it('the page the crawler’s user agent names tells a site’s owner who reads and how to keep it out', async () => {
  const address = crawlerUserAgent('https://agents.example.com').match(/\(\+(.+)\)/)![1]!;
  const res = await server.request(new URL(address).pathname);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  const text = await res.text();
  expect(text).toContain('robots.txt');
  expect(text).toContain('User-agent: AgentraBot\nDisallow: /');
});
