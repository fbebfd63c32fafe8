import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import type { LucideIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { EmptyState } from "#client/components/empty-state.tsx";

/** One quote in a dashboard list: its text linking to its page, the author, and what the list says of it. */
export interface QuoteRowItem {
  key: string;
  urlSlug: string;
  text: string;
  author: string;
  meta?: ReactNode;
}

export function QuoteRows({ items, testId }: { items: QuoteRowItem[]; testId: string }) {
  return (
    <ul className="grid gap-2" data-testid={testId}>
      {items.map((item) => (
        <li key={item.key}>
          <Link
            to="/quote/$slug"
            params={{ slug: item.urlSlug }}
            className="group grid gap-1 rounded-lg border bg-card p-4 outline-none transition-colors hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <span className="line-clamp-3 text-pretty break-words group-hover:text-primary">{item.text}</span>
            <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm text-muted-foreground">
              <span className="truncate">— {item.author}</span>
              {item.meta}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function QuoteRowsSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      <ul className="grid gap-2" aria-hidden="true">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index} className="grid gap-2 rounded-lg border p-4">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-1/2" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An empty dashboard list: what would be here and a way to the quotes. */
export function EmptyRows({
  icon: Icon,
  title,
  children,
  testId,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <EmptyState icon={Icon} tone="primary" title={title} hint={children} testId={testId}>
      <Button asChild variant="outline" className="mt-5">
        <Link to="/">Browse quotes</Link>
      </Button>
    </EmptyState>
  );
}
