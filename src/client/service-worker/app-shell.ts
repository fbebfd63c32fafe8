/**
 * The app shell: the page template (index.html, precached) with a line of text where the server would have put the
 * page. Without the server's state the app renders the page itself (main.tsx), from the data kept offline; the text
 * is the first paint the start-up script waits for.
 */
import { matchPrecache } from "workbox-precaching";

const OPENING = `<main style="padding:2rem 1rem;font:1rem/1.5 system-ui,sans-serif;text-align:center"><p>Opening your saved copy…</p></main>`;

export async function appShell(): Promise<Response | undefined> {
  const template = await matchPrecache("/index.html");
  if (!template) return undefined;
  const html = (await template.text())
    .replace("<!--app-head-->", "<title>Echoes</title>")
    .replace("<!--app-html-->", OPENING)
    .replace("<!--app-state-->", "");
  const headers = new Headers(template.headers);
  headers.delete("Content-Length");
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { status: 200, headers });
}
