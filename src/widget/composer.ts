import { MESSAGE_MAX_LENGTH } from '@shared/message-limits.ts';
import { el } from './dom.ts';
import type { ShowNotice } from './notice.ts';
import type { WidgetTexts } from './texts.ts';

const INPUT_ID = 'chat-message';

/** Where the visitor writes: Enter sends, Shift+Enter starts a new line. */
export function messageComposer(
  texts: WidgetTexts,
  { send, showNotice }: { send: (text: string) => void; showNotice: ShowNotice },
) {
  const input = el('textarea', {
    id: INPUT_ID,
    rows: '2',
    maxlength: String(MESSAGE_MAX_LENGTH),
    placeholder: texts.placeholder,
  });
  const sendButton = el('button', { type: 'submit', class: 'primary', text: texts.send });
  const form = el(
    'form',
    { class: 'composer' },
    el('label', { for: INPUT_ID, class: 'sr', text: texts.messageLabel }),
    input,
    sendButton,
  );

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return showNotice(texts.messageEmpty);
    input.value = '';
    send(text);
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      form.requestSubmit();
    }
  });

  return { form, focus: () => input.focus() };
}

export type MessageComposer = ReturnType<typeof messageComposer>;
