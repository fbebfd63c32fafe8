import { useMutation } from "@tanstack/react-query";
import { exportFileName } from "#contracts/account.ts";
import { apiFetchFile } from "#client/lib/api.ts";

/** The file name a Content-Disposition header gives, if any. */
export function attachmentFileName(header: string | null): string | undefined {
  const match = header ? /filename="([^"]+)"/i.exec(header) : null;
  return match?.[1];
}

/**
 * GET /api/users/me/export, saved as a file: the call needs the bearer header, so it cannot be a plain link;
 * the answer is handed to the browser through an object URL and a download link. Answers the file name.
 */
export async function downloadAccountExport(): Promise<string> {
  const { blob, headers } = await apiFetchFile("/api/users/me/export");
  const name = attachmentFileName(headers.get("content-disposition")) ?? exportFileName(new Date());
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has been handled: revoking at once can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return name;
}

export function useDownloadExport() {
  return useMutation({ mutationFn: downloadAccountExport });
}
