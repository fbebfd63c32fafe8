import { useId, type ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { misattributionLine } from "#contracts/attribution-wording.ts";
import type { Quote } from "#contracts/quotes.ts";
import { textLanguageProps } from "#client/lib/quote-language.ts";

/**
 * "Also misattributed to them": quotes credited to the author that they did not say, each linking to its page
 * and saying who really did ("Often attributed to X — actually Y"), or that nobody knows.
 */
export function MisattributedQuotes({
  name,
  quotes,
  children,
}: {
  name: string;
  quotes: Pick<Quote, "id" | "url_slug" | "text" | "author" | "language" | "attribution">[];
  /** After the list: e.g. a button that loads more of them. */
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4" data-testid="author-misattributed">
      <div>
        <h2 id={headingId} className="text-xl font-semibold tracking-tight">
          Also misattributed to them
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">Often credited to {name}, but not their words.</p>
      </div>
      <ol className="grid gap-4 sm:grid-cols-2">
        {quotes.map((quote) => (
          <li
            key={quote.id}
            className="min-w-0 rounded-xl border border-dashed bg-card p-5 text-card-foreground"
            data-quote-id={quote.id}
          >
            <figure className="grid gap-3">
              <blockquote className="leading-relaxed text-pretty break-words" {...textLanguageProps(quote.language)}>
                <p>
                  <Link
                    to="/quote/$slug"
                    params={{ slug: quote.url_slug }}
                    className="rounded-sm outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    “{quote.text}”
                  </Link>
                </p>
              </blockquote>
              <figcaption className="text-sm text-muted-foreground" data-testid="misattribution">
                {misattributionLine(quote.attribution, quote.author)}
              </figcaption>
            </figure>
          </li>
        ))}
      </ol>
      {children}
    </section>
  );
}
