/**
 * The website widget's loader, the one script a site embeds:
 * `<script src="https://product/widget.js" data-agent="wc_…" async></script>`.
 * It draws the launcher in a shadow root and loads the chat panel only when it is opened.
 */
import { widgetApiPaths } from '@shared/api-paths.ts';
import type { WidgetConfig, WidgetIdentity } from '@shared/webchat.ts';
import {
  WIDGET_PREVIEW_EVENT,
  WIDGET_PREVIEW_HEADER,
  WIDGET_RESUME_HEADER,
} from '@shared/widget-preview.ts';
import { readableTextOn } from './contrast.ts';
import { sheetOf } from './style-sheet.ts';
import { widgetTexts } from './texts.ts';
import type { PanelModule, WidgetContext } from './widget-context.ts';
import { icon } from './icon.ts';

/** Replaced at build time with the versioned panel file's path (scripts/build-widget.ts). */
declare const __WIDGET_PANEL__: string;

const launcherCss = `
.frame{all:initial;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1d1f}
.frame *{box-sizing:border-box}
.launcher{position:fixed;bottom:20px;z-index:2147483647;display:flex;align-items:center;gap:8px;
min-height:48px;padding:0 18px;border:0;border-radius:24px;cursor:pointer;font-family:inherit;
font-size:15px;font-weight:600;line-height:1;background:var(--accent);color:var(--on-accent);box-shadow:0 4px 16px rgba(0,0,0,.25)}
.launcher svg{width:22px;height:22px;fill:currentColor}
.right .launcher{right:20px}.left .launcher{left:20px}
.preview .launcher,.preview .panel{position:absolute}
.launcher:focus-visible{outline:3px solid #111;outline-offset:3px;box-shadow:0 0 0 6px #fff}
`;

function identityOf(script: HTMLScriptElement): WidgetIdentity | undefined {
  const { userId, userHash } = script.dataset;
  return userId && userHash ? { userId, userHash } : undefined;
}

async function start(script: HTMLScriptElement) {
  const publicId = script.dataset.agent;
  if (!publicId) return console.warn('Chat widget: the script tag has no data-agent.');
  const base = new URL(script.src).origin;
  // The portal's preview keeps its token fresh on the tag, so each request reads it there.
  const previewToken = () => script.dataset.previewToken;
  const token = previewToken();
  const resumeToken = script.dataset.resume;
  const response = await fetch(
    base + widgetApiPaths.agent.replace(':publicId', encodeURIComponent(publicId)),
    {
      headers: {
        ...(token ? { [WIDGET_PREVIEW_HEADER]: token } : {}),
        ...(resumeToken ? { [WIDGET_RESUME_HEADER]: resumeToken } : {}),
      },
    },
  ).catch(() => null);
  if (!response?.ok) {
    const body = (await response?.json().catch(() => null)) as {
      error?: { message?: string };
    } | null;
    return console.warn(`Chat widget: ${body?.error?.message ?? 'the chat cannot be reached.'}`);
  }
  const config = (await response.json()) as WidgetConfig;
  const texts = widgetTexts[config.language] ?? widgetTexts.en;

  const previewIn = script.dataset.preview ? document.getElementById(script.dataset.preview) : null;
  const host = document.createElement('div');
  // Whatever the page's own CSS does to elements, the host stays a plain box.
  host.style.cssText = 'all:initial!important;display:block!important';
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [sheetOf(launcherCss)];
  const frame = document.createElement('div');
  const launcher = document.createElement('button');
  launcher.type = 'button';
  launcher.className = 'launcher';
  launcher.setAttribute('aria-expanded', 'false');
  const label = document.createElement('span');
  launcher.append(icon('chat'), label);
  frame.append(launcher);
  root.append(frame);
  (previewIn ?? document.body).append(host);

  function paint(look: Pick<WidgetConfig, 'color' | 'position' | 'launcherLabel'>) {
    frame.className = `frame ${look.position}${previewIn ? ' preview' : ''}`;
    frame.style.setProperty('--accent', look.color);
    frame.style.setProperty('--on-accent', readableTextOn(look.color));
    label.textContent = look.launcherLabel;
    launcher.setAttribute('aria-label', `${texts.open}: ${look.launcherLabel}`);
  }
  paint(config);
  if (previewIn) {
    // The Channels page shows unsaved edits in its preview.
    window.addEventListener(WIDGET_PREVIEW_EVENT, (event) => {
      const detail = (event as CustomEvent<Partial<WidgetConfig>>).detail;
      if (detail.publicId !== publicId) return;
      Object.assign(config, detail);
      paint(config);
    });
  }

  let panel: ReturnType<PanelModule['openPanel']> | undefined;
  let open = false;
  const setOpen = (next: boolean) => {
    open = next;
    launcher.setAttribute('aria-expanded', String(open));
    launcher.hidden = open;
    if (open) panel?.show();
    else {
      panel?.hide();
      launcher.focus();
    }
  };
  async function toggle() {
    if (!panel) {
      const module = (await import(/* @vite-ignore */ base + __WIDGET_PANEL__)) as PanelModule;
      const context: WidgetContext = {
        base,
        config,
        texts,
        identity: identityOf(script),
        previewToken,
        resumeToken,
        frame,
        launcher,
        onClose: () => setOpen(false),
      };
      panel = module.openPanel(context);
    }
    setOpen(!open);
  }
  launcher.addEventListener('click', () => void toggle());
  // The product's chat page, opened from a mailed link, shows the conversation at once.
  if (resumeToken) void toggle();
}

const script = document.currentScript as HTMLScriptElement | null;
if (script) void start(script);
