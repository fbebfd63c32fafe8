import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { cn } from "#client/lib/utils.ts";
import { searchWithFilter, type FilterKind } from "../search-params.ts";

const FILTER_LABELS: Record<FilterKind, string> = { category: "category", author: "author", tag: "tag" };

/**
 * A link to the home list filtered by a category, author or tag. On the home page the filter joins those
 * already set (category and author replace theirs, tags accumulate); anywhere else it starts a new list.
 */
export function FilterLink({
  kind,
  value,
  className,
  children,
}: {
  kind: FilterKind;
  value: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to="/"
      search={(prev) => searchWithFilter(prev, kind, value)}
      title={`Show quotes with ${FILTER_LABELS[kind]} ${value}`}
      data-filter-kind={kind}
      className={cn("rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50", className)}
    >
      {children}
    </Link>
  );
}
