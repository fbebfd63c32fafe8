import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { QuoteAudioSchema } from "#contracts/audio.ts";
import {
  AdminPendingAudioListSchema,
  AdminPendingAudioQuerySchema,
  MyPendingAudioSchema,
  PendingAudioParamsSchema,
  PendingAudioRejectedSchema,
  QuotePendingAudioSchema,
} from "#contracts/audio-review.ts";
import { requireUser } from "#server/plugins/auth.ts";
import type { AudioReviewService } from "./audio-review.service.ts";
import { IdParams, errorAnswers } from "#server/lib/route-schemas.ts";

const errors = errorAnswers(400, 401, 403, 404);

/** Members' audio awaiting review: the owner's view of it, the admin's queue, listening, approval, rejection. */
export const audioReviewRoutes: FastifyPluginAsyncZod<{ review: AudioReviewService }> = async (app, { review }) => {
  app.get(
    "/api/quotes/:id/audio/pending",
    {
      config: { auth: "user" },
      schema: {
        tags: ["audio"],
        summary: "The quote's uploaded or recorded audio awaiting an admin, or null (its owner or an admin)",
        params: IdParams,
        response: { 200: QuotePendingAudioSchema, ...errors },
      },
    },
    (request) => review.forQuote(request.params.id, requireUser(request)),
  );

  app.get(
    "/api/audio/pending/mine",
    {
      config: { auth: "user" },
      schema: {
        tags: ["audio"],
        summary: "Audio awaiting review on the signed-in member's quotes, newest first",
        response: { 200: MyPendingAudioSchema, ...errors },
      },
    },
    (request) => review.mine(requireUser(request)),
  );

  app.get(
    "/api/audio/pending/:id/file",
    {
      config: { auth: "user" },
      schema: {
        tags: ["audio"],
        summary: "Listen to audio awaiting review: the file's bytes (the quote's owner or an admin; never cached)",
        params: PendingAudioParamsSchema,
        response: { ...errors },
      },
    },
    async (request, typedReply) => {
      // Bytes, not JSON: the declared responses are only the errors.
      const reply = typedReply as FastifyReply;
      const file = await review.file(request.params.id, requireUser(request));
      return reply
        .type(file.mime)
        .header("Content-Length", file.bytes.length)
        .header("Cache-Control", "private, no-store")
        .header("X-Content-Type-Options", "nosniff")
        .header("Content-Disposition", "inline")
        .send(file.bytes);
    },
  );

  app.get(
    "/api/admin/audio/pending",
    {
      config: { auth: "approveQuotes" },
      schema: {
        tags: ["audio"],
        summary: "Members' audio awaiting review, oldest first, with the narration each would replace (admin)",
        querystring: AdminPendingAudioQuerySchema,
        response: { 200: AdminPendingAudioListSchema, ...errors },
      },
    },
    (request) => review.list(request.query),
  );

  app.post(
    "/api/admin/audio/pending/:id/approve",
    {
      config: { auth: "approveQuotes" },
      schema: {
        tags: ["audio"],
        summary:
          "Approve a member's audio: it becomes the quote's audio, replacing (and deleting) the previous file (admin, audited)",
        params: PendingAudioParamsSchema,
        response: { 200: QuoteAudioSchema, ...errors },
      },
    },
    (request) => review.approve(request.params.id, requireUser(request)),
  );

  app.post(
    "/api/admin/audio/pending/:id/reject",
    {
      config: { auth: "approveQuotes" },
      schema: {
        tags: ["audio"],
        summary: "Reject a member's audio: its file is deleted and the quote keeps its audio (admin, audited)",
        params: PendingAudioParamsSchema,
        response: { 200: PendingAudioRejectedSchema, ...errors },
      },
    },
    (request) => review.reject(request.params.id, requireUser(request)),
  );
};
