import type { CSSProperties } from "react";
import { QuoteIcon, SparklesIcon } from "lucide-react";
import { INSPIRE_MESSAGES } from "#contracts/constants.ts";
import type { Quote } from "#contracts/quotes.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { cn } from "#client/lib/utils.ts";
import { textLanguageProps } from "#client/lib/quote-language.ts";
import { quoteProgress, type InspireDisplay, type InspireMode as Mode, type RotationState } from "../rotation.ts";

/** A quote's own background (a CSS gradient or a picture), under a veil that keeps the text readable. */
function backgroundStyle(quote: Quote): CSSProperties | undefined {
  const url = quote.background_url;
  if (!url) return undefined;
  if (quote.background_type === "gradient") return { background: url };
  if (/^(\/|https?:\/\/)/.test(url))
    return {
      backgroundImage: `url("${url.replace(/"/g, "%22")}")`,
      backgroundSize: "cover",
      backgroundPosition: "center",
    };
  return undefined;
}

/** What Inspire shows: the quote on its background with where the session is, or why there is none yet. */
export function InspireContent({
  quote,
  rotation,
  loading,
  mode,
  onModeChange,
  display,
  reducedMotion,
  listName,
  audioPlaying,
  hasAudio,
}: {
  quote: Quote | null;
  rotation: RotationState | null;
  loading: boolean;
  mode: Mode;
  onModeChange: (mode: Mode) => void;
  display: InspireDisplay;
  reducedMotion: boolean;
  listName?: string;
  audioPlaying: boolean;
  hasAudio: boolean;
}) {
  const mini = display === "mini";
  if (loading) {
    return (
      <div
        role="status"
        className="flex flex-1 flex-col items-center justify-center gap-3 p-4 text-center text-muted-foreground"
      >
        <Spinner className={mini ? "size-5" : "size-8"} />
        <p className={mini ? "text-sm" : "text-lg"}>{INSPIRE_MESSAGES.loading}</p>
      </div>
    );
  }
  if (!quote || !rotation) {
    const audioOnly = mode === "audio-only";
    return (
      <div
        className="flex flex-1 flex-col items-center justify-center gap-2 p-4 text-center"
        data-testid="inspire-empty"
      >
        <SparklesIcon aria-hidden="true" className={cn("text-primary", mini ? "size-5" : "size-10")} />
        <p className={cn("font-semibold", mini ? "text-base" : "text-2xl")}>
          {audioOnly ? INSPIRE_MESSAGES.noAudioQuotes : INSPIRE_MESSAGES.noQuotes}
        </p>
        <p className={cn("text-muted-foreground", mini ? "text-xs" : "text-base")}>
          {audioOnly ? INSPIRE_MESSAGES.hintSwitchToAll : INSPIRE_MESSAGES.hintCheckBack}
        </p>
        {audioOnly && (
          <Button variant="outline" size="sm" className="mt-2" onClick={() => onModeChange("all")}>
            All quotes
          </Button>
        )}
      </div>
    );
  }

  const style = backgroundStyle(quote);
  const long = quote.text.length > 220;
  const finished = rotation.finished;
  return (
    <div
      className={cn("relative flex min-h-0 flex-1 flex-col", style && "text-white")}
      style={style}
      data-testid="inspire-stage"
    >
      {style && <div aria-hidden="true" className="absolute inset-0 bg-black/55" />}
      <figure
        key={`${quote.id}-${rotation.order.length}-${rotation.position}`}
        className={cn(
          "relative mx-auto flex min-h-0 w-full flex-1 flex-col justify-center overflow-y-auto",
          mini ? "gap-1.5 px-4 py-2" : "max-w-4xl gap-6 px-6 py-10 sm:px-10",
          !reducedMotion && "animate-in fade-in-0 duration-700",
        )}
        data-testid="inspire-quote"
        data-quote-id={quote.id}
      >
        {!mini && <QuoteIcon aria-hidden="true" className="size-10 text-primary" />}
        <blockquote
          className={cn(
            "font-medium text-pretty break-words whitespace-pre-line",
            mini
              ? "line-clamp-4 text-sm leading-snug"
              : long
                ? "text-xl leading-snug sm:text-3xl"
                : "text-2xl leading-tight sm:text-4xl lg:text-5xl",
          )}
          {...textLanguageProps(quote.language)}
        >
          <p>{quote.text}</p>
        </blockquote>
        <figcaption
          className={cn(style ? "text-white/85" : "text-muted-foreground", mini ? "text-xs" : "text-lg sm:text-xl")}
        >
          <span aria-hidden="true">— </span>
          <cite className="not-italic">{quote.author}</cite>
        </figcaption>
      </figure>
      {!mini && (
        <p
          className={cn("relative text-center text-sm", style ? "text-white/85" : "text-muted-foreground")}
          data-inspire-chrome=""
        >
          {finished
            ? "That's all for now — closing Inspire."
            : [
                listName,
                `${rotation.position + 1} of ${rotation.order.length}`,
                rotation.paused ? "Paused" : null,
                hasAudio ? (audioPlaying ? "Playing audio" : "Audio") : null,
              ]
                .filter(Boolean)
                .join(" · ")}
        </p>
      )}
      <div
        aria-hidden="true"
        className={cn("relative mx-auto h-1 overflow-hidden rounded-full bg-muted", mini ? "mt-1 w-full" : "mt-3 w-48")}
      >
        <div className="h-full bg-primary" style={{ width: `${Math.round(quoteProgress(rotation) * 100)}%` }} />
      </div>
    </div>
  );
}
