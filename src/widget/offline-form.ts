import { MESSAGE_MAX_LENGTH } from '@shared/message-limits.ts';
import { VISITOR_NAME_MAX_LENGTH } from '@shared/message-limits.ts';
import { EMAIL_PATTERN } from './contact-form.ts';
import type { WidgetUnavailableReason } from '@shared/webchat.ts';
import type { Act } from './failures.ts';
import { el } from './dom.ts';
import type { ShowNotice } from './notice.ts';
import type { WidgetTexts } from './texts.ts';

/** Why the form is shown: the chat is off or full, cannot be reached, or this visitor started many. */
export type OfflineReason = WidgetUnavailableReason | 'unreachable' | 'chats';

const reasonTexts = (texts: WidgetTexts): Record<OfflineReason, string> => ({
  inactive: texts.offlineInactive,
  limit: texts.offlineLimit,
  unreachable: texts.offlineUnreachable,
  chats: texts.offlineChats,
});

const NAME_ID = 'chat-name';
const EMAIL_ID = 'chat-email';
const MESSAGE_ID = 'chat-offline';

/** When the chat cannot answer: an email and a message for the team, and why it is asked. */
export function offlineForm(
  texts: WidgetTexts,
  {
    act,
    showNotice,
    leaveMessage,
  }: {
    act: Act;
    showNotice: ShowNotice;
    leaveMessage: (email: string, name: string, text: string) => Promise<void>;
  },
) {
  const reasonText = el('p');
  const name = el('input', {
    id: NAME_ID,
    autocomplete: 'name',
    maxlength: String(VISITOR_NAME_MAX_LENGTH),
  });
  const email = el('input', {
    id: EMAIL_ID,
    type: 'email',
    autocomplete: 'email',
    required: true,
  });
  const message = el('textarea', {
    id: MESSAGE_ID,
    rows: '3',
    maxlength: String(MESSAGE_MAX_LENGTH),
    required: true,
  });
  const form = el(
    'form',
    { class: 'offline', hidden: true, novalidate: true },
    reasonText,
    el('label', { for: NAME_ID, text: texts.nameLabel }),
    name,
    el('label', { for: EMAIL_ID, text: texts.emailLabel }),
    email,
    el('label', { for: MESSAGE_ID, text: texts.offlineMessageLabel }),
    message,
    el('button', { type: 'submit', class: 'primary', text: texts.sendOffline }),
  );

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.value.trim())) return showNotice(texts.emailInvalid);
    if (!message.value.trim()) return showNotice(texts.messageEmpty);
    void act(async () => {
      await leaveMessage(email.value.trim(), name.value.trim(), message.value.trim());
      form.replaceChildren(el('p', { role: 'status', text: texts.offlineSent }));
      showNotice(null);
    });
  });

  return {
    form,
    /** Shows the form; what the visitor had just typed becomes their message, not lost. */
    show(reason: OfflineReason, typed?: string) {
      reasonText.textContent = reasonTexts(texts)[reason];
      if (typed && !message.value) message.value = typed;
      form.hidden = false;
    },
    hide() {
      form.hidden = true;
    },
  };
}

export type OfflineForm = ReturnType<typeof offlineForm>;
