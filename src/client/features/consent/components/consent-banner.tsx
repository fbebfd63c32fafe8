import { useEffect, useRef } from "react";
import { CookieIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { ACCEPT_ALL, NECESSARY_ONLY, saveConsent } from "../consent-storage.ts";

/**
 * The first-visit banner: a fixed strip along the bottom edge (so it cannot shift the page), with the page padded by
 * its height while it shows so nothing stays hidden under it; floating controls rise by it (`above-consent-banner`).
 * It is in the server's HTML, with its buttons disabled until the page is interactive (`interactive`).
 */
export function ConsentBanner({ onCustomize, interactive }: { onCustomize: () => void; interactive: boolean }) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const body = document.body;
    const root = document.documentElement;
    // The observer reports the height once the browser lays the page out anyway: reading it here instead would
    // force a layout of the whole page in the middle of start-up.
    const observer = new ResizeObserver(([entry]) => {
      const height = `${entry?.borderBoxSize[0]?.blockSize ?? element.offsetHeight}px`;
      body.style.paddingBottom = height;
      root.style.setProperty("--consent-banner-height", height);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = "";
      root.style.removeProperty("--consent-banner-height");
    };
  }, []);

  return (
    <section
      ref={ref}
      aria-labelledby="consent-banner-title"
      data-testid="consent-banner"
      data-consent-banner=""
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur supports-[backdrop-filter]:bg-background/85"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:px-6 md:flex-row md:items-center md:gap-6 md:py-4">
        <div className="flex min-w-0 flex-1 gap-3">
          <CookieIcon aria-hidden="true" className="mt-0.5 hidden size-5 shrink-0 text-primary sm:block" />
          <div className="min-w-0 space-y-0.5">
            <h2 id="consent-banner-title" className="text-sm font-semibold">
              Your privacy choices
            </h2>
            <p className="text-sm text-muted-foreground">
              Echoes needs a few items in your browser to work. With your consent we also count visits and clicks (with
              anonymised IP addresses) to improve the site.
            </p>
          </div>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <Button
            variant="ghost"
            size="sm"
            className="col-span-2 sm:order-first"
            disabled={!interactive}
            onClick={onCustomize}
          >
            Customize
          </Button>
          <Button variant="outline" size="sm" disabled={!interactive} onClick={() => saveConsent(NECESSARY_ONLY)}>
            Necessary Only
          </Button>
          <Button size="sm" disabled={!interactive} onClick={() => saveConsent(ACCEPT_ALL)}>
            Accept All
          </Button>
        </div>
      </div>
    </section>
  );
}
