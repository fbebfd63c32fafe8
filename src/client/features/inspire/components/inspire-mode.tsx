import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from "react";
import { createPortal } from "react-dom";
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  Maximize2Icon,
  Minimize2Icon,
  PauseIcon,
  PlayIcon,
  QuoteIcon,
  Settings2Icon,
  SparklesIcon,
  Volume2Icon,
  VolumeXIcon,
  XIcon,
} from "lucide-react";
import { INSPIRE_MESSAGES, STORAGE_KEYS } from "#contracts/constants.ts";
import type { Quote } from "#contracts/quotes.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { useStoredValue, writeLocal } from "#client/lib/use-stored-value.ts";
import { cn } from "#client/lib/utils.ts";
import { useInspireQuotes, type InspireFilters } from "../api/get-inspire-quotes.ts";
import { useListQuotes } from "../api/get-list-quotes.ts";
import { useQuoteAudio } from "../api/get-quote-audio.ts";
import { inspireKeyAction, type InspireKeyAction } from "../keys.ts";
import {
  currentId,
  DEFAULT_SETTINGS,
  initialRotation,
  next,
  previous,
  quoteProgress,
  shouldShuffle,
  tick,
  togglePaused,
  withSettings,
  type InspireDisplay,
  type InspireMode as Mode,
  type InspireSettings,
  type RotationState,
} from "../rotation.ts";
import { InspireSettingsPanel } from "./inspire-settings.tsx";
import { MiniPanel } from "./mini-panel.tsx";
import { useInspireAudio } from "./use-inspire-audio.ts";

export interface InspireModeProps {
  /** The home list's filters (as the API takes them): a filtered home becomes a playlist. */
  filters: InspireFilters;
  /** The list's sort: shuffled when absent or popular, in order otherwise. */
  sort?: string;
  /** A saved list to play instead of the filters. */
  listId?: string;
  mode: Mode;
  onModeChange: (mode: Mode) => void;
  display: InspireDisplay;
  onDisplayChange: (display: InspireDisplay) => void;
  /** Opened from a kiosk link: nothing but the quotes on screen. */
  kiosk?: boolean;
  onClose: () => void;
}

const TICK_MS = 250;
/** How long the gentle close shows its goodbye before Inspire closes. */
const GOODBYE_MS = 3000;
/** Full-screen controls fade after this long without a pointer move or key press. */
const IDLE_MS = 3000;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
const SESSION_COMPLETE = { text: "Inspire session complete", count: -1 };

function subscribeToReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== "function") return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** The visitor's reduced-motion preference: Inspire then shows its still variant (decision 015). */
function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => typeof window.matchMedia === "function" && window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

function parseVolume(raw: string | null): number {
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 1;
}

/** The quotes Inspire plays: a saved list's, or the list filters' (limit 1000, offset 0). */
function useInspireSource(props: Pick<InspireModeProps, "filters" | "listId" | "mode">) {
  const fromList = useListQuotes(props.listId);
  const fromFilters = useInspireQuotes(props.filters, props.mode, props.listId === undefined);
  const list = fromList.data;
  // One array per answer and mode: a new one on every render would restart the rotation each time.
  const listQuotes = useMemo(
    () => list?.quotes.filter((quote) => props.mode === "all" || quote.has_audio),
    [list, props.mode],
  );
  if (props.listId !== undefined) return { quotes: listQuotes, loading: fromList.isPending, listName: list?.name };
  return { quotes: fromFilters.data?.quotes, loading: fromFilters.isPending, listName: undefined };
}

/**
 * Inspire mode (SPEC §2, §4): a full-screen or mini rotating display of quotes with optional narration.
 * Loaded on demand; the app's Inspire button and the `inspire-toggle` event open it.
 */
