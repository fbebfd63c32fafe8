import { useFormContext, useFormState, type FieldError } from "react-hook-form";
import { FormField } from "#client/components/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { HISTORIC_DATE_HINT, SOURCE_TYPE_LABELS, SOURCE_TYPES } from "../source-form.ts";

type SourceErrors = Partial<Record<string, FieldError>> | undefined;

/** The errors of the source at `prefix` ("source", "sources.2") among the form's errors. */
function errorsAt(errors: Record<string, unknown>, prefix: string): SourceErrors {
  let node: unknown = errors;
  for (const part of prefix.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return node as SourceErrors;
}

/**
 * A source's fields (docs/product/attribution.md): its name, type, author, date, where in it the quote appears and
 * a link; curators also describe it. Bound to the surrounding form at `prefix`.
 */
export function SourceFields({
  prefix,
  required,
  withDescription = false,
}: {
  /** The source's path in the form: "source", or "sources.0". */
  prefix: string;
  /** The name is marked required (else it is asked for once any field of the source is filled in). */
  required: boolean;
  withDescription?: boolean;
}) {
  const { register, control } = useFormContext();
  const { errors } = useFormState({ control, name: prefix });
  const fieldErrors = errorsAt(errors, prefix);
  const message = (key: string) => fieldErrors?.[key]?.message;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Name" optional={!required} error={message("name")} className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            {...register(`${prefix}.name`)}
            aria-required={required || undefined}
            placeholder="e.g. Walden; Speech at Cooper Union"
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField label="Type" error={message("type")}>
        {(control) => (
          <NativeSelect {...control} {...register(`${prefix}.type`)}>
            {SOURCE_TYPES.map((type) => (
              <option key={type} value={type}>
                {SOURCE_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Author" optional error={message("author")}>
        {(control) => <Input {...control} {...register(`${prefix}.author`)} autoComplete="off" />}
      </FormField>
      <FormField label="Date" optional error={message("publication_date")} hint={HISTORIC_DATE_HINT} hintWithError>
        {(control) => <Input {...control} {...register(`${prefix}.publication_date`)} placeholder="1974" />}
      </FormField>
      <FormField
        label="Location"
        optional
        error={message("location")}
        hint="A page, chapter or timestamp"
        hintWithError
      >
        {(control) => <Input {...control} {...register(`${prefix}.location`)} placeholder="p. 42" />}
      </FormField>
      <FormField label="URL" optional error={message("url")} className="sm:col-span-2">
        {(control) => (
          <Input {...control} {...register(`${prefix}.url`)} type="url" inputMode="url" placeholder="https://" />
        )}
      </FormField>
      {withDescription && (
        <FormField label="Description" optional error={message("description")} className="sm:col-span-2">
          {(control) => <Textarea {...control} {...register(`${prefix}.description`)} rows={2} />}
        </FormField>
      )}
    </div>
  );
}
