import { Hono } from 'hono';
import { followUpCopy } from '@shared/follow-up.ts';
import { followUpChatRoute } from '@shared/paths.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { escapeHtml } from '@server/platform/mail/escape-html.ts';
import { conversationOfLinkToken } from '@server/core/follow-up/follow-up-tokens.ts';
import { resumableConversation } from './resumable-conversation.ts';

const page = (title: string, lead: string, script = '') => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1d1f;background:#f5f6f8}
main{max-width:640px;margin:0 auto;padding:48px 24px}
h1{margin:0 0 8px;font-size:24px}
p{margin:0;color:#4a4d55}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(lead)}</p>
</main>
${script}
</body>
</html>
`;

/**
 * GET /chat/<token>: the product's page that a mailed link opens. The business's widget loads
 * on it, already open, and exchanges the token for the visitor's own (widget-api.ts's
 * resumptions), so the visitor goes on with the same conversation. An unknown or expired
 * token is a page that says so (404).
 */
export function followUpChatPage(db: Database, linkKey: Buffer) {
  return new Hono().get(followUpChatRoute, async (c) => {
    c.header('cache-control', 'no-store');
    const token = c.req.param('token');
    const conversationId = conversationOfLinkToken(linkKey, token);
    const found = conversationId ? await resumableConversation(db, conversationId) : null;
    if (!found) return c.html(page(followUpCopy.linkExpired, ''), 404);
    const { settings, agent } = found.widget;
    const business = settings.displayName ?? agent.name;
    return c.html(
      page(
        followUpCopy.pageTitle(business),
        followUpCopy.pageLead,
        `<script src="/widget.js" data-agent="${escapeHtml(settings.publicId)}" data-resume="${escapeHtml(token)}" async></script>`,
      ),
    );
  });
}
