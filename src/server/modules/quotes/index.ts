import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorEnvelopeSchema } from "#contracts/common.ts";
import {
  ApproveQuoteSchema,
  CategoryListSchema,
  DuplicateListSchema,
  PopularQuerySchema,
  QuoteCreatedSchema,
  QuoteDeletedSchema,
  QuoteDetailSchema,
  QuoteListQuerySchema,
  QuoteListSchema,
  QuoteStatusCountsSchema,
  QuoteTranslationsSchema,
  QuoteWithSourceSchema,
  RejectQuoteSchema,
  TagListSchema,
} from "#contracts/quotes.ts";
import { RANDOM_COUNT_MAX, RandomQuotesQuerySchema, RandomQuotesSchema } from "#contracts/random-quotes.ts";
import { AnonymousQuoteSchema, QuoteCreateSchema, QuoteUpdateSchema } from "#contracts/quote-input.ts";
import { requirePermission, requireUser } from "#server/plugins/auth.ts";
import { enforceLimit } from "#server/plugins/rate-limit.ts";
import { CachedBody, ExpiringCache } from "#server/lib/cached-body.ts";
import { Doorkeeper } from "#server/lib/doorkeeper.ts";
import type { QuoteEvents } from "./quote-events.ts";
import type { QuoteRandom } from "./quote-random.service.ts";
import type { QuoteReads } from "./quote-reads.service.ts";
import type { QuoteWrites } from "./quote-writes.service.ts";
import { limitQuoteWrites, QUOTE_WRITE_WINDOW_MS, QUOTE_WRITES_PER_WINDOW } from "./quote-write-limit.ts";
import { IdParams, errorAnswers } from "#server/lib/route-schemas.ts";
import { TRANSLATIONS_MAX } from "./quote-translations.repository.ts";

/** Anonymous submissions per client IP. */
export const ANONYMOUS_SUBMISSIONS_PER_WINDOW = 5;
export const ANONYMOUS_SUBMISSION_WINDOW_MS = 10 * 60_000;

const SlugParams = z.object({ slug: z.string().max(300) });

const errors = errorAnswers(400, 401, 403, 404);
/** Writes of a quote's fields also answer 422 when a translation link breaks a rule (translation-link.ts). */
const writeErrors = errorAnswers(400, 401, 403, 404, 422, 429);
const translationNote =
  " Without `language`, the language is detected from the text (English when unsure). `translation_of` names the " +
  "original (one the caller may see; a translation's own original is linked instead) in another language; " +
  "`translator` is kept on translations only. A broken translation rule answers 422 with `fields`.";
const writeLimitNote =
  ` Members may create, edit and delete ${QUOTE_WRITES_PER_WINDOW} quotes per ` +
  `${QUOTE_WRITE_WINDOW_MS / 60_000} minutes (429 beyond).`;

const JSON_TYPE = "application/json; charset=utf-8";

/** Sends JSON text rendered (and possibly cached) by the service as it is, skipping re-serialisation. */
function sendJsonText(reply: FastifyReply, json: string) {
  return reply.type(JSON_TYPE).send(json);
}

/** Anonymous list responses kept at once (each text, identity and compressed bodies: ~40 KB). */
const ANONYMOUS_LISTS_KEPT = 250;

export interface QuoteRoutesOptions {
  reads: QuoteReads;
  writes: QuoteWrites;
  events: QuoteEvents;
  random: QuoteRandom;
  /** Anonymous list and search requests per minute per client IP that no cached response answers. */
  listsPerMinute: number;
  /**
   * Who counts as one viewer of a quote (lib/visitor-key.ts): the client's address, keyed, whoever is signed in and
   * whatever the user agent says — a script can change its user agent or sign up accounts at will, not its address.
   */
  visitorKey: (ip: string) => string;
}

