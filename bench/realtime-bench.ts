import { apiPath, apiPaths, widgetApiPaths } from '@shared/api-paths.ts';
import type { WebchatSettings, WidgetPreviewToken } from '@shared/webchat.ts';
import { WIDGET_PREVIEW_HEADER } from '@shared/widget-preview.ts';
import { benchAccount } from './bench-account.ts';
import { processMemory } from './memory.ts';
import type { RunningServer } from './server-process.ts';
import { signIn } from './session.ts';
import { freshClientAddress } from './sign-in.ts';
import { percentile } from './stats.ts';

/** Widget event streams held open at once on one server process (the budget's figure). */
export const OPEN_STREAMS = 1000;
/** Replies timed, one at a time, while every stream stays open. */
const REPLIES = 100;
/** How long one reply may take to arrive before the run gives up on it. */
const ARRIVAL_TIMEOUT_MS = 10_000;

export type RealtimeFigures = {
  streams: number;
  memoryPerStreamKiB: number;
  replies: number;
  p50Ms: number;
  p99Ms: number;
};

type Listener = { conversationId: string; seen: (marker: string) => Promise<void> };

/**
 * A visitor of the widget with a conversation and its event stream open, as the portal's
 * preview with a preview token of its own: its conversations are tests, so a thousand of them
 * do not use up the account's month.
 */
async function openVisitor(
  server: RunningServer,
  publicId: string,
  previewToken: string,
  abort: AbortSignal,
) {
  const headers = {
    origin: server.url,
    'x-forwarded-for': freshClientAddress(),
    [WIDGET_PREVIEW_HEADER]: previewToken,
  };
  const post = async (path: string, token?: string) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const { token } = (await post(apiPath(widgetApiPaths.visitors, { publicId }))) as {
    token: string;
  };
  const { conversation } = (await post(widgetApiPaths.conversations, token)) as {
    conversation: { id: string };
  };
  const stream = await fetch(
    `${server.url}${apiPath(widgetApiPaths.conversationEvents, { id: conversation.id })}`,
    { headers: { ...headers, authorization: `Bearer ${token}` }, signal: abort },
  );
  if (!stream.ok || !stream.body) throw new Error(`The event stream answered ${stream.status}`);
  const reader = stream.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const waiting = new Map<string, () => void>();
  void (async () => {
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        text += decoder.decode(read.value, { stream: true });
        for (const [marker, arrived] of waiting) {
          if (text.includes(marker)) {
            waiting.delete(marker);
            arrived();
          }
        }
        // Only what a later marker could still be in is kept.
        text = text.slice(-2000);
      }
    } catch {
      // Aborted at the end of the run.
    }
  })();
  const listener: Listener = {
    conversationId: conversation.id,
    seen: (marker) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`A reply did not arrive within ${ARRIVAL_TIMEOUT_MS} ms`)),
          ARRIVAL_TIMEOUT_MS,
        );
        waiting.set(marker, () => {
          clearTimeout(timer);
          resolve();
        });
      }),
  };
  return listener;
}

/**
 * A thousand widget visitors listening at once; a person of the business replies to one after
 * another, and each reply is timed from the request to its arrival on that visitor's stream.
 * Given a second process (`replyingServer`, on the same database and Redis), the person works
 * there, and each reply crosses from one process to the other.
 */
export async function measureRealtime(
  server: RunningServer,
  replyingServer: RunningServer = server,
): Promise<RealtimeFigures> {
  const cookie = await signIn(replyingServer.url, benchAccount, {
    'x-forwarded-for': freshClientAddress(),
  });
  const owner = { cookie, origin: replyingServer.url, 'content-type': 'application/json' };
  const { agents } = (await (
    await fetch(`${replyingServer.url}${apiPaths.agents}`, { headers: owner })
  ).json()) as { agents: { id: string; status: string; channels: string[] }[] };
  const agent = agents.find((row) => row.status === 'active' && row.channels.includes('Webchat'));
  if (!agent) throw new Error('The bench account has no active Webchat agent.');
  const settingsPath = `${replyingServer.url}${apiPath(apiPaths.agentWebchat, { id: agent.id })}`;
  const settings = (await (
    await fetch(settingsPath, { headers: owner })
  ).json()) as WebchatSettings;
  const previewToken = async () => {
    const res = await fetch(
      `${replyingServer.url}${apiPath(apiPaths.agentWebchatPreviewToken, { id: agent.id })}`,
      { method: 'POST', headers: owner },
    );
    if (!res.ok) throw new Error(`The preview token answered ${res.status}`);
    return ((await res.json()) as WidgetPreviewToken).token;
  };

  const abort = new AbortController();
  const before = (await processMemory(server.pid)).rssMiB;
  try {
    const listeners: Listener[] = [];
    // A few at a time: the server is measured holding them, not opening them.
    for (let i = 0; i < OPEN_STREAMS; i += 20) {
      const batch = Array.from({ length: Math.min(20, OPEN_STREAMS - i) }, async () =>
        openVisitor(server, settings.publicId, await previewToken(), abort.signal),
      );
      listeners.push(...(await Promise.all(batch)));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const held = (await processMemory(server.pid)).rssMiB;

    const latencies: number[] = [];
    for (let i = 0; i < REPLIES; i++) {
      const listener = listeners[Math.floor((i * OPEN_STREAMS) / REPLIES)]!;
      const id = listener.conversationId;
      const taken = await fetch(
        `${replyingServer.url}${apiPath(apiPaths.conversationTakeOver, { id })}`,
        {
          method: 'POST',
          headers: owner,
        },
      );
      if (!taken.ok) throw new Error(`Take-over answered ${taken.status}`);
      const marker = `reply-${i}-${Date.now()}`;
      const arrived = listener.seen(marker);
      const began = performance.now();
      const replied = await fetch(
        `${replyingServer.url}${apiPath(apiPaths.conversationReplies, { id })}`,
        {
          method: 'POST',
          headers: owner,
          body: JSON.stringify({ text: `Hello from the team (${marker})` }),
        },
      );
      if (!replied.ok) throw new Error(`The reply answered ${replied.status}`);
      await arrived;
      latencies.push(performance.now() - began);
    }
    return {
      streams: listeners.length,
      memoryPerStreamKiB: ((held - before) * 1024) / listeners.length,
      replies: latencies.length,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
    };
  } finally {
    abort.abort();
  }
}
