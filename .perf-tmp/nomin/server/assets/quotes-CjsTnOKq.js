import { o as QUOTE_QUERY_LIMIT, s as QUOTE_STATUSES, t as CATEGORIES } from "./constants-DC2r50n9.js";
import { z } from "zod";
z.uuid();
z.object({
	error: z.string(),
	message: z.string(),
	fields: z.record(z.string(), z.string()).optional()
});
/** Query-string booleans arrive as text. */
var QueryBoolean = z.union([z.boolean(), z.enum([
	"true",
	"false",
	"1",
	"0"
])]).transform((v) => v === true || v === "true" || v === "1");
z.object({
	status: z.literal("ok"),
	database: z.literal("up"),
	version: z.string()
});
// src/contracts/quotes.ts
var QuoteStatusSchema = z.enum(QUOTE_STATUSES);
z.enum(CATEGORIES);
/** Field limits of the quote form (the spec leaves them open; these keep rows and pages sane). */
var QUOTE_TEXT_MAX = 2e3;
var QUOTE_NOTE_MAX = 2e3;
var QUOTE_URL_MAX = 2e3;
/** Messages of the quote forms; the spec's words where it gives them (SPEC.md §5). */
var QUOTE_MESSAGES = {
	textRequired: "Quote text is required",
	textTooLong: `Quote text must be at most ${QUOTE_TEXT_MAX} characters`,
	authorRequired: "Author is required",
	authorTooLong: `Author must be at most 200 characters`,
	categoryRequired: "Please select a category for the quote",
	invalidUrl: "Please enter a valid URL",
	invalidUserId: "Invalid user id",
	emailRequired: "Email is required for anonymous submissions",
	emailInvalid: "Please enter a valid email address",
	tooManyTags: `A quote can have at most 20 tags`,
	tagTooLong: `Tags must be at most 50 characters`,
	noteTooLong: `Must be at most ${QUOTE_NOTE_MAX} characters`,
	sourceNameRequired: "Source name is required",
	invalidDate: "Please enter a date as YYYY-MM-DD",
	similarExists: "A similar quote already exists"
};
/** A quote as the API returns it (snake_case, as SPEC.md §3 names the fields). */
var QuoteSchema = z.object({
	id: z.uuid(),
	slug: z.string(),
	url_slug: z.string(),
	text: z.string(),
	author: z.string(),
	category: z.string(),
	tags: z.array(z.string()),
	context: z.string().nullable(),
	reference_url: z.string().nullable(),
	description: z.string().nullable(),
	source_id: z.uuid().nullable(),
	user_id: z.uuid().nullable(),
	status: QuoteStatusSchema,
	views: z.number().int(),
	has_audio: z.boolean(),
	background_url: z.string().nullable(),
	background_type: z.string().nullable(),
	/** The submitter's e-mail of an anonymous submission; shown to admins only, null for everyone else. */
	email: z.string().nullable(),
	approved_by: z.uuid().nullable(),
	approved_at: z.string().nullable(),
	reactions_count: z.number().int(),
	bookmarks_count: z.number().int(),
	created_at: z.string(),
	updated_at: z.string()
});
/** A list item: a quote, plus `quote_id` and `visited_at` in `userFilter=visited` lists. */
var QuoteListItemSchema = QuoteSchema.extend({
	quote_id: z.uuid().optional(),
	visited_at: z.string().optional()
});
var API_SORTS = [...[
	"latest",
	"popular",
	"views"
], "oldest"];
var SortSchema = z.enum(API_SORTS);
var AUDIO_FILTERS = ["with", "without"];
var USER_FILTERS = [
	"reacted",
	"visited",
	"submitted"
];
/** An optional query value where "" means absent (SPEC.md §7: empty values are omitted). */
var optionalQuery = (schema) => z.union([z.literal(""), schema]).optional().transform((v) => v === "" ? void 0 : v);
/** A comma-separated list (or a repeated parameter): trimmed, empties dropped, duplicates removed. */
var csvList = (normalise = (v) => v) => z.union([z.string(), z.array(z.string())]).optional().transform((value) => {
	if (value === void 0) return void 0;
	const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(","));
	const list = [...new Set(parts.map((v) => normalise(v.trim())).filter(Boolean))];
	return list.length > 0 ? list : void 0;
});
z.object({
	/** Free text and the search syntax of src/contracts/search-syntax.ts. */
	q: optionalQuery(z.string().trim().max(500)),
	categories: csvList((v) => v.toLowerCase()),
	authors: csvList(),
	tags: csvList((v) => v.toLowerCase()),
	status: optionalQuery(QuoteStatusSchema),
	sort: optionalQuery(SortSchema),
	audio: optionalQuery(z.enum(AUDIO_FILTERS)),
	bookmarked: optionalQuery(QueryBoolean),
	reacted: optionalQuery(QueryBoolean),
	userFilter: optionalQuery(z.enum(USER_FILTERS)),
	limit: z.coerce.number().int().min(1).max(QUOTE_QUERY_LIMIT).default(20),
	offset: z.coerce.number().int().min(0).default(0),
	/** Continues after the page that answered this `next_cursor` (keyset paging; `offset` is then ignored). */
	cursor: optionalQuery(z.string().max(300))
});
z.object({
	quotes: z.array(QuoteListItemSchema),
	total: z.number().int(),
	/** The cursor of the next page, when there may be one and the list can be paged by cursor. */
	next_cursor: z.string().nullable().optional()
});
z.object({
	limit: z.coerce.number().int().min(1).max(100).default(10),
	audioOnly: optionalQuery(QueryBoolean)
});
var CategoryCountSchema = z.object({
	name: z.string(),
	count: z.number().int()
});
z.array(CategoryCountSchema);
var TagCountSchema = z.object({
	name: z.string(),
	count: z.number().int()
});
z.array(TagCountSchema);
/** Tags as the spec keeps them: lower-cased, trimmed, unique, empties dropped. */
function normaliseTags(tags) {
	return [...new Set(tags.map((t) => t.trim().toLowerCase()).filter(Boolean))];
}
var TagsSchema = z.array(z.string().max(50, QUOTE_MESSAGES.tagTooLong)).transform(normaliseTags).pipe(z.array(z.string()).max(20, QUOTE_MESSAGES.tooManyTags));
/**
* Optional free text: trimmed; "" and null become null (clear it); absent stays undefined
* (leave it), so the same field works for create and for a partial update.
*/
var optionalNote = (max = QUOTE_NOTE_MAX, message = QUOTE_MESSAGES.noteTooLong) => z.string().trim().max(max, message).nullish().transform((v) => v === void 0 ? void 0 : v || null);
/** A valid http(s) URL or empty (SPEC.md §5); empty and null become null, absent stays undefined. */
var OptionalUrlSchema = z.union([z.literal(""), z.string().trim().max(QUOTE_URL_MAX, QUOTE_MESSAGES.invalidUrl).pipe(z.union([z.literal(""), z.url({
	protocol: /^https?$/,
	error: QUOTE_MESSAGES.invalidUrl
})]))], { error: QUOTE_MESSAGES.invalidUrl }).nullish().transform((v) => v === void 0 ? void 0 : v || null);
/** Source of a quote (SPEC.md §3). */
var SourceSchema = z.object({
	id: z.uuid(),
	name: z.string(),
	description: z.string().nullable(),
	url: z.string().nullable(),
	author: z.string().nullable(),
	publication_date: z.string().nullable(),
	type: z.string().nullable()
});
var SourceInputSchema = z.object({
	name: z.string({ error: QUOTE_MESSAGES.sourceNameRequired }).trim().min(1, QUOTE_MESSAGES.sourceNameRequired).max(200),
	description: optionalNote(),
	url: OptionalUrlSchema,
	author: optionalNote(200, QUOTE_MESSAGES.authorTooLong),
	publication_date: z.union([z.literal(""), z.iso.date({ error: QUOTE_MESSAGES.invalidDate })], { error: QUOTE_MESSAGES.invalidDate }).nullish().transform((v) => v === void 0 ? void 0 : v || null),
	type: optionalNote(50)
});
var quoteTextField = z.string({ error: QUOTE_MESSAGES.textRequired }).trim().min(1, QUOTE_MESSAGES.textRequired).max(QUOTE_TEXT_MAX, QUOTE_MESSAGES.textTooLong);
var authorField = z.string({ error: QUOTE_MESSAGES.authorRequired }).trim().min(1, QUOTE_MESSAGES.authorRequired).max(200, QUOTE_MESSAGES.authorTooLong);
/** One of the seven categories; case and surrounding spaces are forgiven. */
var categoryField = z.string({ error: QUOTE_MESSAGES.categoryRequired }).transform((v) => v.trim().toLowerCase()).pipe(z.enum(CATEGORIES, { error: QUOTE_MESSAGES.categoryRequired }));
/** The fields a quote form edits, shared by create, anonymous submission and update. */
var quoteFields = {
	text: quoteTextField,
	author: authorField,
	category: categoryField,
	tags: TagsSchema.optional(),
	context: optionalNote(),
	reference_url: OptionalUrlSchema,
	description: optionalNote(),
	background_url: optionalNote(QUOTE_URL_MAX),
	background_type: optionalNote(50),
	/** Creates (or reuses an identical) source row and links it. */
	source: SourceInputSchema.nullish()
};
/** POST /api/quotes. `user_id` is accepted for the client's sake but the owner is always the signed-in user. */
var QuoteCreateSchema = z.object({
	...quoteFields,
	user_id: z.uuid({ error: QUOTE_MESSAGES.invalidUserId }).nullish(),
	/** Admins choose any status; everyone else gets pending or draft (anything else becomes pending). */
	status: QuoteStatusSchema.optional()
});
/** POST /api/quotes/submit-anonymous: always pending, with the submitter's e-mail. */
var AnonymousQuoteSchema = z.object({
	...quoteFields,
	email: z.string({ error: QUOTE_MESSAGES.emailRequired }).trim().min(1, QUOTE_MESSAGES.emailRequired).pipe(z.email({ error: QUOTE_MESSAGES.emailInvalid }))
});
z.object({
	text: quoteTextField.optional(),
	author: authorField.optional(),
	category: categoryField.optional(),
	tags: quoteFields.tags,
	context: quoteFields.context,
	reference_url: quoteFields.reference_url,
	description: quoteFields.description,
	background_url: quoteFields.background_url,
	background_type: quoteFields.background_type,
	source: quoteFields.source,
	status: QuoteStatusSchema.optional(),
	has_audio: z.boolean().optional(),
	user_id: z.uuid({ error: QUOTE_MESSAGES.invalidUserId }).nullish()
});
z.object({ approvedBy: z.uuid().optional() }).nullish().transform((v) => v ?? {});
z.object({ reason: z.string().trim().max(1e3).optional() }).nullish().transform((v) => v ?? {});
/** A near-duplicate already in the catalogue (pg_trgm similarity of the text, 0–1). */
var DuplicateSchema = z.object({
	id: z.uuid(),
	url_slug: z.string(),
	text: z.string(),
	author: z.string(),
	status: QuoteStatusSchema,
	similarity: z.number()
});
z.object({ duplicates: z.array(DuplicateSchema) });
/** A quote with its source; what create, update, approve and reject answer. */
var QuoteWithSourceSchema = QuoteSchema.extend({ source: SourceSchema.nullable() });
QuoteWithSourceSchema.extend({ duplicates: z.array(DuplicateSchema) });
QuoteWithSourceSchema.extend({ related: z.array(QuoteSchema) });
z.object({
	id: z.uuid(),
	deleted: z.literal(true)
});
z.object({
	draft: z.number().int(),
	pending: z.number().int(),
	rejected: z.number().int(),
	approved: z.number().int(),
	total: z.number().int()
});
export { QuoteStatusSchema as a, normaliseTags as c, QuoteCreateSchema as i, QUOTE_MESSAGES as n, SourceInputSchema as o, QUOTE_TEXT_MAX as r, TagsSchema as s, AnonymousQuoteSchema as t };
