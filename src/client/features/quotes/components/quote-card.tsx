import { Link } from "@tanstack/react-router";
import { QuoteIcon } from "lucide-react";
import type { Quote } from "#contracts/quotes.ts";
import { visibleTags } from "#contracts/quotes.ts";
import { Badge } from "#client/components/ui/badge.tsx";
import { Card, CardContent, CardFooter } from "#client/components/ui/card.tsx";
import { cn } from "#client/lib/utils.ts";

export type QuoteCardData = Pick<Quote, "id" | "url_slug" | "text" | "author" | "category" | "tags">;

/** Shared by the card and its skeleton so that loading causes no layout shift. */
export const QUOTE_CARD_CLASS = "h-full min-h-48 gap-0 py-0 md:min-h-56";

/** One quote: its text (linking to the quote's page), author, category and the first tags then "+N more". */
export function QuoteCard({ quote, className }: { quote: QuoteCardData; className?: string }) {
  const { shown, hidden } = visibleTags(quote.tags);
  return (
    <Card className={cn(QUOTE_CARD_CLASS, "transition-shadow hover:shadow-md", className)} data-testid="quote-card">
      <CardContent className="flex flex-1 flex-col px-5 pt-5 pb-4">
        <figure className="flex flex-1 flex-col gap-3">
          <QuoteIcon aria-hidden="true" className="size-5 shrink-0 text-primary" />
          <blockquote className="text-lg leading-relaxed text-pretty break-words">
            <p>
              <Link
                to="/quote/$slug"
                params={{ slug: quote.url_slug }}
                className="rounded-sm outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {quote.text}
              </Link>
            </p>
          </blockquote>
          <figcaption className="mt-auto pt-2 text-sm font-medium text-muted-foreground">
            <span aria-hidden="true">— </span>
            <cite className="not-italic">{quote.author}</cite>
          </figcaption>
        </figure>
      </CardContent>
      <CardFooter className="flex-wrap gap-1.5 border-t px-5 py-3 [.border-t]:pt-3">
        <Badge variant="default" className="capitalize" title="Category" data-testid="quote-category">
          {quote.category}
        </Badge>
        {shown.length > 0 && (
          <ul aria-label="Tags" className="contents">
            {shown.map((tag) => (
              <li key={tag} className="contents">
                <Badge variant="outline" className="max-w-40 truncate font-normal text-muted-foreground">
                  {tag}
                </Badge>
              </li>
            ))}
          </ul>
        )}
        {hidden > 0 && (
          <span className="text-xs text-muted-foreground" data-testid="quote-more-tags">
            +{hidden} more
          </span>
        )}
      </CardFooter>
    </Card>
  );
}
