import { ChevronDownIcon } from "lucide-react";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "#client/components/ui/collapsible.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { cn } from "#client/lib/utils.ts";
import { hasSourceInput, type QuoteFormOutput, type QuoteFormValues } from "../quote-form.ts";
import { Field } from "./field.tsx";

/** The optional source (book, speech, film…), folded away until opened; it opens by itself on an error. */
export function SourceFields({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { control, register } = useFormContext<QuoteFormValues, unknown, QuoteFormOutput>();
  const { errors } = useFormState({ control });
  const source = useWatch({ control, name: "source" });
  const shown = open || Boolean(errors.source);
  const given = hasSourceInput(source);

  return (
    <Collapsible open={shown} onOpenChange={onOpenChange}>
      <div className="rounded-lg border">
        <CollapsibleTrigger asChild>
          <button
            type="button"
            className="flex w-full items-center justify-between gap-2 rounded-lg px-4 py-3 text-left text-sm font-medium outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <span>
              {given ? "Source" : "Add source"}
              <span className="ml-2 font-normal text-muted-foreground">
                {given && source.name.trim() ? source.name.trim() : "(optional) book, speech, film…"}
              </span>
            </span>
            <ChevronDownIcon
              aria-hidden="true"
              className={cn("size-4 shrink-0 text-muted-foreground transition-transform", shown && "rotate-180")}
            />
          </button>
        </CollapsibleTrigger>
        <CollapsibleContent className="grid gap-4 border-t px-4 pt-4 pb-4 sm:grid-cols-2">
          <Field label="Name" error={errors.source?.name?.message} className="sm:col-span-2">
            {(fieldControl) => <Input {...fieldControl} {...register("source.name")} placeholder="e.g. Meditations" />}
          </Field>
          <Field label="Author" optional error={errors.source?.author?.message}>
            {(fieldControl) => <Input {...fieldControl} {...register("source.author")} />}
          </Field>
          <Field label="Type" optional error={errors.source?.type?.message}>
            {(fieldControl) => (
              <Input {...fieldControl} {...register("source.type")} placeholder="book, speech, interview…" />
            )}
          </Field>
          <Field label="URL" optional error={errors.source?.url?.message}>
            {(fieldControl) => (
              <Input {...fieldControl} {...register("source.url")} type="url" inputMode="url" placeholder="https://" />
            )}
          </Field>
          <Field label="Publication date" optional error={errors.source?.publication_date?.message}>
            {(fieldControl) => <Input {...fieldControl} {...register("source.publication_date")} type="date" />}
          </Field>
        </CollapsibleContent>
      </div>
    </Collapsible>
  );
}
