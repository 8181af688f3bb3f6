import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSimulatedWhatsappGateway } from '@server/channels/whatsapp/whatsapp-gateway.ts';
import {
  contact,
  website,
  metaPage,
  conversation as conversationTable,
  googleCalendarConnection,
  teamMember,
} from '@server/platform/db/schema.ts';
import { roleAllows, teamCopy } from '@shared/team.ts';
import { requiredRole } from '@server/platform/auth/route-roles.ts';
import { answerText } from './answer-text.ts';
import { type ApiRoute, type IdKind, apiRoutes, bodyInit, routePath } from './api-routes.ts';
import {
  jsonRequest,
  signedInAccount,
  type TestApp,
  type TestServer,
  type TestServices,
} from './test-server.ts';

/** Issues codes at once; the phone never scans, so a pairing stays pending until it expires. */
/** A simulated gateway whose phone never scans: pairings stay pending. */
const neverScanningGateway = createSimulatedWhatsappGateway({
  generationMs: 0,
  scanMs: 24 * 60 * 60_000,
});

type Headers = Record<string, string>;

async function json<T>(res: Response | Promise<Response>): Promise<T> {
  const answer = await res;
  expect(answer.status, await answer.clone().text()).toBeLessThan(300);
  return (await answer.json()) as T;
}

// A redirect is a browser's step (Google's way back to the portal), not something to read.
// The audit log grows with these reads themselves (each export read is recorded), so it is
// left out of the before-and-after comparison; B's calls never reach A's log (B reads its own
// in the test of every route B calls).
const readRoutes = apiRoutes.filter(
  (route) =>
    route.method === 'GET' &&
    !route.id &&
    !route.public &&
    !route.redirects &&
    route.path !== '/api/v1/audit-log',
);

/** Answers that change with the clock, not with the data. */
function withoutClock(path: string, answer: unknown) {
  if (path !== '/api/v1/subscription') return answer;
  const { nextBillingDate: _, ...rest } = answer as { nextBillingDate: string };
  return rest;
}

/**
 * What an account sees through every read route without an id, leaving out those an API key
 * may not call when the headers carry one.
 */
async function everythingVisibleTo(app: TestApp, headers: Headers) {
  const seen: Record<string, unknown> = {};
  const withKey = 'authorization' in headers;
  for (const route of readRoutes.filter((r) => !(withKey && r.sessionOnly))) {
    const path = routePath(route);
    const res = await app.request(path, { headers });
    expect(res.status, path).toBeLessThan(300);
    // Exports are files (CSV): compared as text.
    const answer = res.headers.get('content-type')?.startsWith('application/json')
      ? await res.json()
      : await answerText(res);
    seen[path] = withoutClock(path, answer);
  }
  return seen;
}

/**
 * Two accounts with data. For every route that takes an id, account B (signed in, or with an
 * API key of its own) using account A's id gets 404, and A's data is unchanged; B's lists
 * and settings never show any of A's rows.
 */
