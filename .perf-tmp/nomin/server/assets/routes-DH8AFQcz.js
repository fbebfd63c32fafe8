import { t as can } from "./permissions-CeLJ-25C.js";
import { H as Button, J as displayParts, Q as HOME_TITLE, V as Spinner, X as resolveDisplayMode, Y as parseStoredDisplayMode, Z as storeDisplayMode, et as usePageHead, j as useQuoteEditor, o as Route } from "../entry-server.js";
import { f as STORAGE_KEYS } from "./constants-DC2r50n9.js";
import { n as useStoredValue } from "./use-stored-value-BJ-utGa7.js";
import { a as useTags, c as OFFERED_FILTERS, r as useQuotes, s as useCategories, t as FETCH_QUOTES_ERROR } from "./get-quotes-C2uLHr60.js";
import { a as filterChips, c as nextSearch, d as withoutChip, i as clearFilters, n as applySearchText, o as filtersFromSearch, r as canonicalSearch, s as keepOfferedFilters, t as apiQueryFromFilters, u as withFilter } from "./search-params-Bw7zVY4y.js";
import { n as formatCount, r as pluralize, t as cn } from "./utils-C-mJS6jL.js";
import { t as Skeleton } from "./skeleton-CG9HoDzl.js";
import { n as quoteCardClass, t as QuoteCard } from "./quote-card-BjxvUTBG.js";
import { c as parseHomeSearch, i as DEFAULT_VIEW, n as DEFAULT_DISPLAY, o as LIST_STATUSES, r as DEFAULT_SORT, s as SORT_OPTIONS, t as AUDIO_OPTIONS } from "./home-search-a6R37OlP.js";
import { t as PageContainer } from "./page-BOc20Cw7.js";
import { t as useViewer } from "./use-viewer-C8TC4SN7.js";
import { useRouter, useRouterState } from "@tanstack/react-router";
import { Suspense, lazy, useEffect, useId, useMemo, useRef, useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { AlertCircleIcon, AlignLeftIcon, BookmarkIcon, ChevronDownIcon, FilterXIcon, HeartIcon, LayoutGridIcon, ListIcon, QuoteIcon, RotateCwIcon, RowsIcon, SearchIcon, SlidersHorizontalIcon, TextQuoteIcon, UserIcon, XIcon } from "lucide-react";
// \0rolldown/runtime.js
var __defProp = Object.defineProperty;
var __exportAll = (all, no_symbols) => {
	let target = {};
	for (var name in all) __defProp(target, name, {
		get: all[name],
		enumerable: true
	});
	if (!no_symbols) __defProp(target, Symbol.toStringTag, { value: "Module" });
	return target;
};
// src/client/features/quotes/components/filter-chips.tsx
/**
* The active filters as chips, each removed with its own button, and Clear filters for all of them.
* Removing a chip keeps focus in the row (keyboard users stay put): on the next chip, else on `fallbackFocusId`.
*/
function FilterChips({ chips, onRemove, onClear, fallbackFocusId, className }) {
	const list = useRef(null);
	const focusAfterRemove = useRef(null);
	useEffect(() => {
		const index = focusAfterRemove.current;
		if (index === null) return;
		focusAfterRemove.current = null;
		const buttons = list.current?.querySelectorAll("button");
		((buttons && buttons.length > 0 ? buttons[Math.min(index, buttons.length - 1)] : void 0) ?? (fallbackFocusId ? document.getElementById(fallbackFocusId) : null))?.focus();
	}, [chips, fallbackFocusId]);
	if (chips.length === 0) return null;
	return /* @__PURE__ */ jsxs("div", {
		className: cn("flex flex-wrap items-center gap-2", className),
		children: [/* @__PURE__ */ jsx("ul", {
			ref: list,
			"aria-label": "Active filters",
			className: "flex flex-wrap items-center gap-2",
			children: chips.map((chip, index) => /* @__PURE__ */ jsxs("li", {
				"data-testid": "filter-chip",
				"data-kind": chip.kind,
				className: "inline-flex h-7 max-w-full items-center gap-1 rounded-full border border-primary/25 bg-primary/10 pr-1 pl-3 text-sm text-foreground",
				children: [/* @__PURE__ */ jsx("span", {
					className: "truncate",
					children: chip.label
				}), /* @__PURE__ */ jsx("button", {
					type: "button",
					onClick: () => {
						focusAfterRemove.current = index;
						onRemove(chip);
					},
					"aria-label": `Remove filter ${chip.label}`,
					className: "flex size-5 shrink-0 items-center justify-center rounded-full text-muted-foreground outline-none hover:bg-primary/15 hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
					children: /* @__PURE__ */ jsx(XIcon, {
						"aria-hidden": "true",
						className: "size-3.5"
					})
				})]
			}, chip.id))
		}), onClear && /* @__PURE__ */ jsx(Button, {
			type: "button",
			variant: "link",
			size: "sm",
			className: "h-7 px-1",
			onClick: onClear,
			children: "Clear filters"
		})]
	});
}
// src/client/features/quotes/components/filter-select.tsx
var controlClass = "h-9 w-full min-w-0 rounded-md border border-input bg-background text-sm shadow-xs outline-none transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30";
/**
* A labelled native <select>: the platform's keyboard, screen reader and mobile picker behaviour, and no
* extra script on the home page. The label is visible when `showLabel`, else read by screen readers only.
*/
function FilterSelect({ label, showLabel = false, className, children, ...props }) {
	const id = useId();
	return /* @__PURE__ */ jsxs("div", {
		className: cn("flex min-w-0 flex-col gap-1.5", className),
		children: [/* @__PURE__ */ jsx("label", {
			htmlFor: id,
			className: showLabel ? "text-sm font-medium" : "sr-only",
			children: label
		}), /* @__PURE__ */ jsxs("div", {
			className: "relative",
			children: [/* @__PURE__ */ jsx("select", {
				id,
				className: cn(controlClass, "appearance-none py-1 pr-8 pl-3 [color-scheme:light] dark:[color-scheme:dark]", props.value ? "text-foreground" : "text-muted-foreground"),
				...props,
				children
			}), /* @__PURE__ */ jsx(ChevronDownIcon, {
				"aria-hidden": "true",
				className: "pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted-foreground"
			})]
		})]
	});
}
// src/client/features/quotes/components/filter-controls.tsx
var SORT_LABELS = {
	latest: "Latest",
	popular: "Most popular",
	views: "Most viewed"
};
var AUDIO_LABELS = {
	with: "With audio",
	without: "Without audio"
};
var STATUS_LABELS = {
	approved: "Approved",
	pending: "Pending",
	rejected: "Rejected"
};
var capitalise = (value) => value.charAt(0).toUpperCase() + value.slice(1);
/** Category, tag, author, audio, status and personal filters: each writes the URL at once. */
function FilterControls({ filters, onChange, canFilterStatus, signedIn, offered, layout = "row" }) {
	const stack = layout === "stack";
	const categories = useCategories();
	const tags = useTags();
	const categoryOptions = categories.data ?? [];
	const knownCategory = categoryOptions.some((c) => c.name === filters.category);
	return /* @__PURE__ */ jsxs("div", {
		className: cn(stack ? "flex flex-col gap-4" : "flex flex-wrap items-end gap-2"),
		children: [
			/* @__PURE__ */ jsxs(FilterSelect, {
				label: "Category",
				showLabel: stack,
				className: stack ? void 0 : "w-44",
				value: filters.category ?? "",
				onChange: (event) => onChange({
					...filters,
					category: event.target.value || void 0
				}),
				children: [
					/* @__PURE__ */ jsx("option", {
						value: "",
						children: "All categories"
					}),
					filters.category && !knownCategory && /* @__PURE__ */ jsx("option", {
						value: filters.category,
						children: capitalise(filters.category)
					}),
					categoryOptions.map((category) => /* @__PURE__ */ jsxs("option", {
						value: category.name,
						children: [
							capitalise(category.name),
							" (",
							formatCount(category.count),
							")"
						]
					}, category.name))
				]
			}),
			/* @__PURE__ */ jsxs(FilterSelect, {
				label: "Add a tag",
				showLabel: stack,
				className: stack ? void 0 : "w-40",
				value: "",
				onChange: (event) => {
					if (event.target.value) onChange(withFilter(filters, "tag", event.target.value));
				},
				children: [/* @__PURE__ */ jsx("option", {
					value: "",
					children: tags.isError ? "Tags unavailable" : "Add a tag"
				}), (tags.data ?? []).map((tag) => /* @__PURE__ */ jsxs("option", {
					value: tag.name,
					disabled: filters.tags.includes(tag.name),
					children: [
						tag.name,
						" (",
						formatCount(tag.count),
						")"
					]
				}, tag.name))]
			}),
			/* @__PURE__ */ jsx(AuthorInput, {
				author: filters.author,
				showLabel: stack,
				className: stack ? void 0 : "w-48",
				onCommit: (author) => onChange({
					...filters,
					author
				})
			}, filters.author ?? ""),
			offered.audio && /* @__PURE__ */ jsxs(FilterSelect, {
				label: "Audio",
				showLabel: stack,
				className: stack ? void 0 : "w-36",
				value: filters.audio ?? "",
				onChange: (event) => onChange({
					...filters,
					audio: event.target.value || void 0
				}),
				children: [/* @__PURE__ */ jsx("option", {
					value: "",
					children: "Any audio"
				}), AUDIO_OPTIONS.map((audio) => /* @__PURE__ */ jsx("option", {
					value: audio,
					children: AUDIO_LABELS[audio]
				}, audio))]
			}),
			canFilterStatus && /* @__PURE__ */ jsxs(FilterSelect, {
				label: "Status",
				showLabel: stack,
				className: stack ? void 0 : "w-36",
				value: filters.status ?? "",
				onChange: (event) => onChange({
					...filters,
					status: event.target.value || void 0
				}),
				children: [/* @__PURE__ */ jsx("option", {
					value: "",
					children: "Any status"
				}), LIST_STATUSES.map((status) => /* @__PURE__ */ jsx("option", {
					value: status,
					children: STATUS_LABELS[status]
				}, status))]
			}),
			signedIn && (offered.bookmarked || offered.reacted) && /* @__PURE__ */ jsxs("div", {
				className: cn("flex gap-2", stack && "flex-wrap"),
				role: "group",
				"aria-label": "My quotes",
				children: [offered.bookmarked && /* @__PURE__ */ jsx(ToggleFilter, {
					pressed: filters.bookmarked,
					onPressedChange: (bookmarked) => onChange({
						...filters,
						bookmarked
					}),
					icon: BookmarkIcon,
					label: "Bookmarked"
				}), offered.reacted && /* @__PURE__ */ jsx(ToggleFilter, {
					pressed: filters.reacted,
					onPressedChange: (reacted) => onChange({
						...filters,
						reacted
					}),
					icon: HeartIcon,
					label: "Reacted"
				})]
			})
		]
	});
}
/** The sort order; not a filter, so it survives "Clear filters". */
function SortSelect({ filters, onChange, showLabel = false, className }) {
	return /* @__PURE__ */ jsx(FilterSelect, {
		label: "Sort by",
		showLabel,
		className,
		value: filters.sort,
		onChange: (event) => onChange({
			...filters,
			sort: event.target.value
		}),
		children: SORT_OPTIONS.map((sort) => /* @__PURE__ */ jsx("option", {
			value: sort,
			children: SORT_LABELS[sort]
		}, sort))
	});
}
/** Author as a text filter: applied on Enter or when the field loses focus. */
function AuthorInput({ author, onCommit, showLabel, className }) {
	const id = useId();
	const [value, setValue] = useState(author ?? "");
	const commit = () => {
		const next = value.replace(/\s+/gu, " ").trim() || void 0;
		if (next !== author) onCommit(next);
	};
	const submit = (event) => {
		event.preventDefault();
		commit();
	};
	return /* @__PURE__ */ jsxs("form", {
		onSubmit: submit,
		className: cn("flex min-w-0 flex-col gap-1.5", className),
		children: [/* @__PURE__ */ jsx("label", {
			htmlFor: id,
			className: showLabel ? "text-sm font-medium" : "sr-only",
			children: "Author"
		}), /* @__PURE__ */ jsxs("div", {
			className: "relative",
			children: [
				/* @__PURE__ */ jsx(UserIcon, {
					"aria-hidden": "true",
					className: "pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
				}),
				/* @__PURE__ */ jsx("input", {
					id,
					className: cn(controlClass, "py-1 pr-8 pl-8 placeholder:text-muted-foreground"),
					placeholder: "Author",
					value,
					autoComplete: "off",
					enterKeyHint: "search",
					onChange: (event) => setValue(event.target.value),
					onBlur: commit
				}),
				value && /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "absolute top-1/2 right-1.5 flex size-6 -translate-y-1/2 items-center justify-center rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
					"aria-label": "Clear author",
					onMouseDown: (event) => event.preventDefault(),
					onClick: () => {
						setValue("");
						if (author) onCommit(void 0);
					},
					children: /* @__PURE__ */ jsx(XIcon, {
						"aria-hidden": "true",
						className: "size-3.5"
					})
				})
			]
		})]
	});
}
function ToggleFilter({ pressed, onPressedChange, icon: Icon, label }) {
	return /* @__PURE__ */ jsxs(Button, {
		type: "button",
		variant: pressed ? "secondary" : "outline",
		"aria-pressed": pressed,
		onClick: () => onPressedChange(!pressed),
		className: cn(pressed && "border-primary/40 text-primary"),
		children: [/* @__PURE__ */ jsx(Icon, {
			"aria-hidden": "true",
			className: cn(pressed && "fill-current")
		}), label]
	});
}
// src/client/features/quotes/components/quote-card-skeleton.tsx
/** A placeholder with the card's size and structure in the same display mode and layout. */
function QuoteCardSkeleton({ display = DEFAULT_DISPLAY, layout = DEFAULT_VIEW, className }) {
	const parts = displayParts(display);
	return /* @__PURE__ */ jsxs("div", {
		className: cn(quoteCardClass(display, layout), className),
		"aria-hidden": "true",
		"data-testid": "quote-card-skeleton",
		children: [layout === "list" ? /* @__PURE__ */ jsxs("div", {
			className: "flex flex-1 items-start gap-3 p-5 sm:gap-4 sm:px-6",
			children: [
				/* @__PURE__ */ jsx(Skeleton, { className: "mt-1 hidden size-5 sm:block" }),
				/* @__PURE__ */ jsxs("div", {
					className: "flex flex-1 flex-col gap-2",
					children: [/* @__PURE__ */ jsxs("div", {
						className: "space-y-2.5 pt-1.5",
						children: [/* @__PURE__ */ jsx(Skeleton, { className: "h-4 w-full" }), /* @__PURE__ */ jsx(Skeleton, { className: "h-4 w-3/5" })]
					}), /* @__PURE__ */ jsx(Skeleton, { className: "mt-2 h-4 w-32" })]
				}),
				/* @__PURE__ */ jsx(Skeleton, { className: "size-8" })
			]
		}) : /* @__PURE__ */ jsxs("div", {
			className: "flex flex-1 flex-col gap-3 p-5",
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "flex items-start justify-between",
					children: [/* @__PURE__ */ jsx(Skeleton, { className: "mt-1 size-5" }), /* @__PURE__ */ jsx(Skeleton, { className: "size-8" })]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "space-y-2.5 pt-1",
					children: [
						/* @__PURE__ */ jsx(Skeleton, { className: "h-4 w-full" }),
						/* @__PURE__ */ jsx(Skeleton, { className: "h-4 w-11/12" }),
						/* @__PURE__ */ jsx(Skeleton, { className: "hidden h-4 w-3/5 md:block" })
					]
				}),
				/* @__PURE__ */ jsx(Skeleton, { className: "mt-1 h-4 w-32" })
			]
		}), (parts.taxonomy || parts.details) && /* @__PURE__ */ jsxs("div", {
			className: "flex gap-1.5 border-t px-5 py-3",
			children: [
				/* @__PURE__ */ jsx(Skeleton, { className: "h-5.5 w-20" }),
				/* @__PURE__ */ jsx(Skeleton, { className: "h-5.5 w-14" }),
				/* @__PURE__ */ jsx(Skeleton, { className: "h-5.5 w-16" })
			]
		})]
	});
}
// src/client/features/quotes/components/quote-list.tsx
var LIST_CLASS = {
	grid: "grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 lg:gap-6",
	list: "flex flex-col gap-3"
};
var SKELETON_COUNT = 6;
/**
* The quote results: skeletons while loading, the cards, "Load more" (after which more pages load as the
* end of the list scrolls into view), an empty state with a way out, and `Failed to fetch quotes` with Retry.
* The count is announced politely to screen readers.
*/
function QuoteList({ query = { sort: DEFAULT_SORT }, chips = [], onClearFilters, display = DEFAULT_DISPLAY, view = DEFAULT_VIEW, viewer, onEdit, heading = "Latest quotes", actions }) {
	const quotes = useQuotes(query);
	const items = quotes.data?.pages.flatMap((page) => page.quotes) ?? [];
	const total = quotes.data?.pages.at(-1)?.total ?? 0;
	const hasFilters = chips.length > 0;
	const queryKey = JSON.stringify(query);
	const [autoLoadFor, setAutoLoadFor] = useState(null);
	const autoLoad = autoLoadFor === queryKey;
	const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = quotes;
	const sentinel = useRef(null);
	useEffect(() => {
		const target = sentinel.current;
		if (!autoLoad || !target || !hasNextPage || isFetchNextPageError || typeof IntersectionObserver === "undefined") return;
		const observer = new IntersectionObserver((entries) => {
			if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) fetchNextPage();
		}, { rootMargin: "600px 0px" });
		observer.observe(target);
		return () => observer.disconnect();
	}, [
		autoLoad,
		hasNextPage,
		isFetchingNextPage,
		isFetchNextPageError,
		fetchNextPage
	]);
	const loadMore = () => {
		setAutoLoadFor(queryKey);
		fetchNextPage();
	};
	let summary;
	let body;
	if (quotes.isPending) {
		summary = /* @__PURE__ */ jsx(Skeleton, { className: "h-5 w-40" });
		body = /* @__PURE__ */ jsx("div", {
			className: LIST_CLASS[view],
			"aria-hidden": "true",
			children: Array.from({ length: SKELETON_COUNT }, (_, index) => /* @__PURE__ */ jsx(QuoteCardSkeleton, {
				display,
				layout: view
			}, index))
		});
	} else if (quotes.isError) {
		summary = null;
		body = /* @__PURE__ */ jsx(QuotesError, {
			message: quotes.error.message,
			onRetry: () => void quotes.refetch(),
			retrying: quotes.isFetching
		});
	} else if (items.length === 0) {
		summary = /* @__PURE__ */ jsx(SummaryText, {
			total: 0,
			chips
		});
		body = hasFilters ? /* @__PURE__ */ jsx(QuotesNoMatch, { onClear: onClearFilters }) : /* @__PURE__ */ jsx(QuotesEmpty, {});
	} else {
		summary = /* @__PURE__ */ jsx(SummaryText, {
			total,
			chips
		});
		body = /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsxs("ul", {
				className: LIST_CLASS[view],
				"data-testid": "quote-list",
				"data-view": view,
				"data-display": display,
				children: [items.map((quote) => /* @__PURE__ */ jsx("li", {
					className: "min-w-0 [contain-intrinsic-size:auto_13rem] [content-visibility:auto]",
					children: /* @__PURE__ */ jsx(QuoteCard, {
						quote,
						display,
						layout: view,
						viewer,
						onEdit
					})
				}, quote.id)), isFetchingNextPage && Array.from({ length: Math.min(20, total - items.length, SKELETON_COUNT) }, (_, index) => /* @__PURE__ */ jsx("li", {
					"aria-hidden": "true",
					children: /* @__PURE__ */ jsx(QuoteCardSkeleton, {
						display,
						layout: view
					})
				}, `skeleton-${index}`))]
			}),
			/* @__PURE__ */ jsx("div", {
				ref: sentinel,
				"aria-hidden": "true"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-8 flex flex-col items-center gap-3 text-center",
				children: [
					/* @__PURE__ */ jsxs("p", {
						className: "text-sm text-muted-foreground",
						"data-testid": "quotes-progress",
						children: [
							"Showing ",
							formatCount(items.length),
							" of ",
							pluralize(total, "quote")
						]
					}),
					isFetchNextPageError && /* @__PURE__ */ jsxs("p", {
						role: "alert",
						className: "flex items-center gap-2 text-sm text-destructive",
						children: [/* @__PURE__ */ jsx(AlertCircleIcon, {
							"aria-hidden": "true",
							className: "size-4"
						}), "Failed to fetch quotes"]
					}),
					hasNextPage ? /* @__PURE__ */ jsx(Button, {
						variant: "outline",
						size: "lg",
						onClick: loadMore,
						disabled: isFetchingNextPage,
						children: isFetchingNextPage ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Spinner, {}), "Loading..."] }) : isFetchNextPageError ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(RotateCwIcon, { "aria-hidden": "true" }), "Retry"] }) : "Load more"
					}) : /* @__PURE__ */ jsx("p", {
						className: "text-sm text-muted-foreground",
						children: "You have reached the end of the list."
					})
				]
			})
		] });
	}
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "quotes-heading",
		"aria-busy": quotes.isPending || void 0,
		children: [/* @__PURE__ */ jsxs("div", {
			className: "mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-3",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "min-w-0",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "quotes-heading",
					className: "text-xl font-semibold tracking-tight",
					children: heading
				}), /* @__PURE__ */ jsxs("div", {
					role: "status",
					"aria-live": "polite",
					className: "mt-1 flex min-h-5 items-center text-sm text-muted-foreground",
					"data-testid": "quotes-summary",
					children: [quotes.isPending && /* @__PURE__ */ jsx("span", {
						className: "sr-only",
						children: "Loading quotes..."
					}), summary]
				})]
			}), actions && /* @__PURE__ */ jsx("div", {
				className: "flex items-center gap-2",
				children: actions
			})]
		}), body]
	});
}
function SummaryText({ total, chips }) {
	return /* @__PURE__ */ jsxs("p", {
		"data-testid": "quotes-total",
		children: [/* @__PURE__ */ jsx("span", {
			className: "font-medium text-foreground",
			children: pluralize(total, "quote")
		}), chips.length > 0 && /* @__PURE__ */ jsxs(Fragment, { children: [" for ", chips.map((chip) => chip.label).join(", ")] })]
	});
}
function StatePanel({ icon, title, children, tone = "muted", role }) {
	return /* @__PURE__ */ jsxs("div", {
		role,
		className: cn("flex flex-col items-center rounded-xl border px-6 py-16 text-center", tone === "error" ? "border-destructive/30 bg-destructive/5" : "border-dashed"),
		children: [
			/* @__PURE__ */ jsx("div", {
				className: cn("mb-4 flex size-12 items-center justify-center rounded-full", tone === "error" ? "bg-destructive/10 text-destructive" : "bg-muted text-muted-foreground"),
				children: icon
			}),
			/* @__PURE__ */ jsx("h3", {
				className: "text-lg font-semibold",
				children: title
			}),
			children
		]
	});
}
function QuotesEmpty() {
	return /* @__PURE__ */ jsx(StatePanel, {
		icon: /* @__PURE__ */ jsx(QuoteIcon, {
			"aria-hidden": "true",
			className: "size-6"
		}),
		title: "No quotes yet",
		children: /* @__PURE__ */ jsx("p", {
			className: "mt-2 max-w-sm text-sm text-muted-foreground",
			children: "Quotes appear here once they have been reviewed and approved. Please check back soon."
		})
	});
}
function QuotesNoMatch({ onClear }) {
	return /* @__PURE__ */ jsxs(StatePanel, {
		icon: /* @__PURE__ */ jsx(FilterXIcon, {
			"aria-hidden": "true",
			className: "size-6"
		}),
		title: "No quotes match these filters",
		children: [/* @__PURE__ */ jsx("p", {
			className: "mt-2 max-w-sm text-sm text-muted-foreground",
			children: "Try fewer filters or other words, or start again from every quote."
		}), onClear && /* @__PURE__ */ jsx(Button, {
			className: "mt-6",
			variant: "outline",
			onClick: onClear,
			children: "Clear filters"
		})]
	});
}
function QuotesError({ message, onRetry, retrying }) {
	return /* @__PURE__ */ jsxs(StatePanel, {
		role: "alert",
		tone: "error",
		icon: /* @__PURE__ */ jsx(AlertCircleIcon, {
			"aria-hidden": "true",
			className: "size-6"
		}),
		title: FETCH_QUOTES_ERROR,
		children: [/* @__PURE__ */ jsx("p", {
			className: "mt-2 max-w-md text-sm break-words text-muted-foreground",
			children: message
		}), /* @__PURE__ */ jsxs(Button, {
			className: "mt-6",
			onClick: onRetry,
			disabled: retrying,
			children: [retrying ? /* @__PURE__ */ jsx(Spinner, {}) : /* @__PURE__ */ jsx(RotateCwIcon, { "aria-hidden": "true" }), "Retry"]
		})]
	});
}
// src/client/features/quotes/components/quote-search-box.tsx
var SEARCH_HINT_ID = "quote-search-hint";
var SEARCH_INPUT_ID = "quote-search";
/**
* The search box (SPEC §2). Submitting hands the text to `onSearch`, which turns author:, category: and tag:
* into filter chips; what remains (free text, "phrases", description:, ctx:) stays in the box.
*/
function QuoteSearchBox({ value, onSearch, className }) {
	const [text, setText] = useState(value);
	const [shown, setShown] = useState(value);
	if (shown !== value) {
		setShown(value);
		setText(value);
	}
	const submit = (event) => {
		event.preventDefault();
		const rest = onSearch(text);
		setText(rest);
		setShown(rest);
	};
	return /* @__PURE__ */ jsxs("form", {
		role: "search",
		"aria-label": "Quotes",
		onSubmit: submit,
		className: cn("flex flex-col gap-1.5", className),
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex gap-2",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "relative min-w-0 flex-1",
				children: [
					/* @__PURE__ */ jsx("label", {
						htmlFor: SEARCH_INPUT_ID,
						className: "sr-only",
						children: "Search quotes"
					}),
					/* @__PURE__ */ jsx(SearchIcon, {
						"aria-hidden": "true",
						className: "pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
					}),
					/* @__PURE__ */ jsx("input", {
						id: SEARCH_INPUT_ID,
						type: "search",
						name: "q",
						value: text,
						onChange: (event) => setText(event.target.value),
						placeholder: "Search quotes",
						"aria-describedby": SEARCH_HINT_ID,
						autoComplete: "off",
						enterKeyHint: "search",
						spellCheck: false,
						className: cn(controlClass, "h-10 pr-9 pl-9 text-base placeholder:text-muted-foreground md:text-sm [&::-webkit-search-cancel-button]:hidden")
					}),
					text && /* @__PURE__ */ jsx("button", {
						type: "button",
						"aria-label": "Clear search text",
						onClick: () => setText(""),
						className: "absolute top-1/2 right-2 flex size-6 -translate-y-1/2 items-center justify-center rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
						children: /* @__PURE__ */ jsx(XIcon, {
							"aria-hidden": "true",
							className: "size-4"
						})
					})
				]
			}), /* @__PURE__ */ jsx(Button, {
				type: "submit",
				className: "h-10 px-4",
				children: "Search"
			})]
		}), /* @__PURE__ */ jsxs("p", {
			id: SEARCH_HINT_ID,
			className: "text-xs text-muted-foreground",
			children: [
				"Narrow it down with ",
				/* @__PURE__ */ jsx(Code, { children: "author:" }),
				" ",
				/* @__PURE__ */ jsx(Code, { children: "category:" }),
				" ",
				/* @__PURE__ */ jsx(Code, { children: "tag:" }),
				" ",
				/* @__PURE__ */ jsx(Code, { children: "desc:" }),
				" ",
				/* @__PURE__ */ jsx(Code, { children: "ctx:" }),
				" or ",
				/* @__PURE__ */ jsx(Code, { children: "\"an exact phrase\"" })
			]
		})]
	});
}
function Code({ children }) {
	return /* @__PURE__ */ jsx("code", {
		className: "rounded bg-muted px-1 py-0.5 font-mono text-[0.7rem] text-foreground",
		children
	});
}
// src/client/features/quotes/components/view-controls.tsx
var VIEW_OPTIONS = [{
	value: "grid",
	label: "Grid",
	icon: LayoutGridIcon
}, {
	value: "list",
	label: "List",
	icon: ListIcon
}];
var DISPLAY_OPTIONS = [
	{
		value: "clean",
		label: "Clean",
		icon: TextQuoteIcon
	},
	{
		value: "standard",
		label: "Standard",
		icon: RowsIcon
	},
	{
		value: "full",
		label: "Full",
		icon: AlignLeftIcon
	}
];
/** A row of toggle buttons of which one is pressed: keyboard users tab to each and press Enter or Space. */
function Segmented({ label, options, value, onChange, showText, className }) {
	return /* @__PURE__ */ jsx("div", {
		role: "group",
		"aria-label": label,
		className: cn("inline-flex h-9 shrink-0 items-center gap-0.5 rounded-md border bg-background p-0.5 shadow-xs dark:bg-input/30", className),
		children: options.map(({ value: option, label: optionLabel, icon: Icon }) => {
			const pressed = option === value;
			return /* @__PURE__ */ jsxs("button", {
				type: "button",
				"aria-pressed": pressed,
				"aria-label": showText ? void 0 : optionLabel,
				title: `${label}: ${optionLabel}`,
				onClick: () => onChange(option),
				className: cn("inline-flex h-full items-center gap-1.5 rounded-[5px] px-2 text-sm font-medium text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50", pressed && "bg-accent text-foreground shadow-xs dark:bg-accent"),
				children: [/* @__PURE__ */ jsx(Icon, {
					"aria-hidden": "true",
					className: "size-4"
				}), showText && /* @__PURE__ */ jsx("span", { children: optionLabel })]
			}, option);
		})
	});
}
function ViewToggle({ view, onChange, showText = false, className }) {
	return /* @__PURE__ */ jsx(Segmented, {
		label: "View",
		options: VIEW_OPTIONS,
		value: view,
		onChange,
		showText,
		className
	});
}
function DisplayToggle({ display, onChange, showText = false, className }) {
	return /* @__PURE__ */ jsx(Segmented, {
		label: "Display",
		options: DISPLAY_OPTIONS,
		value: display,
		onChange,
		showText,
		className
	});
}
// src/client/features/quotes/components/quote-discovery.tsx
var MobileFilters = lazy(() => import("./mobile-filters-BQQkdN-n.js"));
var HEADINGS = {
	latest: "Latest quotes",
	popular: "Most popular quotes",
	views: "Most viewed quotes"
};
/** Chips the mobile Filters button counts: those its sheet sets (not the search text). */
var SHEET_KINDS = /* @__PURE__ */ new Set([
	"author",
	"category",
	"tag",
	"status",
	"audio",
	"bookmarked",
	"reacted"
]);
/**
* The home list (SPEC §2): search box, filters, chips, sort, grid or list view and display mode, all read
* from and written to the URL, and the results.
*/
function QuoteDiscovery({ search, onSearchChange, viewer, onEdit, serverStoredDisplay }) {
	const filters = useMemo(() => keepOfferedFilters(filtersFromSearch(search), OFFERED_FILTERS), [search]);
	const chips = useMemo(() => filterChips(filters), [filters]);
	const apiQuery = useMemo(() => apiQueryFromFilters(filters), [filters]);
	const storedDisplay = useStoredValue(STORAGE_KEYS.quoteViewMode, parseStoredDisplayMode, serverStoredDisplay);
	const display = resolveDisplayMode(search.display, storedDisplay);
	const view = search.view ?? "grid";
	const [sheetOpen, setSheetOpen] = useState(false);
	const [sheetLoaded, setSheetLoaded] = useState(false);
	const filtersButton = useRef(null);
	useEffect(() => {
		if (search.display) storeDisplayMode(search.display);
	}, [search.display]);
	const setFilters = (next) => onSearchChange(nextSearch(search, next));
	const setView = (next) => onSearchChange({
		...search,
		view: next === "grid" ? void 0 : next
	});
	const setDisplay = (next) => {
		storeDisplayMode(next);
		onSearchChange({
			...search,
			display: next === "standard" ? void 0 : next
		});
	};
	const clear = () => setFilters(clearFilters(filters));
	const canFilterStatus = can(viewer?.role, "approveQuotes");
	const signedIn = viewer != null;
	const sheetCount = chips.filter((chip) => SHEET_KINDS.has(chip.kind)).length;
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-col gap-6",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-col gap-3",
				children: [
					/* @__PURE__ */ jsx(QuoteSearchBox, {
						value: filters.q,
						onSearch: (text) => {
							const next = applySearchText(filters, text);
							setFilters(next);
							return next.q;
						}
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "hidden items-start justify-between gap-2 md:flex",
						"data-testid": "quote-filters",
						children: [/* @__PURE__ */ jsx(FilterControls, {
							filters,
							onChange: setFilters,
							canFilterStatus,
							signedIn,
							offered: OFFERED_FILTERS
						}), /* @__PURE__ */ jsx(SortSelect, {
							filters,
							onChange: setFilters,
							className: "w-40 shrink-0"
						})]
					}),
					/* @__PURE__ */ jsx("div", {
						className: "flex items-center gap-2 md:hidden",
						children: /* @__PURE__ */ jsxs(Button, {
							ref: filtersButton,
							type: "button",
							variant: "outline",
							"aria-haspopup": "dialog",
							onClick: () => {
								setSheetLoaded(true);
								setSheetOpen(true);
							},
							onPointerEnter: () => void import("./mobile-filters-BQQkdN-n.js"),
							children: [
								/* @__PURE__ */ jsx(SlidersHorizontalIcon, { "aria-hidden": "true" }),
								"Filters",
								sheetCount > 0 && /* @__PURE__ */ jsxs("span", {
									className: "ml-0.5 rounded-full bg-primary px-1.5 text-xs leading-5 text-primary-foreground",
									children: [
										/* @__PURE__ */ jsx("span", {
											className: "sr-only",
											children: "("
										}),
										sheetCount,
										/* @__PURE__ */ jsx("span", {
											className: "sr-only",
											children: " active)"
										})
									]
								})
							]
						})
					})
				]
			}),
			/* @__PURE__ */ jsx(FilterChips, {
				chips,
				onRemove: (chip) => setFilters(withoutChip(filters, chip)),
				onClear: clear,
				fallbackFocusId: SEARCH_INPUT_ID,
				className: "-mt-2"
			}),
			/* @__PURE__ */ jsx(QuoteList, {
				query: apiQuery,
				chips,
				onClearFilters: clear,
				display,
				view,
				viewer,
				onEdit,
				heading: HEADINGS[filters.sort],
				actions: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(ViewToggle, {
					view,
					onChange: setView,
					className: "hidden md:inline-flex"
				}), /* @__PURE__ */ jsx(DisplayToggle, {
					display,
					onChange: setDisplay,
					showText: true
				})] })
			}),
			sheetLoaded && /* @__PURE__ */ jsx(Suspense, {
				fallback: null,
				children: /* @__PURE__ */ jsx(MobileFilters, {
					open: sheetOpen,
					onOpenChange: setSheetOpen,
					filters,
					onChange: setFilters,
					onClear: clear,
					canFilterStatus,
					signedIn,
					offered: OFFERED_FILTERS,
					view,
					onViewChange: setView,
					chips,
					onRemoveChip: (chip) => setFilters(withoutChip(filters, chip)),
					returnFocusTo: filtersButton
				})
			})
		]
	});
}
// src/client/app/routes/index.tsx?tsr-split=component
var routes_exports = /* @__PURE__ */ __exportAll({ component: () => HomePage });
function HomePage() {
	usePageHead({
		title: HOME_TITLE,
		canonicalPath: "/"
	});
	const search = Route.useSearch();
	const navigate = Route.useNavigate();
	const viewer = useViewer();
	const { openEditor } = useQuoteEditor();
	const { storedDisplay } = Route.useRouteContext();
	useCanonicalListUrl();
	return /* @__PURE__ */ jsxs(PageContainer, {
		className: "md:pt-12",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "mb-8 max-w-2xl",
			children: [/* @__PURE__ */ jsx("h1", {
				className: "text-3xl font-semibold tracking-tight text-balance sm:text-4xl",
				children: "Quotes worth sharing"
			}), /* @__PURE__ */ jsx("p", {
				className: "mt-3 text-base text-muted-foreground text-pretty sm:text-lg",
				children: "Discover words that move, comfort and challenge — from writers, thinkers, leaders and everyday people around the world. Every quote here has been reviewed before it was published."
			})]
		}), /* @__PURE__ */ jsx(QuoteDiscovery, {
			search,
			onSearchChange: (next) => void navigate({ search: next }),
			viewer,
			onEdit: openEditor,
			serverStoredDisplay: storedDisplay
		})]
	});
}
/**
* The list filter sync: a hand-written or old URL (`?q=author:Twain&tags=`) is rewritten in place to the
* parameters the controls write (`?authors=Twain`). It lives on this route only, so /auth/callback and every
* other page keep their URLs as they are (SPEC §2).
*/
function useCanonicalListUrl() {
	const router = useRouter();
	const navigate = Route.useNavigate();
	const searchStr = useRouterState({ select: (state) => state.location.pathname === "/" ? state.location.searchStr : null });
	useEffect(() => {
		if (searchStr === null) return;
		const canonical = canonicalSearch(parseHomeSearch(router.options.parseSearch(searchStr)));
		if (router.options.stringifySearch(canonical) !== searchStr) navigate({
			search: canonical,
			replace: true,
			resetScroll: false
		});
	}, [
		router,
		navigate,
		searchStr
	]);
}
export { FilterChips as a, HomePage as component, SortSelect as i, ViewToggle as n, FilterControls as r, routes_exports as t };
