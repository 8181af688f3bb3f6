import { expect } from 'vitest';
import type { ConversationWithMessages } from '@shared/conversations.ts';
import { defaultPersonality, type PersonalityInput } from '@shared/personality.ts';
import { jsonRequest, type TestApp } from './test-server.ts';

type Headers = Record<string, string>;

/** One server-sent event as a client reads it. */
export type ReadEvent = { event: string; data: unknown };

/** Reads server-sent events off a response body as they come; undefined once it ends. */
export function sseEvents(res: Response) {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return async function next(): Promise<ReadEvent | undefined> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = 'message';
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith('event:')) event = line.slice(6).trim();
          if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
        }
        if (data.length) return { event, data: JSON.parse(data.join('\n')) };
        continue;
      }
      const { value, done } = await reader.read();
      if (done) return undefined;
      buffer += value;
    }
  };
}

/** Every event of a stream, to its end. */
export async function allEvents(res: Response) {
  const next = sseEvents(res);
  const events: ReadEvent[] = [];
  for (let event = await next(); event; event = await next()) events.push(event);
  return events;
}

/** An account's way of talking to its agents through the API. */
export function agentChat(app: Pick<TestApp, 'request'>, headers: Headers) {
  const json = async <T>(res: Response | Promise<Response>, status: number) => {
    const answer = await res;
    expect(answer.status, await answer.clone().text()).toBe(status);
    return (await answer.json()) as T;
  };
  return {
    async newAgent(name = 'Front Desk') {
      return json<{ id: string }>(
        app.request(
          '/api/v1/agents',
          jsonRequest('POST', { name, type: 'Support', channels: ['Webchat'] }, headers),
        ),
        201,
      );
    },
    async personality(change: Partial<PersonalityInput>) {
      await json(
        app.request(
          '/api/v1/personality',
          jsonRequest('PUT', { ...defaultPersonality, ...change }, headers),
        ),
        200,
      );
    },
    start(agentId: string, channel: 'playground' | 'api' = 'playground') {
      return app.request(
        `/api/v1/agents/${agentId}/conversations`,
        jsonRequest('POST', { channel }, headers),
      );
    },
    async started(agentId: string, channel: 'playground' | 'api' = 'playground') {
      return json<ConversationWithMessages>(this.start(agentId, channel), 201);
    },
    send(conversationId: string, text: string, extra: Headers = {}) {
      return app.request(
        `/api/v1/conversations/${conversationId}/messages`,
        jsonRequest('POST', { text }, { ...headers, ...extra }),
      );
    },
    async transcript(conversationId: string) {
      return json<ConversationWithMessages>(
        app.request(`/api/v1/conversations/${conversationId}`, { headers }),
        200,
      );
    },
  };
}
