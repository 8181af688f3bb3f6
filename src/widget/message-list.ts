import type { WidgetConfig, WidgetMessage } from '@shared/webchat.ts';
import { el } from './dom.ts';
import type { WidgetTexts } from './texts.ts';

/**
 * The conversation on screen: each message once, named for screen readers by who wrote it, and
 * the line that says the agent is writing.
 */
export function messageList(
  config: WidgetConfig,
  texts: WidgetTexts,
  choose: (reply: string) => void,
) {
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
  const shown = new Set<string>();
  let offered: HTMLElement | undefined;

  /** The agent's suggested replies, under its latest message only: a click sends one. */
  function offer(choices: readonly string[]) {
    offered?.remove();
    offered = undefined;
    if (choices.length === 0) return;
    offered = el('div', { class: 'choices', role: 'group', 'aria-label': texts.choices });
    for (const choice of choices) {
      const button = el('button', { type: 'button', class: 'choice', text: choice });
      button.addEventListener('click', () => {
        offer([]);
        choose(choice);
      });
      offered.append(button);
    }
    log.append(offered);
    scrollToEnd();
  }

  function scrollToEnd() {
    log.scrollTop = log.scrollHeight;
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
    offer([]);
    const node = el('div', { class: `message ${sender}` });
    if (who) node.append(el('span', { class: 'sr', text: `${who}: ` }));
    if (sender === 'person' && author) node.append(el('strong', { text: author }));
    const body = el('p', { text });
    node.append(body);
    log.append(node);
    scrollToEnd();
    return { node, body };
  }

  function add(message: WidgetMessage) {
    if (shown.has(message.id)) return;
    shown.add(message.id);
    bubble(message.sender, message.text, message.authorName);
    offer(message.choices);
  }

  return {
    log,
    typing,
    bubble,
    add,
    offer,
    scrollToEnd,
    /** For a message drawn while it streamed in, before it had an id. */
    markShown(id: string) {
      shown.add(id);
    },
    clear() {
      log.replaceChildren();
      shown.clear();
    },
    setTyping(on: boolean) {
      typing.hidden = !on;
    },
  };
}

export type MessageList = ReturnType<typeof messageList>;
export type Bubble = ReturnType<MessageList['bubble']>;
