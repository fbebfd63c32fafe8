import { Link } from "@tanstack/react-router";
import type { TopQuote } from "#contracts/admin-insights.ts";
import { textLanguageProps } from "#client/lib/quote-language.ts";
import { formatCount } from "#client/lib/utils.ts";

/** A ranked list of quotes, each linking to its page. */
export function TopQuotes(props: {
  id: string;
  title: string;
  description: string;
  unit: string;
  quotes: TopQuote[] | undefined;
}) {
  const { id, title, description, unit, quotes } = props;
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={id}
      className="grid content-start gap-3 rounded-xl border bg-card p-4 sm:p-5"
    >
      <div>
        <h3 id={`${id}-title`} className="font-semibold">
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {!quotes ? (
        <div aria-hidden="true" className="grid gap-2">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="h-10 animate-pulse rounded bg-muted" />
          ))}
        </div>
      ) : quotes.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">No quotes yet.</p>
      ) : (
        <ol className="grid gap-1">
          {quotes.map((quote, index) => (
            <li key={quote.id} className="flex items-baseline gap-3 rounded-md px-2 py-1.5 hover:bg-muted/60">
              <span className="w-5 shrink-0 text-right text-sm text-muted-foreground tabular-nums">{index + 1}</span>
              <span className="min-w-0 flex-1">
                <Link
                  to="/quote/$slug"
                  params={{ slug: quote.url_slug }}
                  className="line-clamp-2 text-sm font-medium hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  {...textLanguageProps(quote.language)}
                >
                  “{quote.text}”
                </Link>
                <span className="block truncate text-xs text-muted-foreground">
                  {quote.author}
                  {quote.status !== "approved" && ` · ${quote.status}`}
                </span>
              </span>
              <span className="shrink-0 text-sm font-medium tabular-nums">
                {formatCount(quote.count)}
                <span className="sr-only"> {unit}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
