import { useId, useState } from "react";
import { toast } from "#client/lib/toast.ts";
import type { ConsentChoice, ConsentRecord } from "#contracts/consent.ts";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "#client/components/ui/sheet.tsx";
import { Switch } from "#client/components/ui/switch.tsx";
import { clearConsent, NECESSARY_ONLY, saveConsent } from "../consent-storage.ts";
import { COOKIE_CATEGORIES, type CookieCategory } from "../cookie-categories.ts";
import { formatDateTime } from "#client/lib/dates.ts";

export const SETTINGS_SAVED_MESSAGE = "Privacy settings saved";

/** The Privacy Settings sheet: the four cookie categories with their cookies; Save stores, Reset asks again. */
export function PrivacySettingsSheet({
  open,
  onOpenChange,
  consent,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  consent: ConsentRecord | null;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full gap-0 p-0 sm:max-w-md" data-testid="privacy-settings">
        <SheetHeader className="border-b px-5 pt-5 pb-4">
          <SheetTitle>Privacy Settings</SheetTitle>
          <SheetDescription>
            Choose what Echoes may keep in your browser. Strictly necessary items are always on.
          </SheetDescription>
        </SheetHeader>
        <SettingsForm consent={consent} onSaved={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}

/** Mounted with each opening of the sheet, so that it starts from what is stored. */
function SettingsForm({ consent, onSaved }: { consent: ConsentRecord | null; onSaved: () => void }) {
  const [choice, setChoice] = useState<ConsentChoice>(consent ?? NECESSARY_ONLY);

  const save = () => {
    saveConsent(choice);
    onSaved();
    toast.success(SETTINGS_SAVED_MESSAGE, { id: "privacy-settings" });
  };

  const reset = () => {
    clearConsent();
    window.location.reload();
  };

  return (
    <>
      <div className="flex flex-1 flex-col gap-4 overflow-y-auto px-5 py-5">
        {COOKIE_CATEGORIES.map((category) => (
          <CategoryCard
            key={category.id}
            category={category}
            checked={category.choice ? choice[category.choice] : true}
            onCheckedChange={(checked) => {
              const field = category.choice;
              if (field) setChoice((current) => ({ ...current, [field]: checked }));
            }}
          />
        ))}
        {consent && (
          <p className="text-xs text-muted-foreground">
            Last saved <time dateTime={consent.timestamp}>{formatDateTime(consent.timestamp)}</time> (consent version{" "}
            {consent.version}).
          </p>
        )}
      </div>
      <div className="flex items-center justify-between gap-3 border-t px-5 py-4">
        <Button type="button" variant="ghost" onClick={reset}>
          Reset
        </Button>
        <Button type="button" onClick={save}>
          Save
        </Button>
      </div>
    </>
  );
}

function CategoryCard({
  category,
  checked,
  onCheckedChange,
}: {
  category: CookieCategory;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-name`} className="rounded-lg border p-4" data-category={category.id}>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h3 id={`${id}-name`} className="flex flex-wrap items-center gap-2 text-sm font-semibold">
            <label htmlFor={`${id}-switch`}>{category.name}</label>
            {category.required && <Badge variant="secondary">Always on</Badge>}
          </h3>
          <p id={`${id}-description`} className="text-sm text-muted-foreground">
            {category.description}
          </p>
        </div>
        <Switch
          id={`${id}-switch`}
          checked={checked}
          disabled={category.required}
          onCheckedChange={onCheckedChange}
          aria-describedby={`${id}-description`}
          className="mt-0.5"
        />
      </div>
      <details className="group mt-3 text-sm">
        <summary className="cursor-pointer rounded-sm text-muted-foreground outline-none select-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50">
          {category.cookies.length === 1 ? "1 item" : `${category.cookies.length} items`}
        </summary>
        <ul className="mt-2 space-y-2">
          {category.cookies.map((cookie) => (
            <li key={cookie.name} className="rounded-md bg-muted/50 p-2.5">
              <p className="font-mono text-xs font-medium break-all">{cookie.name}</p>
              <p className="mt-0.5 text-xs text-muted-foreground">{cookie.purpose}</p>
              <dl className="mt-1 flex flex-wrap gap-x-4 text-xs">
                <div className="flex gap-1">
                  <dt className="text-muted-foreground">Duration</dt>
                  <dd>{cookie.duration}</dd>
                </div>
                <div className="flex gap-1">
                  <dt className="text-muted-foreground">Provider</dt>
                  <dd>{cookie.provider}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
