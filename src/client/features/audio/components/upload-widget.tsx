import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { FileAudioIcon, LoaderCircleIcon, UploadCloudIcon, UploadIcon, XIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/utils.ts";
import { formatBytes, formatSeconds } from "../format.ts";
import { AUDIO_ACCEPT, checkAudioDuration, checkAudioFile, UPLOAD_MESSAGES } from "../upload-checks.ts";

export interface UploadWidgetProps {
  /** Uploads the chosen file; rejects with the server's message. */
  onUpload: (file: File) => Promise<unknown>;
  uploading: boolean;
}

type Loaded = { file: File; url: string; duration: number | null };

/**
 * Audio file upload (docs/product/audio.md and docs/product/messages-and-limits.md): drag and drop or choose a file; it is checked here (size, format,
 * length — the server checks again by content) and previewed before it is sent. States: empty, loaded, removed.
 */
export function UploadWidget({ onUpload, uploading }: UploadWidgetProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [removed, setRemoved] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => (loaded ? URL.revokeObjectURL(loaded.url) : undefined), [loaded]);

  const take = (file: File | undefined) => {
    if (!file) return;
    setRemoved(false);
    const problem = checkAudioFile(file);
    if (problem) {
      setError(problem);
      setLoaded(null);
      return;
    }
    setError(null);
    setLoaded({ file, url: URL.createObjectURL(file), duration: null });
  };

  const remove = () => {
    setLoaded(null);
    setError(null);
    setRemoved(true);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  const upload = () => {
    if (!loaded) return;
    setError(null);
    onUpload(loaded.file).then(
      () => setLoaded(null),
      (cause: unknown) =>
        setError(cause instanceof Error && cause.message ? cause.message : UPLOAD_MESSAGES.unreadable),
    );
  };

  return (
    <div
      className="grid gap-3"
      data-testid="upload-widget"
      data-state={loaded ? "loaded" : removed ? "removed" : "empty"}
    >
      {/* One file input for the drop zone and "Choose another file". */}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={AUDIO_ACCEPT}
        className="peer sr-only"
        tabIndex={loaded ? -1 : 0}
        aria-label="Choose an audio file"
        data-testid="upload-input"
        onChange={(event) => {
          take(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
      {loaded ? (
        <div className="grid gap-3 rounded-lg border bg-muted/30 p-4">
          <div className="flex items-start gap-3">
            <FileAudioIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium" data-testid="upload-file-name">
                {loaded.file.name}
              </p>
              <p className="text-xs text-muted-foreground">
                {formatBytes(loaded.file.size)}
                {loaded.duration !== null && ` · ${formatSeconds(loaded.duration)}`}
              </p>
            </div>
            <Button type="button" variant="ghost" size="icon-sm" aria-label="Remove file" onClick={remove}>
              <XIcon aria-hidden="true" />
            </Button>
          </div>
          {/* The preview: the browser's own controls. */}
          <audio
            controls
            src={loaded.url}
            preload="metadata"
            className="w-full"
            aria-label={`Preview of ${loaded.file.name}`}
            data-testid="upload-preview"
            onLoadedMetadata={(event) => {
              const seconds = event.currentTarget.duration;
              const problem = checkAudioDuration(seconds);
              if (problem) setError(problem);
              setLoaded((current) =>
                current && current.url === loaded.url
                  ? { ...current, duration: Number.isFinite(seconds) ? seconds : null }
                  : current,
              );
            }}
            onError={() => setError(UPLOAD_MESSAGES.unreadable)}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => input.current?.click()} disabled={uploading}>
              Choose another file
            </Button>
            <Button type="button" onClick={upload} disabled={uploading || error !== null}>
              {uploading ? (
                <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
              ) : (
                <UploadIcon aria-hidden="true" />
              )}
              Upload audio
            </Button>
          </div>
        </div>
      ) : (
        <label
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="upload-dropzone"
          className={cn(
            "flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50",
            dragging ? "border-primary bg-primary/5" : "border-input hover:bg-accent/50",
          )}
        >
          <UploadCloudIcon aria-hidden="true" className="size-8 text-muted-foreground" />
          <span className="text-sm font-medium">
            Drop an audio file here or <span className="text-primary underline underline-offset-2">choose a file</span>
          </span>
          <span className="text-xs text-muted-foreground">MP3, WAV, M4A, WebM or Ogg · up to 5 MB and 60 seconds</span>
          {removed && (
            <span role="status" className="text-xs text-muted-foreground">
              File removed.
            </span>
          )}
        </label>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive" data-testid="upload-error">
          {error}
        </p>
      )}
    </div>
  );
}
