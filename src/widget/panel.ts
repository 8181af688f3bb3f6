/**
 * The chat panel, loaded by the widget's loader the first time a visitor opens the chat: the
 * conversation with the agent, answers streamed as they come, a person's replies live, the
 * hand-over, the end and its rating, and a form to leave a message when the chat cannot answer.
 */
import type { WidgetConversation, WidgetMessage } from '@shared/webchat.ts';
import { type ApiFailure, apiClient } from './api-client.ts';
import { messageComposer } from './composer.ts';
import { conversationActions } from './conversation-actions.ts';
import { readEventStream } from './event-stream.ts';
import { showingFailures } from './failures.ts';
import { type Bubble, messageList } from './message-list.ts';
import { noticeLine } from './notice.ts';
import { offlineForm } from './offline-form.ts';
import { panelHeader } from './panel-header.ts';
import { panelLayout } from './panel-layout.ts';
import { ratingPrompt } from './rating-prompt.ts';
import type { WidgetContext } from './widget-context.ts';

type Status = WidgetConversation['status'];

const RECONNECT_MS = 2000;
/** After 429 (open in too many windows) a tab asks less often; Last-Event-ID catches it up. */
const CROWDED_RECONNECT_MS = 30_000;

export function openPanel(context: WidgetContext) {
  const { config, texts } = context;
  const api = apiClient(context);
  let conversation: WidgetConversation | null = null;
  let streamAbort: AbortController | null = null;
  let answering = false;

  // ——— The panel's parts ———
  const notice = noticeLine();
  const showNotice = notice.show;
  const messages = messageList(config, texts);
  // The parts reach the layout only when the visitor acts, by when it exists.
  const act = showingFailures(config, api, {
    showNotice,
    showOffline: (reason) => layout.showOffline(reason),
  });
  const composer = messageComposer(texts, {
    send: (text) => void act(() => send(text)),
    showNotice,
  });
  const actions = conversationActions(texts, {
    talkToPerson: () =>
      void act(async () => {
        await api.ensureVisitor();
        if (!conversation) await startConversation();
        await step(api.handOver(conversation!.id));
      }),
    endChat: () =>
      void act(async () => {
        await step(api.end(conversation!.id));
        rating.focus();
      }),
  });
  const rating = ratingPrompt(texts, {
    act,
    showNotice,
    rate: (choice, comment) => step(api.rate(conversation!.id, choice, comment)),
    startNew() {
      streamAbort?.abort();
      render(null);
      composer.focus();
    },
  });
  const offline = offlineForm(texts, { act, showNotice, leaveMessage: api.leaveMessage });
  const header = panelHeader(config, texts, context.onClose);
  const layout = panelLayout(context, {
    header,
    messages,
    notice,
    composer,
    actions,
    rating,
    offline,
  });

  // ——— What the visitor sees ———
  function setStatus(status: Status) {
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

  // ——— Live: a person's replies and the conversation's changes ———
  async function listen(conversationId: string) {
    streamAbort?.abort();
    const abort = new AbortController();
    streamAbort = abort;
    let lastEventId: string | undefined;
    while (!abort.signal.aborted && conversation?.id === conversationId) {
      let pause = RECONNECT_MS;
      try {
        const response = await api.conversationEvents(conversationId, lastEventId, abort.signal);
        await readEventStream(response, (event) => {
          if (event.id) lastEventId = event.id;
          const data = JSON.parse(event.data) as { message?: WidgetMessage; status: Status };
          // The answer being streamed, and the visitor's own words, are already on screen.
          const message = data.message;
          if (
            message &&
            !(answering && message.sender === 'agent') &&
            message.sender !== 'customer'
          ) {
            messages.add(message);
          }
          if (conversation && data.status !== conversation.status) setStatus(data.status);
        });
      } catch (failure) {
        const { status } = failure as ApiFailure;
        if (abort.signal.aborted || status === 404) return;
        if (status === 429) pause = CROWDED_RECONNECT_MS;
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }

  async function startConversation() {
    const started = await api.startConversation();
    render(started);
    void listen(started.id);
    return started;
  }

  async function send(text: string) {
    showNotice(null);
    await api.ensureVisitor();
    const current = conversation ?? (await startConversation());
    messages.bubble('customer', text);
    answering = true;
    messages.setTyping(true);
    let answer: Bubble | undefined;
    try {
      const response = await api.sendMessage(current.id, text);
      await readEventStream(response, (event) => {
        const data = JSON.parse(event.data) as {
          text?: string;
          message?: WidgetMessage | null;
          status?: Status;
        };
        if (event.event === 'delta') {
          messages.setTyping(false);
          answer ??= messages.bubble('agent', '');
          answer.body.textContent += data.text ?? '';
          messages.scrollToEnd();
        } else if (event.event === 'done') {
          if (data.message) {
            messages.markShown(data.message.id);
            if (answer) answer.body.textContent = data.message.text;
            else messages.bubble('agent', data.message.text);
          }
          if (data.status) setStatus(data.status);
        } else if (event.event === 'error') {
          showNotice((JSON.parse(event.data) as { message: string }).message);
        }
      });
    } finally {
      answering = false;
      messages.setTyping(false);
    }
  }

  /**
   * The server's record replaces what is on screen: the visitor's own words were drawn before
   * they had an id, and would otherwise show twice.
   */
  async function step(record: Promise<WidgetConversation>) {
    render(await record);
  }

  // ——— Opening: the visitor's conversation, if one is open ———
  async function load() {
    if (config.unavailable) return layout.showOffline(config.unavailable);
    render(null);
    if (!api.hasVisitor()) return;
    const current = await api.currentConversation();
    render(current);
    if (current) void listen(current.id);
  }
  void act(load);

  return { show: layout.show, hide: layout.hide };
}
