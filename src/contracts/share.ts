import { z } from "zod";
import { QueryBoolean } from "./common.ts";
import { QuoteSchema } from "./quotes.ts";

/** Share platforms of docs/product/messages-and-limits.md, in the order the share dialog lists them. */
export const SHARE_PLATFORMS = [
  "twitter",
  "facebook",
  "linkedin",
  "whatsapp",
  "telegram",
  "reddit",
  "pinterest",
  "tumblr",
  "tiktok",
  "snapchat",
  "discord",
  "youtube",
  "email",
] as const;
export type SharePlatform = (typeof SHARE_PLATFORMS)[number];

/** Platforms without a share URL: sharing to them copies the link. */
export const COPY_LINK_PLATFORMS = [
  "tiktok",
  "snapchat",
  "discord",
  "youtube",
] as const satisfies readonly SharePlatform[];

/** Tracking parameters of a quote share (docs/product/messages-and-limits.md). */
export const SHARE_UTM_DEFAULTS = { source: "quote_share", medium: "social", campaign: "quote_sharing" } as const;
export const SHARE_DEFAULT_HASHTAGS = ["quotes", "inspiration"] as const;
/** Platform windows open as popups of this size. */
export const SHARE_POPUP = { width: 600, height: 400 } as const;

export { quoteImagePath, SHARE_IMAGE } from "./share-image.ts";

/** Messages of sharing (docs/product/messages-and-limits.md), word for word. */
export const SHARE_MESSAGES = {
  shareFailed: "Share failed",
  nativeUnavailable: "Native sharing is not available",
  failedToShareTo: (platform: string) => `Failed to share to ${platform}`,
  copied: "Copied!",
  copyFailed: "Failed to copy",
  copiedToClipboard: "Copied to clipboard",
  copyFailedTitle: "Copy failed",
  regenerationFailed: "Regeneration failed",
  regenerationFailedDescription: "Could not regenerate the preview image",
  previewRegenerated: "Preview regenerated",
  previewUnavailable: "Preview not available",
} as const;

export const QuoteImageParamsSchema = z.object({ slug: z.string().min(1).max(300) });
export const QuoteImageQuerySchema = z.object({ regenerate: QueryBoolean.optional() });

/** The quote of the day: the same quote for everyone during one UTC day. */
export const DailyQuoteSchema = z.object({
  /** The UTC day, YYYY-MM-DD. */
  day: z.string(),
  quote: QuoteSchema,
});
export type DailyQuote = z.infer<typeof DailyQuoteSchema>;

/** Days within which a quote of the day is not chosen again. */
export const DAILY_QUOTE_REPEAT_DAYS = 90;

/** Entries in the Atom feed. */
export const FEED_ENTRY_COUNT = 50;

/** The path of a quote's embeddable card. */
export const quoteEmbedPath = (slug: string) => `/embed/quote/${encodeURIComponent(slug)}`;
/** The path of a quote's page. */
export const quotePagePath = (slug: string) => `/quote/${encodeURIComponent(slug)}`;

/** The embed code's frame: the width of the column it is pasted in, up to 560 px, and 220 px high. */
export const EMBED_FRAME = { maxWidth: 560, height: 220 } as const;

const attribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The iframe that puts a quote's card on another site: the share dialog's embed code (`EMBED_FRAME`), or the oEmbed
 * answer's `html` with a size in pixels (never wider than the column it is in). `frameborder` keeps it borderless
 * where a site's sanitiser drops `style` (WordPress keeps only src, width, height, frameborder, title and a few more).
 */
export function embedIframeHtml(embedUrl: string, author: string, size?: { width: number; height: number }): string {
  const [width, height, maxWidth] = size
    ? [String(size.width), size.height, "100%"]
    : ["100%", EMBED_FRAME.height, `${EMBED_FRAME.maxWidth}px`];
  return (
    `<iframe src="${attribute(embedUrl)}" title="${attribute(`Quote by ${author} on Echoes`)}" width="${width}" ` +
    `height="${height}" style="border:0;max-width:${maxWidth}" frameborder="0" loading="lazy"></iframe>`
  );
}
