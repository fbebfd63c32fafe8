import { B as useQuoteEditor, Et as usePageTitle, U as canDeleteQuote, Z as Spinner, ft as RotateCw, kt as Link, mt as Plus, v as displayNameOf, xt as useAuth, z as preloadQuoteEditor } from "./index-B9EO6Tp7.js";
import { s as createLucideIcon, t as Button } from "./button-C9VChmVY.js";
import { a as __toESM, n as require_react, t as require_jsx_runtime } from "./jsx-runtime-Dq8_Q5KF.js";
import { t as Pencil } from "./pencil-jAWxyzvE.js";
import { a as Trash, i as TabsTrigger, n as TabsContent, r as TabsList, t as Tabs } from "./tabs-BAoQ_pS1.js";
import "./quotes-Egg038Tj.js";
import { n as STATUS_LABELS, r as visibleTags, t as QuoteStatusBadge } from "./quote-status-badge-DUYzuCdi.js";
import { n as Badge, t as Skeleton } from "./skeleton-0XFADqjC.js";
import { i as FetchError, n as formatDate, r as formatRelative, t as RequireSignIn } from "./access-gates-DTULQSU4.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-DYezUBQg.js";
import { a as QUOTE_LIST_STALE_MS, i as QUOTE_LIST_GC_MS, o as QUOTE_QUERY_LIMIT } from "./constants-DC2r50n9.js";
import { i as withQuery, r as apiFetch } from "./api-BnqfSDLB.js";
import { t as CircleExclamationPoint } from "./circle-exclamation-point-6AWRQTN1.js";
import { t as PageContainer } from "./page-B9qAiS4l.js";
import { t as useViewer } from "./use-viewer-BdHIdAlU.js";
// node_modules/lucide-react/dist/esm/icons/file-text.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "file-text",
	size: 24,
	node: [
		["path", {
			d: "M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z",
			key: "1oefj6"
		}],
		["path", {
			d: "M14 2v5a1 1 0 0 0 1 1h5",
			key: "wfsgrz"
		}],
		["path", {
			d: "M10 9H8",
			key: "b1mrlr"
		}],
		["path", {
			d: "M16 13H8",
			key: "t4e002"
		}],
		["path", {
			d: "M16 17H8",
			key: "z1uh3a"
		}]
	]
};
__iconData$1.node;
var FileText = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/rotate-ccw-clock.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "rotate-ccw-clock",
	size: 24,
	node: [
		["path", {
			d: "M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8",
			key: "1357e3"
		}],
		["path", {
			d: "M3 3v5h5",
			key: "1xhq8a"
		}],
		["path", {
			d: "M12 7v5l4 2",
			key: "1fdv2h"
		}]
	],
	aliases: ["history"]
};
__iconData.node;
var RotateCcwClock = createLucideIcon(__iconData);
// src/client/features/dashboard/api/get-my-submissions.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var QUOTES_PATH$1 = "/api/quotes";
/** GET /api/quotes?userFilter=submitted: every quote the signed-in user submitted, in any status, newest first. */
function getMySubmissions(signal) {
	return apiFetch(withQuery(QUOTES_PATH$1, {
		userFilter: "submitted",
		limit: QUOTE_QUERY_LIMIT
	}), { signal });
}
/** Keyed by the user too, so that one account's list never shows under another's name. */
function mySubmissionsQueryOptions(userId) {
	return queryOptions({
		queryKey: [QUOTES_PATH$1, {
			userFilter: "submitted",
			limit: QUOTE_QUERY_LIMIT,
			user: userId
		}],
		queryFn: ({ signal }) => getMySubmissions(signal),
		staleTime: QUOTE_LIST_STALE_MS,
		gcTime: QUOTE_LIST_GC_MS
	});
}
function useMySubmissions(userId) {
	return useQuery(mySubmissionsQueryOptions(userId));
}
// src/client/features/dashboard/group-submissions.ts
/** The dashboard's groups, in the order they are shown: what needs attention first. */
var DASHBOARD_GROUPS = [
	"pending",
	"draft",
	"rejected",
	"approved"
];
/** A user's quotes by status, newest first within each group. */
function groupSubmissions(quotes) {
	const groups = {
		pending: [],
		draft: [],
		rejected: [],
		approved: []
	};
	for (const quote of quotes) groups[quote.status].push(quote);
	for (const status of DASHBOARD_GROUPS) groups[status].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
	return groups;
}
/** The group to open first: the first one (in DASHBOARD_GROUPS order) that has quotes, else pending. */
function firstNonEmptyGroup(groups) {
	return DASHBOARD_GROUPS.find((status) => groups[status].length > 0) ?? "pending";
}
// src/client/features/dashboard/components/submissions.tsx
var import_jsx_runtime = require_jsx_runtime();
var EMPTY_GROUP_TEXT = {
	pending: "Nothing is waiting for review. Quotes you submit show up here until an administrator has looked at them.",
	draft: "No drafts. Save a quote as a draft to finish it later.",
	rejected: "None of your quotes were rejected.",
	approved: "No published quotes yet. Approved quotes appear on the home page for everyone."
};
/** The signed-in user's quotes in tabs by status (Pending, Draft, Rejected, Approved) with Edit and Delete. */
function Submissions({ viewer, onEdit, onDelete, onSubmitQuote }) {
	const submissions = useMySubmissions(viewer.id);
	const [selected, setSelected] = (0, import_react.useState)(null);
	if (submissions.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmissionsSkeleton, {});
	if (submissions.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FetchError, {
		title: "Failed to fetch quotes",
		error: submissions.error,
		retrying: submissions.isFetching,
		onRetry: () => void submissions.refetch()
	});
	const quotes = submissions.data.quotes;
	if (quotes.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex flex-col items-center rounded-xl border border-dashed px-6 py-14 text-center",
		"data-testid": "submissions-empty",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mb-4 flex size-12 items-center justify-center rounded-full bg-primary/10",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileText, {
					"aria-hidden": "true",
					className: "size-6 text-primary"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
				className: "text-lg font-semibold",
				children: "You have not submitted any quotes yet"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-2 max-w-sm text-sm text-muted-foreground",
				children: "Share the words that moved you. Save them as a draft or submit them for review."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
				className: "mt-6",
				onClick: onSubmitQuote,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Plus, { "aria-hidden": "true" }), "Submit your first quote"]
			})
		]
	});
	const groups = groupSubmissions(quotes);
	const active = selected ?? firstNonEmptyGroup(groups);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Tabs, {
		value: active,
		onValueChange: (value) => setSelected(value),
		className: "gap-4",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabsList, {
			className: "grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:w-fit",
			"aria-label": "Your quotes by status",
			children: DASHBOARD_GROUPS.map((status) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TabsTrigger, {
				value: status,
				className: "gap-2 px-3 py-1.5",
				"data-testid": `tab-${status}`,
				children: [STATUS_LABELS[status], /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "rounded-full bg-muted-foreground/15 px-1.5 text-xs tabular-nums",
					"aria-label": `${groups[status].length} quotes`,
					children: groups[status].length
				})]
			}, status))
		}), DASHBOARD_GROUPS.map((status) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabsContent, {
			value: status,
			"data-testid": `group-${status}`,
			children: groups[status].length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-col items-center rounded-xl border border-dashed px-6 py-10 text-center",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "font-medium",
						children: [
							"No ",
							STATUS_LABELS[status].toLowerCase(),
							" quotes"
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "mt-1 max-w-md text-sm text-muted-foreground",
						children: EMPTY_GROUP_TEXT[status]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						className: "mt-4",
						variant: "outline",
						size: "sm",
						onClick: onSubmitQuote,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Plus, { "aria-hidden": "true" }), "Submit a quote"]
					})
				]
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "grid gap-3",
				children: groups[status].map((quote) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmissionRow, {
					quote,
					deletable: canDeleteQuote(viewer, quote),
					onEdit,
					onDelete
				}) }, quote.id))
			})
		}, status))]
	});
}
function SubmissionRow({ quote, deletable, onEdit, onDelete }) {
	const { shown, hidden } = visibleTags(quote.tags);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "grid gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs sm:grid-cols-[1fr_auto] sm:gap-4 sm:p-5",
		"data-testid": "submission",
		"data-status": quote.status,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "min-w-0",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "mb-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuoteStatusBadge, { status: quote.status }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [
						quote.status === "draft" ? "Saved" : "Submitted",
						" ",
						formatDate(quote.created_at)
					] })]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("blockquote", {
					className: "text-pretty break-words",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "line-clamp-3",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: "/quote/$slug",
							params: { slug: quote.url_slug },
							className: "rounded-sm outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50",
							children: quote.text
						})
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "mt-1 text-sm font-medium text-muted-foreground",
					children: ["— ", quote.author]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "mt-3 flex flex-wrap items-center gap-1.5",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
							variant: "secondary",
							className: "capitalize",
							children: quote.category
						}),
						shown.map((tag) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
							variant: "outline",
							className: "max-w-40 truncate font-normal text-muted-foreground",
							children: tag
						}, tag)),
						hidden > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "text-xs text-muted-foreground",
							children: [
								"+",
								hidden,
								" more"
							]
						})
					]
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex items-start gap-2 sm:flex-col sm:items-stretch",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
				variant: "outline",
				size: "sm",
				onClick: () => onEdit(quote),
				"aria-label": `Edit “${quote.text.slice(0, 40)}”`,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pencil, { "aria-hidden": "true" }), "Edit"]
			}), deletable && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
				variant: "ghost",
				size: "sm",
				className: "text-destructive hover:bg-destructive/10 hover:text-destructive",
				onClick: () => onDelete(quote),
				"aria-label": `Delete “${quote.text.slice(0, 40)}”`,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, { "aria-hidden": "true" }), "Delete"]
			})]
		})]
	});
}
function SubmissionsSkeleton() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-4",
		"aria-busy": "true",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "sr-only",
				role: "status",
				children: "Loading your quotes..."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-9 w-full sm:w-96" }),
			Array.from({ length: 3 }, (_, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-3 rounded-xl border p-5",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-5 w-32" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-5 w-full" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-5 w-2/3" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-5 w-40" })
				]
			}, index))
		]
	});
}
// src/client/features/dashboard/api/get-visited-quotes.ts
var QUOTES_PATH = "/api/quotes";
/** GET /api/quotes?userFilter=visited: quotes the signed-in user opened, last visited first (items carry visited_at). */
function getVisitedQuotes(signal) {
	return apiFetch(withQuery(QUOTES_PATH, {
		userFilter: "visited",
		limit: QUOTE_QUERY_LIMIT
	}), { signal });
}
function visitedQuotesQueryOptions(userId) {
	return queryOptions({
		queryKey: [QUOTES_PATH, {
			userFilter: "visited",
			limit: QUOTE_QUERY_LIMIT,
			user: userId
		}],
		queryFn: ({ signal }) => getVisitedQuotes(signal),
		staleTime: QUOTE_LIST_STALE_MS,
		gcTime: QUOTE_LIST_GC_MS
	});
}
function useVisitedQuotes(userId) {
	return useQuery(visitedQuotesQueryOptions(userId));
}
// src/client/features/dashboard/components/visited-quotes.tsx
var FIRST_SHOWN = 6;
/** The quotes the user opened lately, last visited first. */
function VisitedQuotes({ userId }) {
	const visited = useVisitedQuotes(userId);
	const [showAll, setShowAll] = (0, import_react.useState)(false);
	if (visited.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
		className: "grid gap-2",
		"aria-busy": "true",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "sr-only",
			role: "status",
			children: "Loading recently visited quotes..."
		}), Array.from({ length: 3 }, (_, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: "grid gap-2 rounded-lg border p-3",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-4 w-full" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-4 w-1/2" })]
		}, index))]
	});
	if (visited.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		role: "alert",
		className: "grid justify-items-start gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "flex items-center gap-2 font-medium text-red-700 dark:text-destructive",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircleExclamationPoint, {
					"aria-hidden": "true",
					className: "size-4"
				}), "Failed to fetch quotes"]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "break-words text-muted-foreground",
				children: visited.error.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
				variant: "outline",
				size: "sm",
				onClick: () => void visited.refetch(),
				disabled: visited.isFetching,
				children: [visited.isFetching ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RotateCw, { "aria-hidden": "true" }), "Retry"]
			})
		]
	});
	const quotes = visited.data.quotes;
	if (quotes.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex flex-col items-center rounded-lg border border-dashed px-4 py-8 text-center",
		"data-testid": "visited-empty",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RotateCcwClock, {
				"aria-hidden": "true",
				className: "mb-2 size-5 text-muted-foreground"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-sm font-medium",
				children: "No visits yet"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-1 text-sm text-muted-foreground",
				children: "Quotes you open will show up here."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				asChild: true,
				variant: "link",
				size: "sm",
				className: "mt-1",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: "/",
					children: "Browse quotes"
				})
			})
		]
	});
	const shown = showAll ? quotes : quotes.slice(0, FIRST_SHOWN);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-2",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "grid gap-2",
			"data-testid": "visited-quotes",
			children: shown.map((quote) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
				to: "/quote/$slug",
				params: { slug: quote.url_slug },
				className: "group grid gap-1 rounded-lg border bg-card p-3 text-sm outline-none transition-colors hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "line-clamp-2 text-pretty break-words group-hover:text-primary",
					children: quote.text
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "flex flex-wrap items-center justify-between gap-x-2 text-xs text-muted-foreground",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "truncate",
						children: ["— ", quote.author]
					}), quote.visited_at && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
						dateTime: quote.visited_at,
						children: formatRelative(quote.visited_at)
					})]
				})]
			}) }, quote.quote_id ?? quote.id))
		}), quotes.length > FIRST_SHOWN && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "ghost",
			size: "sm",
			className: "justify-self-start",
			onClick: () => setShowAll(!showAll),
			children: showAll ? "Show fewer" : `Show all ${quotes.length}`
		})]
	});
}
// src/client/features/dashboard/components/dashboard-view.tsx
/** The signed-in user's dashboard: their quotes by status, and the quotes they visited lately. */
function DashboardView({ viewer, name, email, onSubmitQuote, onPreloadEditor, ...actions }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-10",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex flex-wrap items-end justify-between gap-4",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "min-w-0",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
					className: "text-3xl font-semibold tracking-tight sm:text-4xl",
					children: "Dashboard"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "mt-2 text-muted-foreground",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							"data-testid": "dashboard-welcome",
							className: "font-medium text-foreground",
							children: [
								"Welcome, ",
								name,
								"!"
							]
						}),
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "[overflow-wrap:anywhere]",
							children: [
								"Signed in as ",
								email,
								"."
							]
						})
					]
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
				onClick: onSubmitQuote,
				onPointerEnter: onPreloadEditor,
				onFocus: onPreloadEditor,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Plus, { "aria-hidden": "true" }), "Submit Quote"]
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				"aria-labelledby": "my-quotes-heading",
				className: "min-w-0",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "my-quotes-heading",
					className: "mb-4 text-xl font-semibold tracking-tight",
					children: "Your quotes"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Submissions, {
					viewer,
					onSubmitQuote,
					...actions
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				"aria-labelledby": "visited-heading",
				className: "min-w-0",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "visited-heading",
					className: "mb-4 text-xl font-semibold tracking-tight",
					children: "Recently visited"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisitedQuotes, { userId: viewer.id })]
			})]
		})]
	});
}
// src/client/app/routes/dashboard.tsx?tsr-split=component
function DashboardRoute() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RequireSignIn, {
		what: "your dashboard",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DashboardPage, {})
	});
}
function DashboardPage() {
	usePageTitle("Dashboard");
	const { user } = useAuth();
	const viewer = useViewer();
	const { openEditor, requestDelete } = useQuoteEditor();
	if (!user || !viewer) return null;
	const firstname = user.user_metadata.firstname || displayNameOf(user);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageContainer, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DashboardView, {
		viewer,
		name: firstname,
		email: user.email,
		onSubmitQuote: () => openEditor(),
		onPreloadEditor: preloadQuoteEditor,
		onEdit: openEditor,
		onDelete: requestDelete
	}) });
}
export { DashboardRoute as component };
