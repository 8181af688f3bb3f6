import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { apiPaths } from '@shared/api-paths.ts';
import { afterAll, afterEach } from 'vitest';

/**
 * The product's API as component tests see it: MSW answers at the fetch and XMLHttpRequest
 * level, so the code under test sends real HTTP requests through its own client. Each test
 * adds the answers it needs with `apiServer.use(http.get(apiPaths.x, …))`; a request nobody
 * answers fails the test rather than reaching a network.
 *
 * Started by the test setup (src/test/setup.ts) for every jsdom test file, before the file's
 * own imports: the better-auth client keeps the fetch it finds when it is created.
 */
const onlineNow = () => ({
  chosen: 'online',
  status: 'online',
  lastSeenAt: new Date().toISOString(),
});

export const apiServer = setupServer(
  // The portal's frame asks who is signed in on every screen: an owner, unless a test says.
  http.get(apiPaths.me, () =>
    HttpResponse.json({
      id: 'owner-id',
      email: 'owner@example.com',
      name: 'Owner',
      accountId: 'owner-id',
      role: 'owner',
    }),
  ),
  // And the person's availability, which its top bar shows and its heartbeat keeps.
  http.get(apiPaths.myAvailability, () => HttpResponse.json(onlineNow())),
  http.post(apiPaths.myActivity, () => HttpResponse.json(onlineNow())),
  http.put(apiPaths.myAvailability, () => HttpResponse.json(onlineNow())),
);

apiServer.listen({ onUnhandledRequest: 'error' });
afterEach(() => apiServer.resetHandlers());
afterAll(() => apiServer.close());
