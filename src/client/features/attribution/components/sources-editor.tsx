import { useId, useRef, useState } from "react";
import { useFieldArray, useFormContext, useFormState } from "react-hook-form";
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { FieldError } from "#client/components/form-field.tsx";
import { Button } from "#client/components/ui/button.tsx";
import type { AttributionFormOutput, AttributionFormValues } from "../attribution-form.ts";
import { SOURCES_PER_QUOTE_MAX } from "../attribution-form.ts";
import { emptySource } from "../source-form.ts";
import { SourceFields } from "./source-fields.tsx";

type Action = "up" | "down" | "remove";

/**
 * A quote's ordered sources (the first is the primary one): add, remove and move up or down, by keyboard as by
 * pointer. Focus stays with the source that moved, and a polite announcement says where it went.
 */
export function SourcesEditor() {
  const id = useId();
  const { control } = useFormContext<AttributionFormValues, unknown, AttributionFormOutput>();
  const { fields, append, remove, move } = useFieldArray({ control, name: "sources" });
  const { errors } = useFormState({ control, name: "sources" });
  const [announcement, setAnnouncement] = useState("");
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const listError = errors.sources?.root?.message ?? errors.sources?.message;
  const full = fields.length >= SOURCES_PER_QUOTE_MAX;

  const focusLater = (choices: Array<[string | undefined, Action]>) =>
    requestAnimationFrame(() => {
      for (const [fieldId, action] of choices) {
        const button = fieldId ? buttons.current.get(`${fieldId}:${action}`) : undefined;
        if (button && !button.disabled) return button.focus();
      }
      addButton.current?.focus();
    });

  const moveTo = (from: number, to: number) => {
    const fieldId = fields[from]!.id;
    move(from, to);
    setAnnouncement(`Source moved to position ${to + 1} of ${fields.length}`);
    const first: Action = to < from ? "up" : "down";
    focusLater([
      [fieldId, first],
      [fieldId, first === "up" ? "down" : "up"],
    ]);
  };

  const removeAt = (index: number) => {
    const next = fields[index + 1]?.id;
    const previous = fields[index - 1]?.id;
    remove(index);
    setAnnouncement(`Source ${index + 1} removed`);
    focusLater([
      [next, "remove"],
      [previous, "remove"],
    ]);
  };

  const ref = (fieldId: string, action: Action) => (button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(`${fieldId}:${action}`, button);
    else buttons.current.delete(`${fieldId}:${action}`);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="grid min-w-0 gap-3">
      <div>
        <h3 id={`${id}-heading`} className="text-sm font-medium">
          Sources
        </h3>
        <p className="text-xs text-muted-foreground">
          The first is the primary source. Readers see them in this order.
        </p>
      </div>
      {fields.length === 0 && (
        <p className="rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground">No sources yet.</p>
      )}
      <ol className="grid gap-3">
        {fields.map((field, index) => (
          <li key={field.id}>
            <fieldset className="grid min-w-0 gap-3 rounded-lg border p-3 sm:p-4" data-testid="source-entry">
              <legend className="sr-only">{`Source ${index + 1}${index === 0 ? ", primary" : ""}`}</legend>
              <div className="flex flex-wrap items-center gap-2">
                <p className="text-sm font-medium" aria-hidden="true">
                  Source {index + 1}
                  {index === 0 && <span className="ml-1.5 text-xs font-normal text-muted-foreground">Primary</span>}
                </p>
                <div className="ml-auto flex gap-1">
                  <Button
                    ref={ref(field.id, "up")}
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={`Move source ${index + 1} up`}
                    disabled={index === 0}
                    onClick={() => moveTo(index, index - 1)}
                  >
                    <ArrowUpIcon aria-hidden="true" />
                  </Button>
                  <Button
                    ref={ref(field.id, "down")}
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={`Move source ${index + 1} down`}
                    disabled={index === fields.length - 1}
                    onClick={() => moveTo(index, index + 1)}
                  >
                    <ArrowDownIcon aria-hidden="true" />
                  </Button>
                  <Button
                    ref={ref(field.id, "remove")}
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8 text-destructive hover:text-destructive"
                    aria-label={`Remove source ${index + 1}`}
                    onClick={() => removeAt(index)}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
              </div>
              <SourceFields prefix={`sources.${index}`} required withDescription />
            </fieldset>
          </li>
        ))}
      </ol>
      {listError && <FieldError>{listError}</FieldError>}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          ref={addButton}
          type="button"
          variant="outline"
          size="sm"
          disabled={full}
          onClick={() => {
            append(emptySource());
            setAnnouncement(`Source ${fields.length + 1} added`);
          }}
        >
          <PlusIcon aria-hidden="true" />
          Add source
        </Button>
        {full && <p className="text-xs text-muted-foreground">At most {SOURCES_PER_QUOTE_MAX} sources per quote</p>}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
