import { useEffect, useState } from "react";
import { ImageOffIcon, RefreshCwIcon } from "lucide-react";
import { toast } from "#client/lib/toast.ts";
import { canEditQuote, type QuoteViewer } from "#contracts/quote-rules.ts";
import { SHARE_IMAGE, SHARE_MESSAGES } from "#contracts/share.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { getPreviewImage } from "../api/get-preview-image.ts";
import type { ShareableQuote } from "../share-quote.ts";

type PreviewState = { status: "loading" } | { status: "ready"; url: string } | { status: "error" };

/**
 * The quote's social preview as link previews show it, in a box that keeps the image's 1200:630 shape
 * while it loads. Its owner and admins may have it drawn again.
 */
export function SharePreview({ quote, viewer }: { quote: ShareableQuote; viewer: QuoteViewer | null }) {
  const [state, setState] = useState<PreviewState>({ status: "loading" });
  const [regenerating, setRegenerating] = useState(false);
  const mayRegenerate = canEditQuote(viewer, { user_id: quote.user_id ?? null });

  // The dialog mounts this afresh for each quote; the image loads once per mount.
  useEffect(() => {
    const controller = new AbortController();
    getPreviewImage(quote.url_slug, { signal: controller.signal }).then(
      (blob) => setState({ status: "ready", url: URL.createObjectURL(blob) }),
      () => {
        if (!controller.signal.aborted) setState({ status: "error" });
      },
    );
    return () => controller.abort();
  }, [quote.url_slug]);

  // The object URL of the image shown is released when it is replaced.
  useEffect(() => {
    if (state.status !== "ready") return;
    const url = state.url;
    return () => URL.revokeObjectURL(url);
  }, [state]);

  const regenerate = async () => {
    setRegenerating(true);
    try {
      const blob = await getPreviewImage(quote.url_slug, { regenerate: true });
      setState({ status: "ready", url: URL.createObjectURL(blob) });
      toast.success(SHARE_MESSAGES.previewRegenerated);
    } catch {
      toast.error(SHARE_MESSAGES.regenerationFailed, { description: SHARE_MESSAGES.regenerationFailedDescription });
    } finally {
      setRegenerating(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div
        // The image's own 1200:630 shape, reserved before it arrives.
        className="relative aspect-[1200/630] w-full overflow-hidden rounded-lg border bg-muted"
        aria-busy={state.status === "loading" || regenerating}
      >
        {state.status === "loading" && (
          <>
            <Skeleton className="absolute inset-0 rounded-none" />
            <span role="status" className="sr-only">
              Loading preview...
            </span>
          </>
        )}
        {state.status === "ready" && (
          <img
            src={state.url}
            width={SHARE_IMAGE.width}
            height={SHARE_IMAGE.height}
            alt={`Preview image: “${quote.text}” — ${quote.author}`}
            className="absolute inset-0 size-full object-cover"
            data-testid="share-preview-image"
          />
        )}
        {state.status === "error" && (
          <div
            role="alert"
            className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-sm text-muted-foreground"
          >
            <ImageOffIcon aria-hidden="true" className="size-6" />
            {SHARE_MESSAGES.previewUnavailable}
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">
          Shown when the link is shared ({SHARE_IMAGE.width}×{SHARE_IMAGE.height}).
        </p>
        {mayRegenerate && (
          <Button type="button" variant="outline" size="sm" onClick={() => void regenerate()} disabled={regenerating}>
            {regenerating ? <Spinner /> : <RefreshCwIcon aria-hidden="true" />}
            Regenerate
          </Button>
        )}
      </div>
    </div>
  );
}
