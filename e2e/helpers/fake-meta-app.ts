/** The Meta app the browser suite's server is registered with, and where its fake Graph API listens. */
export const e2eMetaApp = {
  id: '1234567890',
  secret: 'e2e-meta-app-secret-0123456789abcdef',
  verifyToken: 'e2e-meta-verify-token',
  url: `http://127.0.0.1:${Number(process.env.E2E_META_PORT ?? 3102)}`,
};

/** The app's variables pointing it at the fake Graph API. */
export const fakeMetaEnv = () => ({
  META_APP_ID: e2eMetaApp.id,
  META_APP_SECRET: e2eMetaApp.secret,
  META_VERIFY_TOKEN: e2eMetaApp.verifyToken,
  META_GRAPH_URL: `${e2eMetaApp.url}/v21.0`,
});
