import { lazy, Suspense, type ComponentProps } from "react";

const Badge = lazy(() => import("./quote-status-badge.tsx").then((module) => ({ default: module.QuoteStatusBadge })));

/**
 * QuoteStatusBadge, loaded when shown: cards and quote pages show one to the quote's owner only, whom the server
 * never renders for.
 */
export function LazyQuoteStatusBadge(props: ComponentProps<typeof Badge>) {
  return (
    <Suspense fallback={null}>
      <Badge {...props} />
    </Suspense>
  );
}
