import { z } from "zod";

export { OEMBED_JSON_TYPE, OEMBED_PATH, oembedDiscoveryPath } from "./oembed-link.ts";

/**
 * The iframe an oEmbed answer gives: 560 px wide unless `maxwidth` asks for less, as high as the quote needs unless
 * `maxheight` asks for less. A card narrower or lower than the minimum cannot be shown: such bounds are refused.
 */
export const OEMBED_FRAME = { width: 560, minWidth: 200, minHeight: 160 } as const;

/** The longest quote page URL looked at. */
export const OEMBED_URL_MAX = 2048;

/** Messages of GET /api/oembed. */
export const OEMBED_MESSAGES = {
  urlRequired: "url is required",
  urlTooLong: `url must be at most ${OEMBED_URL_MAX} characters`,
  urlInvalid: "url must be an absolute http(s) URL",
  notFound: "No quote of Echoes is at this URL",
  formatNotImplemented: "Only format=json is supported",
  maxWidth: `maxwidth must be a whole number of pixels, at least ${OEMBED_FRAME.minWidth}`,
  maxHeight: `maxheight must be a whole number of pixels, at least ${OEMBED_FRAME.minHeight}`,
} as const;

/** An empty query parameter (`maxwidth=`, which some consumers send) is no parameter. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const bound = (min: number, message: string) =>
  optional(z.coerce.number({ error: message }).int(message).min(min, message).max(100_000, message));

export const OembedQuerySchema = z.object({
  /** A quote page of this site: /quote/{slug} or /quote/id/{id}, with or without a trailing slash or a query. */
  url: z
    .string({ error: OEMBED_MESSAGES.urlRequired })
    .min(1, OEMBED_MESSAGES.urlRequired)
    .max(OEMBED_URL_MAX, OEMBED_MESSAGES.urlTooLong),
  /** `json` (the default); any other format answers 501. */
  format: optional(z.string().max(20)),
  maxwidth: bound(OEMBED_FRAME.minWidth, OEMBED_MESSAGES.maxWidth),
  maxheight: bound(OEMBED_FRAME.minHeight, OEMBED_MESSAGES.maxHeight),
});
export type OembedQuery = z.infer<typeof OembedQuerySchema>;

/** An oEmbed 1.0 `rich` answer (https://oembed.com §2.3). */
export const OembedSchema = z.object({
  version: z.literal("1.0"),
  type: z.literal("rich"),
  /** The embed card's iframe, `width` × `height` pixels. */
  html: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The quote's text, cut to 100 characters. */
  title: z.string(),
  /** Who said it; for a misattributed quote the real author, or nothing when unknown. */
  author_name: z.string().optional(),
  /** The author's page, when `author_name` is the quote's named author. */
  author_url: z.string().optional(),
  provider_name: z.string(),
  provider_url: z.string(),
  /** The share image, given only when it fits within `maxwidth` × `maxheight` (it is served at 1200 × 630 only). */
  thumbnail_url: z.string().optional(),
  thumbnail_width: z.number().int().optional(),
  thumbnail_height: z.number().int().optional(),
});
export type Oembed = z.infer<typeof OembedSchema>;
