import type { WidgetConfig, WidgetIdentity } from '@shared/webchat.ts';
import type { WidgetTexts } from './texts.ts';

/** What the loader hands the chat panel when the visitor first opens it. */
export type WidgetContext = {
  /** The product's origin, where the API and the panel live. */
  base: string;
  config: WidgetConfig;
  texts: WidgetTexts;
  /** The site's proof of its signed-in visitor (data-user-id, data-user-hash). */
  identity: WidgetIdentity | undefined;
  /** The portal preview's current token (data-preview-token), sent with every request. */
  previewToken: () => string | undefined;
  /** The shadow root's wrapper, where the panel is drawn beside the launcher. */
  frame: HTMLElement;
  launcher: HTMLButtonElement;
  /** A mailed link's token (data-resume, on the product's chat page): the conversation to reopen. */
  resumeToken?: string | undefined;
  /** Called when the panel closes itself (its close button, Escape). */
  onClose: () => void;
};

/** The panel module's one export, which the loader imports when the chat is first opened. */
export type PanelModule = {
  openPanel: (context: WidgetContext) => { show: () => void; hide: () => void };
};
