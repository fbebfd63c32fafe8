/**
 * The last step of both speech normalisers: no space before punctuation, one mark where pauses pile up
 * (", ;" → ","; ", ." → "."), no leading punctuation, single spaces.
 */
export function tidyPunctuation(text: string): string {
  return text
    .replace(/\s+([.,;:?!])/g, "$1")
    .replace(/([,;:])(?:\s*[,;:])+/g, "$1")
    .replace(/,\s*([.?!])/g, "$1")
    .replace(/([.?!])\s*[,;:]/g, "$1")
    .replace(/\.\s*\./g, ".")
    .replace(/^[\s,;:.]+/, "")
    .replace(/\s+/g, " ")
    .trim();
}
