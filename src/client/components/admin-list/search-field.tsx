import { useEffect, useEffectEvent, useState } from "react";
import { SearchIcon, XIcon } from "lucide-react";
import { Input } from "#client/components/ui/input.tsx";

const DEBOUNCE_MS = 300;

/** A search box that reports its text after the typing pauses (and at once on Enter or clear). */
export function SearchField({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string;
  onSearch: (text: string) => void;
  label: string;
  placeholder: string;
}) {
  const [text, setText] = useState(value);
  // The URL may change the search from outside (back button, a cleared filter): the box follows it.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  const report = useEffectEvent((next: string) => onSearch(next));
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => report(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <form
      role="search"
      className="relative min-w-0 flex-1 sm:max-w-sm"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
        className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          aria-label="Clear search"
          className="absolute top-1/2 right-2 inline-flex size-6 -translate-y-1/2 items-center justify-center rounded-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          onClick={() => {
            setText("");
            onSearch("");
          }}
        >
          <XIcon aria-hidden="true" className="size-4" />
        </button>
      )}
    </form>
  );
}
