import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { AlertTriangleIcon, CircleCheckIcon, PlusIcon } from "lucide-react";
import { toast } from "#client/lib/toast.ts";
import { can } from "#contracts/permissions.ts";
import type { QuoteCreated } from "#contracts/quotes.ts";
import { QUOTE_MESSAGES } from "#contracts/quotes.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import { QuoteStatusBadge } from "#client/components/quote-status-badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { STATUS_LABELS } from "#client/lib/status-labels.ts";
import { cn } from "#client/lib/utils.ts";
import { useQuoteWithSource } from "../api/get-quote-source.ts";
import type { EditableQuote, EditorResult, SaveAction, TranslationOriginal } from "../editor-types.ts";
import { QuoteEditorForm } from "./quote-editor-form.tsx";
import { textLanguageProps } from "#client/lib/quote-language.ts";

export interface QuoteEditorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The quote to edit; null adds a new one. */
  quote: EditableQuote | null;
  viewer: QuoteViewer | null;
  /** Asks to delete the quote (the caller confirms); the Delete button shows only where docs/product/quotes-and-search.md allows it. */
  onDelete: (quote: EditableQuote) => void;
  /** The session was lost while saving: ask the visitor to sign in. */
  onSignInRequired: () => void;
  /** Starts a new, empty submission. */
  onAddAnother: () => void;
  /** Where focus goes when the dialog has closed. */
  onCloseAutoFocus?: (event: Event) => void;
  /** Adds a translation of this quote (with `quote` null). */
  translationOf?: TranslationOriginal | null;
}

interface Created {
  action: SaveAction | "anonymous";
  quote: QuoteCreated;
}

/** What a saved quote's toast and success panel say. */
function createdMessage({ action, quote }: Created): { title: string; description: string } {
  switch (action) {
    case "draft":
      return {
        title: "Draft saved",
        description: "Your draft is in your dashboard. Submit it for review when it is ready.",
      };
    case "save":
      return { title: "Quote saved", description: `Saved as ${STATUS_LABELS[quote.status].toLowerCase()}.` };
    case "anonymous":
      return {
        title: "Quote submitted",
        description: "Thank you! Your quote will be reviewed before it is published.",
      };
    default:
      return {
        title: "Quote submitted",
        description: "Thank you! Your quote will appear once it has been reviewed. Follow it in your dashboard.",
      };
  }
}

