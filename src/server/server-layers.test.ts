import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server's layering (ARCHITECTURE.md) is the lint's to keep: these lint a module that
 * breaks it, as if it were in the tree, and expect `npm run lint` to fail on it.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const importing = (from: string) => `import { x } from '${from}';\nexport const y = x;\n`;

describe("the server's layers", () => {
  it.each([
    [
      'core importing the runtime',
      'src/server/core/agents/probe.ts',
      '@server/runtime/knowledge/find-knowledge.ts',
      'core imports only the layers before it',
    ],
    [
      'the runtime importing a channel',
      'src/server/runtime/history/probe.ts',
      '@server/channels/whatsapp/whatsapp-store.ts',
      'runtime imports only the layers before it',
    ],
    [
      'the platform importing the app',
      'src/server/platform/http/probe.ts',
      '@server/app.ts',
      'platform imports only the layers before it',
    ],
    [
      'a channel importing another channel',
      'src/server/channels/webchat/probe.ts',
      '../telegram/telegram-store.ts',
      'A channel never imports another channel',
    ],
    [
      'a channel importing the registry',
      'src/server/channels/telegram/probe.ts',
      '../channel-registry.ts',
      'A channel never imports another channel or the registry',
    ],
    [
      'a portal feature importing another',
      'src/server/features/dashboard/probe.ts',
      '@server/features/billing/usage-store.ts',
      'A portal feature never imports another',
    ],
  ])('fails the lint on %s', async (_case, file, from, words) => {
    expect(await problems(file, importing(from))).toEqual([
      expect.stringMatching(new RegExp(`^import-x/no-restricted-paths: .*${words}`)),
    ]);
  });

  it('lets each layer import the ones below it, and a channel its adapter type', async () => {
    const code = [
      "import type { ChannelAdapter } from '../channel-adapter.ts';",
      "import { createOutboxWorker } from '@server/runtime/messaging/outbox-worker.ts';",
      "import { getAgent } from '@server/core/agents/agent-store.ts';",
      "import { ownedBy } from '@server/platform/db/account-scope.ts';",
      'export const all: unknown[] = [createOutboxWorker, getAgent, ownedBy];',
      'export type Adapter = ChannelAdapter;',
    ].join('\n');
    expect(await problems('src/server/channels/telegram/probe.ts', `${code}\n`)).toEqual([]);
  });

  it('fails the lint on a cycle between modules', async () => {
    const dir = await mkdtemp(path.join(root, 'src/server/core/cycle-probe-'));
    try {
      await writeFile(path.join(dir, 'first.ts'), importing('./second.ts'));
      await writeFile(path.join(dir, 'second.ts'), importing('./first.ts'));
      const results = await eslint.lintFiles([dir]);
      expect(results.flatMap((result) => result.messages.map((m) => m.ruleId))).toEqual([
        'import-x/no-cycle',
        'import-x/no-cycle',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