export function describeAccountIsolation(
  target: () => { server: Pick<TestServer, 'app' | 'database'>; services?: TestServices },
) {
  let app: TestApp;
  let a: Headers;
  const idsOfA = {} as Record<IdKind, string>;
  /** The file of A's ticket, for the routes of one of a ticket's files. */
  let attachmentOfA = '';
  /** The path of A's booking as its customer's manage link opens it. */
  let managedBookingOfA = '';
  /** Values only account A's data holds; none may appear in an answer to B. */
  const markersOfA: string[] = [];
  const credentialsOfB: Record<string, Headers> = {};

  beforeAll(async () => {
    const { server, services } = target();
    app = server.app({}, { whatsappGateway: neverScanningGateway, ...services });
    const { db } = server.database;
    const owner = await signedInAccount(app, db);
    a = owner.headers;
    const post = (path: string, body: unknown, method = 'POST') =>
      app.request(path, jsonRequest(method, body, a));

    const agent = await json<{ id: string }>(
      post('/api/v1/agents', { name: 'Isolated Agent A', type: 'Sales', channels: ['WhatsApp'] }),
    );
    const key = await json<{ id: string; key: string; maskedKey: string }>(
      post('/api/v1/api-keys', { name: 'Key of A' }),
    );
    // A's Google Calendar, as connecting leaves it (Google itself is not asked by reads).
    await db.insert(googleCalendarConnection).values({
      accountId: owner.id,
      email: 'google-account-of-a@example.com',
      refreshTokenSealed: 'refresh-token-of-a',
      calendars: [
        {
          id: 'google-account-of-a@example.com',
          summary: 'Google calendar of A',
          primary: true,
          canWrite: true,
          color: null,
        },
      ],
      busyCalendars: ['google-account-of-a@example.com'],
      bookingCalendar: 'google-account-of-a@example.com',
    });
    const briefing = apiRoutes.find(
      (route) => route.path === '/api/v1/briefing' && route.validBody,
    );
    await json(
      post('/api/v1/briefing', { ...briefing?.validBody, companyName: 'Company of A' }, 'PUT'),
    );
    const ticketRoute = apiRoutes.find(
      (route) => route.path === '/api/v1/tickets' && route.body === 'multipart',
    )!;
    const ticket = bodyInit(ticketRoute, { ...ticketRoute.validBody, subject: 'Ticket of A' });
    (ticket.body as FormData).append('attachments', new File(['%PDF-1.7 of A'], 'of-a.pdf'));
    const ticketOfA = await json<{ id: string; attachments: { id: string }[] }>(
      app.request('/api/v1/tickets', { method: 'POST', headers: a, body: ticket.body }),
    );
    const knowledge = await json<{ id: string }>(
      post('/api/v1/knowledge/qa', {
        question: 'Knowledge question of A?',
        answer: 'Answer of A.',
        phrasings: ['Another way of asking of A?'],
      }),
    );
    await json(
      post(
        '/api/v1/booking-settings',
        {
          timeZone: 'UTC',
          weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
            weekday,
            opens: '00:00',
            closes: '24:00',
          })),
        },
        'PUT',
      ),
    );
    const service = await json<{ id: string }>(
      post('/api/v1/services', { name: 'Service of A', durationMinutes: 30 }),
    );
    // The service's resource, made with it, renamed so that only A's data holds its name.
    const [resource] = (
      await json<{ resources: { id: string }[] }>(app.request('/api/v1/resources', { headers: a }))
    ).resources;
    await json(post(`/api/v1/resources/${resource!.id}`, { name: 'Resource of A' }, 'PATCH'));
    const { slots } = await json<{ slots: { startsAt: string }[] }>(
      app.request(`/api/v1/services/${service.id}/availability`, { headers: a }),
    );
    const bookingOfA = await json<{ id: string }>(
      post('/api/v1/bookings', {
        serviceId: service.id,
        startsAt: slots[0]!.startsAt,
        customerName: 'Booking customer of A',
      }),
    );
    const manageLinkOfA = await json<{ url: string }>(
      app.request(`/api/v1/bookings/${bookingOfA.id}/manage-link`, { method: 'POST', headers: a }),
    );
    const tokenOfA = new URL(manageLinkOfA.url).pathname.split('/').at(-1)!;
    managedBookingOfA = `/api/public/bookings/${tokenOfA}`;
    // A device of A's with browser notifications, as its browser subscribed it.
    const deviceOfA = await json<{ id: string; endpoint: string }>(
      post('/api/v1/push/subscriptions', {
        endpoint: 'https://push.example.com/device-of-a',
        keys: {
          p256dh:
            'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      }),
    );
    const notifications = await json<{ notifications: { id: string }[] }>(
      app.request('/api/v1/notifications', { headers: a }),
    );
    const instances = await json<{ instances: { id: string; phone: string }[] }>(
      app.request('/api/v1/whatsapp/instances', { headers: a }),
    );

    const conversation = await json<{ id: string }>(
      post(`/api/v1/agents/${agent.id}/conversations`, { channel: 'playground' }),
    );
    await json(
      post(`/api/v1/conversations/${conversation.id}/messages`, { text: 'Question of A' }),
    );

    // Customers come from the channels (the widget, WhatsApp), not from this API.
    const [customer] = await db
      .insert(contact)
      .values({
        id: randomUUID(),
        accountId: owner.id,
        channel: 'webchat',
        externalId: 'visitor-of-a',
        name: 'Customer of A',
      })
      .returning({ id: contact.id });
    // Their conversation, which the agent could not answer: history and analytics count it
    // (a playground test they leave out), and analytics shows its question.
    const [conversationOfCustomer] = await db
      .insert(conversationTable)
      .values({
        id: randomUUID(),
        accountId: owner.id,
        agentId: agent.id,
        agentName: 'Isolated Agent A',
        channel: 'webchat',
        contactId: customer!.id,
        status: 'waiting',
        handoverReason: 'agent_unsure',
        firstMessage: 'Unanswered question of A',
        handoverQuestion: 'Unanswered question of A',
        handedOverAt: new Date(),
        waitingSince: new Date(),
      })
      .returning({ id: conversationTable.id });

    // A's website, stored as a crawl leaves it: adding one through the API would crawl it.
    const [websiteOfA] = await db
      .insert(website)
      .values({
        id: randomUUID(),
        accountId: owner.id,
        address: 'https://website-of-a.example/',
        depth: 3,
        schedule: 'off',
        crawlState: 'done',
      })
      .returning({ id: website.id });

    // A's Facebook Page, stored as a connection leaves it: connecting one asks Meta.
    const [pageOfA] = await db
      .insert(metaPage)
      .values({
        id: randomUUID(),
        accountId: owner.id,
        pageId: `page-of-a-${owner.id}`,
        pageName: 'Facebook Page of A',
        tokenSealed: 'sealed-token-of-a',
        messengerAgentId: agent.id,
        status: 'connected',
      })
      .returning({ id: metaPage.id });

    idsOfA.agent = agent.id;
    idsOfA.metaPage = pageOfA!.id;
    idsOfA.website = websiteOfA!.id;
    idsOfA.contact = customer!.id;
    idsOfA.conversation = conversation.id;
    idsOfA.ticket = ticketOfA.id;
    attachmentOfA = ticketOfA.attachments[0]!.id;
    idsOfA.knowledgeSource = knowledge.id;
    idsOfA.service = service.id;
    idsOfA.booking = bookingOfA.id;
    idsOfA.resource = resource!.id;
    idsOfA.apiKey = key.id;
    idsOfA.pushDevice = deviceOfA.id;
    idsOfA.notification = notifications.notifications[0]!.id;
    idsOfA.whatsappInstance = instances.instances[0]!.id;
    idsOfA.member = owner.id;
    idsOfA.invitation = (
      await json<{ id: string }>(
        post('/api/v1/team/invitations', { email: 'invited-by-a@example.com', role: 'agent' }),
      )
    ).id;
    markersOfA.push(
      owner.id,
      owner.email,
      ...Object.values(idsOfA),
      ...notifications.notifications.map((row) => row.id),
      ...instances.instances.map((row) => row.id),
      conversationOfCustomer!.id,
      key.key,
      key.maskedKey,
      deviceOfA.endpoint,
      'Isolated Agent A',
      'https://website-of-a.example/',
      'Facebook Page of A',
      'google-account-of-a@example.com',
      'Google calendar of A',
      'Company of A',
      'Ticket of A',
      'Question of A',
      'Knowledge question of A?',
      'Another way of asking of A?',
      'Unanswered question of A',
      'Service of A',
      'Resource of A',
      'Booking customer of A',
      tokenOfA,
      'invited-by-a@example.com',
    );

    const b = await signedInAccount(app, db);
    const keyOfB = await json<{ key: string }>(
      app.request('/api/v1/api-keys', jsonRequest('POST', { name: 'Key of B' }, b.headers)),
    );
    credentialsOfB['a session of B'] = b.headers;
    credentialsOfB['an API key of B'] = { authorization: `Bearer ${keyOfB.key}` };
  });

  /** A's pairing is made just before it is used: it stays pending for 30 s only. */
  async function startPairingOfA() {
    const pairing = await json<{ pairingId: string }>(
      app.request(
        '/api/v1/whatsapp/pairings',
        jsonRequest('POST', { name: 'Pairing of A', phone: '+14155550199' }, a),
      ),
    );
    idsOfA.pairing = pairing.pairingId;
    markersOfA.push(pairing.pairingId);
  }

  const idRoutes = apiRoutes.filter((route): route is ApiRoute & { id: IdKind } => !!route.id);
  const idReads = idRoutes.filter((route) => route.method === 'GET');

  it.each(idReads.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers its owner with the item',
    async (_name, route) => {
      if (route.id === 'pairing') await startPairingOfA();
      const res = await app.request(
        routePath(route, { id: idsOfA[route.id], attachmentId: attachmentOfA }),
        { headers: a },
      );
      expect(res.status, await res.clone().text()).toBe(200);
      const body = await res.text();
      // A pairing answers its status, a reveal the key, a file its bytes and a simulated phone
      // its thread: none repeats the id.
      const answersTheId =
        route.id !== 'pairing' &&
        !route.path.endsWith('/key') &&
        !route.path.endsWith('/simulated-phone') &&
        !route.path.includes(':attachmentId');
      if (answersTheId) {
        expect(body).toContain(idsOfA[route.id]);
      }
    },
  );

  describe.each(['a session of B', 'an API key of B'])('with %s', (credentials) => {
    it.each(idRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
      '%s with an id of account A is refused (404, or 403 for a key where only a session may act) and changes nothing of A',
      async (_name, route) => {
        if (route.id === 'pairing') await startPairingOfA();
        const before = await everythingVisibleTo(app, a);
        const { body, headers } = bodyInit(route, route.validBody);
        const res = await app.request(
          routePath(route, { id: idsOfA[route.id], attachmentId: attachmentOfA }),
          {
            method: route.method,
            headers: { ...credentialsOfB[credentials], ...headers },
            body,
          },
        );
        // Keys and the plan are the signed-in owner's alone: an API key is refused before any
        // id is looked at, so it learns nothing of A's rows either.
        const refused =
          route.sessionOnly && credentials === 'an API key of B'
            ? { status: 403, code: 'session_required' }
            : { status: 404, code: 'not_found' };
        expect(res.status).toBe(refused.status);
        expect(await res.json()).toEqual({
          error: { code: refused.code, message: expect.any(String) },
        });
        expect(await everythingVisibleTo(app, a)).toEqual(before);
        if (route.id === 'pairing') {
          const status = await json<{ status: string }>(
            app.request(routePath(route, { id: idsOfA.pairing }), { headers: a }),
          );
          expect(status.status).toBe('pending');
        }
        if (route.id === 'booking') {
          // A's customer's link still opens it: B made no new one in its place.
          const managed = await json<{ status: string }>(app.request(managedBookingOfA));
          expect(managed.status).toBe('confirmed');
        }
        if (route.id === 'apiKey') {
          const revealed = await app.request(`/api/v1/api-keys/${idsOfA.apiKey}/key`, {
            headers: a,
          });
          expect(revealed.status).toBe(200);
        }
      },
    );

    it('every route B calls, reads and writes alike, shows none of A’s rows and changes none', async () => {
      await startPairingOfA();
      const before = await everythingVisibleTo(app, a);
      const headersOfB = credentialsOfB[credentials]!;
      const answers: string[] = [];
      for (const route of apiRoutes.filter((r) => !r.id)) {
        const { body, headers } = bodyInit(route, route.validBody);
        const res = await app.request(routePath(route), {
          method: route.method,
          headers: { ...headersOfB, ...headers },
          body,
        });
        expect(res.status, `${route.method} ${route.path}`).toBeLessThan(500);
        answers.push(await answerText(res));
      }
      answers.push(JSON.stringify(await everythingVisibleTo(app, headersOfB)));
      const seenByB = answers.join('\n');
      for (const marker of markersOfA) expect(seenByB).not.toContain(marker);
      expect(await everythingVisibleTo(app, a)).toEqual(before);
    });
  });

  describe.each(['agent', 'admin'] as const)('a member of A with the role %s', (role) => {
    let member: Headers;
    beforeAll(async () => {
      const { server } = target();
      const person = await signedInAccount(app, server.database.db, { sampleData: false });
      await server.database.db
        .insert(teamMember)
        .values({ accountId: idsOfA.member, userId: person.id, role });
      member = person.headers;
    });

    // Last in the suite: the routes a role may call run for real on A's data.
    it('is refused, in words, every route above the role and only those', async () => {
      for (const route of apiRoutes.filter((r) => !r.public)) {
        const needed = requiredRole(route.method, route.path);
        expect(
          needed,
          `${route.method} ${route.path} needs a role in route-roles.ts`,
        ).toBeDefined();
        const { body, headers } = bodyInit(route, route.validBody);
        const res = await app.request(
          routePath(route, {
            id: route.id ? idsOfA[route.id] : undefined,
            attachmentId: attachmentOfA,
          }),
          { method: route.method, headers: { ...member, ...headers }, body, redirect: 'manual' },
        );
        const name = `${route.method} ${route.path} (needs ${String(needed)})`;
        expect(res.status, name).toBeLessThan(500);
        const answer = await answerText(res);
        if (needed !== 'public' && needed && !roleAllows(role, needed)) {
          expect(res.status, name).toBe(403);
          expect(JSON.parse(answer), name).toEqual({
            error: { code: 'role_forbidden', message: teamCopy.forbidden(role) },
          });
        } else {
          expect(answer, name).not.toContain('role_forbidden');
        }
      }
    });
  });
}