export default function InspireMode(props: InspireModeProps) {
  const { display, onDisplayChange, onClose, mode, onModeChange, kiosk = false } = props;
  const { quotes, loading, listName } = useInspireSource(props);
  // A list the visitor ordered plays in order; the home list shuffles when unsorted or sorted by popularity.
  const shuffled = props.listId === undefined && shouldShuffle(props.sort);
  const [settings, setSettings] = useState<InspireSettings>(DEFAULT_SETTINGS);
  const [rotation, setRotation] = useState<RotationState | null>(null);
  const [announcement, setAnnouncement] = useState({ text: "", count: 0 });
  const [settingsOpen, setSettingsOpen] = useState(false);
  const reducedMotion = useReducedMotion();
  const volume = useStoredValue(STORAGE_KEYS.volume, parseVolume, 1);

  const announce = useCallback((text: string) => setAnnouncement((a) => ({ text, count: a.count + 1 })), []);

  const byId = useMemo(() => new Map((quotes ?? []).map((quote) => [quote.id, quote])), [quotes]);
  const ids = useMemo(() => (quotes ?? []).map((quote) => quote.id), [quotes]);

  // A fresh rotation whenever the quotes change (first load, another mode); settings carry over.
  const [rotationOf, setRotationOf] = useState<{ ids: string[]; shuffled: boolean } | null>(null);
  if (rotationOf?.ids !== ids || rotationOf.shuffled !== shuffled) {
    setRotationOf({ ids, shuffled });
    setRotation(ids.length > 0 ? initialRotation(ids, { shuffled, settings }) : null);
  }

  const quote: Quote | null = rotation ? (byId.get(currentId(rotation) ?? "") ?? null) : null;
  const audioInfo = useQuoteAudio(quote?.id ?? null, quote?.has_audio ?? false);
  const audio = useInspireAudio(audioInfo.data, quote?.id ?? null, volume);
  const audioPlayingRef = useRef(false);
  useEffect(() => {
    audioPlayingRef.current = audio.playing;
  });

  // Time passes in ticks measured on the clock, so a throttled background tab does not slow the session.
  const running = rotation !== null;
  useEffect(() => {
    if (!running) return;
    let last = performance.now();
    const timer = window.setInterval(() => {
      const now = performance.now();
      const elapsed = now - last;
      last = now;
      setRotation((state) => (state ? tick(state, elapsed, { audioPlaying: audioPlayingRef.current }) : state));
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  // The gentle close: a goodbye, then Inspire closes by itself.
  const finished = rotation?.finished ?? false;
  useEffect(() => {
    if (!finished) return;
    const timer = window.setTimeout(onClose, GOODBYE_MS);
    return () => window.clearTimeout(timer);
  }, [finished, onClose]);

  const changeSettings = (nextSettings: InspireSettings) => {
    setSettings(nextSettings);
    setRotation((state) => (state ? withSettings(state, nextSettings) : state));
  };

  const act = (action: InspireKeyAction) => {
    switch (action) {
      case "close":
        onClose();
        return;
      case "toggle-display": {
        const nextDisplay = display === "full" ? "mini" : "full";
        onDisplayChange(nextDisplay);
        announce(nextDisplay === "full" ? "Full screen" : "Mini view");
        return;
      }
      case "next":
        setRotation((state) => (state ? next(state) : state));
        announce("Next quote");
        return;
      case "previous":
        setRotation((state) => (state ? previous(state) : state));
        announce("Previous quote");
        return;
      case "toggle-rotation":
        if (!rotation) return;
        setRotation(togglePaused(rotation));
        announce(rotation.paused ? "Rotation resumed" : "Rotation paused");
        return;
      case "toggle-audio": {
        const result = audio.toggle();
        announce(
          result === "none" ? "No audio for this quote" : result === "playing" ? "Audio playing" : "Audio paused",
        );
        return;
      }
    }
  };

  const actRef = useRef(act);
  useEffect(() => {
    actRef.current = act;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = inspireKeyAction(event);
      if (action === null) return;
      event.preventDefault();
      actRef.current(action);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const content = (
    <InspireContent
      quote={quote}
      rotation={rotation}
      loading={loading}
      mode={mode}
      onModeChange={onModeChange}
      display={display}
      reducedMotion={reducedMotion}
      listName={listName}
      audioPlaying={audio.playing}
      hasAudio={audio.hasAudio}
    />
  );

  const live = <LiveRegion announcement={finished ? SESSION_COMPLETE : announcement} />;

  if (display === "mini") {
    return createPortal(
      <MiniPanel
        onDragEnd={() => announce("Mini view moved")}
        controls={
          <Controls
            compact
            paused={rotation?.paused ?? false}
            display={display}
            hasAudio={audio.hasAudio}
            audioPlaying={audio.playing}
            onAct={act}
            disabled={rotation === null}
          />
        }
      >
        {content}
        {live}
      </MiniPanel>,
      document.body,
    );
  }

  return createPortal(
    <FullScreen kiosk={kiosk} finished={finished} reducedMotion={reducedMotion}>
      {content}
      {live}
      <div className="relative z-10 flex flex-col items-center gap-3 px-4 pb-6" data-inspire-chrome="">
        {settingsOpen && (
          <InspireSettingsPanel
            settings={settings}
            onSettingsChange={changeSettings}
            mode={mode}
            onModeChange={onModeChange}
            volume={volume}
            onVolumeChange={(value) => writeLocal(STORAGE_KEYS.volume, String(value))}
            onClose={() => setSettingsOpen(false)}
          />
        )}
        <div className="flex items-center gap-1 rounded-full border bg-background/80 p-1 shadow-sm backdrop-blur">
          <Controls
            paused={rotation?.paused ?? false}
            display={display}
            hasAudio={audio.hasAudio}
            audioPlaying={audio.playing}
            onAct={act}
            disabled={rotation === null}
          />
          <Button
            variant={settingsOpen ? "secondary" : "ghost"}
            size="icon"
            className="rounded-full"
            aria-label="Inspire settings"
            aria-expanded={settingsOpen}
            title="Inspire settings"
            onClick={() => setSettingsOpen((open) => !open)}
            data-testid="inspire-settings-button"
          >
            <Settings2Icon aria-hidden="true" />
          </Button>
        </div>
      </div>
    </FullScreen>,
    document.body,
  );
}

/**
 * The polite live region of the current frame. Its text is put in a moment after a change (and after the region
 * itself appears, when full screen and mini swap), so screen readers announce it, repeats included.
 */
function LiveRegion({ announcement }: { announcement: { text: string; count: number } }) {
  const [shown, setShown] = useState("");
  useEffect(() => {
    const clear = window.setTimeout(() => setShown(""), 0);
    const show = window.setTimeout(() => setShown(announcement.text), 100);
    return () => {
      window.clearTimeout(clear);
      window.clearTimeout(show);
    };
  }, [announcement]);
  return (
    <p role="status" aria-live="polite" className="sr-only" data-testid="inspire-announcer">
      {shown}
    </p>
  );
}

/** The full-screen frame: a modal dialog over the page (which becomes inert), controls fading when idle. */
function FullScreen({
  kiosk,
  finished,
  reducedMotion,
  children,
}: {
  kiosk: boolean;
  finished: boolean;
  reducedMotion: boolean;
  children: ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    const root = document.getElementById("root");
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (root) root.inert = true;
    frame.current?.focus();
    return () => {
      if (root) root.inert = false;
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, []);

  useEffect(() => {
    let timer = window.setTimeout(() => setIdle(true), IDLE_MS);
    const wake = () => {
      setIdle(false);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setIdle(true), IDLE_MS);
    };
    window.addEventListener("pointermove", wake);
    window.addEventListener("keydown", wake);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("pointermove", wake);
      window.removeEventListener("keydown", wake);
    };
  }, []);

  return (
    <div
      ref={frame}
      role="dialog"
      aria-modal="true"
      aria-label="Inspire mode"
      tabIndex={-1}
      data-testid="inspire-full"
      data-kiosk={kiosk ? "true" : undefined}
      data-idle={idle ? "true" : undefined}
      className={cn(
        "fixed inset-0 z-[70] flex flex-col bg-background text-foreground outline-none",
        "bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--primary)_14%,transparent),transparent_60%)]",
        idle && "cursor-none [&_[data-inspire-chrome]]:opacity-0 [&_[data-inspire-chrome]:focus-within]:opacity-100",
        "[&_[data-inspire-chrome]]:transition-opacity [&_[data-inspire-chrome]]:duration-500 motion-reduce:[&_[data-inspire-chrome]]:transition-none",
        finished && !reducedMotion && "animate-out fade-out-0 fill-mode-forwards duration-[3000ms]",
      )}
    >
      {children}
    </div>
  );
}

function Controls({
  compact = false,
  paused,
  display,
  hasAudio,
  audioPlaying,
  disabled,
  onAct,
}: {
  compact?: boolean;
  paused: boolean;
  display: InspireDisplay;
  hasAudio: boolean;
  audioPlaying: boolean;
  disabled: boolean;
  onAct: (action: InspireKeyAction) => void;
}) {
  const size = compact ? "icon-sm" : "icon";
  const button = "rounded-full";
  return (
    <>
      <Button
        variant="ghost"
        size={size}
        className={button}
        aria-label="Previous quote"
        title="Previous quote (←)"
        disabled={disabled}
        onClick={() => onAct("previous")}
      >
        <ChevronLeftIcon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size={size}
        className={button}
        aria-label={paused ? "Resume rotation" : "Pause rotation"}
        title={paused ? "Resume rotation (P)" : "Pause rotation (P)"}
        disabled={disabled}
        onClick={() => onAct("toggle-rotation")}
        data-testid="inspire-rotation-button"
      >
        {paused ? <PlayIcon aria-hidden="true" /> : <PauseIcon aria-hidden="true" />}
      </Button>
      <Button
        variant="ghost"
        size={size}
        className={button}
        aria-label="Next quote"
        title="Next quote (→)"
        disabled={disabled}
        onClick={() => onAct("next")}
      >
        <ChevronRightIcon aria-hidden="true" />
      </Button>
      {hasAudio && (
        <Button
          variant="ghost"
          size={size}
          className={button}
          aria-label={audioPlaying ? "Pause audio" : "Play audio"}
          title={audioPlaying ? "Pause audio (Space)" : "Play audio (Space)"}
          onClick={() => onAct("toggle-audio")}
          data-testid="inspire-audio-button"
        >
          {audioPlaying ? <VolumeXIcon aria-hidden="true" /> : <Volume2Icon aria-hidden="true" />}
        </Button>
      )}
      <Button
        variant="ghost"
        size={size}
        className={button}
        aria-label={display === "full" ? "Mini view" : "Full screen"}
        title={display === "full" ? "Mini view (M)" : "Full screen (M)"}
        onClick={() => onAct("toggle-display")}
        data-testid="inspire-display-button"
      >
        {display === "full" ? <Minimize2Icon aria-hidden="true" /> : <Maximize2Icon aria-hidden="true" />}
      </Button>
      <Button
        variant="ghost"
        size={size}
        className={button}
        aria-label="Close Inspire"
        title="Close Inspire (Esc)"
        onClick={() => onAct("close")}
        data-testid="inspire-close-button"
      >
        <XIcon aria-hidden="true" />
      </Button>
    </>
  );
}

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

function InspireContent({
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
            "font-medium text-pretty break-words",
            mini
              ? "line-clamp-4 text-sm leading-snug"
              : long
                ? "text-xl leading-snug sm:text-3xl"
                : "text-2xl leading-tight sm:text-4xl lg:text-5xl",
          )}
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
