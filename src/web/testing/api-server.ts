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
);

apiServer.listen({ onUnhandledRequest: 'error' });
afterEach(() => apiServer.resetHandlers());
afterAll(() => apiServer.close());
