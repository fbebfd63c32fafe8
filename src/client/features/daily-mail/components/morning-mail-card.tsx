import { useEffect, useId, useMemo } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { AlertTriangleIcon, MailIcon } from "lucide-react";
import { DAILY_MAIL_MESSAGES as M } from "#contracts/daily-mail.ts";
import { FormAlert, FormField } from "#client/components/form-field.tsx";
import { SubmitButton } from "#client/components/submit-button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { RadioGroup, RadioGroupItem } from "#client/components/ui/radio-group.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Switch } from "#client/components/ui/switch.tsx";
import { errorMessage } from "#client/lib/error-message.ts";
import { fieldErrorsOf } from "#client/lib/field-errors.ts";
import { toast } from "#client/lib/toast.ts";
import { useListChoices } from "../api/get-list-choices.ts";
import { useSubscriptions } from "../api/get-subscriptions.ts";
import { useUpdateSubscriptions } from "../api/update-subscriptions.ts";
import {
  browserTimeZone,
  formFieldOf,
  hourLabel,
  nextMailText,
  timeZoneChoices,
  toFormValues,
  toSettings,
  type MorningMailForm,
  type SourceKind,
} from "../settings-form.ts";

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const SOURCES: { value: SourceKind; label: string; hint: string }[] = [
  { value: "quote_of_the_day", label: "The quote of the day", hint: "The same quote everyone sees on Echoes today." },
  { value: "list", label: "One of my lists", hint: "Its quotes in turn, one each morning." },
  { value: "tags", label: "Tags", hint: "A quote with one of these tags that you have not had lately." },
];

/** The morning e-mail's card on the dashboard: on or off, which quotes, at what hour in which time zone. */
export default function MorningMailCard({ userId }: { userId: string }) {
  const subscriptions = useSubscriptions(userId);
  return (
    <section
      aria-labelledby="morning-mail-title"
      data-testid="morning-mail"
      className="grid gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
    >
      <div className="grid gap-1.5">
        <h3 id="morning-mail-title" className="flex items-center gap-2 font-semibold">
          <MailIcon aria-hidden="true" className="size-4 shrink-0" />
          Morning e-mail
        </h3>
        <p className="text-sm text-muted-foreground">
          One quote in your inbox each morning, at the hour you choose. Every mail has a one-click unsubscribe link.
        </p>
      </div>
      {subscriptions.isPending ? (
        <div className="grid gap-4" aria-hidden="true">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-24" />
          <Skeleton className="h-9 w-32" />
        </div>
      ) : subscriptions.isError ? (
        <FormAlert>{errorMessage(subscriptions.error, "Could not load your morning e-mail settings.")}</FormAlert>
      ) : (
        <SettingsForm userId={userId} saved={subscriptions.data} />
      )}
    </section>
  );
}

