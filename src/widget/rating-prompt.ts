import { RATING_COMMENT_MAX_LENGTH } from '@shared/message-limits.ts';
import type { Rating } from './api-client.ts';
import type { Act } from './failures.ts';
import { el } from './dom.ts';
import { icon } from './icon.ts';
import type { ShowNotice } from './notice.ts';
import type { WidgetTexts } from './texts.ts';

const COMMENT_ID = 'chat-comment';

/**
 * Once the chat has ended: thumbs up or down with an optional comment, then thanks; and a way
 * to start a new chat, rated or not.
 */
export function ratingPrompt(
  texts: WidgetTexts,
  {
    act,
    showNotice,
    rate,
    startNew,
  }: {
    act: Act;
    showNotice: ShowNotice;
    rate: (rating: Rating, comment: string) => Promise<void>;
    startNew: () => void;
  },
) {
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
  const comment = el('textarea', {
    id: COMMENT_ID,
    rows: '2',
    maxlength: String(RATING_COMMENT_MAX_LENGTH),
  });
  const form = el(
    'form',
    { class: 'rating', hidden: true },
    el('p', { text: texts.rateQuestion }),
    el('div', { class: 'thumbs' }, rateUp, rateDown),
    el('label', { for: COMMENT_ID, text: texts.commentLabel }),
    comment,
    el('button', { type: 'submit', class: 'primary', text: texts.sendRating }),
  );
  const thanks = el('div', { class: 'thanks', hidden: true }, el('p', { text: texts.thanks }));
  // Rating is asked, never required: once the chat ends, a new one is a click away.
  const newChatButton = el('button', { type: 'button', text: texts.newChat });
  const newChat = el('div', { class: 'newchat', hidden: true }, newChatButton);

  let chosen: Rating | null = null;
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
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const choice = chosen;
    if (!choice) return showNotice(texts.rateQuestion);
    void act(async () => {
      await rate(choice, comment.value.trim());
      showNotice(null);
      newChatButton.focus();
    });
  });
  newChatButton.addEventListener('click', startNew);

  return { form, thanks, newChat, focus: () => rateUp.focus() };
}

export type RatingPrompt = ReturnType<typeof ratingPrompt>;
