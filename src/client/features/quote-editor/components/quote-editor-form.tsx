import { useRef, useState } from "react";
import { Controller, useForm, useWatch, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ChevronDownIcon, EyeIcon, InfoIcon, PenLineIcon, SendIcon, Trash2Icon } from "lucide-react";
import { toast } from "sonner";
import { CATEGORIES, type QuoteStatus } from "#contracts/constants.ts";
import { can } from "#contracts/permissions.ts";
import {
  QUOTE_AUTHOR_MAX,
  QUOTE_TAGS_MAX,
  QUOTE_TEXT_MAX,
  type QuoteCreated,
  type QuoteWithSource,
} from "#contracts/quotes.ts";
import { canDeleteQuote, ownerEditReturnsToReview, type QuoteViewer } from "#contracts/quote-rules.ts";
import { FormAlert } from "#client/components/form-field.tsx";
import { EmailInput } from "#client/components/email-input.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "#client/components/ui/collapsible.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { ApiError } from "#client/lib/api.ts";
import { fieldErrorsOf } from "#client/lib/field-errors.ts";
import { STATUS_LABELS } from "#client/lib/status-labels.ts";
import { cn } from "#client/lib/utils.ts";
import { useCreateQuote } from "../api/create-quote.ts";
import { useSubmitAnonymousQuote } from "../api/submit-anonymous-quote.ts";
import { useUpdateQuote } from "../api/update-quote.ts";
import type { EditableQuote } from "../editor-types.ts";
import { isUnauthorized, messageOf } from "../errors.ts";
import { EDITOR_TOASTS } from "../messages.ts";
import {
  defaultFormValues,
  formFieldOf,
  hasSourceInput,
  quoteFormSchema,
  statusToSend,
  toAnonymousBody,
  toCreateBody,
  toUpdateBody,
  type QuoteFormField,
  type QuoteFormOutput,
  type QuoteFormValues,
  type SaveAction,
} from "../quote-form.ts";
import { Field } from "./field.tsx";
import { QuotePreview } from "./quote-preview.tsx";
import { TagsInput } from "./tags-input.tsx";

/** Statuses an admin may pick (SPEC §4): an initial one on add (default pending), any of the four on edit. */
export function statusOptions(mode: "create" | "edit"): QuoteStatus[] {
  return mode === "edit" ? ["draft", "pending", "rejected", "approved"] : ["pending", "draft", "approved"];
}

/** The order in which fields are checked for the first error to focus. */
const FIELD_ORDER: QuoteFormField[] = [
  "email",
  "text",
  "author",
  "category",
  "tags",
  "context",
  "description",
  "reference_url",
  "source.name",
  "source.author",
  "source.url",
  "source.publication_date",
  "source.type",
  "status",
];

function errorAt(errors: FieldErrors<QuoteFormValues>, field: QuoteFormField): string | undefined {
  if (field.startsWith("source.")) {
    const key = field.slice("source.".length) as keyof NonNullable<FieldErrors<QuoteFormValues>["source"]>;
    const sourceErrors = errors.source as Record<string, { message?: string } | undefined> | undefined;
    return sourceErrors?.[key]?.message;
  }
  return (errors[field as keyof FieldErrors<QuoteFormValues>] as { message?: string } | undefined)?.message;
}

/** The tags' error: the list's own (too many) or the first tag's (too long). */
function tagsError(error: FieldErrors<QuoteFormValues>["tags"]): string | undefined {
  if (!error) return undefined;
  if (error.message) return error.message;
  const items = Object.values(error as Record<string, { message?: string } | undefined>);
  return items.find((item) => typeof item?.message === "string")?.message;
}

export type EditorResult =
  | { kind: "created"; action: SaveAction | "anonymous"; quote: QuoteCreated }
  | { kind: "updated"; quote: QuoteWithSource };

export interface QuoteEditorFormProps {
  /** The quote being edited; none to add a new one. */
  quote: EditableQuote | null;
  viewer: QuoteViewer | null;
  onSaved: (result: EditorResult) => void;
  onCancel: () => void;
  onDelete?: (quote: EditableQuote) => void;
  onSignInRequired?: () => void;
}

/**
 * The add/edit quote form with its Text and Preview tabs (SPEC §2, §4, §5). Anonymous visitors give an e-mail
 * and submit for review; signed-in users save a draft or submit for review; admins pick the status and save.
 */
