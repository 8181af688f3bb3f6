import { el } from './dom.ts';
import type { WidgetTexts } from './texts.ts';

/** The links under the composer: ask for a person, and end the chat. */
export function conversationActions(
  texts: WidgetTexts,
  { talkToPerson, endChat }: { talkToPerson: () => void; endChat: () => void },
) {
  const talkButton = el('button', { type: 'button', text: texts.talkToPerson });
  const endButton = el('button', { type: 'button', text: texts.endChat });
  talkButton.addEventListener('click', talkToPerson);
  endButton.addEventListener('click', endChat);
  return { element: el('div', { class: 'actions' }, talkButton, endButton), talkButton, endButton };
}

export type ConversationActions = ReturnType<typeof conversationActions>;
