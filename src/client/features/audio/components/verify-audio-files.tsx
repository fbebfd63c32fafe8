import { Link } from "@tanstack/react-router";
import { CheckCircle2Icon, FileWarningIcon, LoaderCircleIcon, ShieldCheckIcon } from "lucide-react";
import { toast } from "#client/lib/toast.ts";
import { Button } from "#client/components/ui/button.tsx";
import { pluralize } from "#client/lib/utils.ts";
import { useVerifyAudio } from "../api/verify-audio.ts";

/** Admin: checks that every stored audio file exists, and lists the quotes whose file is missing. */
export function VerifyAudioFiles() {
  const verify = useVerifyAudio();
  const result = verify.data;
  return (
    <section
      aria-labelledby="verify-audio-heading"
      className="grid gap-3 rounded-xl border bg-card p-5"
      data-testid="verify-audio"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="verify-audio-heading" className="font-semibold">
            Audio files
          </h2>
          <p className="text-sm text-muted-foreground">
            Check that the file of every narrated quote is still in storage.
          </p>
        </div>
        <Button
          type="button"
          variant="outline"
          disabled={verify.isPending}
          onClick={() =>
            verify.mutate(undefined, {
              onError: (error) => toast.error("Verification failed", { description: error.message }),
            })
          }
        >
          {verify.isPending ? (
            <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
          ) : (
            <ShieldCheckIcon aria-hidden="true" />
          )}
          Verify audio files
        </Button>
      </div>
      {result && (
        <div role="status" data-testid="verify-audio-result" className="grid gap-2 text-sm">
          {result.missing.length === 0 ? (
            <p className="flex items-center gap-2 text-emerald-700 dark:text-emerald-400">
              <CheckCircle2Icon aria-hidden="true" className="size-4" />
              All {pluralize(result.checked, "file")} present.
            </p>
          ) : (
            <>
              <p className="flex items-center gap-2 font-medium text-destructive">
                <FileWarningIcon aria-hidden="true" className="size-4" />
                {pluralize(result.missing.length, "file")} missing of {result.checked} checked
              </p>
              <ul className="grid gap-1" data-testid="verify-audio-missing">
                {result.missing.map((item) => (
                  <li key={item.quote_id} className="flex flex-wrap items-baseline gap-x-2">
                    <Link to="/quote/id/$id" params={{ id: item.quote_id }} className="underline underline-offset-2">
                      Quote {item.quote_id.slice(0, 8)}
                    </Link>
                    <code className="text-xs break-all text-muted-foreground">{item.audio_file_path}</code>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}
