import { memo, useMemo } from "react";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import { QUOTE_AUTHOR_MAX } from "#contracts/quotes.ts";
import { Input } from "#client/components/ui/input.tsx";
import { languageOptions } from "../language-options.ts";
import type { QuoteFormOutput, QuoteFormValues } from "../quote-form.ts";
import { Field } from "./field.tsx";
import { SelectField } from "./select-field.tsx";

/**
 * The quote's language (detected on create unless chosen) and, for a translation, its translator. Apart from the
 * other fields so that typing the quote does not draw the list of languages again.
 */
export const LanguageFields = memo(function LanguageFields({
  mode,
  storedLanguage,
}: {
  mode: "create" | "edit";
  /** The edited quote's language, offered even when it is not one of those offered by name (`pt-BR`). */
  storedLanguage: string;
}) {
  const { control, register } = useFormContext<QuoteFormValues, unknown, QuoteFormOutput>();
  const { errors } = useFormState({ control, name: "translator" });
  const translation = useWatch({ control, name: "translation_of" }) !== "";
  const languages = useMemo(() => languageOptions(mode, storedLanguage), [mode, storedLanguage]);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        name="language"
        label="Language"
        hint={mode === "create" ? "Recognised from the text unless you choose one." : undefined}
        testId="quote-language"
      >
        {languages.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      {translation && (
        <Field label="Translator" optional error={errors.translator?.message}>
          {(fieldControl) => (
            <Input
              {...fieldControl}
              {...register("translator")}
              maxLength={QUOTE_AUTHOR_MAX + 50}
              autoComplete="off"
              placeholder="Leave empty if unknown"
            />
          )}
        </Field>
      )}
    </div>
  );
});
