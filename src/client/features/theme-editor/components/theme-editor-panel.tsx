import { useId, useState, type FormEvent } from "react";
import { CheckIcon, RotateCcwIcon } from "lucide-react";
import { toast } from "#client/lib/toast.ts";
import { CustomColorSchema, THEME_PRESETS, type AuthUser, type ThemeBody } from "#contracts/auth.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { cn } from "#client/lib/utils.ts";
import { useUpdateTheme } from "../api/update-theme.ts";
import { DEFAULT_PRESET_CLASS, type ThemeScheme } from "../theme-scheme.ts";
import { useThemeScheme } from "../theme-scheme-provider.tsx";

export interface ThemeEditorPanelProps {
  /** Signed in with the theme-editor permission: choices are saved to the profile too. */
  canSave: boolean;
  /** The profile after a saved change. */
  onSaved?: (user: AuthUser) => void;
}

/** The theme editor (docs/product/data-model.md and docs/product/messages-and-limits.md): eight presets and a custom #rrggbb colour, applied to the UI at once. */
export default function ThemeEditorPanel({ canSave, onSaved }: ThemeEditorPanelProps) {
  const { scheme, setScheme } = useThemeScheme();
  const updateTheme = useUpdateTheme();
  const [hex, setHex] = useState(scheme.customColor ?? "");
  const [hexError, setHexError] = useState<string | null>(null);
  const ids = { hex: useId(), error: useId(), hint: useId() };
  const activeClass = scheme.customColor ? null : (scheme.themeClass ?? DEFAULT_PRESET_CLASS);

  const choose = (next: ThemeScheme, body: ThemeBody) => {
    setScheme(next);
    if (!canSave) return;
    updateTheme.mutate(body, {
      onSuccess: (user) => onSaved?.(user),
      onError: (error) =>
        toast.error("Theme not saved", {
          description: error.message || "Your colour applies here but could not be saved to your profile.",
        }),
    });
  };

  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CustomColorSchema.safeParse(hex);
    if (!parsed.success) {
      setHexError(parsed.error.issues[0]?.message ?? "Invalid colour");
      return;
    }
    setHexError(null);
    setHex(parsed.data);
    choose({ themeClass: null, customColor: parsed.data }, { customColor: parsed.data });
  };

  const pickerValue = /^#[0-9a-f]{6}$/i.test(hex) ? hex.toLowerCase() : (scheme.customColor ?? "#3b82f6");

  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h2 className="text-sm font-semibold">Theme colour</h2>
        <p className="text-xs text-muted-foreground">
          {canSave
            ? "Applies at once and is saved to your profile."
            : "Applies at once and is kept on this device. Sign in to keep it everywhere."}
        </p>
      </div>
      <div role="radiogroup" aria-label="Preset colours" className="grid grid-cols-4 gap-2">
        {THEME_PRESETS.map((preset) => {
          const active = activeClass === preset.themeClass;
          return (
            <button
              key={preset.themeClass}
              type="button"
              role="radio"
              aria-checked={active}
              onClick={() =>
                choose({ themeClass: preset.themeClass, customColor: null }, { themeClass: preset.themeClass })
              }
              className={cn(
                "group flex flex-col items-center gap-1 rounded-md p-1.5 text-xs outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
                active && "bg-accent",
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-8 items-center justify-center rounded-full border border-black/10 shadow-xs dark:border-white/15",
                  active && "ring-2 ring-foreground ring-offset-2 ring-offset-background",
                )}
                style={{ backgroundColor: preset.color }}
              >
                {active && <CheckIcon className="size-4 text-white drop-shadow" />}
              </span>
              {/* Muted grey on the hover background is below 4.5:1: the name darkens on hover. */}
              <span
                className={cn(
                  "text-muted-foreground group-hover:text-foreground",
                  active && "font-medium text-foreground",
                )}
              >
                {preset.name}
              </span>
            </button>
          );
        })}
      </div>
      <form noValidate onSubmit={applyCustom} className="grid gap-2">
        <Label htmlFor={ids.hex}>Custom colour</Label>
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label="Pick a custom colour"
            value={pickerValue}
            onChange={(event) => {
              setHex(event.target.value);
              setHexError(null);
            }}
            className="h-9 w-10 shrink-0 cursor-pointer rounded-md border border-input bg-transparent p-1"
          />
          <Input
            id={ids.hex}
            value={hex}
            onChange={(event) => {
              setHex(event.target.value);
              if (hexError) setHexError(null);
            }}
            placeholder="#3b82f6"
            spellCheck={false}
            autoComplete="off"
            maxLength={7}
            className="font-mono"
            aria-invalid={hexError !== null}
            aria-describedby={hexError ? ids.error : ids.hint}
          />
          <Button type="submit" variant="secondary" disabled={updateTheme.isPending}>
            Apply
          </Button>
        </div>
        {hexError ? (
          <p id={ids.error} role="alert" className="text-sm text-destructive">
            {hexError}
          </p>
        ) : (
          <p id={ids.hint} className="text-xs text-muted-foreground">
            Six hex digits with a leading #, e.g. #0ea5e9.
            {scheme.customColor && (
              <span className="ml-1 font-medium text-foreground">In use: {scheme.customColor}</span>
            )}
          </p>
        )}
      </form>
      <div className="flex items-center justify-between gap-2 border-t pt-3">
        <p className="flex min-h-5 items-center gap-1.5 text-xs text-muted-foreground" aria-live="polite">
          {updateTheme.isPending && (
            <>
              <Spinner className="size-3" /> Saving...
            </>
          )}
          {updateTheme.isSuccess && !updateTheme.isPending && "Saved to your profile"}
        </p>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => {
            setHex("");
            setHexError(null);
            choose({ themeClass: DEFAULT_PRESET_CLASS, customColor: null }, { themeClass: DEFAULT_PRESET_CLASS });
          }}
          disabled={activeClass === DEFAULT_PRESET_CLASS}
        >
          <RotateCcwIcon aria-hidden="true" />
          Reset
        </Button>
      </div>
    </div>
  );
}
