import { a as __toESM, n as require_react, t as require_jsx_runtime } from "./jsx-runtime-Dq8_Q5KF.js";
import { G as ownerBadgeStatus, W as canEditQuote, bt as writeLocal, c as DEFAULT_DISPLAY, d as DISPLAY_MODES, kt as Link, pt as Quote, u as DEFAULT_VIEW } from "./index-B9EO6Tp7.js";
import { t as Eye } from "./eye-DANhbeYL.js";
import { r as visibleTags, t as QuoteStatusBadge } from "./quote-status-badge-DUYzuCdi.js";
import { r as badgeVariants } from "./skeleton-0XFADqjC.js";
import { n as formatCount, r as pluralize, t as cn } from "./utils-BjUhbVWX.js";
import { f as STORAGE_KEYS, n as COPIED_INDICATOR_MS } from "./constants-DC2r50n9.js";
import { l as searchWithFilter } from "./search-params-D6l2p86A.js";
import { t as Pencil } from "./pencil-jAWxyzvE.js";
import { s as createLucideIcon, t as Button } from "./button-C9VChmVY.js";
import { t as Check } from "./check-D8vSlTWN.js";
import { n as toast } from "./dist-BXu7aPWd.js";
// node_modules/lucide-react/dist/esm/icons/copy.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "copy",
	size: 24,
	node: [["rect", {
		width: "14",
		height: "14",
		x: "8",
		y: "8",
		rx: "2",
		ry: "2",
		key: "17jyea"
	}], ["path", {
		d: "M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2",
		key: "zix9uf"
	}]]
};
__iconData.node;
var Copy = createLucideIcon(__iconData);
// src/client/features/quotes/display-mode.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The cookie that mirrors local storage's `quote-view-mode` for the server. */
var DISPLAY_MODE_COOKIE = STORAGE_KEYS.quoteViewMode;
var ONE_YEAR_SECONDS = 31536e3;
/**
* The display mode of quote cards (SPEC §2): clean (text and author), standard (+ category and tags) or
* full (+ context, description, views and date). The URL's `display` wins; without one, the mode last
* chosen on this device (local storage `quote-view-mode`), else standard.
*/
function isDisplayMode(value) {
	return typeof value === "string" && DISPLAY_MODES.includes(value);
}
/** The mode kept in local storage, if it is one. */
function parseStoredDisplayMode(raw) {
	return isDisplayMode(raw) ? raw : void 0;
}
/**
* Keeps the choice in local storage (SPEC §3) and in a cookie of the same name, which lets the server
* render the list in this mode from the first byte.
*/
function storeDisplayMode(mode) {
	writeLocal(STORAGE_KEYS.quoteViewMode, mode);
	document.cookie = `${DISPLAY_MODE_COOKIE}=${mode}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
/** The mode to show: the URL's, else the stored one, else standard. */
function resolveDisplayMode(fromUrl, stored) {
	return fromUrl ?? stored ?? "standard";
}
/** What the cards show in each mode. */
function displayParts(mode) {
	return {
		/** Category and tags. */
		taxonomy: mode !== "clean",
		/** Context, description, views and date. */
		details: mode === "full"
	};
}
// src/client/features/quotes/components/copy-quote-button.tsx
var import_jsx_runtime = require_jsx_runtime();
var COPIED_MESSAGE = "Copied!";
var COPY_FAILED_MESSAGE = "Failed to copy";
/** What the copy button puts on the clipboard: "text" — author. */
function quoteClipboardText(quote) {
	return `"${quote.text}" — ${quote.author}`;
}
/** Copies a quote; the icon shows a check for 2 s (SPEC §9), a toast says Copied! or Failed to copy. */
function CopyQuoteButton({ quote, className }) {
	const [copied, setCopied] = (0, import_react.useState)(false);
	const timer = (0, import_react.useRef)(void 0);
	(0, import_react.useEffect)(() => () => clearTimeout(timer.current), []);
	const copy = async () => {
		try {
			if (!navigator.clipboard) throw new Error("The clipboard is not available");
			await navigator.clipboard.writeText(quoteClipboardText(quote));
			setCopied(true);
			clearTimeout(timer.current);
			timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
			toast.success(COPIED_MESSAGE, { id: "copy-quote" });
		} catch {
			toast.error(COPY_FAILED_MESSAGE, { id: "copy-quote" });
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		type: "button",
		variant: "ghost",
		size: "icon-sm",
		className: cn("text-muted-foreground hover:text-foreground", className),
		onClick: copy,
		"aria-label": copied ? "Copied" : "Copy quote",
		title: copied ? "Copied" : "Copy quote",
		"data-copied": copied || void 0,
		children: copied ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Check, {
			"aria-hidden": "true",
			className: "text-primary"
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Copy, { "aria-hidden": "true" })
	});
}
// src/client/features/quotes/components/quote-actions.tsx
/** Copy, and Edit when `onEdit` is given (the caller decides who may edit). */
function QuoteActions({ quote, onEdit, className }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: cn("-mt-1 -mr-2 flex items-center", className),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CopyQuoteButton, { quote }), onEdit && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			type: "button",
			variant: "ghost",
			size: "icon-sm",
			className: "text-muted-foreground hover:text-foreground",
			onClick: () => onEdit(quote),
			"aria-label": "Edit quote",
			title: "Edit quote",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pencil, { "aria-hidden": "true" })
		})]
	});
}
// src/client/features/quotes/components/filter-link.tsx
var FILTER_LABELS = {
	category: "category",
	author: "author",
	tag: "tag"
};
/**
* A link to the home list filtered by a category, author or tag. On the home page the filter joins those
* already set (category and author replace theirs, tags accumulate); anywhere else it starts a new list.
*/
function FilterLink({ kind, value, className, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
		to: "/",
		search: (prev) => searchWithFilter(prev, kind, value),
		title: `Show quotes with ${FILTER_LABELS[kind]} ${value}`,
		"data-filter-kind": kind,
		className: cn("rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50", className),
		children
	});
}
// src/client/features/quotes/components/quote-card.tsx
/** The card's outer box, shared with its skeleton so that loading causes no layout shift. */
function quoteCardClass(display, layout) {
	return cn("flex h-full flex-col rounded-xl border bg-card text-card-foreground shadow-sm", layout === "grid" && display !== "clean" && "min-h-52", layout === "grid" && display === "clean" && "min-h-40");
}
var dateFormat = new Intl.DateTimeFormat("en-US", {
	year: "numeric",
	month: "short",
	day: "numeric"
});
function formatQuoteDate(iso) {
	const date = new Date(iso);
	return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
}
var tagClass = cn(badgeVariants({ variant: "outline" }), "max-w-40 truncate font-normal text-muted-foreground hover:border-primary/40 hover:bg-accent hover:text-accent-foreground");
var categoryClass = cn(badgeVariants({ variant: "default" }), "capitalize hover:bg-primary-hover");
/**
* One quote (SPEC §2): its text (linking to the quote's page), author, category and the first 3 tags then
* "+N more"; the owner's status badge, a copy button and, for the owner or an admin, Edit. Clicking the
* author, the category or a tag filters the home list.
*/
function QuoteCardView({ quote, display = DEFAULT_DISPLAY, layout = DEFAULT_VIEW, viewer, onEdit, className }) {
	const parts = displayParts(display);
	const { shown, hidden } = visibleTags(quote.tags);
	const badge = ownerBadgeStatus(viewer, quote);
	const editable = onEdit !== void 0 && canEditQuote(viewer, { user_id: quote.user_id ?? null });
	const date = parts.details && quote.created_at ? formatQuoteDate(quote.created_at) : "";
	const isList = layout === "list";
	const actions = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuoteActions, {
		quote,
		onEdit: editable ? onEdit : void 0,
		className: "ml-auto shrink-0"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		"data-testid": "quote-card",
		"data-display": display,
		"data-layout": layout,
		className: cn(quoteCardClass(display, layout), "transition-shadow hover:shadow-md has-[a:focus-visible]:shadow-md", className),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: cn("flex flex-1 gap-3 p-5", isList ? "items-start sm:gap-4 sm:px-6" : "flex-col"),
			children: [
				isList ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Quote, {
					"aria-hidden": "true",
					className: "mt-1 hidden size-5 shrink-0 text-primary sm:block"
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex items-start gap-2",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Quote, {
							"aria-hidden": "true",
							className: "mt-1 size-5 shrink-0 text-primary"
						}),
						badge && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuoteStatusBadge, {
							status: badge,
							className: "mt-0.5"
						}),
						actions
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex min-w-0 flex-1 flex-col gap-3",
					children: [
						isList && badge && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuoteStatusBadge, { status: badge }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("figure", {
							className: cn("flex flex-col", isList ? "gap-2" : "gap-3"),
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("blockquote", {
								className: cn("leading-relaxed text-pretty break-words", isList ? "text-base sm:text-lg" : "text-lg", display === "clean" && !isList && "text-xl leading-snug"),
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
									to: "/quote/$slug",
									params: { slug: quote.url_slug },
									className: "rounded-sm outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50",
									children: quote.text
								}) })
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("figcaption", {
								className: "pt-1 text-sm font-medium text-muted-foreground",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									"aria-hidden": "true",
									children: "— "
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("cite", {
									className: "not-italic",
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterLink, {
										kind: "author",
										value: quote.author,
										className: "hover:text-foreground hover:underline",
										children: quote.author
									})
								})]
							})]
						}),
						parts.details && (quote.context || quote.description) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "space-y-1.5 text-sm leading-6 text-muted-foreground",
							"data-testid": "quote-details",
							children: [quote.context && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
								className: "line-clamp-3",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									className: "font-medium text-foreground",
									children: "Context: "
								}), quote.context]
							}), quote.description && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
								className: "line-clamp-3",
								children: quote.description
							})]
						})
					]
				}),
				isList && actions
			]
		}), (parts.taxonomy || parts.details) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("footer", {
			className: cn("flex flex-wrap items-center gap-1.5 border-t px-5 py-3", isList && "sm:px-6"),
			children: [parts.taxonomy && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FilterLink, {
					kind: "category",
					value: quote.category,
					className: categoryClass,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "sr-only",
						children: "Category: "
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						"data-testid": "quote-category",
						children: quote.category
					})]
				}),
				shown.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					"aria-label": "Tags",
					className: "contents",
					children: shown.map((tag) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
						className: "contents",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterLink, {
							kind: "tag",
							value: tag,
							className: tagClass,
							children: tag
						})
					}, tag))
				}),
				hidden > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "text-xs text-muted-foreground",
					"data-testid": "quote-more-tags",
					children: [
						"+",
						hidden,
						" more"
					]
				})
			] }), parts.details && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "ml-auto flex items-center gap-3 text-xs text-muted-foreground",
				children: [quote.views !== void 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "inline-flex items-center gap-1",
					title: pluralize(quote.views, "view"),
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Eye, {
							"aria-hidden": "true",
							className: "size-3.5"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "sr-only",
							children: "Views: "
						}),
						formatCount(quote.views)
					]
				}), date && quote.created_at && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
					dateTime: quote.created_at,
					children: date
				})]
			})]
		})]
	});
}
/** Cards skip re-rendering when their quote and options are unchanged (the list re-renders around them). */
var QuoteCard = (0, import_react.memo)(QuoteCardView);
export { displayParts as a, storeDisplayMode as c, QuoteActions as i, quoteCardClass as n, parseStoredDisplayMode as o, FilterLink as r, resolveDisplayMode as s, QuoteCard as t };