function SettingsForm({
  userId,
  saved,
}: {
  userId: string;
  saved: NonNullable<ReturnType<typeof useSubscriptions>["data"]>;
}) {
  const update = useUpdateSubscriptions(userId);
  const lists = useListChoices(userId);
  const switchId = useId();
  const form = useForm<MorningMailForm>({ defaultValues: toFormValues(saved.daily, browserTimeZone()) });
  const { errors, isSubmitting } = form.formState;
  const kind = useWatch({ control: form.control, name: "sourceKind" });
  const timezone = useWatch({ control: form.control, name: "timezone" });
  const zones = useMemo(() => timeZoneChoices(timezone), [timezone]);
  const ownLists = useMemo(() => lists.data?.lists ?? [], [lists.data]);

  // A list chosen before it was deleted is no choice any more.
  useEffect(() => {
    const listId = form.getValues("listId");
    if (lists.data && listId && !ownLists.some((l) => l.id === listId)) form.setValue("listId", "");
  }, [lists.data, ownLists, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    const checked = toSettings(values);
    if ("field" in checked) {
      form.setError(checked.field, { message: checked.message }, { shouldFocus: true });
      return;
    }
    try {
      const answer = await update.mutateAsync(checked.settings);
      form.reset(toFormValues(answer.daily, values.timezone));
      toast.success(M.saved, {
        description:
          answer.daily?.enabled && answer.delivery.next_at
            ? `Your first quote arrives ${nextMailText(answer.delivery.next_at, answer.daily.timezone)}.`
            : "The morning e-mail is off.",
      });
    } catch (error) {
      const named = Object.entries(fieldErrorsOf(error))
        .map(([field, message]) => [formFieldOf(field, values.sourceKind), message] as const)
        .filter((entry): entry is [keyof MorningMailForm, string] => entry[0] !== undefined);
      named.forEach(([field, message], i) => form.setError(field, { message }, { shouldFocus: i === 0 }));
      if (named.length === 0)
        form.setError("root", { message: errorMessage(error, "Could not save. Please try again.") });
    }
  });

  const last = saved.delivery.last;
  const problem = last && (last.status === "failed" || last.status === "retrying") ? last : null;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Morning e-mail settings">
      <div className="flex items-center justify-between gap-4 rounded-lg border p-3 sm:p-4">
        <div className="grid gap-0.5">
          <Label htmlFor={switchId}>Send me a quote every morning</Label>
          <p className="text-xs text-muted-foreground" data-testid="morning-mail-next">
            {saved.daily?.enabled && saved.delivery.next_at
              ? `Next e-mail: ${nextMailText(saved.delivery.next_at, saved.daily.timezone)}`
              : "Off"}
          </p>
        </div>
        <Controller
          control={form.control}
          name="enabled"
          render={({ field }) => (
            <Switch id={switchId} checked={field.value} onCheckedChange={field.onChange} ref={field.ref} />
          )}
        />
      </div>

      {problem && (
        <p role="status" className="flex gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm">
          <AlertTriangleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <span>
            {problem.status === "failed"
              ? `The e-mail of ${problem.day} could not be delivered after ${problem.attempts} attempts`
              : `The e-mail of ${problem.day} was refused; it will be tried again`}
            {problem.error ? ` (${problem.error}).` : "."} Check that your address can receive mail.
          </span>
        </p>
      )}

      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-medium">Quotes from</legend>
        <Controller
          control={form.control}
          name="sourceKind"
          render={({ field }) => (
            <RadioGroup value={field.value} onValueChange={field.onChange} ref={field.ref} className="gap-2">
              {SOURCES.map((source) => (
                <label
                  key={source.value}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[[data-state=checked]]:border-primary"
                >
                  <RadioGroupItem
                    value={source.value}
                    className="mt-0.5"
                    aria-describedby={`source-${source.value}-hint`}
                  />
                  <span className="grid gap-0.5">
                    <span className="text-sm font-medium">{source.label}</span>
                    <span id={`source-${source.value}-hint`} className="text-xs text-muted-foreground">
                      {source.hint}
                    </span>
                  </span>
                </label>
              ))}
            </RadioGroup>
          )}
        />
      </fieldset>

      {kind === "list" && (
        <FormField
          label="List"
          error={errors.listId?.message}
          hint={
            lists.isSuccess && ownLists.length === 0 ? "You have no lists yet: save quotes to a list first." : undefined
          }
        >
          {(control) => (
            <NativeSelect {...control} {...form.register("listId")} disabled={lists.isPending}>
              <option value="">{lists.isPending ? "Loading your lists…" : "Choose a list"}</option>
              {ownLists.map((list) => (
                <option key={list.id} value={list.id}>
                  {list.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      )}
      {kind === "tags" && (
        <FormField label="Tags" error={errors.tags?.message} hint="Up to 5, separated by commas: life, courage, hope">
          {(control) => (
            <Input {...control} {...form.register("tags")} placeholder="life, courage" autoComplete="off" />
          )}
        </FormField>
      )}

      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <FormField label="Hour" error={errors.hour?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register("hour")}>
              {HOURS.map((hour) => (
                <option key={hour} value={String(hour)}>
                  {hourLabel(hour)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Time zone" error={errors.timezone?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register("timezone")}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll("_", " ")}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>

      {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
      <div>
        <SubmitButton pending={isSubmitting} pendingLabel="Saving..." data-testid="morning-mail-save">
          Save
        </SubmitButton>
      </div>
    </form>
  );
}
