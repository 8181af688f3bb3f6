import type { Context } from 'hono';
import { widgetErrorCopy } from '@shared/webchat.ts';
import { WIDGET_PREVIEW_HEADER } from '@shared/widget-preview.ts';
import { ApiError } from '@server/platform/http/errors.ts';
import { type Preview, readPreviewToken } from './preview-token.ts';
import type { Widget } from './webchat-store.ts';

/**
 * Who may call the widget API for `widget`: a page of a website on the agent's list (its
 * Origin), or the portal's preview, with a token its signed-in owner got. Answers the preview,
 * or null for a website; refuses anything else. A program sets whatever Origin or
 * Sec-Fetch-Site it likes, so neither proves a preview. A browser sends the preview's header
 * only from the product's own pages: CORS does not let other sites send it.
 */
export function previewOrListedWebsite(
  c: Context,
  widget: Widget,
  previewKey: Buffer,
): Preview | null {
  const token = c.req.header(WIDGET_PREVIEW_HEADER);
  if (token !== undefined) {
    const preview = readPreviewToken(previewKey, token);
    if (preview?.publicId !== widget.settings.publicId || preview.accountId !== widget.accountId) {
      throw new ApiError(401, 'preview_expired', widgetErrorCopy.previewExpired);
    }
    return preview;
  }
  const origin = c.req.header('origin');
  if (origin === undefined || !widget.settings.allowedOrigins.includes(origin)) {
    throw new ApiError(403, 'origin_not_allowed', widgetErrorCopy.notAllowedHere);
  }
  return null;
}
