import { r as visibleTags, t as QuoteStatusBadge } from "./quote-status-badge-CyhNtUBB.js";
import { i as DEFAULT_VIEW, n as DEFAULT_DISPLAY } from "./home-search-a6R37OlP.js";
import { r as badgeVariants } from "./skeleton-CG9HoDzl.js";
import { n as formatCount, r as pluralize, t as cn } from "./utils-C-mJS6jL.js";
import { F as canEditQuote, H as Button, I as ownerBadgeStatus, J as displayParts } from "../entry-server.js";
import { l as searchWithFilter } from "./search-params-Bw7zVY4y.js";
import { n as COPIED_INDICATOR_MS } from "./constants-DC2r50n9.js";
import { Link } from "@tanstack/react-router";
import { memo, useEffect, useRef, useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { toast } from "sonner";
import { CheckIcon, CopyIcon, EyeIcon, PencilIcon, QuoteIcon } from "lucide-react";
// src/client/features/quotes/components/copy-quote-button.tsx
var COPIED_MESSAGE = "Copied!";
var COPY_FAILED_MESSAGE = "Failed to copy";
/** What the copy button puts on the clipboard: "text" — author. */
function quoteClipboardText(quote) {
	return `"${quote.text}" — ${quote.author}`;
}
/** Copies a quote; the icon shows a check for 2 s (SPEC §9), a toast says Copied! or Failed to copy. */
function CopyQuoteButton({ quote, className }) {
	const [copied, setCopied] = useState(false);
	const timer = useRef(void 0);
	useEffect(() => () => clearTimeout(timer.current), []);
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
	return /* @__PURE__ */ jsx(Button, {
		type: "button",
		variant: "ghost",
		size: "icon-sm",
		className: cn("text-muted-foreground hover:text-foreground", className),
		onClick: copy,
		"aria-label": copied ? "Copied" : "Copy quote",
		title: copied ? "Copied" : "Copy quote",
		"data-copied": copied || void 0,
		children: copied ? /* @__PURE__ */ jsx(CheckIcon, {
			"aria-hidden": "true",
			className: "text-primary"
		}) : /* @__PURE__ */ jsx(CopyIcon, { "aria-hidden": "true" })
	});
}
// src/client/features/quotes/components/quote-actions.tsx
/** Copy, and Edit when `onEdit` is given (the caller decides who may edit). */
function QuoteActions({ quote, onEdit, className }) {
	return /* @__PURE__ */ jsxs("div", {
		className: cn("-mt-1 -mr-2 flex items-center", className),
		children: [/* @__PURE__ */ jsx(CopyQuoteButton, { quote }), onEdit && /* @__PURE__ */ jsx(Button, {
			type: "button",
			variant: "ghost",
			size: "icon-sm",
			className: "text-muted-foreground hover:text-foreground",
			onClick: () => onEdit(quote),
			"aria-label": "Edit quote",
			title: "Edit quote",
			children: /* @__PURE__ */ jsx(PencilIcon, { "aria-hidden": "true" })
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
	return /* @__PURE__ */ jsx(Link, {
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
	const actions = /* @__PURE__ */ jsx(QuoteActions, {
		quote,
		onEdit: editable ? onEdit : void 0,
		className: "ml-auto shrink-0"
	});
	return /* @__PURE__ */ jsxs("article", {
		"data-testid": "quote-card",
		"data-display": display,
		"data-layout": layout,
		className: cn(quoteCardClass(display, layout), "transition-shadow hover:shadow-md has-[a:focus-visible]:shadow-md", className),
		children: [/* @__PURE__ */ jsxs("div", {
			className: cn("flex flex-1 gap-3 p-5", isList ? "items-start sm:gap-4 sm:px-6" : "flex-col"),
			children: [
				isList ? /* @__PURE__ */ jsx(QuoteIcon, {
					"aria-hidden": "true",
					className: "mt-1 hidden size-5 shrink-0 text-primary sm:block"
				}) : /* @__PURE__ */ jsxs("div", {
					className: "flex items-start gap-2",
					children: [
						/* @__PURE__ */ jsx(QuoteIcon, {
							"aria-hidden": "true",
							className: "mt-1 size-5 shrink-0 text-primary"
						}),
						badge && /* @__PURE__ */ jsx(QuoteStatusBadge, {
							status: badge,
							className: "mt-0.5"
						}),
						actions
					]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "flex min-w-0 flex-1 flex-col gap-3",
					children: [
						isList && badge && /* @__PURE__ */ jsx(QuoteStatusBadge, { status: badge }),
						/* @__PURE__ */ jsxs("figure", {
							className: cn("flex flex-col", isList ? "gap-2" : "gap-3"),
							children: [/* @__PURE__ */ jsx("blockquote", {
								className: cn("leading-relaxed text-pretty break-words", isList ? "text-base sm:text-lg" : "text-lg", display === "clean" && !isList && "text-xl leading-snug"),
								children: /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Link, {
									to: "/quote/$slug",
									params: { slug: quote.url_slug },
									className: "rounded-sm outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50",
									children: quote.text
								}) })
							}), /* @__PURE__ */ jsxs("figcaption", {
								className: "pt-1 text-sm font-medium text-muted-foreground",
								children: [/* @__PURE__ */ jsx("span", {
									"aria-hidden": "true",
									children: "— "
								}), /* @__PURE__ */ jsx("cite", {
									className: "not-italic",
									children: /* @__PURE__ */ jsx(FilterLink, {
										kind: "author",
										value: quote.author,
										className: "hover:text-foreground hover:underline",
										children: quote.author
									})
								})]
							})]
						}),
						parts.details && (quote.context || quote.description) && /* @__PURE__ */ jsxs("div", {
							className: "space-y-1.5 text-sm leading-6 text-muted-foreground",
							"data-testid": "quote-details",
							children: [quote.context && /* @__PURE__ */ jsxs("p", {
								className: "line-clamp-3",
								children: [/* @__PURE__ */ jsx("span", {
									className: "font-medium text-foreground",
									children: "Context: "
								}), quote.context]
							}), quote.description && /* @__PURE__ */ jsx("p", {
								className: "line-clamp-3",
								children: quote.description
							})]
						})
					]
				}),
				isList && actions
			]
		}), (parts.taxonomy || parts.details) && /* @__PURE__ */ jsxs("footer", {
			className: cn("flex flex-wrap items-center gap-1.5 border-t px-5 py-3", isList && "sm:px-6"),
			children: [parts.taxonomy && /* @__PURE__ */ jsxs(Fragment, { children: [
				/* @__PURE__ */ jsxs(FilterLink, {
					kind: "category",
					value: quote.category,
					className: categoryClass,
					children: [/* @__PURE__ */ jsx("span", {
						className: "sr-only",
						children: "Category: "
					}), /* @__PURE__ */ jsx("span", {
						"data-testid": "quote-category",
						children: quote.category
					})]
				}),
				shown.length > 0 && /* @__PURE__ */ jsx("ul", {
					"aria-label": "Tags",
					className: "contents",
					children: shown.map((tag) => /* @__PURE__ */ jsx("li", {
						className: "contents",
						children: /* @__PURE__ */ jsx(FilterLink, {
							kind: "tag",
							value: tag,
							className: tagClass,
							children: tag
						})
					}, tag))
				}),
				hidden > 0 && /* @__PURE__ */ jsxs("span", {
					className: "text-xs text-muted-foreground",
					"data-testid": "quote-more-tags",
					children: [
						"+",
						hidden,
						" more"
					]
				})
			] }), parts.details && /* @__PURE__ */ jsxs("p", {
				className: "ml-auto flex items-center gap-3 text-xs text-muted-foreground",
				children: [quote.views !== void 0 && /* @__PURE__ */ jsxs("span", {
					className: "inline-flex items-center gap-1",
					title: pluralize(quote.views, "view"),
					children: [
						/* @__PURE__ */ jsx(EyeIcon, {
							"aria-hidden": "true",
							className: "size-3.5"
						}),
						/* @__PURE__ */ jsx("span", {
							className: "sr-only",
							children: "Views: "
						}),
						formatCount(quote.views)
					]
				}), date && quote.created_at && /* @__PURE__ */ jsx("time", {
					dateTime: quote.created_at,
					children: date
				})]
			})]
		})]
	});
}
/** Cards skip re-rendering when their quote and options are unchanged (the list re-renders around them). */
var QuoteCard = memo(QuoteCardView);
export { QuoteActions as i, quoteCardClass as n, FilterLink as r, QuoteCard as t };
