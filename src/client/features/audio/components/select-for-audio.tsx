import { lazy, Suspense } from "react";
import { useHydrated } from "#client/lib/use-stored-value.ts";
import { bulkSelection, useBulkRun, useBulkSelection, type SelectedQuote } from "../selection.ts";
import { excerpt } from "#client/lib/excerpt.ts";

// Radix's checkbox loads for those who see it, after hydration; an empty box of its size holds its place meanwhile.
const Checkbox = lazy(() =>
  import("#client/components/ui/checkbox.tsx").then((module) => ({ default: module.Checkbox })),
);
const checkboxPlaceholder = (
  <span
    aria-hidden="true"
    className="mt-1 size-5 shrink-0 rounded-[4px] border border-input shadow-xs dark:bg-input/30"
  />
);

/**
 * docs/product/audio.md: a checkbox on each card for those who may generate audio, selecting quotes for bulk generation.
 * Rendered after hydration only (the server renders pages for nobody in particular).
 */
export function SelectForAudio({ quote }: { quote: SelectedQuote }) {
  const hydrated = useHydrated();
  const selection = useBulkSelection();
  if (!hydrated) return null;
  const checked = selection.has(quote.id);
  return (
    <Suspense fallback={checkboxPlaceholder}>
      <Checkbox
        checked={checked}
        onCheckedChange={(value) => bulkSelection.toggle(quote, value === true)}
        aria-label={`Select for audio generation: ${excerpt(quote.text, 60)}`}
        className="mt-1 size-5 shrink-0"
        data-testid="select-for-audio"
      />
    </Suspense>
  );
}

const BulkAudioPanel = lazy(() => import("./bulk-audio-panel.tsx"));

/** Where bulk generation happens: a panel at the bottom of the page once a quote is selected. */
export function BulkAudioDock() {
  const selection = useBulkSelection();
  const run = useBulkRun();
  if (selection.size === 0 && run === null) return null;
  return (
    <Suspense fallback={null}>
      <BulkAudioPanel />
    </Suspense>
  );
}
