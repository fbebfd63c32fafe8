import type { z } from "zod";
import type { QuoteSourceInputSchema } from "#contracts/attribution.ts";
import { SOURCE_TYPES, type SourceType } from "#contracts/constants.ts";
import type { QuoteSource } from "#contracts/quotes.ts";

/** A source's type as the forms name it. */
export const SOURCE_TYPE_LABELS: Record<SourceType, string> = {
  book: "Book",
  speech: "Speech",
  letter: "Letter",
  interview: "Interview",
  article: "Article",
  film: "Film",
  song: "Song",
  web: "Web page",
  other: "Other",
};

export { SOURCE_TYPES };

export const HISTORIC_DATE_HINT = "A year (1936) or a date (1936-05-14)";

export type SourceInputBody = z.input<typeof QuoteSourceInputSchema>;

/** One source as a form holds it: text fields, and the id of the shared source it was filled from ("" for a new one). */
export interface SourceFormValues {
  id: string;
  name: string;
  type: SourceType;
  author: string;
  publication_date: string;
  url: string;
  location: string;
  description: string;
}

/** The fields of a source a member or curator types (the type has a default, so it is not "input"). */
const TYPED_KEYS = ["name", "author", "publication_date", "url", "location", "description"] as const;
/** The fields of the shared source itself: the place in the work (`location`) belongs to the quote. */
const SHARED_KEYS = ["name", "type", "author", "publication_date", "url", "description"] as const;

export function emptySource(): SourceFormValues {
  return { id: "", name: "", type: "book", author: "", publication_date: "", url: "", location: "", description: "" };
}

export function sourceFormValues(source: QuoteSource): SourceFormValues {
  return {
    id: source.id,
    name: source.name,
    type: source.type,
    author: source.author ?? "",
    publication_date: source.publication_date ?? "",
    url: source.url ?? "",
    location: source.location ?? "",
    description: source.description ?? "",
  };
}

/** Whether any of the source's fields has text. */
export function hasSourceInput(source: SourceFormValues): boolean {
  return TYPED_KEYS.some((key) => source[key].trim() !== "");
}

/**
 * The source as the API takes it. An existing source is linked by its id while its own fields are as they were;
 * once edited it is sent as a new one (the server reuses an identical one), so that other quotes citing the shared
 * source keep it as it is.
 */
export function toSourceInput(source: SourceFormValues, original?: QuoteSource): SourceInputBody {
  const unchanged =
    original !== undefined &&
    source.id === original.id &&
    SHARED_KEYS.every((key) => source[key].trim() === (original[key] ?? "").trim());
  return {
    ...(unchanged ? { id: original.id } : {}),
    name: source.name,
    type: source.type,
    author: source.author,
    publication_date: source.publication_date,
    url: source.url,
    location: source.location,
    description: source.description,
  };
}
