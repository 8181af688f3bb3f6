import type { WidgetConfig } from '@shared/webchat.ts';
import { el } from './dom.ts';
import type { WidgetTexts } from './texts.ts';

/** The agent's name in the header names the panel's dialog. */
export const PANEL_TITLE_ID = 'chat-title';

/** The agent's picture (or its initial) and name, and the close button. */
export function panelHeader(config: WidgetConfig, texts: WidgetTexts, onClose: () => void) {
  const title = el('h2', { id: PANEL_TITLE_ID, text: config.displayName });
  const avatar = config.avatarUrl
    ? el('img', { class: 'avatar', src: config.avatarUrl, alt: '' })
    : el('span', { class: 'avatar', 'aria-hidden': 'true', text: config.displayName.charAt(0) });
  const closeButton = el(
    'button',
    { type: 'button', class: 'close', 'aria-label': texts.close },
    '×',
  );
  closeButton.addEventListener('click', onClose);
  return el('header', {}, avatar, title, closeButton);
}
