import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  BACKGROUND_MESSAGES,
  BACKGROUND_UPLOAD_MAX_BYTES,
  CUSTOM_BACKGROUND_PREFIX,
  UploadedBackgroundSchema,
  type UploadedBackground,
} from "#contracts/backgrounds.ts";
import { ErrorEnvelopeSchema } from "#contracts/common.ts";
import type { MediaStore } from "#server/media/media-store.ts";
import { HttpError } from "#server/plugins/errors.ts";
import { reencodeImage } from "./image-reencode.ts";
import { sniffImage } from "./image-sniff.ts";

const refuse = (status: number, code: string, message: string) =>
  new HttpError(status, code, message, { file: message });
const tooLarge = () => refuse(413, "payload_too_large", BACKGROUND_MESSAGES.tooLarge);
/**
 * Custom background pictures: checked by content (PNG, JPEG, WebP, GIF or AVIF by magic bytes, at most 2 MB), decoded
 * and encoded again (metadata stripped), stored
 * through the media store as `backgrounds/custom-{timestamp}.{ext}` and served from /media/ with a long cache.
 */
export const backgroundRoutes: FastifyPluginAsyncZod<{ media: MediaStore }> = async (app, { media }) => {
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
        consumes: ["multipart/form-data"],
        response: {
          201: UploadedBackgroundSchema,
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          413: ErrorEnvelopeSchema,
          415: ErrorEnvelopeSchema,
        },
        security: [{ bearerAuth: [] }],
      },
    },
    async (request, reply) => {
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
      if (!clean) throw refuse(415, "unsupported_media_type", BACKGROUND_MESSAGES.notImage);
      const id = `custom-${Date.now()}`;
      const key = `${CUSTOM_BACKGROUND_PREFIX}${id}.${format}`;
      await media.put(key, clean);
      const body: UploadedBackground = { id, name: "Your picture", url: media.urlFor(key), category: "custom" };
      return reply.status(201).send(body);
    },
  );
};
