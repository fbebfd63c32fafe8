import { createHash } from "node:crypto";
import { misattributionLine } from "#contracts/attribution-wording.ts";
import type { AttributionStatus } from "#contracts/constants.ts";
import { isRightToLeft } from "#contracts/languages.ts";
import { quotePagePath } from "#contracts/share.ts";

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** The card's one stylesheet: light by default, dark when the reader's system is. */
const STYLE = `*{box-sizing:border-box}html,body,figure,h1{margin:0}html,body,main{height:100%}
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fff;color:#18181b}
.card{display:flex;flex-direction:column;justify-content:space-between;gap:12px;height:100%;min-height:160px;padding:20px 24px;border:1px solid #e4e4e7;border-radius:12px;background:#fff}
blockquote,blockquote p{margin:0}blockquote{flex:1;min-height:0;overflow:auto;font-size:1.125rem;line-height:1.5;overflow-wrap:break-word}
blockquote a{color:inherit;text-decoration:none}blockquote a:hover{text-decoration:underline}
.meta{display:flex;align-items:center;justify-content:space-between;gap:12px;font-size:.875rem;color:#52525b}
cite{font-style:normal;font-weight:600;color:#3f3f46}.misattributed{font-weight:500;color:#9a3412}
.brand{display:inline-flex;align-items:center;gap:6px;font-weight:700;color:#4338ca;text-decoration:none}
.brand:hover{text-decoration:underline}.mark{font-size:1.25rem;line-height:1}.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
a:focus-visible{outline:2px solid #6366f1;outline-offset:2px;border-radius:4px}
@media (prefers-color-scheme:dark){body,.card{background:#18181b;color:#fafafa}.card{border-color:#3f3f46}.meta{color:#a1a1aa}cite{color:#e4e4e7}.misattributed{color:#fdba74}.brand{color:#a5b4fc}}`;

const STYLE_HASH = `'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`;

/** The embed's own policy: nothing but its stylesheet, and any site may frame it. */
export const EMBED_CSP = [
  "default-src 'none'",
  `style-src ${STYLE_HASH}`,
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors *",
].join("; ");

/** A page of its own: its content is the main landmark, under a heading screen readers announce (not shown). */
function page(title: string, heading: string, body: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1 class="sr">${escapeHtml(heading)}</h1>
${body}
</main>
</body>
</html>
`;
}

/** What the embed card shows of a quote. */
export interface EmbeddedQuote {
  text: string;
  author: string;
  urlSlug: string;
  attributionStatus: AttributionStatus;
  attributionActualAuthor: string | null;
  /** The BCP 47 tag of the text's language. */
  language: string;
}

/** The blockquote's `lang` (screen readers read the quote in its language) and, for a right-to-left one, `dir`. */
function languageAttributes(language: string): string {
  const lang = ` lang="${escapeHtml(language)}"`;
  return isRightToLeft(language) ? `${lang} dir="rtl"` : lang;
}

/**
 * A quote as a small card another site may put in an iframe; every link opens the quote on Echoes. A misattributed
 * quote says so where the author would be: "Often attributed to X — actually Y".
 */
export function embedCardHtml(quote: EmbeddedQuote, publicUrl: string): string {
  const misattributed = misattributionLine(
    { status: quote.attributionStatus, actual_author: quote.attributionActualAuthor },
    quote.author,
  );
  const href = escapeHtml(`${publicUrl}${quotePagePath(quote.urlSlug)}`);
  const link = (content: string, extra = "") =>
    `<a href="${href}" target="_blank" rel="noopener"${extra}>${content}</a>`;
  return page(
    `“${quote.text.slice(0, 60)}” — ${quote.author} | Echoes`,
    `Quote by ${quote.author} on Echoes`,
    `<figure class="card">
<blockquote${languageAttributes(quote.language)}><p>${link(`“${escapeHtml(quote.text)}”`)}</p></blockquote>
<figcaption class="meta">${
      misattributed
        ? `<cite class="misattributed">${escapeHtml(misattributed)}</cite>`
        : `<cite>— ${escapeHtml(quote.author)}</cite>`
    }${link(
      `<span class="mark" aria-hidden="true">“</span>Echoes<span class="sr"> (opens in a new tab)</span>`,
      ' class="brand"',
    )}</figcaption>
</figure>`,
  );
}

export function embedNotFoundHtml(): string {
  return page("Quote not found | Echoes", "Quote not found", `<div class="card"><p>Quote not found</p></div>`);
}