export function QuoteEditorForm({
  quote,
  viewer,
  onSaved,
  onCancel,
  onDelete,
  onSignInRequired,
}: QuoteEditorFormProps) {
  const mode = quote ? "edit" : "create";
  const anonymous = viewer === null;
  const admin = can(viewer?.role, "approveQuotes");
  const [schema] = useState(() => quoteFormSchema({ anonymous }));
  const form = useForm<QuoteFormValues, unknown, QuoteFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: defaultFormValues(quote),
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const [tab, setTab] = useState<"text" | "preview">("text");
  const [sourceOpen, setSourceOpen] = useState(() => Boolean(quote?.source));
  const [pendingAction, setPendingAction] = useState<SaveAction | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const tagsInputRef = useRef<HTMLInputElement | null>(null);

  const create = useCreateQuote();
  const submitAnonymous = useSubmitAnonymousQuote();
  const update = useUpdateQuote();

  const values = useWatch({ control: form.control }) as QuoteFormValues;
  const textLength = values.text.length;

  const focusField = (field: QuoteFormField) => {
    if (field === "tags") tagsInputRef.current?.focus();
    else form.setFocus(field);
  };

  /** Shows the Text tab (and the source fields when they hold an error), then focuses the first error. */
  const revealFirstError = (fieldErrors: FieldErrors<QuoteFormValues>) => {
    const first = FIELD_ORDER.find((field) => errorAt(fieldErrors, field));
    setTab("text");
    if (first?.startsWith("source.")) setSourceOpen(true);
    if (first) requestAnimationFrame(() => focusField(first));
  };

  const applyServerErrors = (error: unknown): boolean => {
    const fields = fieldErrorsOf(error);
    let applied = false;
    for (const [key, message] of Object.entries(fields)) {
      const field = formFieldOf(key);
      if (!field || (field === "email" && !anonymous) || (field === "status" && !admin)) continue;
      form.setError(field, { type: "server", message });
      applied = true;
    }
    if (applied) revealFirstError(form.formState.errors);
    return applied;
  };

  const failed = (error: unknown, kind: "create" | "update") => {
    if (isUnauthorized(error) && !anonymous) {
      toast.error(EDITOR_TOASTS.signInRequired.title, { description: EDITOR_TOASTS.signInRequired.description });
      onSignInRequired?.();
      return;
    }
    const applied = applyServerErrors(error);
    if (kind === "update") {
      toast.error(EDITOR_TOASTS.updateFailed.title, { description: EDITOR_TOASTS.updateFailed.description });
      setFormError(applied ? null : messageOf(error, EDITOR_TOASTS.updateFailed.description));
    } else if (!(error instanceof ApiError)) {
      toast.error(EDITOR_TOASTS.submitError.title, { description: EDITOR_TOASTS.submitError.description });
      setFormError(EDITOR_TOASTS.submitError.description);
    } else {
      toast.error(EDITOR_TOASTS.submissionFailed.title, { description: EDITOR_TOASTS.submissionFailed.description });
      setFormError(applied ? null : messageOf(error, EDITOR_TOASTS.submissionFailed.description));
    }
  };

  const save = (action: SaveAction) =>
    form.handleSubmit(
      async (output) => {
        setFormError(null);
        setPendingAction(action);
        try {
          if (quote) {
            if (!quote.id) {
              toast.error(EDITOR_TOASTS.missingId.title, { description: EDITOR_TOASTS.missingId.description });
              return;
            }
            const status = statusToSend({ action, mode, currentStatus: quote.status, chosenStatus: output.status });
            try {
              const updated = await update.mutateAsync({ id: quote.id, body: toUpdateBody(output, status, quote) });
              onSaved({ kind: "updated", quote: updated });
            } catch (error) {
              failed(error, "update");
            }
            return;
          }
          try {
            if (anonymous) {
              const created = await submitAnonymous.mutateAsync(toAnonymousBody(output));
              onSaved({ kind: "created", action: "anonymous", quote: created });
            } else {
              const status = statusToSend({ action, mode, chosenStatus: output.status });
              const created = await create.mutateAsync(toCreateBody(output, status));
              onSaved({ kind: "created", action, quote: created });
            }
          } catch (error) {
            failed(error, "create");
          }
        } finally {
          setPendingAction(null);
        }
      },
      (fieldErrors) => revealFirstError(fieldErrors),
    );

  const busy = pendingAction !== null;
  const showDelete = quote !== null && onDelete !== undefined && canDeleteQuote(viewer, quote);
  const backToReview = quote !== null && !admin && ownerEditReturnsToReview(quote.status);
  const sourceHasError = Boolean(errors.source);

  return (
    <form
      noValidate
      onSubmit={(event) => void save(admin ? "save" : "review")(event)}
      aria-label={mode === "edit" ? "Edit quote" : "Submit a quote"}
      className="flex min-h-0 flex-1 flex-col"
    >
      <Tabs
        value={tab}
        onValueChange={(next) => setTab(next === "preview" ? "preview" : "text")}
        className="flex min-h-0 flex-1 flex-col gap-0"
      >
        <div className="border-b px-4 pb-3 sm:px-6">
          <TabsList className="grid w-full grid-cols-2 sm:w-72">
            <TabsTrigger value="text">
              <PenLineIcon aria-hidden="true" />
              Text
            </TabsTrigger>
            <TabsTrigger value="preview">
              <EyeIcon aria-hidden="true" />
              Preview
            </TabsTrigger>
          </TabsList>
        </div>

        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6" data-testid="quote-editor-body">
          <TabsContent value="text" forceMount className="grid gap-5 data-[state=inactive]:hidden">
            {backToReview && (
              <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-200">
                <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {quote?.status === "approved"
                  ? "This quote is published. Saving your changes sends it back for review."
                  : "This quote was not approved. Saving your changes sends it back for review."}
              </p>
            )}

            {anonymous && (
              <Field
                label="Your email"
                error={errors.email?.message}
                hint="Needed because you are not signed in. We only use it if we have a question about your quote."
              >
                {(control) => <EmailInput {...control} {...form.register("email")} autoFocus />}
              </Field>
            )}

            <Field
              label="Quote"
              error={errors.text?.message}
              aside={
                <span
                  className={cn(
                    "text-xs tabular-nums text-muted-foreground",
                    textLength > QUOTE_TEXT_MAX && "font-medium text-destructive",
                  )}
                  data-testid="quote-text-count"
                >
                  {textLength.toLocaleString("en-US")} / {QUOTE_TEXT_MAX.toLocaleString("en-US")}
                  <span className="sr-only"> characters</span>
                </span>
              }
            >
              {(control) => (
                <Textarea
                  {...control}
                  {...form.register("text")}
                  rows={4}
                  autoFocus={!anonymous}
                  placeholder="The words, exactly as they were said or written"
                  className="min-h-28 text-base"
                />
              )}
            </Field>

            <div className="grid gap-5 sm:grid-cols-2">
              <Field label="Author" error={errors.author?.message}>
                {(control) => (
                  <Input
                    {...control}
                    {...form.register("author")}
                    maxLength={QUOTE_AUTHOR_MAX + 50}
                    autoComplete="off"
                    placeholder="Who said or wrote it"
                  />
                )}
              </Field>
              <Field label="Category" error={errors.category?.message}>
                {(control) => (
                  <Controller
                    control={form.control}
                    name="category"
                    render={({ field }) => (
                      <NativeSelect
                        {...control}
                        ref={field.ref}
                        name={field.name}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        className={cn(!field.value && "text-muted-foreground")}
                      >
                        <option value="" disabled>
                          Select a category
                        </option>
                        {CATEGORIES.map((category) => (
                          <option key={category} value={category} className="text-foreground">
                            {category.charAt(0).toUpperCase() + category.slice(1)}
                          </option>
                        ))}
                      </NativeSelect>
                    )}
                  />
                )}
              </Field>
            </div>

            <Field
              label="Tags"
              optional
              error={tagsError(errors.tags)}
              hint="Press Enter or type a comma to add a tag."
            >
              {(control) => (
                <Controller
                  control={form.control}
                  name="tags"
                  render={({ field }) => (
                    <TagsInput
                      {...control}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={(element) => {
                        tagsInputRef.current = element;
                        field.ref(element);
                      }}
                      max={QUOTE_TAGS_MAX}
                      placeholder="e.g. courage, hope"
                    />
                  )}
                />
              )}
            </Field>

            <Field label="Context" optional error={errors.context?.message}>
              {(control) => (
                <Textarea
                  {...control}
                  {...form.register("context")}
                  rows={2}
                  placeholder="When, where or why it was said"
                />
              )}
            </Field>

            <Field label="Description" optional error={errors.description?.message}>
              {(control) => (
                <Textarea
                  {...control}
                  {...form.register("description")}
                  rows={2}
                  placeholder="What it means to you, or what it is about"
                />
              )}
            </Field>

            <div className={cn("grid gap-5", admin && "sm:grid-cols-2")}>
              <Field label="Reference URL" optional error={errors.reference_url?.message}>
                {(control) => (
                  <Input
                    {...control}
                    {...form.register("reference_url")}
                    type="url"
                    inputMode="url"
                    autoComplete="url"
                    placeholder="https://"
                  />
                )}
              </Field>
              {admin && (
                <Field label="Status" error={errors.status?.message}>
                  {(control) => (
                    <Controller
                      control={form.control}
                      name="status"
                      render={({ field }) => (
                        <NativeSelect
                          {...control}
                          ref={field.ref}
                          name={field.name}
                          value={field.value}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          data-testid="quote-status-select"
                        >
                          {statusOptions(mode).map((status) => (
                            <option key={status} value={status}>
                              {STATUS_LABELS[status]}
                            </option>
                          ))}
                        </NativeSelect>
                      )}
                    />
                  )}
                </Field>
              )}
            </div>

            <Collapsible open={sourceOpen || sourceHasError} onOpenChange={setSourceOpen}>
              <div className="rounded-lg border">
                <CollapsibleTrigger asChild>
                  <button
                    type="button"
                    className="flex w-full items-center justify-between gap-2 rounded-lg px-4 py-3 text-left text-sm font-medium outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <span>
                      {hasSourceInput(values.source) ? "Source" : "Add source"}
                      <span className="ml-2 font-normal text-muted-foreground">
                        {hasSourceInput(values.source) && values.source.name.trim()
                          ? values.source.name.trim()
                          : "(optional) book, speech, film…"}
                      </span>
                    </span>
                    <ChevronDownIcon
                      aria-hidden="true"
                      className={cn(
                        "size-4 shrink-0 text-muted-foreground transition-transform",
                        (sourceOpen || sourceHasError) && "rotate-180",
                      )}
                    />
                  </button>
                </CollapsibleTrigger>
                <CollapsibleContent className="grid gap-4 border-t px-4 pt-4 pb-4 sm:grid-cols-2">
                  <Field label="Name" error={errors.source?.name?.message} className="sm:col-span-2">
                    {(control) => (
                      <Input {...control} {...form.register("source.name")} placeholder="e.g. Meditations" />
                    )}
                  </Field>
                  <Field label="Author" optional error={errors.source?.author?.message}>
                    {(control) => <Input {...control} {...form.register("source.author")} />}
                  </Field>
                  <Field label="Type" optional error={errors.source?.type?.message}>
                    {(control) => (
                      <Input {...control} {...form.register("source.type")} placeholder="book, speech, interview…" />
                    )}
                  </Field>
                  <Field label="URL" optional error={errors.source?.url?.message}>
                    {(control) => (
                      <Input
                        {...control}
                        {...form.register("source.url")}
                        type="url"
                        inputMode="url"
                        placeholder="https://"
                      />
                    )}
                  </Field>
                  <Field label="Publication date" optional error={errors.source?.publication_date?.message}>
                    {(control) => <Input {...control} {...form.register("source.publication_date")} type="date" />}
                  </Field>
                </CollapsibleContent>
              </div>
            </Collapsible>
          </TabsContent>

          <TabsContent value="preview">
            <QuotePreview
              values={values}
              status={
                anonymous ? "pending" : admin ? values.status : mode === "edit" ? (quote?.status ?? null) : "pending"
              }
            />
          </TabsContent>
        </div>
      </Tabs>

      <div className="grid gap-3 border-t bg-muted/30 px-4 py-3 sm:px-6">
        {formError && <FormAlert>{formError}</FormAlert>}
        <div className="flex flex-wrap items-center gap-2">
          {showDelete && quote && (
            <Button
              type="button"
              variant="ghost"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              disabled={busy}
              onClick={() => onDelete?.(quote)}
            >
              <Trash2Icon aria-hidden="true" />
              Delete
            </Button>
          )}
          <div className="grid w-full grid-cols-2 gap-2 sm:ml-auto sm:flex sm:w-auto sm:items-center">
            <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            {admin ? (
              <Button type="submit" disabled={busy}>
                {pendingAction === "save" && <Spinner />}
                Save
              </Button>
            ) : (
              <>
                {!anonymous && (
                  <Button
                    type="button"
                    variant="secondary"
                    disabled={busy}
                    onClick={(event) => void save("draft")(event)}
                  >
                    {pendingAction === "draft" && <Spinner />}
                    Save as Draft
                  </Button>
                )}
                <Button type="submit" disabled={busy} className={cn(!anonymous && "col-span-2 sm:col-span-1")}>
                  {pendingAction === "review" ? <Spinner /> : <SendIcon aria-hidden="true" />}
                  Submit for Review
                </Button>
              </>
            )}
          </div>
        </div>
      </div>
    </form>
  );
}
