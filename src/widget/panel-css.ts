/**
 * The panel's styles, inside the widget's shadow root: the page's CSS cannot reach them, and
 * they cannot reach the page. `--accent` and `--on-accent` are the business's colour and the
 * readable text colour on it (set by the loader).
 */
export const panelCss = `
.panel{position:fixed;bottom:20px;z-index:2147483647;display:flex;flex-direction:column;width:370px;
height:min(600px,calc(100vh - 40px));background:#fff;color:#1d1d1f;border-radius:16px;overflow:hidden;
box-shadow:0 8px 32px rgba(0,0,0,.28);animation:rise .18s ease-out}
.panel[hidden],.panel [hidden]{display:none!important}
.right .panel{right:20px}.left .panel{left:20px}
.preview .panel{height:calc(100% - 40px);max-width:calc(100% - 40px)}
@keyframes rise{from{opacity:0;transform:translateY(12px)}}
@media (prefers-reduced-motion:reduce){.panel{animation:none}}
@media (max-width:480px){.frame:not(.preview) .panel{inset:0;width:100%;height:100%;border-radius:0}}
header{display:flex;align-items:center;gap:10px;padding:12px 14px;background:var(--accent);color:var(--on-accent)}
h2{flex:1;margin:0;font-size:16px;font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.avatar{display:grid;place-items:center;width:34px;height:34px;border-radius:50%;object-fit:cover;
background:rgba(255,255,255,.25);font-weight:700}
.close{width:36px;height:36px;border:0;border-radius:50%;background:transparent;color:inherit;font-size:24px;cursor:pointer}
.log{flex:1;min-height:72px;overflow-y:auto;padding:14px;display:flex;flex-direction:column;gap:8px;background:#f5f6f8}
.message{max-width:85%;padding:8px 12px;border-radius:14px;background:#fff;border:1px solid #dfe1e6;white-space:pre-wrap;word-wrap:break-word}
.message p{margin:0}
.message strong{display:block;font-size:12px;color:#4a4d55}
.message.customer{align-self:flex-end;background:var(--accent);color:var(--on-accent);border-color:transparent}
.message.system{align-self:center;max-width:100%;background:transparent;border:0;color:#4a4d55;font-size:13px;text-align:center}
.typing{margin:0;padding:4px 14px;color:#4a4d55;font-size:13px;background:#f5f6f8}
.notice{margin:0;padding:8px 14px;background:#fdecea;color:#8a1c12;font-size:13px}
.composer{display:flex;gap:8px;padding:10px;border-top:1px solid #dfe1e6}
textarea,input{flex:1;width:100%;padding:8px 10px;border:1px solid #8a8f98;border-radius:10px;font:inherit;color:inherit;background:#fff;resize:none}
button{font:inherit;cursor:pointer}
.primary{padding:8px 14px;border:0;border-radius:10px;background:var(--accent);color:var(--on-accent);font-weight:600}
.actions{display:flex;justify-content:space-between;gap:8px;padding:0 10px 10px}
.choices{display:flex;flex-wrap:wrap;gap:6px;align-self:flex-start}
.choice{padding:6px 12px;border:1px solid var(--accent);border-radius:16px;background:#fff;color:#1d1d1f;font:inherit;font-size:13px;cursor:pointer}
.actions button{padding:6px 8px;border:0;background:transparent;color:#1d1d1f;text-decoration:underline}
.rating,.thanks,.offline{display:flex;flex-direction:column;gap:8px;padding:12px 14px;border-top:1px solid #dfe1e6}
.newchat{display:flex;padding:0 14px 12px}
.newchat button{flex:1;padding:8px 14px;border:1px solid #8a8f98;border-radius:10px;background:#fff;color:#1d1d1f}
.rating p,.thanks p,.offline p{margin:0}
.row{display:flex;gap:8px}
.panel:has(.contact:not([hidden])) :is(.composer,.actions){display:none}
.contact{flex:0 1 auto;min-height:0;overflow-y:auto}
.plain{padding:8px 14px;border:1px solid #8a8f98;border-radius:10px;background:#fff;color:#1d1d1f}
[aria-invalid=true]{border-color:#b3261e}
.thumbs{display:flex;gap:8px}
.thumbs button{display:flex;padding:8px 14px;border:1px solid #8a8f98;border-radius:10px;background:#fff;color:#1d1d1f}
.thumbs svg{width:20px;height:20px;fill:currentColor}
.thumbs button[aria-pressed=true]{border:2px solid #111;background:#eef2ff}
label{font-size:13px;font-weight:600}
button:focus-visible,textarea:focus-visible,input:focus-visible,.log:focus-visible{outline:3px solid #111;outline-offset:2px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
