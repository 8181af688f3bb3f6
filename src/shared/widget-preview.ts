/**
 * The portal's preview of the website widget (the Channels page): the real widget, proving to
 * the widget API with a short-lived token that the signed-in owner asked for it. Kept apart
 * from webchat.ts, whose schemas the widget's own bundle must not carry.
 */

/** The request header the preview's widget sends its token in. */
export const WIDGET_PREVIEW_HEADER = 'x-widget-preview';

/** The page's event that hands the preview's widget the looks not saved yet. */
export const WIDGET_PREVIEW_EVENT = 'agent-widget:preview';

export const WIDGET_PREVIEW_TOKEN_TTL_MINUTES = 30;

/** The page asks for a new token this often, well before the one in use expires. */
export const WIDGET_PREVIEW_TOKEN_REFRESH_MINUTES = 20;

/**
 * The header the widget sends a mailed link's token in when it asks for its look from the
 * product's own chat page (core/follow-up): that page is no website on the agent's list.
 */
export const WIDGET_RESUME_HEADER = 'x-widget-resume';
