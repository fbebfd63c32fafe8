import { LanguagesIcon } from "lucide-react";
import type { Quote } from "#contracts/quotes.ts";
import { Button } from "#client/components/ui/button.tsx";
import { preloadQuoteEditor, useQuoteEditor } from "./quote-editor-provider.tsx";

/**
 * "Translate this quote": the submission form, linked to the quote (to its original when it is itself a
 * translation) and by the same author. Anonymous visitors submit with their e-mail, as with any quote.
 */
export function TranslateQuoteButton({
  quote,
}: {
  quote: Pick<Quote, "id" | "text" | "author" | "language" | "translation_of">;
}) {
  const { openEditor } = useQuoteEditor();
  const original = quote.translation_of
    ? { id: quote.translation_of, author: quote.author }
    : { id: quote.id, text: quote.text, author: quote.author, language: quote.language };
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className="text-muted-foreground hover:text-foreground"
      onClick={() => openEditor(undefined, original)}
      onPointerEnter={preloadQuoteEditor}
      onFocus={preloadQuoteEditor}
      data-testid="translate-quote"
    >
      <LanguagesIcon aria-hidden="true" />
      Translate<span className="sr-only"> this quote</span>
    </Button>
  );
}
