/**
 * Meta for the browser suite: the local fake of the Graph API (src/server/testing/fake-meta-graph.ts)
 * on E2E_META_PORT, which the app under test is pointed at (playwright.config.ts). A spec makes
 * its Page and its customer's signed webhook calls through the fake's `/_fake/` calls.
 */
import { startFakeMetaGraph } from '../../src/server/testing/fake-meta-graph.ts';
import { e2eMetaApp } from './fake-meta-app.ts';

const meta = await startFakeMetaGraph({
  appSecret: e2eMetaApp.secret,
  port: Number(process.env.E2E_META_PORT ?? 3102),
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void meta.close().then(() => process.exit(0)));
}
