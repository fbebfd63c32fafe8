import { DownloadIcon } from "lucide-react";
import { toast } from "#client/lib/toast.ts";
import { ACCOUNT_MESSAGES } from "#contracts/account.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { ApiError } from "#client/lib/api.ts";
import { useDownloadExport } from "../../api/download-export.ts";

/** Downloads everything stored about the member as one JSON file. */
export function DataExport() {
  const download = useDownloadExport();
  const start = () =>
    download.mutate(undefined, {
      onSuccess: (name) => toast.success("Download started", { description: `Your data is saved as ${name}.` }),
      onError: (error) =>
        toast.error("Download failed", {
          description:
            error instanceof ApiError && error.status === 429 ? error.message : ACCOUNT_MESSAGES.exportFailed,
        }),
    });
  return (
    <Button variant="outline" onClick={start} disabled={download.isPending} data-testid="export-data">
      {download.isPending ? <Spinner /> : <DownloadIcon aria-hidden="true" />}
      {download.isPending ? "Preparing..." : "Download my data"}
    </Button>
  );
}
