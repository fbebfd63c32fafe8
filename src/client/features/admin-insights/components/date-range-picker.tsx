import { useId, useState, type FormEvent } from "react";
import { CalendarRangeIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { cn } from "#client/lib/utils.ts";
import {
  PRESET_LABELS,
  RANGE_PRESETS,
  resolveRange,
  utcDay,
  type OverviewSearch,
  type RangeChoice,
  type ResolvedRange,
} from "../range.ts";

const SHORT_LABELS: Record<RangeChoice, string> = {
  "7d": "7 days",
  "30d": "30 days",
  "90d": "90 days",
  custom: "Custom",
};

/** Presets of 7, 30 and 90 days, or custom from/to days (UTC); the choice lives in the URL. */
export function DateRangePicker(props: { range: ResolvedRange; onChange: (search: OverviewSearch) => void }) {
  const { range, onChange } = props;
  const [customOpen, setCustomOpen] = useState(range.choice === "custom");
  const [from, setFrom] = useState(range.from ?? "");
  const [to, setTo] = useState(range.to ?? "");
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  const today = utcDay(new Date());

  const choose = (choice: RangeChoice) => {
    if (choice === "custom") {
      setCustomOpen(true);
      return;
    }
    setCustomOpen(false);
    setError(undefined);
    onChange({ range: choice });
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = resolveRange({ range: "custom", from: from || undefined, to: to || undefined });
    if (!next.ok) {
      setError(next.message);
      return;
    }
    setError(undefined);
    onChange({ range: "custom", from: next.from, to: next.to });
  };

  const pressed = (choice: RangeChoice) => (customOpen ? choice === "custom" : range.choice === choice);

  return (
    <div className="grid gap-3 sm:justify-items-end">
      <div role="group" aria-label="Date range" className="inline-flex w-fit gap-1 rounded-lg bg-muted p-1 text-sm">
        {[...RANGE_PRESETS, "custom" as const].map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={pressed(choice)}
            title={choice === "custom" ? "Choose the days" : PRESET_LABELS[choice]}
            onClick={() => choose(choice)}
            className={cn(
              "inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 font-medium text-foreground/75 transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
              pressed(choice) && "bg-background text-foreground shadow-sm",
            )}
          >
            {choice === "custom" && <CalendarRangeIcon aria-hidden="true" className="size-4" />}
            {SHORT_LABELS[choice]}
          </button>
        ))}
      </div>
      {customOpen && (
        <form onSubmit={apply} noValidate className="flex flex-wrap items-end gap-2" aria-label="Custom date range">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-from`}>From</Label>
            <Input
              id={`${id}-from`}
              type="date"
              value={from}
              max={to || today}
              onChange={(e) => setFrom(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="w-40"
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-to`}>To</Label>
            <Input
              id={`${id}-to`}
              type="date"
              value={to}
              min={from || undefined}
              onChange={(e) => setTo(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="w-40"
            />
          </div>
          <Button type="submit" variant="outline">
            Apply
          </Button>
          <p id={`${id}-error`} role="alert" className="basis-full text-sm text-destructive empty:hidden">
            {error}
          </p>
        </form>
      )}
    </div>
  );
}
