import type { UploadedBackground } from "#contracts/backgrounds.ts";
import { ApiError, errorMessageFor, readAuthToken } from "#client/lib/api.ts";

/** POST /api/backgrounds: a picture of the user's own, sent as multipart field `file`; answers its URL. */
export async function uploadBackground(file: File): Promise<UploadedBackground> {
  const body = new FormData();
  body.append("file", file);
  const token = readAuthToken();
  const response = await fetch("/api/backgrounds", {
    method: "POST",
    body,
    credentials: "include",
    headers: { Accept: "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(errorMessageFor(response.status, response.statusText, text), response.status, text);
  }
  return JSON.parse(text) as UploadedBackground;
}
