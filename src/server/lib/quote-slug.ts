const MAX_SLUG_LENGTH = 80;

/** Lower-case ASCII words joined by hyphens: "Café au lait!" → "cafe-au-lait". */
export function slugify(input: string): string {
  return input
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A readable slug from author and the opening words of the text, cut at a word boundary. */
export function quoteSlugBase(author: string, text: string): string {
  const words = slugify(`${author} ${text}`).split("-").filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_SLUG_LENGTH) break;
    slug = next;
  }
  return slug || "quote";
}

/** The base itself when free, else base-2, base-3, … */
export function uniqueSlug(base: string, taken: (candidate: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken(candidate)) return candidate;
  }
}