export const quoteRoutes: FastifyPluginAsyncZod<QuoteRoutesOptions> = async (
  app,
  { reads, writes, events, random, listsPerMinute, visitorKey },
) => {
  // An anonymous visitor's list is everyone's: a repeat of the same URL is answered before any parsing or
  // validation, compressed once; a quote write drops them all.
  // A URL is kept from its second request on, and at most a few hundred: a stream of distinct deep pages (a
  // crawler) would otherwise hold ~40 KB each and push out the pages everyone reads.
  const anonymousLists = new ExpiringCache<CachedBody>(reads.pageTtlMs, ANONYMOUS_LISTS_KEPT, new Doorkeeper());
  events.onInvalidate((soft) => (soft ? anonymousLists.markStale() : anonymousLists.clear()));
  events.watchCache("anonymous list responses", () => anonymousLists.liveValues().map((body) => body.text));

  app.get(
    "/api/quotes",
    {
      onRequest: (request, reply, done) => {
        const hit = request.headers.authorization === undefined ? anonymousLists.get(request.url) : undefined;
        if (hit) return void hit.send(request, reply);
        done();
      },
      // Only what reaches the database counts: a visitor reading cached pages is never limited.
      preHandler: async (request) => {
        if (!request.user) await enforceLimit(app.counters, `lists:${request.ip}`, listsPerMinute, 60_000);
      },
      schema: {
        tags: ["quotes"],
        summary: "List quotes with filters, search and paging",
        description:
          "Approved quotes for everyone; owners also get their own drafts, pending and rejected quotes with " +
          "`userFilter=submitted` or a `status` filter; admins see every status. `q` takes free text (full-text " +
          "search, ranked when no `sort` is given) and the prefixes author:/a:, category:/c:, tag:/t:, " +
          'description:/desc:/d:, ctx: and "exact phrases". Lists are comma-separated. `bookmarked`, `reacted` ' +
          "and `userFilter` need a signed-in user.",
        querystring: QuoteListQuerySchema,
        response: { 200: QuoteListSchema, ...errors, 429: ErrorEnvelopeSchema, 503: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const list = async () => new CachedBody(await reads.listQuotesJson(request.query, request.user), JSON_TYPE);
      const body = await list();
      if (!request.user) anonymousLists.set(request.url, body, list);
      return body.send(request, reply);
    },
  );

  app.get(
    "/api/quotes/random",
    {
      // Every answer is drawn afresh and fetched from the database: anonymous callers share the lists' budget.
      preHandler: async (request) => {
        if (!request.user) await enforceLimit(app.counters, `lists:${request.ip}`, listsPerMinute, 60_000);
      },
      schema: {
        tags: ["quotes"],
        summary: "Approved quotes drawn at random, with filters",
        description:
          `\`count\` quotes (1–${RANDOM_COUNT_MAX}, default 1), never the same one twice in an answer; fewer (or none) ` +
          "when fewer match. `categories`, `tags`, `authors` and `language` filter as in GET /api/quotes; " +
          "`min_length` / `max_length` bound the text's characters; `max_seconds` bounds the spoken length (the " +
          "narration's duration when the quote has audio, else its words at 150 a minute); `exclude_authors` " +
          "(matched as `authors`) and `exclude_tags` (any of them) leave quotes out. `min_length` greater than " +
          "`max_length` is a 400 with `fields`.",
        querystring: RandomQuotesQuerySchema,
        response: {
          200: RandomQuotesSchema,
          400: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
          503: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => sendJsonText(reply, await random.drawJson(request.query, request.user)),
  );

  app.get(
    "/api/quotes/popular",
    {
      schema: {
        tags: ["quotes"],
        summary: "Most popular approved quotes (reactions, then views)",
        querystring: PopularQuerySchema,
        response: { 200: QuoteListSchema, 400: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const json = await reads.popularJson(request.query.limit, request.query.audioOnly ?? false, request.user);
      return sendJsonText(reply, json);
    },
  );

  app.get(
    "/api/quotes/slug/:slug",
    {
      // A read counts a view: no implicit HEAD route that would count one too.
      exposeHeadRoute: false,
      schema: {
        tags: ["quotes"],
        summary: "A quote by its url_slug (or slug), with source and related quotes; counts a view",
        params: SlugParams,
        response: { 200: QuoteDetailSchema, 404: ErrorEnvelopeSchema },
      },
    },
    (request) => reads.getQuote({ slug: request.params.slug }, request.user, visitorKey(request.ip)),
  );

  app.get(
    "/api/quotes/:id",
    {
      exposeHeadRoute: false,
      schema: {
        tags: ["quotes"],
        summary: "A quote by id, with source and related quotes; counts a view",
        params: IdParams,
        response: { 200: QuoteDetailSchema, 404: ErrorEnvelopeSchema },
      },
    },
    (request) => reads.getQuote({ id: request.params.id }, request.user, visitorKey(request.ip)),
  );

  app.get(
    "/api/quotes/:id/translations",
    {
      schema: {
        tags: ["quotes"],
        summary: "A quote's original and its other translations",
        description:
          "`original` is the quote this one translates (null when it is the original, or the original is not " +
          "visible to the caller); `translations` every translation of the original the caller may see, except " +
          `this quote, by language tag then age (at most ${TRANSLATIONS_MAX}). 404 when the caller may not see the quote.`,
        params: IdParams,
        response: { 200: QuoteTranslationsSchema, 404: ErrorEnvelopeSchema },
      },
    },
    (request) => reads.translationsOf(request.params.id, request.user),
  );

  app.post(
    "/api/quotes",
    {
      config: { auth: "user" },
      schema: {
        tags: ["quotes"],
        summary: "Submit a quote (signed in)",
        description:
          "The owner is the signed-in user. Non-admins get `pending` or `draft` (any other status becomes " +
          "`pending`); admins choose any status. Answers the quote and near-duplicates already in the catalogue." +
          translationNote +
          writeLimitNote,
        body: QuoteCreateSchema,
        response: { 201: QuoteCreatedSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await limitQuoteWrites(app.counters, user);
      const created = await writes.createQuote(request.body, user);
      return reply.status(201).send(created);
    },
  );

  app.post(
    "/api/quotes/submit-anonymous",
    {
      config: {
        rateLimit: { max: ANONYMOUS_SUBMISSIONS_PER_WINDOW, timeWindow: ANONYMOUS_SUBMISSION_WINDOW_MS },
      },
      schema: {
        tags: ["quotes"],
        summary: "Submit a quote without an account (with an e-mail); always pending",
        description: `A translation may name an approved quote only.${translationNote}`,
        body: AnonymousQuoteSchema,
        response: { 201: QuoteCreatedSchema, ...errorAnswers(400, 422, 429) },
      },
    },
    async (request, reply) => {
      const created = await writes.submitAnonymous(request.body);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    "/api/quotes/:id",
    {
      config: { auth: "user" },
      schema: {
        tags: ["quotes"],
        summary: "Edit a quote (owner or admin)",
        description:
          "Any subset of the fields. A non-admin owner's edit of an approved or rejected quote goes back to " +
          "`pending`; non-admins may only choose `draft` or `pending`. `source: null` detaches the source. " +
          "`language` corrects the language; `translation_of: null` makes it an original again. A quote that " +
          "others translate cannot become a translation, and an original cannot take a translation's language." +
          translationNote +
          writeLimitNote,
        params: IdParams,
        body: QuoteUpdateSchema,
        response: { 200: QuoteWithSourceSchema, ...writeErrors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await limitQuoteWrites(app.counters, user);
      return writes.updateQuote(request.params.id, request.body, user);
    },
  );

  app.delete(
    "/api/quotes/:id",
    {
      config: { auth: "user" },
      schema: {
        tags: ["quotes"],
        summary: "Delete a quote (owner while not approved, or admin)",
        description: writeLimitNote.trim(),
        params: IdParams,
        response: { 200: QuoteDeletedSchema, ...errors, 429: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await limitQuoteWrites(app.counters, user);
      return writes.deleteQuote(request.params.id, user);
    },
  );

  app.post(
    "/api/quotes/:id/approve",
    {
      config: { auth: "approveQuotes" },
      schema: {
        tags: ["moderation"],
        summary: "Approve a quote (admin)",
        params: IdParams,
        body: ApproveQuoteSchema,
        response: { 200: QuoteWithSourceSchema, ...errors },
      },
    },
    (request) => writes.approveQuote(request.params.id, requirePermission(request, "approveQuotes")),
  );

  app.post(
    "/api/quotes/:id/reject",
    {
      config: { auth: "approveQuotes" },
      schema: {
        tags: ["moderation"],
        summary: "Reject a quote (admin), with an optional reason",
        params: IdParams,
        body: RejectQuoteSchema,
        response: { 200: QuoteWithSourceSchema, ...errors },
      },
    },
    (request) =>
      writes.rejectQuote(request.params.id, requirePermission(request, "approveQuotes"), request.body.reason),
  );

  app.get(
    "/api/quotes/:id/duplicates",
    {
      config: { auth: "approveQuotes" },
      schema: {
        tags: ["moderation"],
        summary: "Near-duplicates of a quote by text similarity (admin)",
        params: IdParams,
        response: { 200: DuplicateListSchema, ...errors },
      },
    },
    async (request) => {
      return { duplicates: await reads.duplicatesOf(request.params.id) };
    },
  );

  app.get(
    "/api/admin/quote-counts",
    {
      config: { auth: "approveQuotes" },
      schema: {
        tags: ["moderation"],
        summary: "Number of quotes in each status (admin)",
        response: { 200: QuoteStatusCountsSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema },
      },
    },
    () => reads.statusCounts(),
  );

  app.get(
    "/api/categories",
    {
      schema: {
        tags: ["quotes"],
        summary: "Categories with their number of approved quotes",
        response: { 200: CategoryListSchema },
      },
    },
    () => reads.listCategories(),
  );

  app.get(
    "/api/tags",
    {
      schema: {
        tags: ["quotes"],
        summary: "Tags of approved quotes with how many quotes carry each, most used first",
        response: { 200: TagListSchema },
      },
    },
    () => reads.listTags(),
  );
};
