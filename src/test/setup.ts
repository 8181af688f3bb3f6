import '@testing-library/jest-dom/vitest';

// Component tests (jsdom) meet a fake API over HTTP; API tests (node) run the real server.
if (typeof window !== 'undefined') {
  await import('../web/testing/api-server.ts');
  // The machine is shared and often busy: let findBy… wait up to 5 s instead of 1 s.
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}
