import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import multipart from "@fastify/multipart";
import {
  AdminAudioListSchema,
  AdminAudioQuerySchema,
  AUDIO_MESSAGES,
  AUDIO_UPLOAD_MAX_BYTES,
  AudioDeletedSchema,
  AudioJobAcceptedSchema,
  AudioJobSchema,
  AudioVerifyResultSchema,
  BulkGenerateAcceptedSchema,
  BulkGenerateBodySchema,
  GenerateAudioBodySchema,
  QuoteAudioSchema,
  WaveformBodySchema,
  WaveformSchema,
} from "#contracts/audio.ts";
import { PendingAudioSchema } from "#contracts/audio-review.ts";
import { ErrorEnvelopeSchema } from "#contracts/common.ts";
import { requireUser } from "#server/plugins/auth.ts";
import { badRequest, HttpError } from "#server/plugins/errors.ts";
import type { AudioService } from "./audio.service.ts";
import { audioReviewRoutes } from "./audio-review-routes.ts";
import { refuseTooLarge } from "./upload-check.ts";
import { enforceAudioUploadLimit } from "./upload-limit.ts";
import { IdParams, QuoteIdParams, errorAnswers } from "#server/lib/route-schemas.ts";

/** Room for WAVEFORM_MAX_PEAKS peaks written with full precision (about 20 bytes each). */
const WAVEFORM_BODY_LIMIT = 256 * 1024;
const errors = errorAnswers(400, 401, 403, 404);

