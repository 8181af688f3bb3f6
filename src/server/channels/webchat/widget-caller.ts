import type { Context } from 'hono';
import { widgetErrorCopy } from '@shared/webchat.ts';
import { WIDGET_PREVIEW_HEADER } from '@shared/widget-preview.ts';
import { ApiError } from '@server/platform/http/errors.ts';
import { type Preview, readPreviewToken } from './preview-token.ts';
import type { Widget } from './webchat-store.ts';

/**
 * The website of the page calling: its Origin; or, where a browser sends none (a GET to its
 * own site), the product's own address when the browser says the page is on that site. Both
 * are the browser's word, which a program can give too: the list keeps other sites' pages
 * out, as CORS does, not programs.
 */
function callerWebsite(c: Context, ownOrigin: string) {
  const origin = c.req.header('origin');
  if (origin !== undefined) return origin;
  return c.req.header('sec-fetch-site') === 'same-origin' ? ownOrigin : undefined;
}

/**
 * Who may call the widget API for `widget`: a page of a website on the agent's list (its
 * Origin, see callerWebsite: the product's own site, `ownOrigin`, for the landing's chat), or
 * the portal's preview, with a token its signed-in owner got. Answers the preview, or null for
 * a website; refuses anything else. A program sets whatever Origin or Sec-Fetch-Site it likes,
 * so neither proves a preview. A browser sends the preview's header only from the product's
 * own pages: CORS does not let other sites send it.
 */
export function previewOrListedWebsite(
  c: Context,
  widget: Widget,
  { previewKey, ownOrigin }: { previewKey: Buffer; ownOrigin: string },
  /** Whether the product's own pages may call too (the chat page a mailed link opens). */
  ownSiteToo = false,
): Preview | null {
  const token = c.req.header(WIDGET_PREVIEW_HEADER);
  if (token !== undefined) {
    const preview = readPreviewToken(previewKey, token);
    if (preview?.publicId !== widget.settings.publicId || preview.accountId !== widget.accountId) {
      throw new ApiError(401, 'preview_expired', widgetErrorCopy.previewExpired);
    }
    return preview;
  }
  const website = callerWebsite(c, ownOrigin);
  if (ownSiteToo && website === ownOrigin) return null;
  if (website === undefined || !widget.settings.allowedOrigins.includes(website)) {
    throw new ApiError(403, 'origin_not_allowed', widgetErrorCopy.notAllowedHere);
  }
  return null;
}
