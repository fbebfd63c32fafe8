import { useState, type KeyboardEvent, type Ref } from "react";
import { XIcon } from "lucide-react";
import { normaliseTags } from "#contracts/quotes.ts";
import { cn } from "#client/lib/utils.ts";

/** Adds the tags in `text` ("a, b") to `tags`: lower-cased, trimmed, without duplicates (docs/product/messages-and-limits.md). */
export function addTags(tags: readonly string[], text: string): string[] {
  return normaliseTags([...tags, ...text.split(",")]);
}

export interface TagsInputProps {
  id?: string;
  value: string[];
  onChange: (tags: string[]) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  max?: number;
  placeholder?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

/**
 * Tags as removable chips in front of a text input: Enter or a comma adds what was typed, Backspace in the
 * empty input removes the last tag, and leaving the field adds any text still in it.
 */
export function TagsInput({ id, value, onChange, onBlur, inputRef, max, placeholder, ...aria }: TagsInputProps) {
  const [draft, setDraft] = useState("");
  const full = max !== undefined && value.length >= max;

  /** Adds the tags in `text`; what follows the last comma stays in the input. */
  const commit = (text: string, rest = "") => {
    setDraft(rest);
    if (text.trim() === "") return;
    const next = addTags(value, text).slice(0, max ?? Infinity);
    if (next.length !== value.length || next.some((tag, i) => tag !== value[i])) onChange(next);
  };

  // A comma can arrive without a "," key press (paste, autocomplete, mobile keyboards).
  const onInput = (text: string) => {
    const cut = text.lastIndexOf(",");
    if (cut === -1) setDraft(text);
    else commit(text.slice(0, cut), text.slice(cut + 1));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      commit(draft);
    } else if (event.key === "Backspace" && draft === "" && value.length > 0) {
      event.preventDefault();
      onChange(value.slice(0, -1));
    }
  };

  const remove = (tag: string) => onChange(value.filter((t) => t !== tag));

  return (
    <div
      className={cn(
        "flex min-h-9 w-full flex-wrap items-center gap-1.5 rounded-md border border-input bg-transparent px-2 py-1.5 shadow-xs transition-[color,box-shadow] dark:bg-input/30",
        "focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50",
        aria["aria-invalid"] && "border-destructive ring-destructive/20 dark:ring-destructive/40",
      )}
    >
      {value.length > 0 && (
        <ul aria-label="Added tags" className="contents">
          {value.map((tag) => (
            <li
              key={tag}
              data-testid="tag-chip"
              className="inline-flex max-w-full items-center gap-1 rounded-md bg-secondary py-0.5 pr-0.5 pl-2 text-xs font-medium text-secondary-foreground"
            >
              <span className="truncate">{tag}</span>
              <button
                type="button"
                onClick={() => remove(tag)}
                aria-label={`Remove tag ${tag}`}
                className="inline-flex size-5 items-center justify-center rounded-sm text-muted-foreground outline-none hover:bg-background hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring/50"
              >
                <XIcon aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={inputRef}
        id={id}
        type="text"
        value={draft}
        onChange={(event) => onInput(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          commit(draft);
          onBlur?.();
        }}
        placeholder={full ? `At most ${max} tags` : value.length === 0 ? placeholder : "Add another tag"}
        autoComplete="off"
        enterKeyHint="done"
        className="h-6 min-w-24 flex-1 bg-transparent px-1 text-base outline-none placeholder:text-muted-foreground md:text-sm"
        {...aria}
      />
    </div>
  );
}
