import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { CheckIcon, CodeIcon, CopyIcon, ImageIcon, LinkIcon, Share2Icon } from "lucide-react";
import { toast } from "#client/lib/toast.ts";
import { COPIED_INDICATOR_MS } from "#contracts/constants.ts";
import { embedIframeHtml, SHARE_MESSAGES, SHARE_PLATFORMS, type SharePlatform } from "#contracts/share.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs.tsx";
import { usePublicUrl } from "#client/lib/page-head.tsx";
import { trackEvent } from "#client/lib/track-event.ts";
import { copyText } from "../clipboard.ts";
import { embedUrlOf, shareContentOf, type ShareableQuote } from "../share-quote.ts";
import { copiesLink, PLATFORM_LABELS, popupFeatures, shareUrl, withUtm } from "../share-urls.ts";
import { PlatformBadge } from "./platform-badge.tsx";
import { SharePreview } from "./share-preview.tsx";

export interface ShareDialogProps {
  quote: ShareableQuote;
  viewer: QuoteViewer | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to on closing (the dialog has no Radix trigger of its own). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** The public URL, or this page's origin when the server did not say (development). */
function useBaseUrl() {
  const publicUrl = usePublicUrl();
  return publicUrl || (typeof window === "undefined" ? "" : window.location.origin);
}

/** Share a quote: the platforms of docs/product/messages-and-limits.md, native sharing, its link and embed code; and its preview image. */
export function ShareDialog({ quote, viewer, open, onOpenChange, returnFocusTo }: ShareDialogProps) {
  const baseUrl = useBaseUrl();
  const content = shareContentOf(quote, baseUrl);
  const link = withUtm(content.url);
  const embed = embedIframeHtml(embedUrlOf(quote, baseUrl), quote.author);

  const sharePlatform = async (platform: SharePlatform) => {
    const label = PLATFORM_LABELS[platform];
    trackEvent("quote_share", "quote_action", { quote_id: quote.id, platform });
    if (copiesLink(platform)) {
      try {
        await copyText(link);
        toast.success(SHARE_MESSAGES.copiedToClipboard, { description: `Paste the link in ${label}.` });
      } catch {
        toast.error(SHARE_MESSAGES.copyFailedTitle, { description: SHARE_MESSAGES.copyFailed });
      }
      return;
    }
    try {
      const url = shareUrl(platform, content);
      if (!url) return;
      if (platform === "email") window.location.assign(url);
      else window.open(url, `share-${platform}`, popupFeatures(screenOf(window)));
    } catch {
      toast.error(SHARE_MESSAGES.shareFailed, { description: SHARE_MESSAGES.failedToShareTo(label) });
    }
  };

  const shareNatively = async () => {
    if (typeof navigator.share !== "function") {
      toast.error(SHARE_MESSAGES.shareFailed, { description: SHARE_MESSAGES.nativeUnavailable });
      return;
    }
    trackEvent("quote_share", "quote_action", { quote_id: quote.id, platform: "native" });
    try {
      await navigator.share({ title: content.title, text: content.description, url: link });
    } catch (error) {
      // Closing the system sheet is not a failure.
      if (error instanceof DOMException && error.name === "AbortError") return;
      toast.error(SHARE_MESSAGES.shareFailed, { description: SHARE_MESSAGES.failedToShareTo("this app") });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-xl"
        data-testid="share-dialog"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo?.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Share this quote</DialogTitle>
          <DialogDescription className="line-clamp-2">{content.description}</DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="share" className="min-w-0">
          <TabsList className="w-full">
            <TabsTrigger value="share">
              <Share2Icon aria-hidden="true" />
              Share
            </TabsTrigger>
            <TabsTrigger value="preview">
              <ImageIcon aria-hidden="true" />
              Preview
            </TabsTrigger>
          </TabsList>
          <TabsContent value="share" className="mt-2 flex min-w-0 flex-col gap-5">
            <ul aria-label="Share to" className="grid grid-cols-3 gap-2 sm:grid-cols-4">
              {SHARE_PLATFORMS.map((platform) => (
                <li key={platform} className="min-w-0">
                  <button
                    type="button"
                    onClick={() => void sharePlatform(platform)}
                    data-platform={platform}
                    className="flex w-full min-w-0 flex-col items-center gap-1.5 rounded-lg border border-transparent px-1 py-2.5 text-xs font-medium outline-none hover:border-border hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <PlatformBadge platform={platform} />
                    <span className="max-w-full truncate">{PLATFORM_LABELS[platform]}</span>
                    {copiesLink(platform) && <span className="sr-only"> (copies the link)</span>}
                  </button>
                </li>
              ))}
            </ul>
            <Button type="button" variant="outline" onClick={() => void shareNatively()}>
              <Share2Icon aria-hidden="true" />
              Share via your device…
            </Button>
            <CopyField
              id="share-link"
              label="Link"
              icon={<LinkIcon aria-hidden="true" />}
              value={link}
              copyLabel="Copy link"
            />
            <CopyField
              id="share-embed"
              label="Embed code"
              icon={<CodeIcon aria-hidden="true" />}
              value={embed}
              copyLabel="Copy embed code"
            />
          </TabsContent>
          <TabsContent value="preview" className="mt-2 min-w-0">
            <SharePreview quote={quote} viewer={viewer} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

function screenOf(win: Window) {
  return { left: win.screenX, top: win.screenY, width: win.outerWidth, height: win.outerHeight };
}

/** A read-only value with a copy button that shows Copied for 2 s. */
function CopyField({
  id,
  label,
  icon,
  value,
  copyLabel,
}: {
  id: string;
  label: string;
  icon: ReactNode;
  value: string;
  copyLabel: string;
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await copyText(value);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
      toast.success(SHARE_MESSAGES.copied, { id: "share-copy" });
    } catch {
      toast.error(SHARE_MESSAGES.copyFailed, { id: "share-copy" });
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={id} className="flex items-center gap-1.5 [&_svg]:size-4 [&_svg]:text-muted-foreground">
        {icon}
        {label}
      </Label>
      <div className="flex min-w-0 gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 font-mono text-xs"
        />
        <Button
          type="button"
          variant="secondary"
          onClick={() => void copy()}
          className="shrink-0"
          data-copied={copied || undefined}
        >
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          <span className="sr-only sm:not-sr-only">{copied ? "Copied" : copyLabel}</span>
        </Button>
      </div>
    </div>
  );
}
