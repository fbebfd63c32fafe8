import { useState } from "react";
import { ChevronDownIcon } from "lucide-react";
import { cn } from "#client/lib/utils.ts";
import { quoteDebugPath, useQuoteDebug } from "../api/get-quote-debug.ts";

/** What a card knows of its quote, shown in debug mode. */
export interface DebugQuote {
  id: string;
  status?: string;
  views?: number;
  has_audio?: boolean;
  user_id?: string | null;
  created_at?: string;
  reaction_counts?: Record<string, number>;
  bookmark_count?: number;
  comment_count?: number;
}

function total(counts: Record<string, number> | undefined) {
  return counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
}

/**
 * A card's debug strip (docs/product/inspire.md): id, status and counters and, for admins (`canViewData`), the quote's
 * `GET /api/debug/quote/{id}` data, fetched with the session's token when opened; others see the path only.
 */
export function QuoteDebugInfo({ quote, canViewData }: { quote: DebugQuote; canViewData: boolean }) {
  const [open, setOpen] = useState(false);
  const debugData = useQuoteDebug(quote.id, open);
  const rows: [string, string | number | boolean | undefined | null][] = [
    ["id", quote.id],
    ["status", quote.status],
    ["views", quote.views],
    ["reactions", total(quote.reaction_counts)],
    ["bookmarks", quote.bookmark_count],
    ["comments", quote.comment_count],
    ["audio", quote.has_audio],
    ["owner", quote.user_id ?? (quote.user_id === null ? "none" : undefined)],
  ];
  const path = quoteDebugPath(quote.id);
  return (
    <div
      className="border-t border-dashed border-amber-500/50 bg-amber-50/60 px-5 py-2 font-mono text-[11px] leading-5 text-amber-950 dark:bg-amber-950/30 dark:text-amber-100"
      data-testid="quote-debug"
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-3">
        {rows
          .filter(([, value]) => value !== undefined)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="opacity-80">{label}</dt>
              <dd className="min-w-0 truncate" data-testid={`quote-debug-${label}`}>
                {String(value)}
              </dd>
            </div>
          ))}
      </dl>
      {!canViewData ? (
        <p className="mt-1" data-testid="quote-debug-path">
          GET {path} <span className="opacity-80">(admins)</span>
        </p>
      ) : (
        <button
          type="button"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          className="mt-1 inline-flex items-center gap-1 rounded-sm underline underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-ring"
          data-testid="quote-debug-link"
        >
          GET {path}
          <ChevronDownIcon aria-hidden="true" className={cn("size-3", open && "rotate-180")} />
        </button>
      )}
      {open && canViewData && (
        <div className="mt-1" data-testid="quote-debug-data">
          {debugData.isPending ? (
            <p>Loading...</p>
          ) : debugData.isError ? (
            <p role="alert">{debugData.error.message}</p>
          ) : (
            <pre
              tabIndex={0}
              aria-label="Debug data"
              className="max-h-64 overflow-auto rounded bg-background/80 p-2 whitespace-pre-wrap"
            >
              {JSON.stringify(debugData.data, null, 2)}
            </pre>
          )}
        </div>
      )}
    </div>
  );
}
