import { memo } from "react";
import { Link } from "@tanstack/react-router";
import { EyeIcon, QuoteIcon } from "lucide-react";
import type { Quote } from "#contracts/quotes.ts";
import { visibleTags } from "#contracts/tags.ts";
import { badgeVariants } from "#client/components/ui/badge.tsx";
import { cn, formatCount, pluralize } from "#client/lib/utils.ts";
import { displayParts } from "../display-mode.ts";
import { DEFAULT_DISPLAY, DEFAULT_VIEW, type DisplayMode, type QuoteView } from "../search-params.ts";
import { QuoteActions } from "./quote-actions.tsx";
import { FilterLink } from "./filter-link.tsx";
import { AuthorLink } from "./author-link.tsx";
import { LazyQuoteStatusBadge as QuoteStatusBadge } from "#client/components/lazy-quote-status-badge.tsx";
import { canEditQuote, ownerBadgeStatus, type QuoteViewer } from "#contracts/quote-rules.ts";
import { hasAudio, hasEngagement, QuoteSlot } from "#client/lib/quote-slots.tsx";
import { BACKGROUND_VEIL, quoteBackgroundStyle } from "#client/lib/quote-background.ts";
import { formatDate } from "#client/lib/dates.ts";
import { AttributionBadge } from "#client/components/attribution-badge.tsx";
import { misattributionLine } from "#contracts/attribution-wording.ts";
import { textLanguageProps } from "#client/lib/quote-language.ts";
import { LanguageTag } from "./language-tag.tsx";

/** What a card needs; lists and related quotes give whole quotes. */
export type QuoteCardData = Pick<Quote, "id" | "url_slug" | "text" | "author" | "category" | "tags"> &
  Partial<
    Pick<
      Quote,
      | "status"
      | "user_id"
      | "views"
      | "created_at"
      | "context"
      | "description"
      | "background_url"
      | "author_slug"
      | "attribution"
      | "language"
    >
  >;

export interface QuoteCardProps<T extends QuoteCardData = QuoteCardData> {
  quote: T;
  /** clean: text and author; standard: + category and tags; full: + context, description, views and date. */
  display?: DisplayMode;
  /** grid: a tile; list: a full-width row. */
  layout?: QuoteView;
  /** The signed-in user, for the owner status badge and the Edit button. */
  viewer?: QuoteViewer | null;
  /** Opens the quote editor; the Edit button shows only with a handler and for the owner or an admin. */
  onEdit?: (quote: T) => void;
  className?: string;
}

/** The card's outer box, shared with its skeleton so that loading causes no layout shift. */
export function quoteCardClass(display: DisplayMode, layout: QuoteView) {
  return cn(
    "flex h-full flex-col rounded-xl border bg-card text-card-foreground shadow-sm",
    layout === "grid" && display !== "clean" && "min-h-52",
    layout === "grid" && display === "clean" && "min-h-40",
  );
}

const tagClass = cn(
  badgeVariants({ variant: "outline" }),
  "max-w-40 truncate font-normal text-muted-foreground hover:border-primary/40 hover:bg-accent hover:text-accent-foreground",
);
const categoryClass = cn(badgeVariants({ variant: "default" }), "capitalize hover:bg-primary-hover");

/**
 * One quote (docs/product/screens.md): its text (linking to the quote's page) in its language, author, category and the
 * first 3 tags then "+N more"; a tag naming its language when not English; its attribution badge (and, when misattributed, who really said it); the owner's status badge, a copy
 * button and, for the owner or an admin, Edit. The author links to their page; the category or a tag filters the
 * home list.
 */
