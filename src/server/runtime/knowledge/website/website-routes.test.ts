import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MessageAnswer } from '@shared/answers.ts';
import { knowledgeListSchema, knowledgeSourceSchema } from '@shared/knowledge.ts';
import {
  WEBSITE_CRAWLS_PER_HOUR,
  websiteCopy,
  websiteFormCopy,
  websiteKnowledgeCopy,
  websiteListSchema,
  type WebsitePage,
  websitePageListSchema,
  websiteSchema,
  type Website,
} from '@shared/website-knowledge.ts';
import { website } from '@server/platform/db/schema.ts';
import { agentChat } from '@server/testing/agent-chat.ts';
import { fillKnowledgeBut } from '@server/testing/nearly-full-knowledge.ts';
import { htmlPage, type LocalWebsite, serveWebsite } from '@server/testing/local-website.ts';
import { jsonRequest, useTestServer } from '@server/testing/test-server.ts';

const server = useTestServer('website-routes', { env: { ALLOW_PRIVATE_NETWORK: 'true' } });
const base = '/api/v1/websites';

const ferryPage = htmlPage('Ferry to the island', [
  'The ferry to Isla Verde leaves the harbour at 7:40 every morning and returns at 18:15.',
  'Tickets cost 14 euros for adults and can be bought on board.',
]);
const parkingPage = htmlPage('Parking', [
  'Guests park for free in the garage under the hotel, entrance on Calle Mayor.',
]);
const spaPage = htmlPage('Spa', ['The spa opens at nine and has a sauna and a heated pool.']);

function siteWithPages(): Promise<LocalWebsite> {
  return serveWebsite({
    '/robots.txt': 'User-agent: *\nDisallow: /private\n',
    '/': htmlPage('Hotel Mirador', ['Welcome to Hotel Mirador by the sea.'], {
      extra:
        '<a href="/ferry">Ferry</a> <a href="/parking">Parking</a> <a href="/spa">Spa</a> <a href="/private">Staff</a> <a href="/missing">Old</a>',
    }),
    '/ferry': { body: ferryPage, etag: '"ferry-1"' },
    '/parking': { body: parkingPage, etag: '"parking-1"' },
    '/spa': { body: spaPage, etag: '"spa-1"' },
  });
}

let site: LocalWebsite;
beforeAll(async () => {
  site = await siteWithPages();
});
afterAll(async () => {
  await site.close();
});

