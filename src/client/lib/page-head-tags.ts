import { OEMBED_JSON_TYPE } from "#contracts/oembed-link.ts";
import { SITE_NAME, type PageHead } from "./page-head-meta.ts";

/** A page's description when it gives none. */
export const SITE_DESCRIPTION =
  "Echoes is a public place to discover, read, listen to and share meaningful quotes from around the world.";

/** Every page links the Atom feed of the latest quotes. */
export const FEED_PATH = "/feed.xml";
export const FEED_TITLE = "Echoes — latest quotes";

interface HeadTag {
  tag: "meta" | "link" | "script";
  attrs: Record<string, string>;
  text?: string;
}

function absolute(publicUrl: string, path: string): string {
  return `${publicUrl}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * The tags of a head, besides its title: description, canonical link, the page in other languages, its oEmbed
 * answer, Open Graph, Twitter card, JSON-LD.
 */
export function pageHeadTags(head: PageHead, publicUrl: string): HeadTag[] {
  const description = head.description ?? SITE_DESCRIPTION;
  const tags: HeadTag[] = [
    { tag: "meta", attrs: { name: "description", content: description } },
    { tag: "meta", attrs: { property: "og:site_name", content: SITE_NAME } },
    { tag: "meta", attrs: { property: "og:type", content: head.ogType ?? "website" } },
    { tag: "meta", attrs: { property: "og:title", content: head.title } },
    { tag: "meta", attrs: { property: "og:description", content: description } },
    { tag: "meta", attrs: { name: "twitter:card", content: head.image ? "summary_large_image" : "summary" } },
    { tag: "meta", attrs: { name: "twitter:title", content: head.title } },
    { tag: "meta", attrs: { name: "twitter:description", content: description } },
  ];
  if (head.canonicalPath !== undefined) {
    const url = absolute(publicUrl, head.canonicalPath);
    tags.push({ tag: "link", attrs: { rel: "canonical", href: url } });
    tags.push({ tag: "meta", attrs: { property: "og:url", content: url } });
  }
  for (const { hreflang, path } of head.alternates ?? []) {
    tags.push({ tag: "link", attrs: { rel: "alternate", hreflang, href: absolute(publicUrl, path) } });
  }
  if (head.oembedPath !== undefined) {
    const href = absolute(publicUrl, head.oembedPath);
    tags.push({ tag: "link", attrs: { rel: "alternate", type: OEMBED_JSON_TYPE, href, title: head.title } });
  }
  if (head.image) {
    const { path, width, height, alt } = head.image;
    const url = absolute(publicUrl, path);
    tags.push({ tag: "meta", attrs: { property: "og:image", content: url } });
    tags.push({ tag: "meta", attrs: { property: "og:image:width", content: String(width) } });
    tags.push({ tag: "meta", attrs: { property: "og:image:height", content: String(height) } });
    tags.push({ tag: "meta", attrs: { property: "og:image:alt", content: alt } });
    tags.push({ tag: "meta", attrs: { name: "twitter:image", content: url } });
    tags.push({ tag: "meta", attrs: { name: "twitter:image:alt", content: alt } });
  }
  tags.push({
    tag: "link",
    attrs: { rel: "alternate", type: "application/atom+xml", title: FEED_TITLE, href: absolute(publicUrl, FEED_PATH) },
  });
  if (head.jsonLd) {
    tags.push({ tag: "script", attrs: { type: "application/ld+json" }, text: JSON.stringify(head.jsonLd) });
  }
  return tags;
}

/** Marks the tags a page owns, so that the next page replaces them. */
const OWNED = "data-page-head";

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A script's JSON can never close the script element early. */
const escapeScriptText = (value: string) => value.replace(/</g, "\\u003c");

/** The head as HTML, for the server's response. */
export function pageHeadHtml(head: PageHead, publicUrl: string): string {
  const tags = pageHeadTags(head, publicUrl).map(({ tag, attrs, text }) => {
    const attributes = Object.entries(attrs)
      .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
      .join("");
    return tag === "script"
      ? `<script${attributes} ${OWNED}>${escapeScriptText(text ?? "")}</script>`
      : `<${tag}${attributes} ${OWNED}>`;
  });
  return [`<title>${escapeHtml(head.title)}</title>`, ...tags].join("\n    ");
}

/** Whether an element in the document is exactly this tag (the server wrote it, or an earlier apply). */
function isSameTag(element: Element, { tag, attrs, text }: HeadTag): boolean {
  if (element.localName !== tag || element.attributes.length !== Object.keys(attrs).length + 1) return false;
  if (Object.entries(attrs).some(([name, value]) => element.getAttribute(name) !== value)) return false;
  return text === undefined || element.textContent === escapeScriptText(text);
}

/**
 * Puts the head into the document, replacing the previous page's tags — unless they are already there, as
 * on the first page, whose head the server rendered: the page's head is then left untouched.
 */
export function applyPageHead(head: PageHead, publicUrl: string) {
  if (document.title !== head.title) document.title = head.title;
  const tags = pageHeadTags(head, publicUrl);
  const current = document.head.querySelectorAll(`[${OWNED}]`);
  if (current.length === tags.length && tags.every((tag, index) => isSameTag(current[index]!, tag))) return;
  for (const element of current) element.remove();
  for (const { tag, attrs, text } of tags) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    element.setAttribute(OWNED, "");
    if (text !== undefined) element.textContent = escapeScriptText(text);
    document.head.append(element);
  }
}
