import { useId } from "react";
import { Controller, useFormContext, useFormState } from "react-hook-form";
import { UnlinkIcon } from "lucide-react";
import { FieldError } from "#client/components/form-field.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { nativeLanguageName } from "#contracts/language-names.ts";
import { useQuoteWithSource } from "../api/get-quote-source.ts";
import type { TranslationOriginal } from "../editor-types.ts";
import type { QuoteFormOutput, QuoteFormValues } from "../quote-form.ts";

/**
 * "Translation of:" — the original a translation is linked to, read-only, with a way to remove the link. Its words
 * come from the opener when it had them, else from the server.
 */
export function TranslationOfField({ original }: { original: TranslationOriginal | null }) {
  const { control } = useFormContext<QuoteFormValues, unknown, QuoteFormOutput>();
  const { errors } = useFormState({ control, name: "translation_of" });
  const labelId = useId();
  const errorId = `${labelId}-error`;
  const error = errors.translation_of?.message;
  return (
    <Controller
      control={control}
      name="translation_of"
      render={({ field }) =>
        field.value ? (
          <div
            role="group"
            aria-labelledby={labelId}
            aria-describedby={error ? errorId : undefined}
            className="grid gap-2 rounded-lg border bg-muted/30 p-3"
            data-testid="translation-of"
          >
            <div className="flex items-center justify-between gap-2">
              <span id={labelId} className="text-sm font-medium">
                Translation of:
              </span>
              <Button
                ref={field.ref}
                type="button"
                variant="ghost"
                size="sm"
                className="-my-1 text-muted-foreground hover:text-foreground"
                aria-invalid={Boolean(error)}
                onClick={() => field.onChange("")}
              >
                <UnlinkIcon aria-hidden="true" />
                Remove link
              </Button>
            </div>
            <OriginalQuote id={field.value} known={original?.id === field.value ? original : null} />
            {error && <FieldError id={errorId}>{error}</FieldError>}
          </div>
        ) : (
          <></>
        )
      }
    />
  );
}

function OriginalQuote({ id, known }: { id: string; known: TranslationOriginal | null }) {
  const loaded = useQuoteWithSource(known?.text === undefined ? id : undefined);
  const quote = known?.text !== undefined ? known : loaded.data;
  if (!quote) {
    return loaded.isError ? (
      <p className="text-sm text-muted-foreground">The original quote could not be loaded.</p>
    ) : (
      <div className="grid gap-1.5" role="status" aria-label="Loading the original quote">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    );
  }
  return (
    <figure className="grid gap-1 border-l-2 border-primary/40 pl-3 text-sm">
      <blockquote lang={quote.language} className="line-clamp-3 text-pretty break-words">
        {quote.text}
      </blockquote>
      <figcaption className="text-muted-foreground">
        {quote.author && <>— {quote.author}</>}
        {quote.author && quote.language && " · "}
        {quote.language && <span data-testid="original-language">{nativeLanguageName(quote.language)}</span>}
      </figcaption>
    </figure>
  );
}