/** The add/edit quote dialog (docs/product/screens.md): the form, then — after adding — a short confirmation. */
export default function QuoteEditorDialog({
  open,
  onOpenChange,
  quote,
  viewer,
  onDelete,
  onSignInRequired,
  onAddAnother,
  onCloseAutoFocus,
  translationOf = null,
}: QuoteEditorDialogProps) {
  const [created, setCreated] = useState<Created | null>(null);
  const mode = quote ? "edit" : "create";
  const admin = can(viewer?.role, "approveQuotes");

  // A quote from a list carries its source's id only: load the source before the form is filled in.
  const needsSource = quote !== null && quote.source === undefined && quote.source_id !== null;
  const detail = useQuoteWithSource(needsSource ? quote.id : undefined);
  const editable: EditableQuote | null | undefined = !needsSource
    ? quote
    : detail.data
      ? { ...quote, source: detail.data.source }
      : detail.isError
        ? quote
        : undefined;

  const onSaved = (result: EditorResult) => {
    if (result.kind === "updated") {
      const back = !admin && result.quote.status === "pending" && quote?.status !== "pending";
      toast.success("Quote updated", {
        description: back ? "It is waiting for review again." : `Status: ${STATUS_LABELS[result.quote.status]}.`,
      });
      onOpenChange(false);
      return;
    }
    const message = createdMessage(result);
    toast.success(message.title, { description: message.description });
    setCreated({ action: result.action, quote: result.quote });
  };

  const description =
    mode === "edit"
      ? "Change the quote's text and details. The preview shows it as its card will."
      : translationOf
        ? "Share the quote in another language: the translation is linked to its original."
        : viewer === null
          ? "Share a quote you love. Every quote is reviewed before it is published."
          : admin
            ? "Add a quote to the catalogue and choose its status."
            : "Share a quote you love. Save it as a draft or submit it for review.";

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={cn(
          "flex max-h-[calc(100dvh-2rem)] flex-col gap-0 overflow-hidden p-0 sm:max-w-2xl",
          // The form keeps one height whichever tab shows, so the dialog does not jump.
          !created && "sm:h-[min(50rem,calc(100dvh-4rem))]",
        )}
        data-testid="quote-editor"
        onCloseAutoFocus={onCloseAutoFocus}
        onInteractOutside={(event) => {
          // A click beside the dialog should not throw away what was typed.
          if (!created) event.preventDefault();
        }}
      >
        <DialogHeader className="px-4 pt-5 pb-4 pr-12 text-left sm:px-6">
          <DialogTitle>
            {mode === "edit" ? "Edit quote" : translationOf ? "Submit a translation" : "Submit a quote"}
          </DialogTitle>
          <DialogDescription>{created ? createdMessage(created).title : description}</DialogDescription>
        </DialogHeader>

        {created ? (
          <SubmissionSuccess
            created={created}
            signedIn={viewer !== null}
            onClose={() => onOpenChange(false)}
            onAddAnother={onAddAnother}
          />
        ) : editable === undefined ? (
          <EditorSkeleton />
        ) : (
          <QuoteEditorForm
            quote={editable}
            viewer={viewer}
            onSaved={onSaved}
            onCancel={() => onOpenChange(false)}
            onDelete={onDelete}
            onSignInRequired={onSignInRequired}
            translationOf={translationOf}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function SubmissionSuccess({
  created,
  signedIn,
  onClose,
  onAddAnother,
}: {
  created: Created;
  signedIn: boolean;
  onClose: () => void;
  onAddAnother: () => void;
}) {
  const message = createdMessage(created);
  const { quote } = created;
  const duplicates = quote.duplicates;
  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="quote-editor-success">
      <div className="grid min-h-0 flex-1 justify-items-center gap-3 overflow-y-auto px-4 pt-2 pb-6 text-center sm:px-6">
        <div className="flex size-12 items-center justify-center rounded-full bg-emerald-500/10">
          <CircleCheckIcon aria-hidden="true" className="size-6 text-emerald-600 dark:text-emerald-400" />
        </div>
        <h3 className="text-lg font-semibold" role="status">
          {message.title}
        </h3>
        <p className="max-w-md text-sm text-muted-foreground">{message.description}</p>
        <blockquote className="w-full max-w-md rounded-lg border bg-card p-4 text-left">
          <p className="line-clamp-4 text-pretty break-words" {...textLanguageProps(quote.language)}>
            {quote.text}
          </p>
          <footer className="mt-2 flex items-center justify-between gap-2 text-sm text-muted-foreground">
            <cite className="truncate not-italic">— {quote.author}</cite>
            <QuoteStatusBadge status={quote.status} />
          </footer>
        </blockquote>
        {duplicates.length > 0 && (
          <div
            role="alert"
            className="grid w-full max-w-md gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-left text-sm text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100"
            data-testid="duplicate-warning"
          >
            <p className="flex items-center gap-2 font-medium">
              <AlertTriangleIcon aria-hidden="true" className="size-4 shrink-0" />
              {QUOTE_MESSAGES.similarExists}
            </p>
            <ul className="grid gap-1.5">
              {duplicates.map((duplicate) => (
                <li key={duplicate.id}>
                  <Link
                    to="/quote/$slug"
                    params={{ slug: duplicate.url_slug }}
                    onClick={onClose}
                    className="line-clamp-2 rounded-sm underline underline-offset-2 outline-none hover:no-underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    “{duplicate.text}” — {duplicate.author}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-end gap-2 border-t bg-muted/30 px-4 py-3 sm:px-6">
        {/* A new, empty submission: the click is not a quote to edit. */}
        <Button type="button" variant="outline" onClick={() => onAddAnother()}>
          <PlusIcon aria-hidden="true" />
          Submit another
        </Button>
        {signedIn && (
          <Button asChild variant="secondary">
            <Link to="/dashboard" onClick={onClose}>
              Go to dashboard
            </Link>
          </Button>
        )}
        <Button type="button" onClick={onClose} autoFocus>
          Done
        </Button>
      </div>
    </div>
  );
}

function EditorSkeleton() {
  return (
    <div className="grid gap-5 px-4 py-5 sm:px-6" role="status" aria-label="Loading the quote">
      <Skeleton className="h-9 w-72" />
      <Skeleton className="h-28 w-full" />
      <div className="grid gap-5 sm:grid-cols-2">
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
      </div>
      <Skeleton className="h-9 w-full" />
    </div>
  );
}
