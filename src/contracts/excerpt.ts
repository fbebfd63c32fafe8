/**
 * A text cut to at most `max` characters for a title, a label or a confirmation: spaces collapsed, cut at a word
 * (when one ends in its last two fifths) with trailing punctuation dropped, and an ellipsis. "The secret of getting
 * ahead is getting started…" — the whole text when it fits.
 */
export function excerpt(text: string, max: number): string {
  const clean = text.replace(/\s+/gu, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?—–-]+$/u, "")}…`;
}
