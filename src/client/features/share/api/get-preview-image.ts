import { quoteImagePath } from "#contracts/share.ts";
import { readAuthToken } from "#client/lib/api.ts";

/**
 * The quote's preview PNG as a blob, with the bearer token (owners see their unpublished quotes' previews);
 * `regenerate` asks the server to draw it again (honoured for the owner and admins).
 */
export async function getPreviewImage(
  slug: string,
  { regenerate = false, signal }: { regenerate?: boolean; signal?: AbortSignal } = {},
) {
  const headers = new Headers({ Accept: "image/png" });
  const token = readAuthToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const path = regenerate ? `${quoteImagePath(slug)}?regenerate=true` : quoteImagePath(slug);
  const response = await fetch(path, { headers, signal, cache: regenerate ? "no-store" : "default" });
  if (!response.ok || !response.headers.get("content-type")?.startsWith("image/png")) {
    throw new Error(`Preview image answered ${response.status}`);
  }
  return response.blob();
}
