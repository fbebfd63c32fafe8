import { o as QUOTE_QUERY_LIMIT, s as QUOTE_STATUSES, t as CATEGORIES } from "./constants-DC2r50n9.js";
import { a as boolean, c as number$1, d as string, f as union, g as _isoDate, h as _coercedNumber, i as array, l as object, m as uuid, n as ZodNumber, o as email, p as url, r as _enum, s as literal, t as ZodISODate, u as record } from "./schemas-B-ba1ytk.js";
// node_modules/zod/v4/classic/iso.js
function date(params) {
	return _isoDate(ZodISODate, params);
}
// node_modules/zod/v4/classic/coerce.js
function number(params) {
	return _coercedNumber(ZodNumber, params);
}
uuid();
object({
	error: string(),
	message: string(),
	fields: record(string(), string()).optional()
});
/** Query-string booleans arrive as text. */
var QueryBoolean = union([boolean(), _enum([
	"true",
	"false",
	"1",
	"0"
])]).transform((v) => v === true || v === "true" || v === "1");
object({
	status: literal("ok"),
	database: literal("up"),
	version: string()
});
// src/contracts/quotes.ts
var QuoteStatusSchema = _enum(QUOTE_STATUSES);
_enum(CATEGORIES);
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
var QuoteSchema = object({
	id: uuid(),
	slug: string(),
	url_slug: string(),
	text: string(),
	author: string(),
	category: string(),
	tags: array(string()),
	context: string().nullable(),
	reference_url: string().nullable(),
	description: string().nullable(),
	source_id: uuid().nullable(),
	user_id: uuid().nullable(),
	status: QuoteStatusSchema,
	views: number$1().int(),
	has_audio: boolean(),
	background_url: string().nullable(),
	background_type: string().nullable(),
	/** The submitter's e-mail of an anonymous submission; shown to admins only, null for everyone else. */
	email: string().nullable(),
	approved_by: uuid().nullable(),
	approved_at: string().nullable(),
	reactions_count: number$1().int(),
	bookmarks_count: number$1().int(),
	created_at: string(),
	updated_at: string()
});
/** A list item: a quote, plus `quote_id` and `visited_at` in `userFilter=visited` lists. */
var QuoteListItemSchema = QuoteSchema.extend({
	quote_id: uuid().optional(),
	visited_at: string().optional()
});
var SortSchema = _enum([...[
	"latest",
	"popular",
	"views"
], "oldest"]);
var AUDIO_FILTERS = ["with", "without"];
var USER_FILTERS = [
	"reacted",
	"visited",
	"submitted"
];
/** An optional query value where "" means absent (SPEC.md §7: empty values are omitted). */
var optionalQuery = (schema) => union([literal(""), schema]).optional().transform((v) => v === "" ? void 0 : v);
/** A comma-separated list (or a repeated parameter): trimmed, empties dropped, duplicates removed. */
var csvList = (normalise = (v) => v) => union([string(), array(string())]).optional().transform((value) => {
	if (value === void 0) return void 0;
	const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(","));
	const list = [...new Set(parts.map((v) => normalise(v.trim())).filter(Boolean))];
	return list.length > 0 ? list : void 0;
});
object({
	/** Free text and the search syntax of src/contracts/search-syntax.ts. */
	q: optionalQuery(string().trim().max(500)),
	categories: csvList((v) => v.toLowerCase()),
	authors: csvList(),
	tags: csvList((v) => v.toLowerCase()),
	status: optionalQuery(QuoteStatusSchema),
	sort: optionalQuery(SortSchema),
	audio: optionalQuery(_enum(AUDIO_FILTERS)),
	bookmarked: optionalQuery(QueryBoolean),
	reacted: optionalQuery(QueryBoolean),
	userFilter: optionalQuery(_enum(USER_FILTERS)),
	limit: number().int().min(1).max(QUOTE_QUERY_LIMIT).default(20),
	offset: number().int().min(0).default(0),
	/** Continues after the page that answered this `next_cursor` (keyset paging; `offset` is then ignored). */
	cursor: optionalQuery(string().max(300))
});
object({
	quotes: array(QuoteListItemSchema),
	total: number$1().int(),
	/** The cursor of the next page, when there may be one and the list can be paged by cursor. */
	next_cursor: string().nullable().optional()
});
object({
	limit: number().int().min(1).max(100).default(10),
	audioOnly: optionalQuery(QueryBoolean)
});
var CategoryCountSchema = object({
	name: string(),
	count: number$1().int()
});
array(CategoryCountSchema);
var TagCountSchema = object({
	name: string(),
	count: number$1().int()
});
array(TagCountSchema);
/** Tags as the spec keeps them: lower-cased, trimmed, unique, empties dropped. */
function normaliseTags(tags) {
	return [...new Set(tags.map((t) => t.trim().toLowerCase()).filter(Boolean))];
}
var TagsSchema = array(string().max(50, QUOTE_MESSAGES.tagTooLong)).transform(normaliseTags).pipe(array(string()).max(20, QUOTE_MESSAGES.tooManyTags));
/**
* Optional free text: trimmed; "" and null become null (clear it); absent stays undefined
* (leave it), so the same field works for create and for a partial update.
*/
var optionalNote = (max = QUOTE_NOTE_MAX, message = QUOTE_MESSAGES.noteTooLong) => string().trim().max(max, message).nullish().transform((v) => v === void 0 ? void 0 : v || null);
/** A valid http(s) URL or empty (SPEC.md §5); empty and null become null, absent stays undefined. */
var OptionalUrlSchema = union([literal(""), string().trim().max(QUOTE_URL_MAX, QUOTE_MESSAGES.invalidUrl).pipe(union([literal(""), url({
	protocol: /^https?$/,
	error: QUOTE_MESSAGES.invalidUrl
})]))], { error: QUOTE_MESSAGES.invalidUrl }).nullish().transform((v) => v === void 0 ? void 0 : v || null);
/** Source of a quote (SPEC.md §3). */
var SourceSchema = object({
	id: uuid(),
	name: string(),
	description: string().nullable(),
	url: string().nullable(),
	author: string().nullable(),
	publication_date: string().nullable(),
	type: string().nullable()
});
var SourceInputSchema = object({
	name: string({ error: QUOTE_MESSAGES.sourceNameRequired }).trim().min(1, QUOTE_MESSAGES.sourceNameRequired).max(200),
	description: optionalNote(),
	url: OptionalUrlSchema,
	author: optionalNote(200, QUOTE_MESSAGES.authorTooLong),
	publication_date: union([literal(""), date({ error: QUOTE_MESSAGES.invalidDate })], { error: QUOTE_MESSAGES.invalidDate }).nullish().transform((v) => v === void 0 ? void 0 : v || null),
	type: optionalNote(50)
});
var quoteTextField = string({ error: QUOTE_MESSAGES.textRequired }).trim().min(1, QUOTE_MESSAGES.textRequired).max(QUOTE_TEXT_MAX, QUOTE_MESSAGES.textTooLong);
var authorField = string({ error: QUOTE_MESSAGES.authorRequired }).trim().min(1, QUOTE_MESSAGES.authorRequired).max(200, QUOTE_MESSAGES.authorTooLong);
/** One of the seven categories; case and surrounding spaces are forgiven. */
var categoryField = string({ error: QUOTE_MESSAGES.categoryRequired }).transform((v) => v.trim().toLowerCase()).pipe(_enum(CATEGORIES, { error: QUOTE_MESSAGES.categoryRequired }));
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
var QuoteCreateSchema = object({
	...quoteFields,
	user_id: uuid({ error: QUOTE_MESSAGES.invalidUserId }).nullish(),
	/** Admins choose any status; everyone else gets pending or draft (anything else becomes pending). */
	status: QuoteStatusSchema.optional()
});
/** POST /api/quotes/submit-anonymous: always pending, with the submitter's e-mail. */
var AnonymousQuoteSchema = object({
	...quoteFields,
	email: string({ error: QUOTE_MESSAGES.emailRequired }).trim().min(1, QUOTE_MESSAGES.emailRequired).pipe(email({ error: QUOTE_MESSAGES.emailInvalid }))
});
object({
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
	has_audio: boolean().optional(),
	user_id: uuid({ error: QUOTE_MESSAGES.invalidUserId }).nullish()
});
object({ approvedBy: uuid().optional() }).nullish().transform((v) => v ?? {});
object({ reason: string().trim().max(1e3).optional() }).nullish().transform((v) => v ?? {});
/** A near-duplicate already in the catalogue (pg_trgm similarity of the text, 0–1). */
var DuplicateSchema = object({
	id: uuid(),
	url_slug: string(),
	text: string(),
	author: string(),
	status: QuoteStatusSchema,
	similarity: number$1()
});
object({ duplicates: array(DuplicateSchema) });
/** A quote with its source; what create, update, approve and reject answer. */
var QuoteWithSourceSchema = QuoteSchema.extend({ source: SourceSchema.nullable() });
QuoteWithSourceSchema.extend({ duplicates: array(DuplicateSchema) });
QuoteWithSourceSchema.extend({ related: array(QuoteSchema) });
object({
	id: uuid(),
	deleted: literal(true)
});
object({
	draft: number$1().int(),
	pending: number$1().int(),
	rejected: number$1().int(),
	approved: number$1().int(),
	total: number$1().int()
});
export { QuoteStatusSchema as a, normaliseTags as c, QuoteCreateSchema as i, QUOTE_MESSAGES as n, SourceInputSchema as o, QUOTE_TEXT_MAX as r, TagsSchema as s, AnonymousQuoteSchema as t };
