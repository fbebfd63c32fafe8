import type { RefObject } from "react";
import { Controller, useFormContext, useFormState, useWatch } from "react-hook-form";
import { InfoIcon } from "lucide-react";
import { CATEGORIES } from "#contracts/constants.ts";
import type { ModeratedStatus } from "#contracts/quote-rules.ts";
import { QUOTE_AUTHOR_MAX, QUOTE_TAGS_MAX, QUOTE_TEXT_MAX } from "#contracts/quotes.ts";
import { EmailInput } from "#client/components/email-input.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { cn } from "#client/lib/utils.ts";
import { tagsError } from "../form-errors.ts";
import type { TranslationOriginal } from "../editor-types.ts";
import type { QuoteFormOutput, QuoteFormValues } from "../quote-form.ts";
import { Field } from "./field.tsx";
import { LanguageFields } from "./language-fields.tsx";
import { SourceFields } from "./source-fields.tsx";
import { SelectField } from "./select-field.tsx";
import { StatusField } from "./status-field.tsx";
import { TagsInput } from "./tags-input.tsx";
import { TranslationOfField } from "./translation-of-field.tsx";

export interface QuoteFieldsProps {
  mode: "create" | "edit";
  /** Anonymous visitors give an e-mail. */
  anonymous: boolean;
  /** Admins pick the status. */
  admin: boolean;
  /** Set when saving sends an owner's approved or rejected quote back to review: says so above the fields. */
  returnsToReviewFrom: ModeratedStatus | null;
  /** The tags' text input, which takes focus when the tags hold the first error. */
  tagsInputRef: RefObject<HTMLInputElement | null>;
  sourceOpen: boolean;
  onSourceOpenChange: (open: boolean) => void;
  /** The original a new translation was opened from, with its words. */
  translationOriginal?: TranslationOriginal | null;
  /** The edited quote's language, offered even when it is not one of those offered by name (`pt-BR`). */
  storedLanguage?: string;
}

/**
 * The Text tab: the original a translation is linked to, the quote, its author, category, language (and translator),
 * tags, notes, reference, status (admins) and source.
 */
export function QuoteFields({
  mode,
  anonymous,
  admin,
  returnsToReviewFrom,
  tagsInputRef,
  sourceOpen,
  onSourceOpenChange,
  translationOriginal = null,
  storedLanguage = "",
}: QuoteFieldsProps) {
  const { control, register } = useFormContext<QuoteFormValues, unknown, QuoteFormOutput>();
  const { errors } = useFormState({ control });
  const textLength = useWatch({ control, name: "text" }).length;

  return (
    <>
      {returnsToReviewFrom && (
        <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-200">
          <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {returnsToReviewFrom === "approved"
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
          {(fieldControl) => <EmailInput {...fieldControl} {...register("email")} autoFocus />}
        </Field>
      )}

      <TranslationOfField original={translationOriginal} />

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
        {(fieldControl) => (
          <Textarea
            {...fieldControl}
            {...register("text")}
            rows={4}
            autoFocus={!anonymous}
            placeholder="The words, exactly as they were said or written"
            className="min-h-28 text-base"
          />
        )}
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Author" error={errors.author?.message}>
          {(fieldControl) => (
            <Input
              {...fieldControl}
              {...register("author")}
              maxLength={QUOTE_AUTHOR_MAX + 50}
              autoComplete="off"
              placeholder="Who said or wrote it"
            />
          )}
        </Field>
        <SelectField name="category" label="Category" className={(value) => cn(!value && "text-muted-foreground")}>
          <option value="" disabled>
            Select a category
          </option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category} className="text-foreground">
              {category.charAt(0).toUpperCase() + category.slice(1)}
            </option>
          ))}
        </SelectField>
      </div>

      <LanguageFields mode={mode} storedLanguage={storedLanguage} />

      <Field label="Tags" optional error={tagsError(errors.tags)} hint="Press Enter or type a comma to add a tag.">
        {(fieldControl) => (
          <Controller
            control={control}
            name="tags"
            render={({ field }) => (
              <TagsInput
                {...fieldControl}
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
        {(fieldControl) => (
          <Textarea {...fieldControl} {...register("context")} rows={2} placeholder="When, where or why it was said" />
        )}
      </Field>

      <Field label="Description" optional error={errors.description?.message}>
        {(fieldControl) => (
          <Textarea
            {...fieldControl}
            {...register("description")}
            rows={2}
            placeholder="What it means to you, or what it is about"
          />
        )}
      </Field>

      <div className={cn("grid gap-5", admin && "sm:grid-cols-2")}>
        <Field label="Reference URL" optional error={errors.reference_url?.message}>
          {(fieldControl) => (
            <Input
              {...fieldControl}
              {...register("reference_url")}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
            />
          )}
        </Field>
        {admin && <StatusField mode={mode} />}
      </div>

      <SourceFields open={sourceOpen} onOpenChange={onSourceOpenChange} />
    </>
  );
}
