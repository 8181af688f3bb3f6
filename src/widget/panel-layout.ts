import type { WidgetConversation } from '@shared/webchat.ts';
import type { ContactForm } from './contact-form.ts';
import type { ConversationActions } from './conversation-actions.ts';
import type { MessageComposer } from './composer.ts';
import { el } from './dom.ts';
import type { MessageList } from './message-list.ts';
import type { NoticeLine } from './notice.ts';
import type { OfflineForm, OfflineReason } from './offline-form.ts';
import { panelCss } from './panel-css.ts';
import { PANEL_TITLE_ID } from './panel-header.ts';
import type { RatingPrompt } from './rating-prompt.ts';
import { sheetOf } from './style-sheet.ts';
import type { WidgetContext } from './widget-context.ts';

type Parts = {
  header: HTMLElement;
  messages: MessageList;
  notice: NoticeLine;
  composer: MessageComposer;
  actions: ConversationActions;
  rating: RatingPrompt;
  offline: OfflineForm;
  contact: ContactForm;
};

/**
 * The panel drawn beside the launcher, its parts in order, and which of them show: the
 * composer while the chat is open, the rating once it ends, the offline form instead of both
 * when the chat cannot answer.
 */
export function panelLayout(context: WidgetContext, parts: Parts) {
  const { messages, notice, composer, actions, rating, offline, contact } = parts;
  /** The conversations whose visitor answered the contact form, or said not now. */
  const asked = new Set<string>();
  /** Asked before the visitor's first message: the conversation the hand-over starts was asked. */
  let askedBeforeStart = false;
  const panel = el(
    'section',
    { class: 'panel', role: 'dialog', 'aria-labelledby': PANEL_TITLE_ID, hidden: true },
    parts.header,
    messages.log,
    messages.typing,
    notice.element,
    contact.form,
    composer.form,
    actions.element,
    rating.form,
    rating.thanks,
    rating.newChat,
    offline.form,
  );
  const root = context.frame.getRootNode() as ShadowRoot;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheetOf(panelCss)];
  context.frame.append(panel);
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') context.onClose();
  });

  return {
    showStatus(status: WidgetConversation['status'], conversation: WidgetConversation | null) {
      const closed = status === 'closed';
      composer.form.hidden = closed;
      actions.element.hidden = closed;
      actions.talkButton.hidden = status !== 'bot';
      actions.endButton.hidden = !conversation;
      rating.form.hidden = !closed || conversation?.rating !== null;
      rating.thanks.hidden = !closed || conversation?.rating === null;
      rating.newChat.hidden = !closed;
      // Handed over by the agent: the team may answer after the visitor has gone.
      const id = conversation?.id;
      if (id && askedBeforeStart && status !== 'bot') {
        asked.add(id);
        askedBeforeStart = false;
      }
      if (closed || !id) contact.hide();
      else if (
        (status === 'waiting' || status === 'human') &&
        !conversation.visitor.email &&
        !asked.has(id)
      ) {
        asked.add(id);
        contact.show('save', conversation.visitor);
      }
    },
    /** Asking for a person: the form first, with what the visitor told before. */
    askContact(conversation: WidgetConversation | null) {
      if (conversation) asked.add(conversation.id);
      else askedBeforeStart = true;
      contact.show('ask', conversation?.visitor);
    },
    showOffline(reason: OfflineReason, typed?: string) {
      for (const part of [
        composer.form,
        actions.element,
        rating.form,
        rating.thanks,
        rating.newChat,
      ]) {
        part.hidden = true;
      }
      offline.show(reason, typed);
    },
    hideOffline: offline.hide,
    show() {
      panel.hidden = false;
      composer.focus();
    },
    hide() {
      panel.hidden = true;
    },
  };
}

export type PanelLayout = ReturnType<typeof panelLayout>;
