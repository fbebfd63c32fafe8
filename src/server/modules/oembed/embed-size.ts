import { OEMBED_FRAME } from "#contracts/oembed.ts";

/**
 * The embed card's box model (syndication/embed-card.ts): border, padding and gap around the quote (18 px text on
 * 27 px lines) and the caption (14 px on 21 px lines) beside the brand link.
 */
const CARD = {
  borderAndPadding: { x: 2 + 48, y: 2 + 40 },
  gap: 12,
  quote: { lineHeight: 27, charWidth: 9.5, wideCharWidth: 18 },
  caption: { lineHeight: 21, charWidth: 7.5, wideCharWidth: 14, brandWidth: 80 },
} as const;

/** Letters that take a full em: CJK ideographs, kana, hangul, fullwidth forms. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

function textWidth(text: string, narrow: number, wide: number): number {
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? wide : narrow;
  return width;
}

/**
 * Lines `text` takes at `lineWidth` px, wrapped at spaces as a browser does (a word longer than a line breaks
 * anywhere). The character widths are generous averages of system-ui, so that the estimate errs towards room to
 * spare rather than a scroll bar.
 */
export function wrappedLines(text: string, lineWidth: number, narrow: number, wide: number): number {
  const space = textWidth(" ", narrow, wide);
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/u).filter(Boolean)) {
    let width = textWidth(word, narrow, wide);
    const needed = used === 0 ? width : used + space + width;
    if (needed <= lineWidth) {
      used = needed;
      continue;
    }
    if (used > 0) lines++;
    // A word wider than the line fills whole lines (overflow-wrap: break-word) and continues on the last.
    while (width > lineWidth) {
      lines++;
      width -= lineWidth;
    }
    used = width;
  }
  return lines;
}

export interface EmbedBounds {
  maxwidth?: number;
  maxheight?: number;
}

/**
 * The iframe's size for a quote: 560 px wide (less when `maxwidth` says so), as high as the card needs to show the
 * whole quote and its caption at that width (at least the card's own minimum), never higher than `maxheight` —
 * past it, the quote scrolls inside the card.
 */
export function embedSize(quoteText: string, caption: string, bounds: EmbedBounds): { width: number; height: number } {
  const width = Math.min(OEMBED_FRAME.width, bounds.maxwidth ?? OEMBED_FRAME.width);
  const inner = width - CARD.borderAndPadding.x;
  const { quote, caption: meta } = CARD;
  const quoteLines = wrappedLines(`“${quoteText}”`, inner, quote.charWidth, quote.wideCharWidth);
  const captionLines = wrappedLines(caption, inner - meta.brandWidth, meta.charWidth, meta.wideCharWidth);
  const needed = CARD.borderAndPadding.y + quoteLines * quote.lineHeight + CARD.gap + captionLines * meta.lineHeight;
  const height = Math.min(Math.max(needed, OEMBED_FRAME.minHeight), bounds.maxheight ?? Number.POSITIVE_INFINITY);
  return { width, height };
}
