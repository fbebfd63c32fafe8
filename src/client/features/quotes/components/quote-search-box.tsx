import { useState, type FormEvent, type ReactNode } from "react";
import { SearchIcon, XIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/utils.ts";
import { controlClass } from "./filter-select.tsx";

export const SEARCH_HINT_ID = "quote-search-hint";
export const SEARCH_INPUT_ID = "quote-search";

/**
 * The search box (docs/product/quotes-and-search.md). Submitting hands the text to `onSearch`, which turns author:,
 * category:, tag:, is: and lang: into filter chips; what remains (free text, "phrases", description:, ctx:) stays in the box. It is a GET form
 * of the home URL (`?q=…`, with the list's other parameters in `hiddenFields`), which the server answers
 * alike before the app has started and without JavaScript.
 */
export function QuoteSearchBox({
  value,
  onSearch,
  hiddenFields,
  className,
}: {
  /** The search text the URL holds. */
  value: string;
  /** Applies the text; returns what stays in the box (the text without the prefixes that became filters). */
  onSearch: (text: string) => string;
  /** The rest of the list's state as hidden fields, for the form's plain submission. */
  hiddenFields?: ReactNode;
  className?: string;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed under the box (a chip removed, back/forward): show what it holds now.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the box shows: text typed before the app took the page over may not have reached the state yet.
    const shownText = new FormData(event.currentTarget).get("q");
    const rest = onSearch(typeof shownText === "string" ? shownText : text);
    setText(rest);
    setShown(rest);
  };

  return (
    <form
      role="search"
      aria-label="Quotes"
      method="get"
      action="/"
      onSubmit={submit}
      className={cn("flex flex-col gap-1.5", className)}
    >
      {hiddenFields}
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <label htmlFor={SEARCH_INPUT_ID} className="sr-only">
            Search quotes
          </label>
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            id={SEARCH_INPUT_ID}
            type="search"
            name="q"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search quotes"
            aria-describedby={SEARCH_HINT_ID}
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            className={cn(
              controlClass,
              "h-10 pr-9 pl-9 text-base placeholder:text-muted-foreground md:text-sm [&::-webkit-search-cancel-button]:hidden",
            )}
          />
          {text && (
            <button
              type="button"
              aria-label="Clear search text"
              onClick={() => setText("")}
              className="absolute top-1/2 right-2 flex size-6 -translate-y-1/2 items-center justify-center rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <XIcon aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
        <Button type="submit" className="h-10 px-4">
          Search
        </Button>
      </div>
      <p id={SEARCH_HINT_ID} className="text-xs text-muted-foreground">
        Narrow it down with <Code>author:</Code> <Code>category:</Code> <Code>tag:</Code> <Code>desc:</Code>{" "}
        <Code>ctx:</Code> <Code>is:verified</Code> <Code>lang:fr</Code> or <Code>"an exact phrase"</Code>
      </p>
    </form>
  );
}

function Code({ children }: { children: string }) {
  return <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.7rem] text-foreground">{children}</code>;
}
