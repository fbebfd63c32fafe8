import path from "node:path";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import { isConditional, withoutNoCache } from "#server/lib/conditional-get.ts";
import { MEDIA_URL_PREFIX, PRIVATE_MEDIA_PREFIX, type LocalMediaStore } from "./media-store.ts";

/** Content types the browser's audio element and image decoder expect (by stored extension). */
const MEDIA_TYPES: Record<string, string> = {
  ".mp3": "audio/mpeg",
  ".wav": "audio/wav",
  ".m4a": "audio/mp4",
  ".webm": "audio/webm",
  ".ogg": "audio/ogg",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".avif": "image/avif",
};

/** A served path (`/private/x`, as the static plugin normalises it) of the never-served `private/` prefix. */
const isPrivateMediaPath = (pathname: string) =>
  pathname.replace(/^\/+/, "").toLowerCase().startsWith(PRIVATE_MEDIA_PREFIX);

/**
 * Serves a local media store under /media/: Content-Type by extension, Content-Length, byte ranges (206, and
 * 416 outside the file; If-Range), ETags and Last-Modified with conditional GET/HEAD → 304 (If-None-Match lists,
 * weak comparison and `*`, else If-Modified-Since), and a year of immutable caching — media keys are never reused
 * for other bytes. Unknown files are a plain 404 (never the app's page).
 * Responses are not compressed: audio and pictures are compressed already, and ranges must stay byte-exact.
 */
export async function registerMediaRoutes(app: FastifyInstance, store: LocalMediaStore) {
  // A scope of its own, so that the hook below only sees media requests.
  await app.register(async (scope) => {
    scope.addHook("onRequest", async (request) => {
      // @fastify/send answers every request carrying `Cache-Control: no-cache` in full; as the origin we validate.
      const headers = request.raw.headers;
      if (!isConditional(headers) || headers["cache-control"] === undefined) return;
      const cacheControl = withoutNoCache(headers["cache-control"]);
      if (cacheControl === undefined) delete headers["cache-control"];
      else headers["cache-control"] = cacheControl;
    });
    await registerStaticMedia(scope, store);
  });
}

async function registerStaticMedia(app: FastifyInstance, store: LocalMediaStore) {
  await app.register(fastifyStatic, {
    root: store.root,
    prefix: MEDIA_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: "deny",
    acceptRanges: true,
    etag: true,
    lastModified: true,
    cacheControl: true,
    maxAge: "365d",
    immutable: true,
    serveDotFiles: false,
    // Objects only: no folders, no half-written files, nothing under private/ (audio awaiting review).
    allowedPath: (pathname) =>
      !pathname.endsWith("/") && !pathname.endsWith(".partial") && !isPrivateMediaPath(pathname),
    setHeaders(reply, filePath) {
      const type = MEDIA_TYPES[path.extname(filePath).toLowerCase()];
      const name = path.basename(filePath).replace(/[^\w.-]/g, "_");
      // Known media show in place; anything else is only ever a download. Neither is sniffed, and a media
      // file opened on its own runs nothing (a sandbox with no sources).
      void reply
        .header("Content-Type", type ?? "application/octet-stream")
        .header("Content-Disposition", `${type ? "inline" : "attachment"}; filename="${name}"`)
        .header("X-Content-Type-Options", "nosniff")
        .header("Content-Security-Policy", "default-src 'none'; sandbox");
    },
  });
}
