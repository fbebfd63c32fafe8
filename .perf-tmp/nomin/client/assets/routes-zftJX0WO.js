const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/mobile-filters-9UQ9EsPh.js","assets/button-C9VChmVY.js","assets/jsx-runtime-Dq8_Q5KF.js","assets/utils-BjUhbVWX.js","assets/index-B9EO6Tp7.js","assets/api-BnqfSDLB.js","assets/constants-DC2r50n9.js","assets/queryOptions-DYezUBQg.js","assets/dist-BXu7aPWd.js","assets/permissions-CeLJ-25C.js","assets/dist-DA6yL9LE.js","assets/es2015-t9MdX5OR.js","assets/dist-CHY1q1fc.js","assets/index-QC6dgxlY.css"])))=>i.map(i=>d[i]);
import { a as __toESM, i as __exportAll, n as require_react, t as require_jsx_runtime } from "./jsx-runtime-Dq8_Q5KF.js";
import { B as useQuoteEditor, Ct as HOME_TITLE, J as __vitePreload, Ot as useRouterState, Tt as usePageHead, Z as Spinner, c as DEFAULT_DISPLAY, f as LIST_STATUSES, ft as RotateCw, jt as useRouter, l as DEFAULT_SORT, m as parseHomeSearch, o as Route, p as SORT_OPTIONS, pt as Quote, s as AUDIO_OPTIONS, st as X, u as DEFAULT_VIEW, yt as useStoredValue } from "./index-B9EO6Tp7.js";
import { s as createLucideIcon, t as Button } from "./button-C9VChmVY.js";
import { t as can } from "./permissions-CeLJ-25C.js";
import { f as STORAGE_KEYS } from "./constants-DC2r50n9.js";
import { a as displayParts, c as storeDisplayMode, n as quoteCardClass, o as parseStoredDisplayMode, s as resolveDisplayMode, t as QuoteCard } from "./quote-card-DpJRZvC-.js";
import { a as useTags, c as OFFERED_FILTERS, r as useQuotes, s as useCategories, t as FETCH_QUOTES_ERROR } from "./get-quotes-Dr3jnxW8.js";
import { a as filterChips, c as nextSearch, d as withoutChip, i as clearFilters, n as applySearchText, o as filtersFromSearch, r as canonicalSearch, s as keepOfferedFilters, t as apiQueryFromFilters, u as withFilter } from "./search-params-D6l2p86A.js";
import { n as formatCount, r as pluralize, t as cn } from "./utils-BjUhbVWX.js";
import { t as User } from "./user-D7V1-HL7.js";
import { t as ChevronDown } from "./chevron-down-C5j84dOh.js";
import { t as CircleExclamationPoint } from "./circle-exclamation-point-6AWRQTN1.js";
import { t as Skeleton } from "./skeleton-0XFADqjC.js";
import { t as PageContainer } from "./page-B9qAiS4l.js";
import { t as useViewer } from "./use-viewer-BdHIdAlU.js";
// node_modules/lucide-react/dist/esm/icons/bookmark.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$9 = {
	name: "bookmark",
	size: 24,
	node: [["path", {
		d: "M17 3a2 2 0 0 1 2 2v15a1 1 0 0 1-1.496.868l-4.512-2.578a2 2 0 0 0-1.984 0l-4.512 2.578A1 1 0 0 1 5 20V5a2 2 0 0 1 2-2z",
		key: "oz39mx"
	}]]
};
__iconData$9.node;
var Bookmark = createLucideIcon(__iconData$9);
// node_modules/lucide-react/dist/esm/icons/funnel-x.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$8 = {
	name: "funnel-x",
	size: 24,
	node: [
		["path", {
			d: "M12.531 3H3a1 1 0 0 0-.742 1.67l7.225 7.989A2 2 0 0 1 10 14v6a1 1 0 0 0 .553.895l2 1A1 1 0 0 0 14 21v-7a2 2 0 0 1 .517-1.341l.427-.473",
			key: "ol2ft2"
		}],
		["path", {
			d: "m16.5 3.5 5 5",
			key: "15e6fa"
		}],
		["path", {
			d: "m21.5 3.5-5 5",
			key: "m0lwru"
		}]
	],
	aliases: ["filter-x"]
};
__iconData$8.node;
var FunnelX = createLucideIcon(__iconData$8);
// node_modules/lucide-react/dist/esm/icons/heart.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$7 = {
	name: "heart",
	size: 24,
	node: [["path", {
		d: "M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5",
		key: "mvr1a0"
	}]]
};
__iconData$7.node;
var Heart = createLucideIcon(__iconData$7);
// node_modules/lucide-react/dist/esm/icons/layout-grid.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$6 = {
	name: "layout-grid",
	size: 24,
	node: [
		["rect", {
			width: "7",
			height: "7",
			x: "3",
			y: "3",
			rx: "1",
			key: "1g98yp"
		}],
		["rect", {
			width: "7",
			height: "7",
			x: "14",
			y: "3",
			rx: "1",
			key: "6d4xhi"
		}],
		["rect", {
			width: "7",
			height: "7",
			x: "14",
			y: "14",
			rx: "1",
			key: "nxv5o0"
		}],
		["rect", {
			width: "7",
			height: "7",
			x: "3",
			y: "14",
			rx: "1",
			key: "1bb6yr"
		}]
	]
};
__iconData$6.node;
var LayoutGrid = createLucideIcon(__iconData$6);
// node_modules/lucide-react/dist/esm/icons/list.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$5 = {
	name: "list",
	size: 24,
	node: [
		["path", {
			d: "M3 5h.01",
			key: "18ugdj"
		}],
		["path", {
			d: "M3 12h.01",
			key: "nlz23k"
		}],
		["path", {
			d: "M3 19h.01",
			key: "noohij"
		}],
		["path", {
			d: "M8 5h13",
			key: "1pao27"
		}],
		["path", {
			d: "M8 12h13",
			key: "1za7za"
		}],
		["path", {
			d: "M8 19h13",
			key: "m83p4d"
		}]
	]
};
__iconData$5.node;
var List = createLucideIcon(__iconData$5);
// node_modules/lucide-react/dist/esm/icons/rows-2.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$4 = {
	name: "rows-2",
	size: 24,
	node: [["rect", {
		width: "18",
		height: "18",
		x: "3",
		y: "3",
		rx: "2",
		key: "afitv7"
	}], ["path", {
		d: "M3 12h18",
		key: "1i2n21"
	}]],
	aliases: ["rows"]
};
__iconData$4.node;
var Rows2 = createLucideIcon(__iconData$4);
// node_modules/lucide-react/dist/esm/icons/search.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "search",
	size: 24,
	node: [["path", {
		d: "m21 21-4.34-4.34",
		key: "14j7rj"
	}], ["circle", {
		cx: "11",
		cy: "11",
		r: "8",
		key: "4ej97u"
	}]]
};
__iconData$3.node;
var Search = createLucideIcon(__iconData$3);
// node_modules/lucide-react/dist/esm/icons/sliders-horizontal.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "sliders-horizontal",
	size: 24,
	node: [
		["path", {
			d: "M10 5H3",
			key: "1qgfaw"
		}],
		["path", {
			d: "M12 19H3",
			key: "yhmn1j"
		}],
		["path", {
			d: "M14 3v4",
			key: "1sua03"
		}],
		["path", {
			d: "M16 17v4",
			key: "1q0r14"
		}],
		["path", {
			d: "M21 12h-9",
			key: "1o4lsq"
		}],
		["path", {
			d: "M21 19h-5",
			key: "1rlt1p"
		}],
		["path", {
			d: "M21 5h-7",
			key: "1oszz2"
		}],
		["path", {
			d: "M8 10v4",
			key: "tgpxqk"
		}],
		["path", {
			d: "M8 12H3",
			key: "a7s4jb"
		}]
	]
};
__iconData$2.node;
var SlidersHorizontal = createLucideIcon(__iconData$2);
// node_modules/lucide-react/dist/esm/icons/text-align-start.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "text-align-start",
	size: 24,
	node: [
		["path", {
			d: "M21 5H3",
			key: "1fi0y6"
		}],
		["path", {
			d: "M15 12H3",
			key: "6jk70r"
		}],
		["path", {
			d: "M17 19H3",
			key: "z6ezky"
		}]
	],
	aliases: ["text", "align-left"]
};
__iconData$1.node;
var TextAlignStart = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/text-quote.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "text-quote",
	size: 24,
	node: [
		["path", {
			d: "M17 5H3",
			key: "1cn7zz"
		}],
		["path", {
			d: "M21 12H8",
			key: "scolzb"
		}],
		["path", {
			d: "M21 19H8",
			key: "13qgcb"
		}],
		["path", {
			d: "M3 12v7",
			key: "1ri8j3"
		}]
	]
};
__iconData.node;
var TextQuote = createLucideIcon(__iconData);
// src/client/features/quotes/components/filter-chips.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* The active filters as chips, each removed with its own button, and Clear filters for all of them.
* Removing a chip keeps focus in the row (keyboard users stay put): on the next chip, else on `fallbackFocusId`.
*/
function FilterChips({ chips, onRemove, onClear, fallbackFocusId, className }) {
	const list = (0, import_react.useRef)(null);
	const focusAfterRemove = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		const index = focusAfterRemove.current;
		if (index === null) return;
		focusAfterRemove.current = null;
		const buttons = list.current?.querySelectorAll("button");
		((buttons && buttons.length > 0 ? buttons[Math.min(index, buttons.length - 1)] : void 0) ?? (fallbackFocusId ? document.getElementById(fallbackFocusId) : null))?.focus();
	}, [chips, fallbackFocusId]);
	if (chips.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: cn("flex flex-wrap items-center gap-2", className),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			ref: list,
			"aria-label": "Active filters",
			className: "flex flex-wrap items-center gap-2",
			children: chips.map((chip, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				"data-testid": "filter-chip",
				"data-kind": chip.kind,
				className: "inline-flex h-7 max-w-full items-center gap-1 rounded-full border border-primary/25 bg-primary/10 pr-1 pl-3 text-sm text-foreground",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "truncate",
					children: chip.label
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					onClick: () => {
						focusAfterRemove.current = index;
						onRemove(chip);
					},
					"aria-label": `Remove filter ${chip.label}`,
					className: "flex size-5 shrink-0 items-center justify-center rounded-full text-muted-foreground outline-none hover:bg-primary/15 hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, {
						"aria-hidden": "true",
						className: "size-3.5"
					})
				})]
			}, chip.id))
		}), onClear && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
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
	const id = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: cn("flex min-w-0 flex-col gap-1.5", className),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
			htmlFor: id,
			className: showLabel ? "text-sm font-medium" : "sr-only",
			children: label
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "relative",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("select", {
				id,
				className: cn(controlClass, "appearance-none py-1 pr-8 pl-3 [color-scheme:light] dark:[color-scheme:dark]", props.value ? "text-foreground" : "text-muted-foreground"),
				...props,
				children
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronDown, {
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
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: cn(stack ? "flex flex-col gap-4" : "flex flex-wrap items-end gap-2"),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FilterSelect, {
				label: "Category",
				showLabel: stack,
				className: stack ? void 0 : "w-44",
				value: filters.category ?? "",
				onChange: (event) => onChange({
					...filters,
					category: event.target.value || void 0
				}),
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: "",
						children: "All categories"
					}),
					filters.category && !knownCategory && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: filters.category,
						children: capitalise(filters.category)
					}),
					categoryOptions.map((category) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("option", {
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
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FilterSelect, {
				label: "Add a tag",
				showLabel: stack,
				className: stack ? void 0 : "w-40",
				value: "",
				onChange: (event) => {
					if (event.target.value) onChange(withFilter(filters, "tag", event.target.value));
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: "",
					children: tags.isError ? "Tags unavailable" : "Add a tag"
				}), (tags.data ?? []).map((tag) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("option", {
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
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthorInput, {
				author: filters.author,
				showLabel: stack,
				className: stack ? void 0 : "w-48",
				onCommit: (author) => onChange({
					...filters,
					author
				})
			}, filters.author ?? ""),
			offered.audio && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FilterSelect, {
				label: "Audio",
				showLabel: stack,
				className: stack ? void 0 : "w-36",
				value: filters.audio ?? "",
				onChange: (event) => onChange({
					...filters,
					audio: event.target.value || void 0
				}),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: "",
					children: "Any audio"
				}), AUDIO_OPTIONS.map((audio) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: audio,
					children: AUDIO_LABELS[audio]
				}, audio))]
			}),
			canFilterStatus && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FilterSelect, {
				label: "Status",
				showLabel: stack,
				className: stack ? void 0 : "w-36",
				value: filters.status ?? "",
				onChange: (event) => onChange({
					...filters,
					status: event.target.value || void 0
				}),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: "",
					children: "Any status"
				}), LIST_STATUSES.map((status) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: status,
					children: STATUS_LABELS[status]
				}, status))]
			}),
			signedIn && (offered.bookmarked || offered.reacted) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: cn("flex gap-2", stack && "flex-wrap"),
				role: "group",
				"aria-label": "My quotes",
				children: [offered.bookmarked && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToggleFilter, {
					pressed: filters.bookmarked,
					onPressedChange: (bookmarked) => onChange({
						...filters,
						bookmarked
					}),
					icon: Bookmark,
					label: "Bookmarked"
				}), offered.reacted && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToggleFilter, {
					pressed: filters.reacted,
					onPressedChange: (reacted) => onChange({
						...filters,
						reacted
					}),
					icon: Heart,
					label: "Reacted"
				})]
			})
		]
	});
}
/** The sort order; not a filter, so it survives "Clear filters". */
function SortSelect({ filters, onChange, showLabel = false, className }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterSelect, {
		label: "Sort by",
		showLabel,
		className,
		value: filters.sort,
		onChange: (event) => onChange({
			...filters,
			sort: event.target.value
		}),
		children: SORT_OPTIONS.map((sort) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
			value: sort,
			children: SORT_LABELS[sort]
		}, sort))
	});
}
/** Author as a text filter: applied on Enter or when the field loses focus. */
function AuthorInput({ author, onCommit, showLabel, className }) {
	const id = (0, import_react.useId)();
	const [value, setValue] = (0, import_react.useState)(author ?? "");
	const commit = () => {
		const next = value.replace(/\s+/gu, " ").trim() || void 0;
		if (next !== author) onCommit(next);
	};
	const submit = (event) => {
		event.preventDefault();
		commit();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		onSubmit: submit,
		className: cn("flex min-w-0 flex-col gap-1.5", className),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
			htmlFor: id,
			className: showLabel ? "text-sm font-medium" : "sr-only",
			children: "Author"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "relative",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(User, {
					"aria-hidden": "true",
					className: "pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					id,
					className: cn(controlClass, "py-1 pr-8 pl-8 placeholder:text-muted-foreground"),
					placeholder: "Author",
					value,
					autoComplete: "off",
					enterKeyHint: "search",
					onChange: (event) => setValue(event.target.value),
					onBlur: commit
				}),
				value && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "absolute top-1/2 right-1.5 flex size-6 -translate-y-1/2 items-center justify-center rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
					"aria-label": "Clear author",
					onMouseDown: (event) => event.preventDefault(),
					onClick: () => {
						setValue("");
						if (author) onCommit(void 0);
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, {
						"aria-hidden": "true",
						className: "size-3.5"
					})
				})
			]
		})]
	});
}
function ToggleFilter({ pressed, onPressedChange, icon: Icon, label }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
		type: "button",
		variant: pressed ? "secondary" : "outline",
		"aria-pressed": pressed,
		onClick: () => onPressedChange(!pressed),
		className: cn(pressed && "border-primary/40 text-primary"),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
			"aria-hidden": "true",
			className: cn(pressed && "fill-current")
		}), label]
	});
}
// src/client/features/quotes/components/quote-card-skeleton.tsx
/** A placeholder with the card's size and structure in the same display mode and layout. */
function QuoteCardSkeleton({ display = DEFAULT_DISPLAY, layout = DEFAULT_VIEW, className }) {
	const parts = displayParts(display);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: cn(quoteCardClass(display, layout), className),
		"aria-hidden": "true",
		"data-testid": "quote-card-skeleton",
		children: [layout === "list" ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex flex-1 items-start gap-3 p-5 sm:gap-4 sm:px-6",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "mt-1 hidden size-5 sm:block" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex flex-1 flex-col gap-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "space-y-2.5 pt-1.5",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-4 w-full" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-4 w-3/5" })]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "mt-2 h-4 w-32" })]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "size-8" })
			]
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex flex-1 flex-col gap-3 p-5",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex items-start justify-between",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "mt-1 size-5" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "size-8" })]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "space-y-2.5 pt-1",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-4 w-full" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-4 w-11/12" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "hidden h-4 w-3/5 md:block" })
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "mt-1 h-4 w-32" })
			]
		}), (parts.taxonomy || parts.details) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex gap-1.5 border-t px-5 py-3",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-5.5 w-20" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-5.5 w-14" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-5.5 w-16" })
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
	const [autoLoadFor, setAutoLoadFor] = (0, import_react.useState)(null);
	const autoLoad = autoLoadFor === queryKey;
	const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = quotes;
	const sentinel = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
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
		summary = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-5 w-40" });
		body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: LIST_CLASS[view],
			"aria-hidden": "true",
			children: Array.from({ length: SKELETON_COUNT }, (_, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuoteCardSkeleton, {
				display,
				layout: view
			}, index))
		});
	} else if (quotes.isError) {
		summary = null;
		body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuotesError, {
			message: quotes.error.message,
			onRetry: () => void quotes.refetch(),
			retrying: quotes.isFetching
		});
	} else if (items.length === 0) {
		summary = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SummaryText, {
			total: 0,
			chips
		});
		body = hasFilters ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuotesNoMatch, { onClear: onClearFilters }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuotesEmpty, {});
	} else {
		summary = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SummaryText, {
			total,
			chips
		});
		body = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
				className: LIST_CLASS[view],
				"data-testid": "quote-list",
				"data-view": view,
				"data-display": display,
				children: [items.map((quote) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
					className: "min-w-0 [contain-intrinsic-size:auto_13rem] [content-visibility:auto]",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuoteCard, {
						quote,
						display,
						layout: view,
						viewer,
						onEdit
					})
				}, quote.id)), isFetchingNextPage && Array.from({ length: Math.min(20, total - items.length, SKELETON_COUNT) }, (_, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
					"aria-hidden": "true",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuoteCardSkeleton, {
						display,
						layout: view
					})
				}, `skeleton-${index}`))]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				ref: sentinel,
				"aria-hidden": "true"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-8 flex flex-col items-center gap-3 text-center",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "text-sm text-muted-foreground",
						"data-testid": "quotes-progress",
						children: [
							"Showing ",
							formatCount(items.length),
							" of ",
							pluralize(total, "quote")
						]
					}),
					isFetchNextPageError && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						role: "alert",
						className: "flex items-center gap-2 text-sm text-destructive",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircleExclamationPoint, {
							"aria-hidden": "true",
							className: "size-4"
						}), "Failed to fetch quotes"]
					}),
					hasNextPage ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "outline",
						size: "lg",
						onClick: loadMore,
						disabled: isFetchingNextPage,
						children: isFetchingNextPage ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {}), "Loading..."] }) : isFetchNextPageError ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RotateCw, { "aria-hidden": "true" }), "Retry"] }) : "Load more"
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-sm text-muted-foreground",
						children: "You have reached the end of the list."
					})
				]
			})
		] });
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "quotes-heading",
		"aria-busy": quotes.isPending || void 0,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-3",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "min-w-0",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "quotes-heading",
					className: "text-xl font-semibold tracking-tight",
					children: heading
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					role: "status",
					"aria-live": "polite",
					className: "mt-1 flex min-h-5 items-center text-sm text-muted-foreground",
					"data-testid": "quotes-summary",
					children: [quotes.isPending && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "sr-only",
						children: "Loading quotes..."
					}), summary]
				})]
			}), actions && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "flex items-center gap-2",
				children: actions
			})]
		}), body]
	});
}
function SummaryText({ total, chips }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
		"data-testid": "quotes-total",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "font-medium text-foreground",
			children: pluralize(total, "quote")
		}), chips.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [" for ", chips.map((chip) => chip.label).join(", ")] })]
	});
}
function StatePanel({ icon, title, children, tone = "muted", role }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		role,
		className: cn("flex flex-col items-center rounded-xl border px-6 py-16 text-center", tone === "error" ? "border-destructive/30 bg-destructive/5" : "border-dashed"),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: cn("mb-4 flex size-12 items-center justify-center rounded-full", tone === "error" ? "bg-destructive/10 text-destructive" : "bg-muted text-muted-foreground"),
				children: icon
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
				className: "text-lg font-semibold",
				children: title
			}),
			children
		]
	});
}
function QuotesEmpty() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatePanel, {
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Quote, {
			"aria-hidden": "true",
			className: "size-6"
		}),
		title: "No quotes yet",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "mt-2 max-w-sm text-sm text-muted-foreground",
			children: "Quotes appear here once they have been reviewed and approved. Please check back soon."
		})
	});
}
function QuotesNoMatch({ onClear }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(StatePanel, {
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FunnelX, {
			"aria-hidden": "true",
			className: "size-6"
		}),
		title: "No quotes match these filters",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "mt-2 max-w-sm text-sm text-muted-foreground",
			children: "Try fewer filters or other words, or start again from every quote."
		}), onClear && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			className: "mt-6",
			variant: "outline",
			onClick: onClear,
			children: "Clear filters"
		})]
	});
}
function QuotesError({ message, onRetry, retrying }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(StatePanel, {
		role: "alert",
		tone: "error",
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircleExclamationPoint, {
			"aria-hidden": "true",
			className: "size-6"
		}),
		title: FETCH_QUOTES_ERROR,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "mt-2 max-w-md text-sm break-words text-muted-foreground",
			children: message
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
			className: "mt-6",
			onClick: onRetry,
			disabled: retrying,
			children: [retrying ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RotateCw, { "aria-hidden": "true" }), "Retry"]
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
	const [text, setText] = (0, import_react.useState)(value);
	const [shown, setShown] = (0, import_react.useState)(value);
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
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		role: "search",
		"aria-label": "Quotes",
		onSubmit: submit,
		className: cn("flex flex-col gap-1.5", className),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex gap-2",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "relative min-w-0 flex-1",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
						htmlFor: SEARCH_INPUT_ID,
						className: "sr-only",
						children: "Search quotes"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search, {
						"aria-hidden": "true",
						className: "pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
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
					text && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						"aria-label": "Clear search text",
						onClick: () => setText(""),
						className: "absolute top-1/2 right-2 flex size-6 -translate-y-1/2 items-center justify-center rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, {
							"aria-hidden": "true",
							className: "size-4"
						})
					})
				]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				className: "h-10 px-4",
				children: "Search"
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			id: SEARCH_HINT_ID,
			className: "text-xs text-muted-foreground",
			children: [
				"Narrow it down with ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Code, { children: "author:" }),
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Code, { children: "category:" }),
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Code, { children: "tag:" }),
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Code, { children: "desc:" }),
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Code, { children: "ctx:" }),
				" or ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Code, { children: "\"an exact phrase\"" })
			]
		})]
	});
}
function Code({ children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("code", {
		className: "rounded bg-muted px-1 py-0.5 font-mono text-[0.7rem] text-foreground",
		children
	});
}
// src/client/features/quotes/components/view-controls.tsx
var VIEW_OPTIONS = [{
	value: "grid",
	label: "Grid",
	icon: LayoutGrid
}, {
	value: "list",
	label: "List",
	icon: List
}];
var DISPLAY_OPTIONS = [
	{
		value: "clean",
		label: "Clean",
		icon: TextQuote
	},
	{
		value: "standard",
		label: "Standard",
		icon: Rows2
	},
	{
		value: "full",
		label: "Full",
		icon: TextAlignStart
	}
];
/** A row of toggle buttons of which one is pressed: keyboard users tab to each and press Enter or Space. */
function Segmented({ label, options, value, onChange, showText, className }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		role: "group",
		"aria-label": label,
		className: cn("inline-flex h-9 shrink-0 items-center gap-0.5 rounded-md border bg-background p-0.5 shadow-xs dark:bg-input/30", className),
		children: options.map(({ value: option, label: optionLabel, icon: Icon }) => {
			const pressed = option === value;
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
				type: "button",
				"aria-pressed": pressed,
				"aria-label": showText ? void 0 : optionLabel,
				title: `${label}: ${optionLabel}`,
				onClick: () => onChange(option),
				className: cn("inline-flex h-full items-center gap-1.5 rounded-[5px] px-2 text-sm font-medium text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50", pressed && "bg-accent text-foreground shadow-xs dark:bg-accent"),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
					"aria-hidden": "true",
					className: "size-4"
				}), showText && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: optionLabel })]
			}, option);
		})
	});
}
function ViewToggle({ view, onChange, showText = false, className }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Segmented, {
		label: "View",
		options: VIEW_OPTIONS,
		value: view,
		onChange,
		showText,
		className
	});
}
function DisplayToggle({ display, onChange, showText = false, className }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Segmented, {
		label: "Display",
		options: DISPLAY_OPTIONS,
		value: display,
		onChange,
		showText,
		className
	});
}
// src/client/features/quotes/components/quote-discovery.tsx
var MobileFilters = (0, import_react.lazy)(() => __vitePreload(() => import("./mobile-filters-9UQ9EsPh.js"), __vite__mapDeps([0,1,2,3,4,5,6,7,8,9,10,11,12,13])));
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
	const filters = (0, import_react.useMemo)(() => keepOfferedFilters(filtersFromSearch(search), OFFERED_FILTERS), [search]);
	const chips = (0, import_react.useMemo)(() => filterChips(filters), [filters]);
	const apiQuery = (0, import_react.useMemo)(() => apiQueryFromFilters(filters), [filters]);
	const storedDisplay = useStoredValue(STORAGE_KEYS.quoteViewMode, parseStoredDisplayMode, serverStoredDisplay);
	const display = resolveDisplayMode(search.display, storedDisplay);
	const view = search.view ?? "grid";
	const [sheetOpen, setSheetOpen] = (0, import_react.useState)(false);
	const [sheetLoaded, setSheetLoaded] = (0, import_react.useState)(false);
	const filtersButton = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
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
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex flex-col gap-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-col gap-3",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuoteSearchBox, {
						value: filters.q,
						onSearch: (text) => {
							const next = applySearchText(filters, text);
							setFilters(next);
							return next.q;
						}
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "hidden items-start justify-between gap-2 md:flex",
						"data-testid": "quote-filters",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterControls, {
							filters,
							onChange: setFilters,
							canFilterStatus,
							signedIn,
							offered: OFFERED_FILTERS
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SortSelect, {
							filters,
							onChange: setFilters,
							className: "w-40 shrink-0"
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "flex items-center gap-2 md:hidden",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
							ref: filtersButton,
							type: "button",
							variant: "outline",
							"aria-haspopup": "dialog",
							onClick: () => {
								setSheetLoaded(true);
								setSheetOpen(true);
							},
							onPointerEnter: () => void __vitePreload(() => import("./mobile-filters-9UQ9EsPh.js"), __vite__mapDeps([0,1,2,3,4,5,6,7,8,9,10,11,12,13])),
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SlidersHorizontal, { "aria-hidden": "true" }),
								"Filters",
								sheetCount > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
									className: "ml-0.5 rounded-full bg-primary px-1.5 text-xs leading-5 text-primary-foreground",
									children: [
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
											className: "sr-only",
											children: "("
										}),
										sheetCount,
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
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
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterChips, {
				chips,
				onRemove: (chip) => setFilters(withoutChip(filters, chip)),
				onClear: clear,
				fallbackFocusId: SEARCH_INPUT_ID,
				className: "-mt-2"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuoteList, {
				query: apiQuery,
				chips,
				onClearFilters: clear,
				display,
				view,
				viewer,
				onEdit,
				heading: HEADINGS[filters.sort],
				actions: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ViewToggle, {
					view,
					onChange: setView,
					className: "hidden md:inline-flex"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DisplayToggle, {
					display,
					onChange: setDisplay,
					showText: true
				})] })
			}),
			sheetLoaded && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
				fallback: null,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MobileFilters, {
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
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageContainer, {
		className: "md:pt-12",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "mb-8 max-w-2xl",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "text-3xl font-semibold tracking-tight text-balance sm:text-4xl",
				children: "Quotes worth sharing"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-3 text-base text-muted-foreground text-pretty sm:text-lg",
				children: "Discover words that move, comfort and challenge — from writers, thinkers, leaders and everyday people around the world. Every quote here has been reviewed before it was published."
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuoteDiscovery, {
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
	(0, import_react.useEffect)(() => {
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
