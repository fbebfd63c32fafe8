import { useId, useRef, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { toast } from "#client/lib/toast.ts";
import { CheckIcon, ImageOffIcon, UploadIcon } from "lucide-react";
import {
  BACKGROUND_CATEGORIES,
  BACKGROUND_MESSAGES,
  BACKGROUND_UPLOAD_MAX_BYTES,
  backgroundTypeOf,
  presetsOf,
  type BackgroundCategory,
} from "#contracts/backgrounds.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs.tsx";
import { BACKGROUND_VEIL, quoteBackgroundStyle } from "#client/lib/quote-background.ts";
import { cn } from "#client/lib/utils.ts";
import { uploadBackground } from "../api/upload-background.ts";
import type { QuoteFormValues } from "../quote-form.ts";

const CATEGORY_LABELS: Record<BackgroundCategory, string> = {
  nature: "Nature",
  abstract: "Abstract",
  gradient: "Gradient",
  pattern: "Pattern",
};

/**
 * The editor's Background tab (docs/product/screens.md): presets by category (nature, abstract, gradient, pattern), a custom picture
 * upload (an image, at most 2 MB) and Remove Background; the choice shows at once on a sample of the card.
 */
export function BackgroundTab({ signedIn }: { signedIn: boolean }) {
  const { setValue, control } = useFormContext<QuoteFormValues>();
  const current = useWatch({ control, name: "background_url" }) ?? "";
  const currentType = current ? backgroundTypeOf(current) : undefined;
  const [category, setCategory] = useState<string>(currentType && currentType !== "custom" ? currentType : "nature");
  const choose = (url: string) => setValue("background_url", url, { shouldDirty: true });
  const style = quoteBackgroundStyle(current);
  const text = useWatch({ control, name: "text" })?.trim();

  return (
    <div className="grid gap-5" data-testid="background-tab">
      <div
        className={cn(
          "flex min-h-28 flex-col justify-center rounded-xl border bg-card p-5",
          style && cn(BACKGROUND_VEIL, "overflow-hidden before:rounded-xl"),
        )}
        style={style}
        data-testid="background-sample"
      >
        <p className="line-clamp-3 text-lg leading-snug font-medium">{text || "Your quote, over its background."}</p>
        <p className="mt-2 text-sm text-muted-foreground">
          {current ? "Text stays readable over a soft veil." : "No background"}
        </p>
      </div>

      <Tabs value={category} onValueChange={setCategory} className="gap-4">
        <TabsList className="grid h-auto w-full grid-cols-3 gap-1 sm:grid-cols-5">
          {BACKGROUND_CATEGORIES.map((c) => (
            <TabsTrigger key={c} value={c}>
              {CATEGORY_LABELS[c]}
            </TabsTrigger>
          ))}
          <TabsTrigger value="custom">Upload</TabsTrigger>
        </TabsList>
        {BACKGROUND_CATEGORIES.map((c) => (
          <TabsContent key={c} value={c}>
            <div
              role="radiogroup"
              aria-label={`${CATEGORY_LABELS[c]} backgrounds`}
              className="grid grid-cols-2 gap-3 sm:grid-cols-3"
            >
              {presetsOf(c).map((preset) => {
                const selected = current === preset.url;
                return (
                  <button
                    key={preset.id}
                    type="button"
                    role="radio"
                    aria-checked={selected}
                    onClick={() => choose(preset.url)}
                    data-testid={`background-${preset.id}`}
                    className={cn(
                      "group relative aspect-[1200/630] overflow-hidden rounded-lg border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60",
                      selected && "ring-2 ring-primary ring-offset-2 ring-offset-background",
                    )}
                    style={quoteBackgroundStyle(preset.url)}
                  >
                    <span className="absolute inset-x-0 bottom-0 bg-black/60 px-2 py-1 text-left text-xs font-medium text-white">
                      {preset.name}
                    </span>
                    {selected && (
                      <CheckIcon
                        aria-hidden="true"
                        className="absolute top-1.5 right-1.5 size-5 rounded-full bg-primary p-0.5 text-primary-foreground"
                      />
                    )}
                  </button>
                );
              })}
            </div>
          </TabsContent>
        ))}
        <TabsContent value="custom">
          <CustomUpload signedIn={signedIn} onUploaded={choose} />
        </TabsContent>
      </Tabs>

      <div className="flex justify-end">
        <Button type="button" variant="outline" disabled={!current} onClick={() => choose("")}>
          <ImageOffIcon aria-hidden="true" />
          Remove Background
        </Button>
      </div>
    </div>
  );
}

function CustomUpload({ signedIn, onUploaded }: { signedIn: boolean; onUploaded: (url: string) => void }) {
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!signedIn) {
    return <p className="text-sm text-muted-foreground">Sign in to upload a picture of your own.</p>;
  }
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    // The server checks the content; these checks only answer sooner.
    if (file.type && !file.type.startsWith("image/")) return setError(BACKGROUND_MESSAGES.notImage);
    if (file.size > BACKGROUND_UPLOAD_MAX_BYTES) return setError(BACKGROUND_MESSAGES.tooLarge);
    setError(null);
    setBusy(true);
    try {
      const uploaded = await uploadBackground(file);
      onUploaded(uploaded.url);
      toast.success(BACKGROUND_MESSAGES.uploaded);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };
  return (
    <div className="grid gap-3 rounded-lg border border-dashed p-5">
      <label htmlFor={inputId} className="text-sm font-medium">
        Your own picture
      </label>
      <p className="text-sm text-muted-foreground">PNG, JPEG, WebP, GIF or AVIF, up to 2 MB.</p>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/*"
        className="sr-only"
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        data-testid="background-file"
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
      <Button
        type="button"
        variant="secondary"
        className="w-fit"
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        {busy ? <Spinner /> : <UploadIcon aria-hidden="true" />}
        Choose a picture
      </Button>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive" data-testid="background-upload-error">
          {error}
        </p>
      )}
    </div>
  );
}
