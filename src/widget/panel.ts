/**
 * The chat panel, loaded by the widget's loader the first time a visitor opens the chat: the
 * conversation with the agent, answers streamed as they come, a person's replies live, the
 * hand-over, the end and its rating, and a form to leave a message when the chat cannot answer.
 */
import type {
  WidgetConversation,
  WidgetMessage,
  WidgetUnavailableReason,
} from '@shared/webchat.ts';
import { type ApiFailure, apiClient } from './api-client.ts';
import { el } from './dom.ts';
import { readEventStream } from './event-stream.ts';
import { icon } from './icon.ts';
import { panelCss } from './panel-css.ts';
import { sheetOf } from './style-sheet.ts';
import type { WidgetContext } from './widget-context.ts';

type Status = WidgetConversation['status'];

const RECONNECT_MS = 2000;
/** After 429 (open in too many windows) a tab asks less often; Last-Event-ID catches it up. */
const CROWDED_RECONNECT_MS = 30_000;

export function openPanel(context: WidgetContext) {
  const { config, texts, frame } = context;
  const api = apiClient(context);
  let conversation: WidgetConversation | null = null;
  let streamAbort: AbortController | null = null;
  let answering = false;
  const shown = new Set<string>();

  // ——— The panel's parts ———
  const title = el('h2', { id: 'chat-title', text: config.displayName });
  const avatar = config.avatarUrl
    ? el('img', { class: 'avatar', src: config.avatarUrl, alt: '' })
    : el('span', { class: 'avatar', 'aria-hidden': 'true', text: config.displayName.charAt(0) });
  const closeButton = el(
    'button',
    { type: 'button', class: 'close', 'aria-label': texts.close },
    '×',
  );
  const log = el('div', {
    class: 'log',
    role: 'log',
    'aria-live': 'polite',
    'aria-label': texts.messages,
    tabindex: '0',
  });
  const typing = el('p', {
    class: 'typing',
    hidden: true,
    text: `${config.displayName} ${texts.typing}`,
  });
  const notice = el('p', { class: 'notice', role: 'alert', hidden: true });
  const input = el('textarea', {
    id: 'chat-message',
    rows: '2',
    maxlength: '4000',
    placeholder: texts.placeholder,
  });
  const sendButton = el('button', { type: 'submit', class: 'primary', text: texts.send });
  const composer = el(
    'form',
    { class: 'composer' },
    el('label', { for: 'chat-message', class: 'sr', text: texts.messageLabel }),
    input,
    sendButton,
  );
  const talkButton = el('button', { type: 'button', text: texts.talkToPerson });
  const endButton = el('button', { type: 'button', text: texts.endChat });
  const actions = el('div', { class: 'actions' }, talkButton, endButton);

  const rateUp = el(
    'button',
    { type: 'button', 'aria-pressed': 'false', 'aria-label': texts.rateUp },
    icon('thumbUp'),
  );
  const rateDown = el(
    'button',
    { type: 'button', 'aria-pressed': 'false', 'aria-label': texts.rateDown },
    icon('thumbDown'),
  );
  const comment = el('textarea', { id: 'chat-comment', rows: '2', maxlength: '1000' });
  const rating = el(
    'form',
    { class: 'rating', hidden: true },
    el('p', { text: texts.rateQuestion }),
    el('div', { class: 'thumbs' }, rateUp, rateDown),
    el('label', { for: 'chat-comment', text: texts.commentLabel }),
    comment,
    el('button', { type: 'submit', class: 'primary', text: texts.sendRating }),
  );
  const newChatButton = el('button', { type: 'button', class: 'primary', text: texts.newChat });
  const thanks = el(
    'div',
    { class: 'thanks', hidden: true },
    el('p', { text: texts.thanks }),
    newChatButton,
  );

  const offlineText = el('p');
  const email = el('input', {
    id: 'chat-email',
    type: 'email',
    autocomplete: 'email',
    required: true,
  });
  const offlineMessage = el('textarea', {
    id: 'chat-offline',
    rows: '3',
    maxlength: '4000',
    required: true,
  });
  const offline = el(
    'form',
    { class: 'offline', hidden: true, novalidate: true },
    offlineText,
    el('label', { for: 'chat-email', text: texts.emailLabel }),
    email,
    el('label', { for: 'chat-offline', text: texts.offlineMessageLabel }),
    offlineMessage,
    el('button', { type: 'submit', class: 'primary', text: texts.sendOffline }),
  );

  const panel = el(
    'section',
    { class: 'panel', role: 'dialog', 'aria-labelledby': 'chat-title', hidden: true },
    el('header', {}, avatar, title, closeButton),
    log,
    typing,
    notice,
    composer,
    actions,
    rating,
    thanks,
    offline,
  );
  const root = frame.getRootNode() as ShadowRoot;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheetOf(panelCss)];
  frame.append(panel);

  // ——— What the visitor sees ———
  function showNotice(text: string | null) {
    notice.hidden = !text;
    notice.textContent = text ?? '';
  }

  function bubble(sender: WidgetMessage['sender'], text: string, author?: string | null) {
    const who =
      sender === 'customer'
        ? texts.you
        : sender === 'person'
          ? (author ?? config.displayName)
          : sender === 'agent'
            ? config.displayName
            : '';
    const node = el('div', { class: `message ${sender}` });
    if (who) node.append(el('span', { class: 'sr', text: `${who}: ` }));
    if (sender === 'person' && author) node.append(el('strong', { text: author }));
    const body = el('p', { text });
    node.append(body);
    log.append(node);
    log.scrollTop = log.scrollHeight;
    return { node, body };
  }

  function addMessage(message: WidgetMessage) {
    if (shown.has(message.id)) return;
    shown.add(message.id);
    bubble(message.sender, message.text, message.authorName);
  }

  function setStatus(status: Status) {
    if (conversation) conversation.status = status;
    const closed = status === 'closed';
    composer.hidden = closed;
    actions.hidden = closed;
    talkButton.hidden = status !== 'bot';
    endButton.hidden = !conversation;
    rating.hidden = !closed || conversation?.rating !== null;
    thanks.hidden = !closed || conversation?.rating === null;
  }

  function render(next: WidgetConversation | null) {
    conversation = next;
    log.replaceChildren();
    shown.clear();
    if (next) next.messages.forEach(addMessage);
    else bubble('agent', config.greeting);
    offline.hidden = true;
    setStatus(next?.status ?? 'bot');
  }

  function showOffline(reason: WidgetUnavailableReason | 'unreachable') {
    offlineText.textContent =
      reason === 'inactive'
        ? texts.offlineInactive
        : reason === 'limit'
          ? texts.offlineLimit
          : texts.offlineUnreachable;
    for (const part of [composer, actions, rating, thanks]) part.hidden = true;
    offline.hidden = false;
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
            addMessage(message);
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
    bubble('customer', text);
    answering = true;
    typing.hidden = false;
    let answer: ReturnType<typeof bubble> | undefined;
    try {
      const response = await api.sendMessage(current.id, text);
      await readEventStream(response, (event) => {
        const data = JSON.parse(event.data) as {
          text?: string;
          message?: WidgetMessage | null;
          status?: Status;
        };
        if (event.event === 'delta') {
          typing.hidden = true;
          answer ??= bubble('agent', '');
          answer.body.textContent += data.text ?? '';
          log.scrollTop = log.scrollHeight;
        } else if (event.event === 'done') {
          if (data.message) {
            shown.add(data.message.id);
            if (answer) answer.body.textContent = data.message.text;
            else bubble('agent', data.message.text);
          }
          if (data.status) setStatus(data.status);
        } else if (event.event === 'error') {
          showNotice((JSON.parse(event.data) as { message: string }).message);
        }
      });
    } finally {
      answering = false;
      typing.hidden = true;
    }
  }

  async function act(work: () => Promise<void>) {
    try {
      await work();
    } catch (failure) {
      const { status, code, message } = failure as ApiFailure;
      if (status === undefined) return showOffline('unreachable');
      if (code === 'unavailable') return showOffline(config.unavailable ?? 'limit');
      if (status === 401 && code === 'visitor_unknown') {
        // An expired or foreign token: the visitor starts again, as a new one.
        api.forgetVisitor();
      }
      showNotice(message);
    }
  }

  /**
   * The server's record replaces what is on screen: the visitor's own words were drawn before
   * they had an id, and would otherwise show twice.
   */
  async function step(record: Promise<WidgetConversation>) {
    render(await record);
  }

  // ——— What the visitor does ———
  composer.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return showNotice(texts.messageEmpty);
    input.value = '';
    void act(() => send(text));
  });
  input.addEventListener('keydown', (event) => {
    // Enter sends; Shift+Enter starts a new line.
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      composer.requestSubmit();
    }
  });
  talkButton.addEventListener('click', () =>
    act(async () => {
      await api.ensureVisitor();
      if (!conversation) await startConversation();
      await step(api.handOver(conversation!.id));
    }),
  );
  endButton.addEventListener('click', () =>
    act(async () => {
      await step(api.end(conversation!.id));
      rating.querySelector('button')?.focus();
    }),
  );
  let chosen: 'up' | 'down' | null = null;
  for (const [button, value] of [
    [rateUp, 'up'],
    [rateDown, 'down'],
  ] as const) {
    button.addEventListener('click', () => {
      chosen = value;
      rateUp.setAttribute('aria-pressed', String(value === 'up'));
      rateDown.setAttribute('aria-pressed', String(value === 'down'));
    });
  }
  rating.addEventListener('submit', (event) => {
    event.preventDefault();
    const choice = chosen;
    if (!choice) return showNotice(texts.rateQuestion);
    void act(async () => {
      await step(api.rate(conversation!.id, choice, comment.value.trim()));
      showNotice(null);
      newChatButton.focus();
    });
  });
  newChatButton.addEventListener('click', () => {
    streamAbort?.abort();
    render(null);
    input.focus();
  });
  offline.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.value.trim()))
      return showNotice(texts.emailInvalid);
    if (!offlineMessage.value.trim()) return showNotice(texts.messageEmpty);
    void act(async () => {
      await api.leaveMessage(email.value.trim(), offlineMessage.value.trim());
      offline.replaceChildren(el('p', { role: 'status', text: texts.offlineSent }));
      showNotice(null);
    });
  });
  closeButton.addEventListener('click', context.onClose);
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') context.onClose();
  });

  // ——— Opening: the visitor's conversation, if one is open ———
  async function load() {
    if (config.unavailable) return showOffline(config.unavailable);
    render(null);
    if (!api.hasVisitor()) return;
    const current = await api.currentConversation();
    render(current);
    if (current) void listen(current.id);
  }
  void act(load);

  return {
    show() {
      panel.hidden = false;
      input.focus();
    },
    hide() {
      panel.hidden = true;
    },
  };
}
