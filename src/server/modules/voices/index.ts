import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorEnvelopeSchema } from "#contracts/common.ts";
import { VoiceListQuerySchema, VoiceListSchema } from "#contracts/voices.ts";
import { notFound } from "#server/plugins/errors.ts";
import type { VoicesService } from "./voices.service.ts";

/** A sample only changes when its voice is retuned (then its ETag changes too). */
const SAMPLE_CACHE = "public, max-age=604800, stale-while-revalidate=86400";

const VoiceParamsSchema = z.object({ id: z.string().min(1).max(64) });

function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

export const voiceRoutes: FastifyPluginAsyncZod<{ voices: VoicesService }> = async (app, { voices }) => {
  app.get(
    "/api/voices",
    {
      schema: {
        tags: ["audio"],
        summary: "The narration voices, or those that speak a language",
        description:
          "The text-to-speech voices (docs/product/audio.md): the ten English voices, premium first, the first the " +
          "default; then the voices for other languages. Each has a human name, gender, tier, an honest " +
          "description, the engine behind it and the languages it speaks (BCP 47 primary tags). `language` (a BCP " +
          "47 tag) keeps the voices that speak it, in the same order (`pt-BR` is spoken by the `pt` voices; none " +
          "may).",
        querystring: VoiceListQuerySchema,
        response: { 200: VoiceListSchema, 400: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      void reply.header("Cache-Control", "public, max-age=3600");
      return voices.list(request.query.language);
    },
  );

  app.get(
    "/api/voices/:id/sample",
    {
      schema: {
        tags: ["audio"],
        summary: "A short MP3 sample of a voice",
        description:
          "One sentence in the voice, for the voice picker (in the first language it speaks). Made on the first " +
          "request and kept on disk; " +
          "answers `ETag` and 304 to `If-None-Match`.",
        params: VoiceParamsSchema,
        response: { 404: ErrorEnvelopeSchema },
      },
    },
    async (request, typedReply) => {
      const reply = typedReply as FastifyReply;
      const voice = voices.find(request.params.id);
      if (!voice) throw notFound("Voice not found");
      const etag = `"voice-${voice.id}-${voices.sampleVersion(voice)}"`;
      void reply.header("ETag", etag).header("Cache-Control", SAMPLE_CACHE);
      if (matches(request.headers["if-none-match"], etag)) return reply.status(304).send();
      const sample = await voices.sample(voice);
      return reply
        .type("audio/mpeg")
        .header("Content-Length", sample.audio.length)
        .header("Accept-Ranges", "none")
        .send(sample.audio);
    },
  );
};
