/**
 * Fits a quote into the preview image's text box: the largest font size at which the whole text wraps into
 * the box, broken only between words. Widths come from an estimate of Inter's advance widths that errs on
 * the wide side, so that a line never overflows what satori draws. When even the smallest size cannot hold
 * the text, it ends at the last whole word that fits, with an ellipsis.
 */

export interface TextBox {
  width: number;
  height: number;
}

export interface FitOptions {
  maxFontSize: number;
  minFontSize: number;
  /** Line height as a multiple of the font size. */
  lineHeight: number;
}

export interface FittedText {
  fontSize: number;
  lines: string[];
  /** True when the text had to end early (with an ellipsis). */
  truncated: boolean;
}

const ELLIPSIS = "…";

/** Advance width of a character in em, a little wider than Inter's real glyphs. */
function charWidth(char: string): number {
  if (char === " ") return 0.28;
  if ("il.,:;!|'’‘`ıjf".includes(char)) return 0.3;
  if ('rt()[]{}"“”-–'.includes(char)) return 0.42;
  if ("mwMW—".includes(char)) return 0.95;
  if (/[A-Z]/.test(char)) return 0.72;
  if (/[0-9]/.test(char)) return 0.62;
  if (/[a-z]/.test(char)) return 0.58;
  // Accented letters, symbols and anything else: as wide as the widest common glyphs.
  return 0.75;
}

/** Estimated width of `text` in em. */
export function textWidthEm(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

/** Greedy word wrap at `maxWidthEm`; undefined when a single word is wider than a line. */
function wrapWords(words: string[], maxWidthEm: number): string[] | undefined {
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    if (textWidthEm(word) > maxWidthEm) return undefined;
    const candidate = line ? `${line} ${word}` : word;
    if (textWidthEm(candidate) <= maxWidthEm) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function fitText(text: string, box: TextBox, options: FitOptions): FittedText {
  const words = text.split(/\s+/u).filter(Boolean);
  if (words.length === 0) return { fontSize: options.maxFontSize, lines: [], truncated: false };

  for (let size = options.maxFontSize; size >= options.minFontSize; size -= 2) {
    const maxLines = Math.floor(box.height / (size * options.lineHeight));
    const lines = wrapWords(words, box.width / size);
    if (lines && lines.length <= maxLines) return { fontSize: size, lines, truncated: false };
  }

  // The smallest size: as many whole words as fit, then an ellipsis.
  const size = options.minFontSize;
  const maxWidthEm = box.width / size;
  const maxLines = Math.max(1, Math.floor(box.height / (size * options.lineHeight)));
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    // A word wider than a whole line (a long URL) cannot be placed whole: the text stops before it.
    if (textWidthEm(word) > maxWidthEm) break;
    const candidate = line ? `${line} ${word}` : word;
    if (textWidthEm(candidate) <= maxWidthEm) {
      line = candidate;
      continue;
    }
    lines.push(line);
    if (lines.length === maxLines) {
      line = "";
      break;
    }
    line = word;
  }
  if (line && lines.length < maxLines) lines.push(line);
  return { fontSize: size, lines: withEllipsis(lines, maxWidthEm), truncated: true };
}

/** Ends the last line with an ellipsis, dropping whole words until it fits. */
function withEllipsis(lines: string[], maxWidthEm: number): string[] {
  const result = [...lines];
  let last = (result.pop() ?? "").replace(/[\s,.;:!?—–-]+$/u, "");
  while (last && textWidthEm(`${last}${ELLIPSIS}`) > maxWidthEm) {
    const space = last.lastIndexOf(" ");
    last = space === -1 ? "" : last.slice(0, space).replace(/[\s,.;:!?—–-]+$/u, "");
  }
  result.push(`${last}${ELLIPSIS}`);
  return result;
}
