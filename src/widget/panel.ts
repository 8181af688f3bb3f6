/**
 * The chat panel, loaded by the widget's loader the first time a visitor opens the chat: the
 * conversation with the agent, answers streamed as they come, a person's replies live, the
 * hand-over, the end and its rating, and a form to leave a message when the chat cannot answer.
 */
import { apiClient } from './api-client.ts';
import { messageComposer } from './composer.ts';
import { contactForm } from './contact-form.ts';
import { conversationActions } from './conversation-actions.ts';
import { conversationSession } from './conversation-session.ts';
import { showingFailures } from './failures.ts';
import { messageList } from './message-list.ts';
import { noticeLine } from './notice.ts';
import { offlineForm } from './offline-form.ts';
import { panelHeader } from './panel-header.ts';
import { panelLayout } from './panel-layout.ts';
import { ratingPrompt } from './rating-prompt.ts';
import type { WidgetContext } from './widget-context.ts';

export function openPanel(context: WidgetContext) {
  const { config, texts } = context;
  const api = apiClient(context);
  const notice = noticeLine();
  const showNotice = notice.show;
  const messages = messageList(
    config,
    texts,
    (reply) => void act(() => session.send(reply), reply),
  );
  // The parts and the session need each other: the parts reach the session and the layout
  // only when the visitor acts, by when both exist.
  const act = showingFailures(config, api, {
    showNotice,
    showOffline: (reason, typed) => layout.showOffline(reason, typed),
  });
  const composer = messageComposer(texts, {
    send: (text) => void act(() => session.send(text), text),
    showNotice,
  });
  const actions = conversationActions(texts, {
    talkToPerson: () => layout.askContact(session.current()),
    endChat: () =>
      void act(async () => {
        await session.end();
        rating.focus();
      }),
  });
  const rating = ratingPrompt(texts, {
    act,
    showNotice,
    rate: (choice, comment) => session.rate(choice, comment),
    startNew() {
      session.startNew();
      composer.focus();
    },
  });
  const offline = offlineForm(texts, { act, showNotice, leaveMessage: api.leaveMessage });
  const contact = contactForm(texts, {
    act,
    showNotice,
    submit: (mode, details) =>
      mode === 'ask' ? session.handOver(details) : session.saveContact(details),
  });
  const header = panelHeader(config, texts, context.onClose);
  const layout = panelLayout(context, {
    header,
    messages,
    notice,
    composer,
    actions,
    rating,
    offline,
    contact,
  });
  const session = conversationSession(
    config,
    api,
    { messages, notice, layout },
    context.resumeToken,
  );

  void act(session.load);
  return { show: layout.show, hide: layout.hide };
}
