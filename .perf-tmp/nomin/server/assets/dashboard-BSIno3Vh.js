import { A as preloadQuoteEditor, H as Button, K as useAuth, P as canDeleteQuote, V as Spinner, j as useQuoteEditor, l as displayNameOf, tt as usePageTitle } from "../entry-server.js";
import "./quotes-CjsTnOKq.js";
import { n as STATUS_LABELS, r as visibleTags, t as QuoteStatusBadge } from "./quote-status-badge-CyhNtUBB.js";
import { n as Badge, t as Skeleton } from "./skeleton-CG9HoDzl.js";
import { i as FetchError, n as formatDate, r as formatRelative, t as RequireSignIn } from "./access-gates-DLmkB3Lg.js";
import { i as TabsTrigger, n as TabsContent, r as TabsList, t as Tabs } from "./tabs-ipOQ98zy.js";
import { a as QUOTE_LIST_STALE_MS, i as QUOTE_LIST_GC_MS, o as QUOTE_QUERY_LIMIT } from "./constants-DC2r50n9.js";
import { a as withQuery, r as apiFetch } from "./api-CIaH_iHj.js";
import { t as PageContainer } from "./page-BOc20Cw7.js";
import { t as useViewer } from "./use-viewer-C8TC4SN7.js";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { AlertCircleIcon, FileTextIcon, HistoryIcon, PencilIcon, PlusIcon, RotateCwIcon, Trash2Icon } from "lucide-react";
// src/client/features/dashboard/api/get-my-submissions.ts
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
var EMPTY_GROUP_TEXT = {
	pending: "Nothing is waiting for review. Quotes you submit show up here until an administrator has looked at them.",
	draft: "No drafts. Save a quote as a draft to finish it later.",
	rejected: "None of your quotes were rejected.",
	approved: "No published quotes yet. Approved quotes appear on the home page for everyone."
};
/** The signed-in user's quotes in tabs by status (Pending, Draft, Rejected, Approved) with Edit and Delete. */
function Submissions({ viewer, onEdit, onDelete, onSubmitQuote }) {
	const submissions = useMySubmissions(viewer.id);
	const [selected, setSelected] = useState(null);
	if (submissions.isPending) return /* @__PURE__ */ jsx(SubmissionsSkeleton, {});
	if (submissions.isError) return /* @__PURE__ */ jsx(FetchError, {
		title: "Failed to fetch quotes",
		error: submissions.error,
		retrying: submissions.isFetching,
		onRetry: () => void submissions.refetch()
	});
	const quotes = submissions.data.quotes;
	if (quotes.length === 0) return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-col items-center rounded-xl border border-dashed px-6 py-14 text-center",
		"data-testid": "submissions-empty",
		children: [
			/* @__PURE__ */ jsx("div", {
				className: "mb-4 flex size-12 items-center justify-center rounded-full bg-primary/10",
				children: /* @__PURE__ */ jsx(FileTextIcon, {
					"aria-hidden": "true",
					className: "size-6 text-primary"
				})
			}),
			/* @__PURE__ */ jsx("h3", {
				className: "text-lg font-semibold",
				children: "You have not submitted any quotes yet"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-2 max-w-sm text-sm text-muted-foreground",
				children: "Share the words that moved you. Save them as a draft or submit them for review."
			}),
			/* @__PURE__ */ jsxs(Button, {
				className: "mt-6",
				onClick: onSubmitQuote,
				children: [/* @__PURE__ */ jsx(PlusIcon, { "aria-hidden": "true" }), "Submit your first quote"]
			})
		]
	});
	const groups = groupSubmissions(quotes);
	const active = selected ?? firstNonEmptyGroup(groups);
	return /* @__PURE__ */ jsxs(Tabs, {
		value: active,
		onValueChange: (value) => setSelected(value),
		className: "gap-4",
		children: [/* @__PURE__ */ jsx(TabsList, {
			className: "grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:w-fit",
			"aria-label": "Your quotes by status",
			children: DASHBOARD_GROUPS.map((status) => /* @__PURE__ */ jsxs(TabsTrigger, {
				value: status,
				className: "gap-2 px-3 py-1.5",
				"data-testid": `tab-${status}`,
				children: [STATUS_LABELS[status], /* @__PURE__ */ jsx("span", {
					className: "rounded-full bg-muted-foreground/15 px-1.5 text-xs tabular-nums",
					"aria-label": `${groups[status].length} quotes`,
					children: groups[status].length
				})]
			}, status))
		}), DASHBOARD_GROUPS.map((status) => /* @__PURE__ */ jsx(TabsContent, {
			value: status,
			"data-testid": `group-${status}`,
			children: groups[status].length === 0 ? /* @__PURE__ */ jsxs("div", {
				className: "flex flex-col items-center rounded-xl border border-dashed px-6 py-10 text-center",
				children: [
					/* @__PURE__ */ jsxs("p", {
						className: "font-medium",
						children: [
							"No ",
							STATUS_LABELS[status].toLowerCase(),
							" quotes"
						]
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-1 max-w-md text-sm text-muted-foreground",
						children: EMPTY_GROUP_TEXT[status]
					}),
					/* @__PURE__ */ jsxs(Button, {
						className: "mt-4",
						variant: "outline",
						size: "sm",
						onClick: onSubmitQuote,
						children: [/* @__PURE__ */ jsx(PlusIcon, { "aria-hidden": "true" }), "Submit a quote"]
					})
				]
			}) : /* @__PURE__ */ jsx("ul", {
				className: "grid gap-3",
				children: groups[status].map((quote) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(SubmissionRow, {
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
	return /* @__PURE__ */ jsxs("article", {
		className: "grid gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs sm:grid-cols-[1fr_auto] sm:gap-4 sm:p-5",
		"data-testid": "submission",
		"data-status": quote.status,
		children: [/* @__PURE__ */ jsxs("div", {
			className: "min-w-0",
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "mb-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground",
					children: [/* @__PURE__ */ jsx(QuoteStatusBadge, { status: quote.status }), /* @__PURE__ */ jsxs("span", { children: [
						quote.status === "draft" ? "Saved" : "Submitted",
						" ",
						formatDate(quote.created_at)
					] })]
				}),
				/* @__PURE__ */ jsx("blockquote", {
					className: "text-pretty break-words",
					children: /* @__PURE__ */ jsx("p", {
						className: "line-clamp-3",
						children: /* @__PURE__ */ jsx(Link, {
							to: "/quote/$slug",
							params: { slug: quote.url_slug },
							className: "rounded-sm outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50",
							children: quote.text
						})
					})
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "mt-1 text-sm font-medium text-muted-foreground",
					children: ["— ", quote.author]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "mt-3 flex flex-wrap items-center gap-1.5",
					children: [
						/* @__PURE__ */ jsx(Badge, {
							variant: "secondary",
							className: "capitalize",
							children: quote.category
						}),
						shown.map((tag) => /* @__PURE__ */ jsx(Badge, {
							variant: "outline",
							className: "max-w-40 truncate font-normal text-muted-foreground",
							children: tag
						}, tag)),
						hidden > 0 && /* @__PURE__ */ jsxs("span", {
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
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex items-start gap-2 sm:flex-col sm:items-stretch",
			children: [/* @__PURE__ */ jsxs(Button, {
				variant: "outline",
				size: "sm",
				onClick: () => onEdit(quote),
				"aria-label": `Edit “${quote.text.slice(0, 40)}”`,
				children: [/* @__PURE__ */ jsx(PencilIcon, { "aria-hidden": "true" }), "Edit"]
			}), deletable && /* @__PURE__ */ jsxs(Button, {
				variant: "ghost",
				size: "sm",
				className: "text-destructive hover:bg-destructive/10 hover:text-destructive",
				onClick: () => onDelete(quote),
				"aria-label": `Delete “${quote.text.slice(0, 40)}”`,
				children: [/* @__PURE__ */ jsx(Trash2Icon, { "aria-hidden": "true" }), "Delete"]
			})]
		})]
	});
}
function SubmissionsSkeleton() {
	return /* @__PURE__ */ jsxs("div", {
		className: "grid gap-4",
		"aria-busy": "true",
		children: [
			/* @__PURE__ */ jsx("span", {
				className: "sr-only",
				role: "status",
				children: "Loading your quotes..."
			}),
			/* @__PURE__ */ jsx(Skeleton, { className: "h-9 w-full sm:w-96" }),
			Array.from({ length: 3 }, (_, index) => /* @__PURE__ */ jsxs("div", {
				className: "grid gap-3 rounded-xl border p-5",
				children: [
					/* @__PURE__ */ jsx(Skeleton, { className: "h-5 w-32" }),
					/* @__PURE__ */ jsx(Skeleton, { className: "h-5 w-full" }),
					/* @__PURE__ */ jsx(Skeleton, { className: "h-5 w-2/3" }),
					/* @__PURE__ */ jsx(Skeleton, { className: "h-5 w-40" })
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
	const [showAll, setShowAll] = useState(false);
	if (visited.isPending) return /* @__PURE__ */ jsxs("ul", {
		className: "grid gap-2",
		"aria-busy": "true",
		children: [/* @__PURE__ */ jsx("span", {
			className: "sr-only",
			role: "status",
			children: "Loading recently visited quotes..."
		}), Array.from({ length: 3 }, (_, index) => /* @__PURE__ */ jsxs("li", {
			className: "grid gap-2 rounded-lg border p-3",
			children: [/* @__PURE__ */ jsx(Skeleton, { className: "h-4 w-full" }), /* @__PURE__ */ jsx(Skeleton, { className: "h-4 w-1/2" })]
		}, index))]
	});
	if (visited.isError) return /* @__PURE__ */ jsxs("div", {
		role: "alert",
		className: "grid justify-items-start gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm",
		children: [
			/* @__PURE__ */ jsxs("p", {
				className: "flex items-center gap-2 font-medium text-red-700 dark:text-destructive",
				children: [/* @__PURE__ */ jsx(AlertCircleIcon, {
					"aria-hidden": "true",
					className: "size-4"
				}), "Failed to fetch quotes"]
			}),
			/* @__PURE__ */ jsx("p", {
				className: "break-words text-muted-foreground",
				children: visited.error.message
			}),
			/* @__PURE__ */ jsxs(Button, {
				variant: "outline",
				size: "sm",
				onClick: () => void visited.refetch(),
				disabled: visited.isFetching,
				children: [visited.isFetching ? /* @__PURE__ */ jsx(Spinner, {}) : /* @__PURE__ */ jsx(RotateCwIcon, { "aria-hidden": "true" }), "Retry"]
			})
		]
	});
	const quotes = visited.data.quotes;
	if (quotes.length === 0) return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-col items-center rounded-lg border border-dashed px-4 py-8 text-center",
		"data-testid": "visited-empty",
		children: [
			/* @__PURE__ */ jsx(HistoryIcon, {
				"aria-hidden": "true",
				className: "mb-2 size-5 text-muted-foreground"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-sm font-medium",
				children: "No visits yet"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-1 text-sm text-muted-foreground",
				children: "Quotes you open will show up here."
			}),
			/* @__PURE__ */ jsx(Button, {
				asChild: true,
				variant: "link",
				size: "sm",
				className: "mt-1",
				children: /* @__PURE__ */ jsx(Link, {
					to: "/",
					children: "Browse quotes"
				})
			})
		]
	});
	const shown = showAll ? quotes : quotes.slice(0, FIRST_SHOWN);
	return /* @__PURE__ */ jsxs("div", {
		className: "grid gap-2",
		children: [/* @__PURE__ */ jsx("ul", {
			className: "grid gap-2",
			"data-testid": "visited-quotes",
			children: shown.map((quote) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
				to: "/quote/$slug",
				params: { slug: quote.url_slug },
				className: "group grid gap-1 rounded-lg border bg-card p-3 text-sm outline-none transition-colors hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50",
				children: [/* @__PURE__ */ jsx("span", {
					className: "line-clamp-2 text-pretty break-words group-hover:text-primary",
					children: quote.text
				}), /* @__PURE__ */ jsxs("span", {
					className: "flex flex-wrap items-center justify-between gap-x-2 text-xs text-muted-foreground",
					children: [/* @__PURE__ */ jsxs("span", {
						className: "truncate",
						children: ["— ", quote.author]
					}), quote.visited_at && /* @__PURE__ */ jsx("time", {
						dateTime: quote.visited_at,
						children: formatRelative(quote.visited_at)
					})]
				})]
			}) }, quote.quote_id ?? quote.id))
		}), quotes.length > FIRST_SHOWN && /* @__PURE__ */ jsx(Button, {
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
	return /* @__PURE__ */ jsxs("div", {
		className: "grid gap-10",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex flex-wrap items-end justify-between gap-4",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "min-w-0",
				children: [/* @__PURE__ */ jsx("h1", {
					className: "text-3xl font-semibold tracking-tight sm:text-4xl",
					children: "Dashboard"
				}), /* @__PURE__ */ jsxs("p", {
					className: "mt-2 text-muted-foreground",
					children: [
						/* @__PURE__ */ jsxs("span", {
							"data-testid": "dashboard-welcome",
							className: "font-medium text-foreground",
							children: [
								"Welcome, ",
								name,
								"!"
							]
						}),
						" ",
						/* @__PURE__ */ jsxs("span", {
							className: "[overflow-wrap:anywhere]",
							children: [
								"Signed in as ",
								email,
								"."
							]
						})
					]
				})]
			}), /* @__PURE__ */ jsxs(Button, {
				onClick: onSubmitQuote,
				onPointerEnter: onPreloadEditor,
				onFocus: onPreloadEditor,
				children: [/* @__PURE__ */ jsx(PlusIcon, { "aria-hidden": "true" }), "Submit Quote"]
			})]
		}), /* @__PURE__ */ jsxs("div", {
			className: "grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]",
			children: [/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "my-quotes-heading",
				className: "min-w-0",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "my-quotes-heading",
					className: "mb-4 text-xl font-semibold tracking-tight",
					children: "Your quotes"
				}), /* @__PURE__ */ jsx(Submissions, {
					viewer,
					onSubmitQuote,
					...actions
				})]
			}), /* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "visited-heading",
				className: "min-w-0",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "visited-heading",
					className: "mb-4 text-xl font-semibold tracking-tight",
					children: "Recently visited"
				}), /* @__PURE__ */ jsx(VisitedQuotes, { userId: viewer.id })]
			})]
		})]
	});
}
// src/client/app/routes/dashboard.tsx?tsr-split=component
function DashboardRoute() {
	return /* @__PURE__ */ jsx(RequireSignIn, {
		what: "your dashboard",
		children: /* @__PURE__ */ jsx(DashboardPage, {})
	});
}
function DashboardPage() {
	usePageTitle("Dashboard");
	const { user } = useAuth();
	const viewer = useViewer();
	const { openEditor, requestDelete } = useQuoteEditor();
	if (!user || !viewer) return null;
	const firstname = user.user_metadata.firstname || displayNameOf(user);
	return /* @__PURE__ */ jsx(PageContainer, { children: /* @__PURE__ */ jsx(DashboardView, {
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
