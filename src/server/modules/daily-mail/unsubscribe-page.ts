import { unsubscribePath } from "#contracts/daily-mail.ts";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const STYLE = `*{box-sizing:border-box}
:root{color-scheme:light dark;--bg:#fafafa;--card:#fff;--fg:#18181b;--muted:#52525b;--border:#e4e4e7;--accent:#2563eb;--button:#2563eb;--accent-fg:#fff}
@media (prefers-color-scheme:dark){:root{--bg:#09090b;--card:#18181b;--fg:#fafafa;--muted:#a1a1aa;--border:#27272a;--accent:#60a5fa}}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px 16px;background:var(--bg);color:var(--fg);font:16px/1.6 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
main{width:100%;max-width:440px;background:var(--card);border:1px solid var(--border);border-radius:12px;padding:32px}
h1{font-size:22px;line-height:1.3;margin:0 0 12px}p{margin:0 0 20px;color:var(--muted)}
button{font:inherit;font-weight:600;color:var(--accent-fg);background:var(--button);border:0;border-radius:8px;padding:10px 20px;cursor:pointer;min-height:44px}
button:focus-visible,a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
a{color:var(--accent)}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Echoes</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/**
 * What a browser opening the mail's unsubscribe link sees: a button that sends the one-click POST. Opening the
 * link changes nothing, so that a mail scanner following links does not unsubscribe anyone.
 */
export function unsubscribeConfirmPage(token: string): string {
  return page(
    "Unsubscribe from the morning e-mail",
    `<h1>Unsubscribe from the morning e-mail?</h1>
<p>You will stop receiving a quote from Echoes each morning. You can turn it back on in your dashboard at any time.</p>
<form method="post" action="${escapeHtml(unsubscribePath(token))}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Unsubscribe</button>
</form>`,
  );
}

/** After the button: done, or the link was not valid. */
export function unsubscribeResultPage(ok: boolean, message: string): string {
  return page(
    ok ? "Unsubscribed" : "Link not valid",
    `<h1>${ok ? "You are unsubscribed" : "This link is not valid"}</h1>
<p role="status">${escapeHtml(message)}</p>
<p><a href="/dashboard">Open your dashboard</a> · <a href="/">Echoes</a></p>`,
  );
}