async function addWebsite(headers: Record<string, string>, body: object = {}) {
  const res = await server.request(
    base,
    jsonRequest('POST', { address: site.url, ...body }, headers),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  const added = websiteSchema.parse(await res.json());
  await server.settle();
  return added;
}

async function read(headers: Record<string, string>, id: string): Promise<Website> {
  const res = await server.request(`${base}/${id}`, { headers });
  expect(res.status).toBe(200);
  return websiteSchema.parse(await res.json());
}

async function pagesOf(headers: Record<string, string>, id: string): Promise<WebsitePage[]> {
  const res = await server.request(`${base}/${id}/pages?limit=100`, { headers });
  expect(res.status).toBe(200);
  return websitePageListSchema.parse(await res.json()).pages;
}

const byAddress = (pages: WebsitePage[], path: string) =>
  pages.find((page) => page.address === new URL(path, site.url).href);

describe('a website as knowledge', () => {
  it('reads the site, lists each page with its state in words, and answers from a page with its address', async () => {
    const owner = await server.signIn({ sampleData: false });
    const added = await addWebsite(owner.headers);
    expect(added).toMatchObject({ depth: 3, schedule: 'off', include: [], exclude: [] });
    const done = await read(owner.headers, added.id);
    expect(done.crawl).toMatchObject({
      state: 'done',
      progress: { indexed: 4, skipped: 2, found: 6 },
    });
    const pages = await pagesOf(owner.headers, added.id);
    expect(byAddress(pages, '/ferry')).toMatchObject({ state: 'indexed', change: 'new' });
    expect(byAddress(pages, '/private')).toMatchObject({
      state: 'blockedByRobots',
      stateSentence: 'The site’s robots.txt asks not to read this page, so it is not read.',
    });
    expect(byAddress(pages, '/missing')?.state).toBe('notFound');

    // Each indexed page is a knowledge source with its address, counted but listed with the site.
    const ferry = byAddress(pages, '/ferry')!;
    const sourceRes = await server.request(`/api/v1/knowledge/${ferry.sourceId}`, {
      headers: owner.headers,
    });
    const source = knowledgeSourceSchema.parse(await sourceRes.json());
    expect(source).toMatchObject({ title: 'Ferry to the island', address: ferry.address });
    const listed = knowledgeListSchema.parse(
      await (await server.request('/api/v1/knowledge', { headers: owner.headers })).json(),
    );
    expect(listed.sources).toEqual([]);
    expect(listed.usage.usedBytes).toBeGreaterThan(0);

    const chat = agentChat(server, owner.headers);
    const agent = await chat.newAgent();
    const conversation = await chat.started(agent.id);
    const res = await chat.send(conversation.id, 'What time does the ferry to Isla Verde leave?');
    expect(res.status).toBe(201);
    const answered = (await res.json()) as MessageAnswer;
    expect(answered.answer!.sources[0]).toMatchObject({
      kind: 'document',
      title: 'Ferry to the island',
      address: ferry.address,
    });
  });

  it('reads again on its schedule, in one of two processes: a changed page is read again, a removed one leaves the knowledge', async () => {
    const changing = await siteWithPages();
    try {
      const owner = await server.signIn({ sampleData: false });
      const res = await server.request(
        base,
        jsonRequest('POST', { address: changing.url, schedule: 'weekly' }, owner.headers),
      );
      const added = websiteSchema.parse(await res.json());
      await server.settle();
      const first = await read(owner.headers, added.id);
      expect(first.crawl.state).toBe('done');
      expect(new Date(first.nextCrawlAt!).getTime()).toBeGreaterThan(Date.now());
      const inSite = (pages: WebsitePage[], path: string) =>
        pages.find((page) => page.address === new URL(path, changing.url).href);
      const parkingSource = inSite(await pagesOf(owner.headers, added.id), '/parking')!.sourceId;
      expect(parkingSource).not.toBeNull();

      changing.pages.set('/ferry', {
        body: htmlPage('Ferry to the island', ['The ferry now leaves at 8:10 every morning.']),
        etag: '"ferry-2"',
      });
      changing.pages.delete('/parking');
      changing.pages.set(
        '/',
        htmlPage('Hotel Mirador', ['Welcome.'], {
          extra: '<a href="/ferry">Ferry</a> <a href="/spa">Spa</a>',
        }),
      );
      const { db } = server.database;
      await db
        .update(website)
        .set({ nextCrawlAt: new Date(Date.now() - 1000) })
        .where(eq(website.id, added.id));
      const before = changing.requests.length;
      // Two processes look for due crawls at once: one of them reads the site, once.
      const otherProcess = server.app().websiteCrawler;
      await Promise.all([server.websiteCrawler.runDue(), otherProcess.runDue()]);
      expect(
        changing.requests.slice(before).filter((request) => request.path === '/ferry'),
      ).toHaveLength(1);

      const again = changing.requests.slice(before);
      expect(again.find((request) => request.path === '/ferry')?.status).toBe(200);
      expect(again.find((request) => request.path === '/spa')?.status).toBe(304);
      const pages = await pagesOf(owner.headers, added.id);
      expect(inSite(pages, '/ferry')).toMatchObject({ state: 'indexed', change: 'changed' });
      expect(inSite(pages, '/spa')).toMatchObject({ state: 'indexed', change: 'unchanged' });
      expect(inSite(pages, '/parking')).toMatchObject({ state: 'noLongerOnSite', sourceId: null });
      const gone = await server.request(`/api/v1/knowledge/${parkingSource}`, {
        headers: owner.headers,
      });
      expect(gone.status).toBe(404);
      const ferry = knowledgeSourceSchema.parse(
        await (
          await server.request(`/api/v1/knowledge/${inSite(pages, '/ferry')!.sourceId}`, {
            headers: owner.headers,
          })
        ).json(),
      );
      expect(ferry.body).toContain('8:10');
      const scheduled = await read(owner.headers, added.id);
      expect(scheduled.crawl.state).toBe('done');
      expect(new Date(scheduled.nextCrawlAt!).getTime()).toBeGreaterThan(Date.now());
    } finally {
      await changing.close();
    }
  });

  it('lists a page over the plan’s knowledge text as such, with no knowledge', async () => {
    const owner = await server.signIn({ sampleData: false });
    await fillKnowledgeBut(server.database.db, owner.id, 10);
    const added = await addWebsite(owner.headers, { include: ['/ferry'] });
    const pages = await pagesOf(owner.headers, added.id);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ state: 'overKnowledgeLimit', sourceId: null });
    expect(websiteKnowledgeCopy.stateLabels[pages[0]!.state]).toBe(
      'Over the plan’s knowledge limit',
    );
  });

  it('cancels a running crawl, and removes the website with its knowledge', async () => {
    const slow = await serveWebsite({
      '/robots.txt': '',
      '/': htmlPage('Slow', ['A slow site.'], { extra: '<a href="/a">A</a>' }),
      '/a': { body: htmlPage('A', ['Page a.']), delayMs: 5_000 },
    });
    try {
      const owner = await server.signIn({ sampleData: false });
      const res = await server.request(
        base,
        jsonRequest('POST', { address: slow.url }, owner.headers),
      );
      const added = websiteSchema.parse(await res.json());
      expect(added.crawl.state).toBe('running');
      const again = await server.request(`${base}/${added.id}/crawl`, {
        method: 'POST',
        headers: owner.headers,
      });
      expect(again.status).toBe(409);
      while (!slow.paths().includes('/a')) await new Promise((r) => setTimeout(r, 20));
      const cancel = await server.request(`${base}/${added.id}/crawl`, {
        method: 'DELETE',
        headers: owner.headers,
      });
      expect(cancel.status).toBe(200);
      await server.settle();
      const stopped = await read(owner.headers, added.id);
      expect(stopped.crawl.state).toBe('cancelled');
      const pages = await pagesOf(owner.headers, added.id);
      expect(pages.map((page) => page.state)).toEqual(['indexed']);
      const removed = await server.request(`${base}/${added.id}`, {
        method: 'DELETE',
        headers: owner.headers,
      });
      expect(removed.status).toBe(200);
      expect((await server.request(`${base}/${added.id}`, { headers: owner.headers })).status).toBe(
        404,
      );
      const source = await server.request(`/api/v1/knowledge/${pages[0]!.sourceId}`, {
        headers: owner.headers,
      });
      expect(source.status).toBe(404);
    } finally {
      await slow.close();
    }
  });

  it('stops a crawl running in another process when its cancel comes through the database', async () => {
    const slow = await serveWebsite({
      '/robots.txt': '',
      '/': htmlPage('Start', ['The start page.'], { extra: '<a href="/a">A</a>' }),
      '/a': { body: htmlPage('A', ['Page a.'], { extra: '<a href="/b">B</a>' }), delayMs: 1000 },
      '/b': htmlPage('B', ['Page b.']),
    });
    try {
      const owner = await server.signIn({ sampleData: false });
      const res = await server.request(
        base,
        jsonRequest('POST', { address: slow.url }, owner.headers),
      );
      const added = websiteSchema.parse(await res.json());
      while (!slow.paths().includes('/a')) await new Promise((r) => setTimeout(r, 20));
      // Another process of the same install: it has no hold on the crawl but the database's.
      const other = server.app();
      const cancel = await other.request(`${base}/${added.id}/crawl`, {
        method: 'DELETE',
        headers: owner.headers,
      });
      expect(cancel.status).toBe(200);
      expect(websiteSchema.parse(await cancel.json()).crawl.state).toBe('cancelling');
      await server.settle();
      expect((await read(owner.headers, added.id)).crawl.state).toBe('cancelled');
      expect(slow.paths()).not.toContain('/b');
    } finally {
      await slow.close();
    }
  });

  it('refuses bad input with 400 in words, a second website with 409, and a large body with 413', async () => {
    const owner = await server.signIn({ sampleData: false });
    const bad = await server.request(
      base,
      jsonRequest(
        'POST',
        { address: 'ftp://example.com', include: ['blog'], depth: 0, schedule: 'monthly' },
        owner.headers,
      ),
    );
    expect(bad.status).toBe(400);
    const { error } = (await bad.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toMatchObject({
      address: websiteFormCopy.addressInvalid,
      'include.0': websiteFormCopy.patternInvalid,
      depth: websiteFormCopy.depthInvalid,
      schedule: websiteFormCopy.scheduleInvalid,
    });
    const large = await server.request(
      base,
      jsonRequest('POST', { address: `${site.url}?${'a'.repeat(200_000)}` }, owner.headers),
    );
    expect(large.status).toBe(413);
    await addWebsite(owner.headers);
    const second = await server.request(
      base,
      jsonRequest('POST', { address: site.url }, owner.headers),
    );
    expect(second.status).toBe(409);
    expect(((await second.json()) as { error: { message: string } }).error.message).toBe(
      websiteCopy.alreadyAdded,
    );
    const patch = await server.request(
      `${base}/${(await listOf(owner.headers))[0]!.id}`,
      jsonRequest('PATCH', { depth: 11 }, owner.headers),
    );
    expect(patch.status).toBe(400);
  });

  it('refuses more crawls by hand than the hour allows with 429', async () => {
    const owner = await server.signIn({ sampleData: false });
    const added = await addWebsite(owner.headers);
    const statuses: number[] = [];
    for (let crawl = 1; crawl < WEBSITE_CRAWLS_PER_HOUR + 1; crawl += 1) {
      const res = await server.request(`${base}/${added.id}/crawl`, {
        method: 'POST',
        headers: owner.headers,
      });
      statuses.push(res.status);
      await server.settle();
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('answers 401 without a session and 404 for another account’s website', async () => {
    const owner = await server.signIn({ sampleData: false });
    const added = await addWebsite(owner.headers);
    expect((await server.request(base)).status).toBe(401);
    expect((await server.request(`${base}/${added.id}/pages`)).status).toBe(401);
    const other = await server.signIn({ sampleData: false });
    for (const [method, path] of [
      ['GET', `${base}/${added.id}`],
      ['GET', `${base}/${added.id}/pages`],
      ['POST', `${base}/${added.id}/crawl`],
      ['DELETE', `${base}/${added.id}/crawl`],
      ['DELETE', `${base}/${added.id}`],
    ] as const) {
      const res = await server.request(path, { method, headers: other.headers });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect(await listOf(other.headers)).toEqual([]);
    expect(await listOf(owner.headers)).toHaveLength(1);
  });
});

async function listOf(headers: Record<string, string>) {
  const res = await server.request(base, { headers });
  expect(res.status).toBe(200);
  return websiteListSchema.parse(await res.json()).websites;
}
