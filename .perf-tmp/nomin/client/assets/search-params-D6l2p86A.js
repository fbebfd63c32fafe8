import { h as splitList, l as DEFAULT_SORT, m as parseHomeSearch } from "./index-B9EO6Tp7.js";
var PREFIX_KIND = new Map(Object.entries({
	author: ["author", "a"],
	category: ["category", "c"],
	tag: ["tag", "t"],
	description: [
		"description",
		"desc",
		"d"
	],
	context: ["ctx"]
}).flatMap(([kind, names]) => names.map((name) => [name, kind])));
/** Characters that open a quoted phrase or value. */
var OPENING_QUOTES = /* @__PURE__ */ new Set([
	"\"",
	"“",
	"”",
	"„",
	"«"
]);
/** Whether `ch` closes a run opened by `open`: straight by straight, « by », typographic by any double quote. */
function closesQuote(open, ch) {
	if (open === "\"") return ch === "\"";
	if (open === "«") return ch === "»";
	return ch === "”" || ch === "“" || ch === "\"";
}
var isQuote = (ch) => ch !== void 0 && OPENING_QUOTES.has(ch);
var isSpace = (ch) => ch !== void 0 && /\s/u.test(ch);
/** Reads a quoted run starting at `start` (an opening quote). Returns undefined when it never closes. */
function readQuoted(input, start) {
	const open = input[start];
	let value = "";
	for (let i = start + 1; i < input.length; i++) {
		const ch = input[i];
		if (open === "\"" && ch === "\\" && input[i + 1] === "\"") {
			value += "\"";
			i++;
			continue;
		}
		if (closesQuote(open, ch)) return {
			value,
			end: i + 1
		};
		value += ch;
	}
}
function tokenize(input) {
	const tokens = [];
	let i = 0;
	while (i < input.length) {
		if (isSpace(input[i])) {
			i++;
			continue;
		}
		const start = i;
		if (isQuote(input[i])) {
			const quoted = readQuoted(input, i);
			if (quoted) {
				tokens.push({
					raw: input.slice(start, quoted.end),
					value: quoted.value,
					quoted: true
				});
				i = quoted.end;
				continue;
			}
			i++;
			continue;
		}
		const prefixMatch = /^([\p{L}]+):/u.exec(input.slice(i, i + 40));
		if (prefixMatch && PREFIX_KIND.has(prefixMatch[1].toLowerCase())) {
			const prefix = prefixMatch[1].toLowerCase();
			const valueStart = i + prefixMatch[0].length;
			if (isQuote(input[valueStart])) {
				const quoted = readQuoted(input, valueStart);
				if (quoted) {
					tokens.push({
						raw: input.slice(start, quoted.end),
						prefix,
						value: quoted.value,
						quoted: true
					});
					i = quoted.end;
					continue;
				}
			}
			let end = valueStart;
			while (end < input.length && !isSpace(input[end])) end++;
			let value = input.slice(valueStart, end);
			if (isQuote(value[0])) value = value.slice(1);
			tokens.push({
				raw: input.slice(start, end),
				prefix,
				value,
				quoted: false
			});
			i = end;
			continue;
		}
		let end = i;
		while (end < input.length && !isSpace(input[end])) end++;
		const word = input.slice(i, end);
		tokens.push({
			raw: word,
			value: word,
			quoted: false
		});
		i = end;
	}
	return tokens;
}
var collapse = (value) => value.replace(/\s+/gu, " ").trim();
function addUnique(list, value, key = (v) => v.toLowerCase()) {
	const k = key(value);
	if (!list.some((existing) => key(existing) === k)) list.push(value);
}
/** Splits search-box text into free text and the filters its prefixes and phrases name. */
function parseSearchQuery(input) {
	const result = {
		text: "",
		phrases: [],
		tags: [],
		description: [],
		context: []
	};
	if (!input) return result;
	const free = [];
	for (const token of tokenize(input.normalize("NFC"))) {
		const value = collapse(token.value);
		if (!token.prefix) {
			if (token.quoted) {
				if (value) addUnique(result.phrases, value);
			} else free.push(token.raw);
			continue;
		}
		if (!value) continue;
		switch (PREFIX_KIND.get(token.prefix)) {
			case "author":
				result.author = value;
				break;
			case "category":
				result.category = value.toLowerCase();
				break;
			case "tag":
				addUnique(result.tags, value.toLowerCase());
				break;
			case "description":
				addUnique(result.description, value);
				break;
			case "context": addUnique(result.context, value);
		}
	}
	result.text = collapse(free.join(" "));
	return result;
}
/** A value as the syntax writes it: bare when it has no space or quote, else in escaped double quotes. */
function formatValue(value) {
	if (value && !/[\s"“”„«»]/u.test(value)) return value;
	return `"${value.replaceAll("\"", "\\\"")}"`;
}
/** The inverse of parseSearchQuery: search-box text for the given parts (long prefix names). */
function formatSearchQuery(parts) {
	const out = [];
	if (parts.author) out.push(`author:${formatValue(parts.author)}`);
	if (parts.category) out.push(`category:${formatValue(parts.category)}`);
	for (const tag of parts.tags ?? []) out.push(`tag:${formatValue(tag)}`);
	for (const d of parts.description ?? []) out.push(`description:${formatValue(d)}`);
	for (const c of parts.context ?? []) out.push(`ctx:${formatValue(c)}`);
	for (const p of parts.phrases ?? []) out.push(`"${p.replaceAll("\"", "\\\"")}"`);
	if (parts.text) out.push(parts.text);
	return out.join(" ");
}
// src/client/features/quotes/search-params.ts
var lower = (v) => v.toLowerCase();
var EMPTY_FILTERS = {
	q: "",
	tags: [],
	sort: DEFAULT_SORT,
	bookmarked: false,
	reacted: false
};
function addTags(tags, more) {
	const out = [...tags];
	for (const tag of more) {
		const value = tag.trim().toLowerCase();
		if (value && !out.includes(value)) out.push(value);
	}
	return out;
}
/**
* Applies search-box text to the filters (SPEC §2): author: and category: replace the one value,
* tag: values accumulate without duplicates, and the rest (free text, "phrases", description:, ctx:) becomes q.
*/
function applySearchText(filters, input) {
	const parsed = parseSearchQuery(input);
	return {
		...filters,
		q: formatSearchQuery({
			text: parsed.text,
			phrases: parsed.phrases,
			description: parsed.description,
			context: parsed.context
		}),
		author: parsed.author ?? filters.author,
		category: parsed.category ?? filters.category,
		tags: addTags(filters.tags, parsed.tags)
	};
}
/** The filters a URL describes. Prefixes typed into `q` by hand are lifted into their own filters. */
function filtersFromSearch(search) {
	const base = {
		q: "",
		category: search.categories,
		author: search.authors,
		tags: splitList(search.tags, lower),
		status: search.status,
		audio: search.audio,
		sort: search.sort ?? "latest",
		bookmarked: search.bookmarked === true,
		reacted: search.reacted === true
	};
	return search.q ? applySearchText(base, search.q) : base;
}
/** The filters without those that are not offered yet (see offered-filters.ts). */
function keepOfferedFilters(filters, offered) {
	return {
		...filters,
		audio: offered.audio ? filters.audio : void 0,
		bookmarked: offered.bookmarked && filters.bookmarked,
		reacted: offered.reacted && filters.reacted
	};
}
/** The URL parameters of the filters: empty values and the default sort left out. */
function searchFromFilters(filters) {
	const search = {};
	const q = filters.q.trim();
	if (q) search.q = q;
	if (filters.category) search.categories = filters.category;
	if (filters.author) search.authors = filters.author;
	if (filters.tags.length > 0) search.tags = filters.tags.join(",");
	if (filters.status) search.status = filters.status;
	if (filters.sort !== "latest") search.sort = filters.sort;
	if (filters.audio) search.audio = filters.audio;
	if (filters.bookmarked) search.bookmarked = true;
	if (filters.reacted) search.reacted = true;
	return search;
}
/** The next URL search: these filters, with the page's view and display kept. */
function nextSearch(current, filters) {
	const next = searchFromFilters(filters);
	if (current.view) next.view = current.view;
	if (current.display) next.display = current.display;
	return next;
}
/**
* The API query of the filters. The server reads `authors` as a comma-separated list, so an author whose
* name holds a comma travels as `author:"…"` inside q, which the server's parser reads whole.
*/
function apiQueryFromFilters(filters) {
	const commaAuthor = filters.author?.includes(",") ? filters.author : void 0;
	const q = [commaAuthor ? formatSearchQuery({ author: commaAuthor }) : "", filters.q.trim()].filter(Boolean).join(" ");
	const query = {};
	if (q) query.q = q;
	if (filters.category) query.categories = filters.category;
	if (filters.author && !commaAuthor) query.authors = filters.author;
	if (filters.tags.length > 0) query.tags = filters.tags.join(",");
	if (filters.status) query.status = filters.status;
	if (filters.sort !== "latest") query.sort = filters.sort;
	if (filters.audio) query.audio = filters.audio;
	if (filters.bookmarked) query.bookmarked = "true";
	if (filters.reacted) query.reacted = "true";
	return query;
}
/** Adds one filter as a click on a card does: category and author replace their value, tags accumulate. */
function withFilter(filters, kind, value) {
	const trimmed = value.trim();
	if (!trimmed) return filters;
	switch (kind) {
		case "category": return {
			...filters,
			category: trimmed.toLowerCase()
		};
		case "author": return {
			...filters,
			author: trimmed
		};
		case "tag": return {
			...filters,
			tags: addTags(filters.tags, [trimmed])
		};
	}
}
/** The home search after clicking a category, author or tag, from whatever page the click happened on. */
function searchWithFilter(current, kind, value) {
	const search = parseHomeSearch(current);
	return nextSearch(search, withFilter(filtersFromSearch(search), kind, value));
}
/** Every filter removed; the order, view and display stay. */
function clearFilters(filters) {
	return {
		...EMPTY_FILTERS,
		sort: filters.sort
	};
}
var AUDIO_LABELS = {
	with: "with audio",
	without: "without audio"
};
var chip = (kind, value, label) => ({
	id: `${kind}:${value.toLowerCase()}`,
	kind,
	value,
	label
});
/** One removable chip per active filter, in a stable order. */
function filterChips(filters) {
	const chips = [];
	const parsed = parseSearchQuery(filters.q);
	if (parsed.text) chips.push(chip("text", parsed.text, `search: ${parsed.text}`));
	for (const phrase of parsed.phrases) chips.push(chip("phrase", phrase, `"${phrase}"`));
	if (filters.author) chips.push(chip("author", filters.author, `author: ${filters.author}`));
	if (filters.category) chips.push(chip("category", filters.category, `category: ${filters.category}`));
	for (const tag of filters.tags) chips.push(chip("tag", tag, `tag: ${tag}`));
	for (const d of parsed.description) chips.push(chip("description", d, `description: ${d}`));
	for (const c of parsed.context) chips.push(chip("context", c, `context: ${c}`));
	if (filters.status) chips.push(chip("status", filters.status, `status: ${filters.status}`));
	if (filters.audio) chips.push(chip("audio", filters.audio, `audio: ${AUDIO_LABELS[filters.audio]}`));
	if (filters.bookmarked) chips.push(chip("bookmarked", "true", "bookmarked"));
	if (filters.reacted) chips.push(chip("reacted", "true", "reacted"));
	return chips;
}
var sameText = (a) => (b) => a.toLowerCase() !== b.toLowerCase();
/** The filters without one chip. */
function withoutChip(filters, removed) {
	const { kind, value } = removed;
	const parsed = parseSearchQuery(filters.q);
	const rewriteQ = (parts) => formatSearchQuery({
		text: parsed.text,
		phrases: parsed.phrases,
		description: parsed.description,
		context: parsed.context,
		...parts
	});
	switch (kind) {
		case "text": return {
			...filters,
			q: rewriteQ({ text: "" })
		};
		case "phrase": return {
			...filters,
			q: rewriteQ({ phrases: parsed.phrases.filter(sameText(value)) })
		};
		case "description": return {
			...filters,
			q: rewriteQ({ description: parsed.description.filter(sameText(value)) })
		};
		case "context": return {
			...filters,
			q: rewriteQ({ context: parsed.context.filter(sameText(value)) })
		};
		case "author": return {
			...filters,
			author: void 0
		};
		case "category": return {
			...filters,
			category: void 0
		};
		case "tag": return {
			...filters,
			tags: filters.tags.filter(sameText(value))
		};
		case "status": return {
			...filters,
			status: void 0
		};
		case "audio": return {
			...filters,
			audio: void 0
		};
		case "bookmarked": return {
			...filters,
			bookmarked: false
		};
		case "reacted": return {
			...filters,
			reacted: false
		};
	}
}
/**
* The URL the home page should show for a search: prefixes typed into q lifted into their own parameters,
* empty values and the default sort left out, view and display kept as given.
*/
function canonicalSearch(search) {
	return nextSearch(search, filtersFromSearch(search));
}
export { filterChips as a, nextSearch as c, withoutChip as d, clearFilters as i, searchWithFilter as l, applySearchText as n, filtersFromSearch as o, canonicalSearch as r, keepOfferedFilters as s, apiQueryFromFilters as t, withFilter as u };
