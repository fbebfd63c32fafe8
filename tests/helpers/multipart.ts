import { randomBytes } from "node:crypto";

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipartFile(
  bytes: Uint8Array,
  options: { field?: string; filename?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----echoes${randomBytes(8).toString("hex")}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${options.field ?? "file"}"; filename="${options.filename ?? "audio.mp3"}"\r\n` +
    `Content-Type: ${options.contentType ?? "application/octet-stream"}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
