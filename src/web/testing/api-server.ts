import { setupServer } from 'msw/node';
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
export const apiServer = setupServer();

apiServer.listen({ onUnhandledRequest: 'error' });
afterEach(() => apiServer.resetHandlers());
afterAll(() => apiServer.close());
