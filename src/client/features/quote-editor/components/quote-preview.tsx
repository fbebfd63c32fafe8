import type { ReactNode } from "react";
import { ExternalLinkIcon, QuoteIcon } from "lucide-react";
import type { QuoteStatus } from "#contracts/constants.ts";
import { badgeStatus } from "#contracts/quote-rules.ts";
import { visibleTags } from "#contracts/quotes.ts";
import { QuoteStatusBadge } from "#client/components/quote-status-badge.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import type { SourceFormValues } from "../quote-form.ts";

export interface PreviewValues {
  text: string;
  author: string;
  category: string;
  tags: string[];
  context?: string | null;
  description?: string | null;
  reference_url?: string | null;
  source: SourceFormValues;
}

/**
 * The quote as its card will show it (text, author, category, the first three tags then "+N more", and the
 * owner's status badge), then the details its page adds.
 */
export function QuotePreview({ values, status }: { values: PreviewValues; status: QuoteStatus | null }) {
  const badge = badgeStatus(status);
  const { shown, hidden } = visibleTags(values.tags);
  const text = values.text.trim();
  const author = values.author.trim();
  const category = values.category.trim();
  const context = (values.context ?? "").trim();
  const description = (values.description ?? "").trim();
  const reference = (values.reference_url ?? "").trim();
  const sourceName = values.source.name.trim();
  const sourceBits = [values.source.author.trim(), values.source.publication_date.trim(), values.source.type.trim()]
    .filter(Boolean)
    .join(" · ");

  return (
    <div className="grid gap-4" data-testid="quote-preview">
      <div className="flex min-h-48 flex-col rounded-xl border bg-card text-card-foreground shadow-sm">
        <figure className="flex flex-1 flex-col gap-3 px-5 pt-5 pb-4">
          <div className="flex items-start justify-between gap-2">
            <QuoteIcon aria-hidden="true" className="size-5 shrink-0 text-primary" />
            {badge && <QuoteStatusBadge status={badge} />}
          </div>
          <blockquote className="text-lg leading-relaxed text-pretty break-words whitespace-pre-line">
            {text ? <p>{text}</p> : <p className="text-muted-foreground italic">Your quote will appear here.</p>}
          </blockquote>
          <figcaption className="mt-auto pt-2 text-sm font-medium text-muted-foreground">
            <span aria-hidden="true">— </span>
            <cite className="not-italic">{author || "Author"}</cite>
          </figcaption>
        </figure>
        <div className="flex flex-wrap gap-1.5 border-t px-5 py-3">
          <Badge variant={category ? "default" : "outline"} className="capitalize">
            {category || "No category"}
          </Badge>
          {shown.map((tag) => (
            <Badge key={tag} variant="outline" className="max-w-40 truncate font-normal text-muted-foreground">
              {tag}
            </Badge>
          ))}
          {hidden > 0 && <span className="self-center text-xs text-muted-foreground">+{hidden} more</span>}
        </div>
      </div>

      {(context || description || reference || sourceName) && (
        <dl className="grid gap-3 rounded-lg border border-dashed p-4 text-sm">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">On the quote&apos;s page</p>
          {context && <PreviewDetail term="Context">{context}</PreviewDetail>}
          {description && <PreviewDetail term="Description">{description}</PreviewDetail>}
          {sourceName && (
            <PreviewDetail term="Source">
              {sourceName}
              {sourceBits && <span className="text-muted-foreground"> — {sourceBits}</span>}
            </PreviewDetail>
          )}
          {reference && (
            <PreviewDetail term="Reference">
              <span className="inline-flex max-w-full items-center gap-1 break-all text-primary">
                {reference}
                <ExternalLinkIcon aria-hidden="true" className="size-3.5 shrink-0" />
              </span>
            </PreviewDetail>
          )}
        </dl>
      )}
    </div>
  );
}

function PreviewDetail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}
