import '@testing-library/jest-dom/vitest';

// Component tests (jsdom) meet a fake API over HTTP; API tests (node) run the real server.
if (typeof window !== 'undefined') {
  await import('../web/testing/api-server.ts');
  // Component tests wait for what a person waits for, such as data on screen (`findBy…`,
  // `waitFor`). Testing Library gives up after 1 s by default, which a busy 2-core machine
  // can spend on one render and its fetch: this bound only stops a wait that hangs.
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}
