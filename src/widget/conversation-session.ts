import type { WidgetConfig, WidgetConversation } from '@shared/webchat.ts';
import { answerStream } from './answer-stream.ts';
import type { ApiClient, Rating, VisitorDetails } from './api-client.ts';
import { liveEvents } from './live-events.ts';
import type { MessageList } from './message-list.ts';
import type { NoticeLine } from './notice.ts';
import type { PanelLayout } from './panel-layout.ts';

/**
 * The visitor's conversation, and the panel showing it: the open one loaded when the panel
 * opens, a new one started by the first message, then handed over, ended, rated, and put
 * aside for a new chat.
 */
export function conversationSession(
  config: WidgetConfig,
  api: ApiClient,
  { messages, notice, layout }: { messages: MessageList; notice: NoticeLine; layout: PanelLayout },
  /** A mailed link's token, on the product's chat page: the conversation it reopens. */
  resumeToken?: string,
) {
  let conversation: WidgetConversation | null = null;

  function setStatus(status: WidgetConversation['status']) {
    if (conversation) conversation.status = status;
    layout.showStatus(status, conversation);
  }

  function render(next: WidgetConversation | null) {
    conversation = next;
    messages.clear();
    if (next) next.messages.forEach(messages.add);
    else messages.bubble('agent', config.greeting);
    layout.hideOffline();
    setStatus(next?.status ?? 'bot');
  }

  const answers = answerStream(api, messages, { showNotice: notice.show, setStatus });
  const live = liveEvents(api, {
    currentConversationId: () => conversation?.id,
    isAnswering: answers.isAnswering,
    showMessage: messages.add,
    statusChanged(status) {
      if (conversation && status !== conversation.status) setStatus(status);
    },
  });

  async function startConversation() {
    const started = await api.startConversation();
    render(started);
    void live.follow(started.id);
    return started;
  }

  /** Counts new chats, so an answer about the one before cannot bring it back on screen. */
  let chats = 0;

  /**
   * The server's record replaces what is on screen: the visitor's own words were drawn before
   * they had an id, and would otherwise show twice. The live stream can tell of a chat's end
   * before the request that ended it answers; a visitor who started a new chat meanwhile keeps
   * the new one.
   */
  async function step(record: Promise<WidgetConversation>) {
    const chat = chats;
    const next = await record;
    if (chat === chats) render(next);
  }

  return {
    async load() {
      if (resumeToken) {
        // Reopened from the mail, whatever the agent's state: the team answers this one.
        const resumed = await api.resume(resumeToken);
        render(resumed);
        void live.follow(resumed.id);
        return;
      }
      if (config.unavailable) return layout.showOffline(config.unavailable);
      render(null);
      if (!api.hasVisitor()) return;
      const current = await api.currentConversation();
      render(current);
      if (current) void live.follow(current.id);
    },
    async send(text: string) {
      notice.show(null);
      await api.ensureVisitor();
      const current = conversation ?? (await startConversation());
      await answers.ask(current.id, text);
    },
    async handOver(details: VisitorDetails) {
      await api.ensureVisitor();
      if (!conversation) await startConversation();
      await step(api.handOver(conversation!.id, details));
    },
    saveContact: (details: VisitorDetails) => step(api.saveContact(conversation!.id, details)),
    current: () => conversation,
    end: () => step(api.end(conversation!.id)),
    rate: (rating: Rating, comment: string) => step(api.rate(conversation!.id, rating, comment)),
    startNew() {
      chats += 1;
      live.stop();
      render(null);
    },
  };
}
