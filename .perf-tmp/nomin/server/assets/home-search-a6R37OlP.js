// src/client/features/quotes/home-search.ts
/**
* The home list's URL search parameters (SPEC §2) as the home route validates them. Kept apart from the
* filter mapping (search-params.ts) and free of the search-syntax parser: route search validation runs in
* the entry chunk, and this is all of the list that needs to be there.
*/
var SORT_OPTIONS = [
	"latest",
	"popular",
	"views"
];
var DEFAULT_SORT = "latest";
var VIEWS = ["grid", "list"];
var DEFAULT_VIEW = "grid";
var DISPLAY_MODES = [
	"clean",
	"standard",
	"full"
];
var DEFAULT_DISPLAY = "standard";
var AUDIO_OPTIONS = ["with", "without"];
/** The statuses the admin's status filter offers (SPEC §2). */
var LIST_STATUSES = [
	"approved",
	"pending",
	"rejected"
];
/** A search value as text: the router reads text; a repeated parameter arrives as a list. */
function asText(value) {
	if (typeof value === "string") return value;
	if (typeof value === "number" || typeof value === "boolean") return String(value);
	if (Array.isArray(value)) {
		const parts = value.map(asText).filter((part) => part !== void 0);
		return parts.length > 0 ? parts.join(",") : void 0;
	}
}
/** Splits a comma-separated value: trimmed, empties dropped, duplicates removed (case-insensitively). */
function splitList(value, normalise = (v) => v) {
	if (!value) return [];
	const out = [];
	for (const part of value.split(",")) {
		const item = normalise(part.trim().replace(/\s+/gu, " "));
		if (item && !out.some((existing) => existing.toLowerCase() === item.toLowerCase())) out.push(item);
	}
	return out;
}
var lower = (v) => v.toLowerCase();
/** Free text: trimmed and single-spaced; empty means absent. */
function textParam(value) {
	return asText(value)?.replace(/\s+/gu, " ").trim() || void 0;
}
/** One of `values` (case-insensitive); anything else means absent. */
function enumParam(values, value) {
	const text = asText(value)?.trim().toLowerCase();
	return values.find((candidate) => candidate === text);
}
/**
* The home route's `validateSearch` (SPEC §2): never throws, drops what it does not understand, and
* normalises the rest (the last category listed wins; tags lower-cased without duplicates).
*
* A plain function rather than a zod schema: route search validation is not split out of the entry chunk,
* where zod's core would cost ~13 KB gzipped on every first load.
*/
function parseHomeSearch(raw) {
	const input = raw && typeof raw === "object" ? raw : {};
	const search = {};
	const q = textParam(input.q);
	if (q) search.q = q;
	const category = splitList(asText(input.categories), lower).at(-1);
	if (category) search.categories = category;
	const author = textParam(input.authors);
	if (author) search.authors = author;
	const tags = splitList(asText(input.tags), lower).join(",");
	if (tags) search.tags = tags;
	const status = enumParam(LIST_STATUSES, input.status);
	if (status) search.status = status;
	const sort = enumParam(SORT_OPTIONS, input.sort);
	if (sort) search.sort = sort;
	const view = enumParam(VIEWS, input.view);
	if (view) search.view = view;
	const audio = enumParam(AUDIO_OPTIONS, input.audio);
	if (audio) search.audio = audio;
	if (asText(input.bookmarked)?.trim().toLowerCase() === "true") search.bookmarked = true;
	if (asText(input.reacted)?.trim().toLowerCase() === "true") search.reacted = true;
	const display = enumParam(DISPLAY_MODES, input.display);
	if (display) search.display = display;
	return search;
}
export { DISPLAY_MODES as a, parseHomeSearch as c, DEFAULT_VIEW as i, splitList as l, DEFAULT_DISPLAY as n, LIST_STATUSES as o, DEFAULT_SORT as r, SORT_OPTIONS as s, AUDIO_OPTIONS as t };