function QuoteCardView<T extends QuoteCardData>({
  quote,
  display = DEFAULT_DISPLAY,
  layout = DEFAULT_VIEW,
  viewer,
  onEdit,
  className,
}: QuoteCardProps<T>) {
  const parts = displayParts(display);
  const { shown, hidden } = visibleTags(quote.tags);
  const badge = ownerBadgeStatus(viewer, quote);
  const editable = onEdit !== undefined && canEditQuote(viewer, { user_id: quote.user_id ?? null });
  const date = parts.details && quote.created_at ? formatDate(quote.created_at) : "";
  const isList = layout === "list";
  const background = quoteBackgroundStyle(quote.background_url);
  const attribution = quote.attribution;
  const misattributed = attribution && misattributionLine(attribution, quote.author);
  const language = <LanguageTag language={quote.language} />;
  const actions = <QuoteActions quote={quote} onEdit={editable ? onEdit : undefined} className="ml-auto shrink-0" />;

  return (
    <article
      data-testid="quote-card"
      data-display={display}
      data-layout={layout}
      className={cn(
        quoteCardClass(display, layout),
        "transition-shadow hover:shadow-md has-[a:focus-visible]:shadow-md",
        className,
      )}
    >
      <div
        className={cn(
          "flex flex-1 gap-3 p-5",
          isList ? "items-start sm:gap-4 sm:px-6" : "flex-col",
          background && cn(BACKGROUND_VEIL, "overflow-hidden rounded-t-xl before:rounded-t-xl"),
        )}
        style={background}
        data-background={background ? quote.background_url : undefined}
      >
        {isList ? (
          <QuoteIcon aria-hidden="true" className="mt-1 hidden size-5 shrink-0 text-primary sm:block" />
        ) : (
          <div className="flex items-start gap-2">
            <QuoteSlot name="cardSelect" quote={quote} />
            <QuoteIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
            {language}
            {badge && <QuoteStatusBadge status={badge} className="mt-0.5" />}
            {actions}
          </div>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          {isList && (
            <div className="flex items-center gap-2 empty:hidden">
              <QuoteSlot name="cardSelect" quote={quote} />
              {language}
              {badge && <QuoteStatusBadge status={badge} />}
            </div>
          )}
          <figure className={cn("flex flex-col", isList ? "gap-2" : "gap-3")}>
            <blockquote
              className={cn(
                // The reader's font size (docs/product/messages-and-limits.md; styles.css): text-lg unless they chose another.
                "text-(length:--quote-font-size) leading-relaxed text-pretty break-words whitespace-pre-line",
                display === "clean" && !isList && "leading-snug",
              )}
              data-testid="quote-text"
              {...textLanguageProps(quote.language)}
            >
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
            <figcaption className="pt-1 text-sm font-medium text-muted-foreground">
              <span aria-hidden="true">— </span>
              <cite className="not-italic">
                <AuthorLink quote={quote} className="hover:text-foreground hover:underline" />
              </cite>
              {attribution && (
                <>
                  {" "}
                  <AttributionBadge status={attribution.status} />
                </>
              )}
              {misattributed && (
                <span className="mt-1 block text-xs font-normal" data-testid="misattribution">
                  {misattributed}
                </span>
              )}
            </figcaption>
          </figure>

          {parts.details && (quote.context || quote.description) && (
            <div className="space-y-1.5 text-sm leading-6 text-muted-foreground" data-testid="quote-details">
              {quote.context && (
                <p className="line-clamp-3">
                  <span className="font-medium text-foreground">Context: </span>
                  {quote.context}
                </p>
              )}
              {quote.description && <p className="line-clamp-3">{quote.description}</p>}
            </div>
          )}
          {hasAudio(quote) && <QuoteSlot name="cardAudio" quote={quote} />}
        </div>
        {isList && actions}
      </div>

      {(parts.taxonomy || parts.details) && (
        <footer className={cn("flex flex-wrap items-center gap-1.5 border-t px-5 py-3", isList && "sm:px-6")}>
          {parts.taxonomy && (
            <>
              <FilterLink kind="category" value={quote.category} className={categoryClass}>
                <span className="sr-only">Category: </span>
                <span data-testid="quote-category">{quote.category}</span>
              </FilterLink>
              {shown.length > 0 && (
                <ul aria-label="Tags" className="contents">
                  {shown.map((tag) => (
                    <li key={tag} className="contents">
                      <FilterLink kind="tag" value={tag} className={tagClass}>
                        {tag}
                      </FilterLink>
                    </li>
                  ))}
                </ul>
              )}
              {hidden > 0 && (
                <span className="text-xs text-muted-foreground" data-testid="quote-more-tags">
                  +{hidden} more
                </span>
              )}
            </>
          )}
          {parts.details && (
            <p className="ml-auto flex items-center gap-3 text-xs text-muted-foreground">
              {quote.views !== undefined && (
                <span className="inline-flex items-center gap-1" title={pluralize(quote.views, "view")}>
                  <EyeIcon aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">Views: </span>
                  {formatCount(quote.views)}
                </span>
              )}
              {date && quote.created_at && <time dateTime={quote.created_at}>{date}</time>}
            </p>
          )}
        </footer>
      )}
      {hasEngagement(quote) && <QuoteSlot name="cardFooter" quote={quote} />}
      <QuoteSlot name="cardDebug" quote={quote} />
    </article>
  );
}

/** Cards skip re-rendering when their quote and options are unchanged (the list re-renders around them). */
export const QuoteCard = memo(QuoteCardView) as typeof QuoteCardView;
