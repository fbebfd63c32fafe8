import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  BACKGROUND_MESSAGES,
  BACKGROUND_UPLOAD_MAX_BYTES,
  BACKGROUND_UPLOADS_PER_MEMBER,
  tooManyPixelsMessage,
  UploadedBackgroundSchema,
  type UploadedBackground,
} from "#contracts/backgrounds.ts";
import { ErrorEnvelopeSchema } from "#contracts/common.ts";
import type { MediaStore } from "#server/media/media-store.ts";
import { requireUser } from "#server/plugins/auth.ts";
import { HttpError } from "#server/plugins/errors.ts";
import { enforceLimit } from "#server/plugins/rate-limit.ts";
import type { BackgroundUploads } from "./background-uploads.ts";
import { reencodeImage } from "./image-reencode.ts";
import { sniffImage } from "./image-sniff.ts";

/** Upload attempts per member and window (each may cost a decode): a few pictures tried in the editor, no more. */
export const BACKGROUND_UPLOAD_ATTEMPTS = 30;
export const BACKGROUND_UPLOAD_WINDOW_MS = 10 * 60_000;

const refuse = (status: number, code: string, message: string) =>
  new HttpError(status, code, message, { file: message });
const tooLarge = () => refuse(413, "payload_too_large", BACKGROUND_MESSAGES.tooLarge);
/**
 * Custom background pictures: checked by content (PNG, JPEG, WebP, GIF or AVIF by magic bytes, at most 2 MB and
 * MAX_PIXELS), decoded and encoded again (metadata stripped), stored through the media store as
 * `backgrounds/{member id}/custom-{random uuid}.{ext}` (see BackgroundUploads: a quota per member, removed once no
 * quote uses them) and served from /media/ with a long cache.
 */
export const backgroundRoutes: FastifyPluginAsyncZod<{ media: MediaStore; uploads: BackgroundUploads }> = async (
  app,
  { media, uploads },
) => {
  await app.register(multipart, {
    limits: { fileSize: BACKGROUND_UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  app.post(
    "/api/backgrounds",
    {
      config: { auth: "user" },
      // The multipart limit refuses a bigger file part; this lets the body itself through to be read.
      bodyLimit: BACKGROUND_UPLOAD_MAX_BYTES + 64 * 1024,
      schema: {
        tags: ["backgrounds"],
        summary: "Upload a custom background (signed in): multipart field `file`, an image by content, ≤ 2 MB",
        description:
          `A member keeps at most ${BACKGROUND_UPLOADS_PER_MEMBER} pictures (409 beyond; pictures no quote uses ` +
          "go after an hour), and may try " +
          `${BACKGROUND_UPLOAD_ATTEMPTS} uploads per ${BACKGROUND_UPLOAD_WINDOW_MS / 60_000} minutes (429 beyond). ` +
          "Pictures with more pixels than their format allows (JPEG 16 MP; PNG, WebP, AVIF 4 MP; GIF 2 MP, every " +
          "frame counted) are refused (400).",
        consumes: ["multipart/form-data"],
        response: {
          201: UploadedBackgroundSchema,
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          409: ErrorEnvelopeSchema,
          413: ErrorEnvelopeSchema,
          415: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await enforceLimit(
        app.counters,
        `background-uploads:${user.id}`,
        BACKGROUND_UPLOAD_ATTEMPTS,
        BACKGROUND_UPLOAD_WINDOW_MS,
      );
      // Before the body is read or decoded: a member at the limit costs nothing more.
      if (!(await uploads.hasRoom(user.id))) throw refuse(409, "conflict", BACKGROUND_MESSAGES.quotaReached);
      if (!request.isMultipart()) throw refuse(400, "bad_request", BACKGROUND_MESSAGES.noFile);
      let bytes: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === "file" && bytes === undefined) bytes = await part.toBuffer();
          else if (part.type === "file") part.file.resume();
        }
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === "FST_REQ_FILE_TOO_LARGE" || code === "FST_ERR_CTP_BODY_TOO_LARGE") throw tooLarge();
        throw refuse(400, "bad_request", BACKGROUND_MESSAGES.notImage);
      }
      if (!bytes || bytes.length === 0) throw refuse(400, "bad_request", BACKGROUND_MESSAGES.noFile);
      if (bytes.length > BACKGROUND_UPLOAD_MAX_BYTES) throw tooLarge();
      const format = sniffImage(bytes);
      if (!format) throw refuse(415, "unsupported_media_type", BACKGROUND_MESSAGES.notImage);
      // Only what decodes as that picture is kept, encoded afresh: no metadata, nothing smuggled alongside.
      const clean = await reencodeImage(bytes, format);
      if (!clean.ok && clean.reason === "too-many-pixels") {
        throw refuse(400, "bad_request", tooManyPixelsMessage(clean.maxMegapixels));
      }
      if (!clean.ok) throw refuse(415, "unsupported_media_type", BACKGROUND_MESSAGES.notImage);
      const key = uploads.newKey(user.id, format);
      await media.put(key, clean.bytes);
      const id = key.slice(key.lastIndexOf("/") + 1, key.lastIndexOf("."));
      const body: UploadedBackground = { id, name: "Your picture", url: media.urlFor(key), category: "custom" };
      return reply.status(201).send(body);
    },
  );
};
