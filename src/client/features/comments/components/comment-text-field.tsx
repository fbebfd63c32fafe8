import { useId, type KeyboardEvent, type ReactNode, type Ref } from "react";
import { COMMENT_MAX } from "#contracts/constants.ts";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { cn } from "#client/lib/utils.ts";
import { commentInputState } from "../comment-input.ts";

/** A comment's text box with its character counter (n/1000) and, when over the limit, the message. */
export function CommentTextField({
  value,
  onChange,
  label,
  placeholder,
  disabled,
  textareaRef,
  onKeyDown,
  className,
  fixedHeight = false,
  actions,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  disabled?: boolean;
  textareaRef?: Ref<HTMLTextAreaElement>;
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  className?: string;
  /** Keep the box one height (the composer: its space is reserved before hydration). */
  fixedHeight?: boolean;
  /** Buttons beside the counter (submit, cancel). */
  actions?: ReactNode;
}) {
  const id = useId();
  const state = commentInputState(value);
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Textarea
        id={id}
        dir="auto"
        ref={textareaRef}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={state.over || undefined}
        aria-describedby={`${id}-count`}
        className={cn("text-sm leading-6", fixedHeight ? "field-sizing-fixed h-24 resize-none" : "min-h-24")}
      />
      <div className="mt-2 flex min-h-9 flex-wrap items-center justify-between gap-2">
        <p
          id={`${id}-count`}
          className={cn(
            "flex items-center gap-2 text-xs text-muted-foreground",
            state.over && "text-red-700 dark:text-destructive",
          )}
        >
          <span className="tabular-nums">
            {state.length}/{COMMENT_MAX}
            <span className="sr-only"> characters</span>
          </span>
          {state.error && <span role="alert">{state.error}</span>}
        </p>
        {actions && <div className="ml-auto flex items-center gap-2">{actions}</div>}
      </div>
    </div>
  );
}