/** Audio narration: generation jobs, the quote's audio record, uploads and recordings, waveforms. */
export const audioRoutes: FastifyPluginAsyncZod<{ audio: AudioService }> = async (app, { audio }) => {
  await app.register(multipart, {
    limits: { fileSize: AUDIO_UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
  });

  app.post(
    "/api/quotes/:id/generate-audio",
    {
      config: { auth: "generateAudio" },
      schema: {
        tags: ["audio"],
        summary:
          "Narrate a quote with a voice (admin). Waits up to 60 s for the job: 200 with the audio record, else 202 with the job",
        params: IdParams,
        body: GenerateAudioBodySchema.optional(),
        response: { 200: QuoteAudioSchema, 202: AudioJobAcceptedSchema, ...errors, 500: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const outcome = await audio.generate(request.params.id, request.body ?? {}, requireUser(request));
      if ("audio" in outcome) return reply.send(outcome.audio);
      const { job } = outcome;
      return reply.status(202).send({ job_id: job.id, quote_id: job.quote_id, state: job.state });
    },
  );

  app.post(
    "/api/audio/generate",
    {
      config: { auth: "generateAudio" },
      schema: {
        tags: ["audio"],
        summary: "Queue narration of up to 100 quotes with one voice and settings (admin)",
        body: BulkGenerateBodySchema,
        response: { 202: BulkGenerateAcceptedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { quote_ids, ...settings } = request.body;
      return reply.status(202).send(await audio.generateMany(quote_ids, settings, requireUser(request)));
    },
  );

  app.get(
    "/api/audio/jobs/:id",
    {
      config: { auth: "generateAudio" },
      schema: {
        tags: ["audio"],
        summary: "A generation job's state and progress, with the audio record once completed (admin)",
        params: IdParams,
        response: { 200: AudioJobSchema, ...errors },
      },
    },
    (request) => audio.job(request.params.id),
  );

  app.get(
    "/api/quotes/:id/audio",
    {
      schema: {
        tags: ["audio"],
        summary: "The quote's audio record (404 when it has none)",
        params: IdParams,
        response: { 200: QuoteAudioSchema, 404: ErrorEnvelopeSchema },
      },
    },
    (request) => audio.get(request.params.id, request.user),
  );

  app.delete(
    "/api/quotes/:id/audio",
    {
      config: { auth: "approveQuotes" },
      schema: {
        tags: ["audio"],
        summary: "Remove the quote's audio: record, file and waveform; clears has_audio (admin)",
        params: IdParams,
        response: { 200: AudioDeletedSchema, ...errors },
      },
    },
    (request) => audio.remove(request.params.id),
  );

  app.post(
    "/api/quotes/:id/audio",
    {
      config: { auth: "user" },
      schema: {
        tags: ["audio"],
        summary:
          "Upload or record the quote's audio (its owner or an admin): multipart field `file`, mp3 wav m4a webm ogg by content, ≤ 5 MB, ≤ 60 s. An admin's applies at once (201); a member's awaits an admin's review (202)",
        params: IdParams,
        consumes: ["multipart/form-data"],
        response: {
          201: QuoteAudioSchema,
          202: PendingAudioSchema,
          ...errors,
          413: ErrorEnvelopeSchema,
          415: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await audio.assertMayUpload(request.params.id, user);
      await enforceAudioUploadLimit(app.counters, user);
      if (!request.isMultipart()) throw badRequest(AUDIO_MESSAGES.noFile, { file: AUDIO_MESSAGES.noFile });
      let bytes: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === "file" && bytes === undefined) bytes = await part.toBuffer();
          else if (part.type === "file") part.file.resume();
        }
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === "FST_REQ_FILE_TOO_LARGE") refuseTooLarge();
        if (err instanceof HttpError) throw err;
        throw badRequest(AUDIO_MESSAGES.unreadable, { file: AUDIO_MESSAGES.unreadable });
      }
      if (!bytes || bytes.length === 0) throw badRequest(AUDIO_MESSAGES.noFile, { file: AUDIO_MESSAGES.noFile });
      const stored = await audio.upload(request.params.id, bytes, user);
      return "state" in stored ? reply.status(202).send(stored) : reply.status(201).send(stored);
    },
  );

  app.get(
    "/api/admin/audio",
    {
      config: { auth: "generateAudio" },
      schema: {
        tags: ["audio"],
        summary: "Narrated quotes (newest narration first) or approved quotes without narration, with totals (admin)",
        querystring: AdminAudioQuerySchema,
        response: { 200: AdminAudioListSchema, ...errors },
      },
    },
    (request) => audio.listForAdmin(request.query),
  );

  app.post(
    "/api/admin/audio/verify",
    {
      config: { auth: "approveQuotes" },
      schema: {
        tags: ["audio"],
        summary: "Check every audio file: missing ones are listed and their records flagged (admin)",
        response: { 200: AudioVerifyResultSchema, ...errors },
      },
    },
    () => audio.verify(),
  );

  app.get(
    "/api/audio/waveform/:quoteId",
    {
      schema: {
        tags: ["audio"],
        summary: "The quote's waveform peaks (404 when none)",
        params: QuoteIdParams,
        response: { 200: WaveformSchema, 404: ErrorEnvelopeSchema },
      },
    },
    (request) => audio.waveform(request.params.quoteId, request.user),
  );

  app.post(
    "/api/audio/waveform/:quoteId",
    {
      config: { auth: "user" },
      // Up to WAVEFORM_MAX_PEAKS numbers: more than the default JSON limit.
      bodyLimit: WAVEFORM_BODY_LIMIT,
      schema: {
        tags: ["audio"],
        summary:
          "Save waveform peaks computed in the browser: once by whoever made the quote's audio; an admin may replace them",
        params: QuoteIdParams,
        body: WaveformBodySchema,
        response: { 200: WaveformSchema, ...errors },
      },
    },
    (request) => audio.saveWaveform(request.params.quoteId, request.body, requireUser(request)),
  );

  app.post(
    "/api/audio/waveform/:id/regenerate",
    {
      config: { auth: "generateAudio" },
      schema: {
        tags: ["audio"],
        summary: "Recompute the waveform from the stored file (admin; mp3 and wav)",
        params: IdParams,
        response: { 200: WaveformSchema, ...errors, 422: ErrorEnvelopeSchema },
      },
    },
    (request) => audio.regenerateWaveform(request.params.id),
  );

  await app.register(audioReviewRoutes, { review: audio.review });
};
