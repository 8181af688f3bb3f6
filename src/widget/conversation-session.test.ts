import { expect, it } from 'vitest';
import type { WidgetConfig, WidgetConversation } from '@shared/webchat.ts';
import type { ApiClient } from './api-client.ts';
import { conversationSession } from './conversation-session.ts';
import type { MessageList } from './message-list.ts';
import type { NoticeLine } from './notice.ts';
import type { PanelLayout } from './panel-layout.ts';

const chat = (status: WidgetConversation['status']) =>
  ({ id: 'c1', status, messages: [] }) as unknown as WidgetConversation;

it('keeps a new chat on screen when the end of the one before is answered after it started', async () => {
  let answerEnd!: (ended: WidgetConversation) => void;
  const api = {
    hasVisitor: () => true,
    currentConversation: async () => chat('bot'),
    // The live stream stays open until the session stops following it.
    conversationEvents: (_id: string, _last: string | undefined, signal: AbortSignal) =>
      new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(new Error())),
      ),
    end: () => new Promise<WidgetConversation>((resolve) => (answerEnd = resolve)),
  } as unknown as ApiClient;
  const statuses: string[] = [];
  const ui = {
    messages: { clear() {}, add() {}, bubble() {} } as unknown as MessageList,
    notice: { show() {} } as unknown as NoticeLine,
    layout: {
      hideOffline() {},
      showStatus: (status: string) => statuses.push(status),
    } as unknown as PanelLayout,
  };
  const session = conversationSession({ greeting: 'Hi!' } as WidgetConfig, api, ui);
  await session.load();
  expect(session.current()?.id).toBe('c1');

  const ending = session.end();
  session.startNew();
  answerEnd(chat('closed'));
  await ending;

  expect(session.current()).toBeNull();
  expect(statuses.at(-1)).toBe('bot');
});
