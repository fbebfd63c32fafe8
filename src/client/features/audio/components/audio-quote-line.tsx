import { Link } from "@tanstack/react-router";
import { textLanguageProps } from "#client/lib/quote-language.ts";

interface QuoteLineProps {
  quote: { id: string; text: string; author: string; language: string; status: string };
}

/** A quote in the admin's audio lists: its text linking to its page, its author, and its status unless approved. */
export function AudioQuoteLine({ quote }: QuoteLineProps) {
  return (
    <div className="min-w-0">
      <Link
        to="/quote/id/$id"
        params={{ id: quote.id }}
        className="line-clamp-2 rounded-sm font-medium outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50"
        {...textLanguageProps(quote.language)}
      >
        “{quote.text}”
      </Link>
      <p className="mt-0.5 text-sm text-muted-foreground">
        — {quote.author}
        {quote.status !== "approved" && (
          <span className="ml-2 rounded bg-muted px-1.5 py-0.5 text-xs">{quote.status}</span>
        )}
      </p>
    </div>
  );
}
