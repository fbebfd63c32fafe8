import { C as Dialog, D as DialogFooter, E as DialogDescription, H as Button, K as useAuth, O as DialogHeader, T as DialogContent, j as useQuoteEditor, k as DialogTitle, tt as usePageTitle } from "../entry-server.js";
import { n as QUOTE_MESSAGES } from "./quotes-CjsTnOKq.js";
import { n as Badge, t as Skeleton } from "./skeleton-CG9HoDzl.js";
import { t as Checkbox } from "./checkbox-DUbTxBD2.js";
import { i as FetchError, n as formatDate, r as formatRelative, t as RequireSignIn } from "./access-gates-DLmkB3Lg.js";
import { a as withQuery, r as apiFetch, t as ApiError } from "./api-CIaH_iHj.js";
import { n as formatCount, r as pluralize, t as cn } from "./utils-C-mJS6jL.js";
import { n as invalidateQuoteQueries } from "./quote-cache-C4V2Gj4v.js";
import { o as QUOTE_QUERY_LIMIT } from "./constants-DC2r50n9.js";
import { t as Label } from "./label-Csc3aM2z.js";
import { t as Textarea } from "./textarea-_bnQ3T94.js";
import { t as PageContainer } from "./page-BOc20Cw7.js";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useId, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { toast } from "sonner";
import { AlertCircleIcon, AlertTriangleIcon, CheckCheckIcon, CheckIcon, CircleCheckIcon, CircleDashedIcon, CircleXIcon, ClockIcon, InboxIcon, LibraryIcon, MailIcon, PencilIcon, UserIcon, XIcon } from "lucide-react";
// src/client/features/moderation/api/get-quote-counts.ts
var QUOTE_COUNTS_PATH = "/api/admin/quote-counts";
/** GET /api/admin/quote-counts (admin): how many quotes are in each status. */
function getQuoteCounts(signal) {
	return apiFetch(QUOTE_COUNTS_PATH, { signal });
}
function quoteCountsQueryOptions() {
	return queryOptions({
		queryKey: [QUOTE_COUNTS_PATH],
		queryFn: ({ signal }) => getQuoteCounts(signal)
	});
}
function useQuoteCounts() {
	return useQuery(quoteCountsQueryOptions());
}
// src/client/features/moderation/api/get-pending-quotes.ts
var QUOTES_PATH = "/api/quotes";
/** Oldest first: the queue is worked through in the order quotes arrived. */
function oldestFirst(quotes) {
	return [...quotes].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id.localeCompare(b.id));
}
/** GET /api/quotes?status=pending&sort=oldest (admin): the moderation queue, oldest first. */
function getPendingQuotes(signal) {
	return apiFetch(withQuery(QUOTES_PATH, {
		status: "pending",
		sort: "oldest",
		limit: QUOTE_QUERY_LIMIT
	}), { signal });
}
function pendingQuotesQueryOptions() {
	return queryOptions({
		queryKey: [QUOTES_PATH, {
			status: "pending",
			sort: "oldest",
			limit: QUOTE_QUERY_LIMIT,
			queue: "moderation"
		}],
		queryFn: ({ signal }) => getPendingQuotes(signal)
	});
}
function usePendingQuotes() {
	return useQuery(pendingQuotesQueryOptions());
}
// src/client/features/moderation/queue-cache.ts
/**
* Runs a moderation call on each quote with the quotes taken out of the queue at once (optimistically);
* those whose call fails go back. Afterwards everything that shows quotes is refetched.
*/
async function moderateOptimistically(queryClient, quotes, call, movedTo) {
	const queueKey = pendingQuotesQueryOptions().queryKey;
	const countsKey = quoteCountsQueryOptions().queryKey;
	await queryClient.cancelQueries({ queryKey: queueKey });
	const ids = new Set(quotes.map((quote) => quote.id));
	queryClient.setQueryData(queueKey, (old) => old ? {
		quotes: old.quotes.filter((quote) => !ids.has(quote.id)),
		total: Math.max(0, old.total - ids.size)
	} : old);
	queryClient.setQueryData(countsKey, (old) => old ? {
		...old,
		pending: Math.max(0, old.pending - ids.size),
		[movedTo]: old[movedTo] + ids.size
	} : old);
	const settled = await Promise.allSettled(quotes.map((quote) => call(quote)));
	const result = {
		succeeded: [],
		failed: []
	};
	settled.forEach((outcome, index) => {
		const quote = quotes[index];
		if (!quote) return;
		if (outcome.status === "fulfilled") result.succeeded.push(quote);
		else result.failed.push({
			quote,
			error: outcome.reason
		});
	});
	if (result.failed.length > 0) {
		const back = result.failed.map(({ quote }) => quote);
		queryClient.setQueryData(queueKey, (old) => old ? {
			quotes: oldestFirst([...old.quotes, ...back]),
			total: old.total + back.length
		} : old);
	}
	await invalidateQuoteQueries(queryClient);
	return result;
}
// src/client/features/moderation/api/approve-quote.ts
/** POST /api/quotes/{id}/approve (admin) with approvedBy (SPEC §4, §7): the quote becomes public. */
function approveQuote(id, approvedBy) {
	return apiFetch(`/api/quotes/${encodeURIComponent(id)}/approve`, {
		method: "POST",
		json: { approvedBy }
	});
}
/** Approves one or several quotes (a bulk approval is one call per quote), taking them out of the queue at once. */
function useApproveQuotes(approvedBy) {
	const queryClient = useQueryClient();
	return useMutation({ mutationFn: (quotes) => moderateOptimistically(queryClient, quotes, (quote) => approveQuote(quote.id, approvedBy), "approved") });
}
// src/client/features/moderation/api/get-quote-duplicates.ts
var duplicatesPath = (id) => `/api/quotes/${encodeURIComponent(id)}/duplicates`;
/** GET /api/quotes/{id}/duplicates (admin): quotes whose text is very similar to this one's. */
function getQuoteDuplicates(id, signal) {
	return apiFetch(duplicatesPath(id), { signal });
}
function quoteDuplicatesQueryOptions(id) {
	return queryOptions({
		queryKey: [duplicatesPath(id)],
		queryFn: ({ signal }) => getQuoteDuplicates(id, signal)
	});
}
function useQuoteDuplicates(id) {
	return useQuery(quoteDuplicatesQueryOptions(id));
}
// src/client/features/moderation/api/reject-quote.ts
/** POST /api/quotes/{id}/reject (admin), with an optional reason kept in the audit log. */
function rejectQuote(id, reason) {
	return apiFetch(`/api/quotes/${encodeURIComponent(id)}/reject`, {
		method: "POST",
		json: reason ? { reason } : {}
	});
}
/** Rejects a quote, taking it out of the queue at once. */
function useRejectQuote() {
	const queryClient = useQueryClient();
	return useMutation({ mutationFn: ({ quote, reason }) => moderateOptimistically(queryClient, [quote], (q) => rejectQuote(q.id, reason), "rejected") });
}
// src/client/features/moderation/components/reject-dialog.tsx
/** Asks for an optional reason before a quote is rejected. */
function RejectDialog({ quote, onOpenChange, onReject }) {
	const [reason, setReason] = useState("");
	const id = useId();
	const reasonRef = useRef(null);
	const opener = useRef(null);
	return /* @__PURE__ */ jsx(Dialog, {
		open: quote !== null,
		onOpenChange: (open) => {
			if (!open) setReason("");
			onOpenChange(open);
		},
		children: /* @__PURE__ */ jsx(DialogContent, {
			"data-testid": "reject-dialog",
			onOpenAutoFocus: (event) => {
				opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
				event.preventDefault();
				reasonRef.current?.focus();
			},
			onCloseAutoFocus: (event) => {
				event.preventDefault();
				if (opener.current?.isConnected) opener.current.focus();
				else document.getElementById("main")?.focus();
			},
			children: /* @__PURE__ */ jsxs("form", {
				className: "grid gap-4",
				onSubmit: (event) => {
					event.preventDefault();
					if (!quote) return;
					onReject(quote, reason.trim() || void 0);
					setReason("");
				},
				children: [
					/* @__PURE__ */ jsxs(DialogHeader, { children: [/* @__PURE__ */ jsx(DialogTitle, { children: "Reject this quote?" }), /* @__PURE__ */ jsx(DialogDescription, {
						className: "line-clamp-3",
						children: quote ? `“${quote.text}” — ${quote.author}` : null
					})] }),
					/* @__PURE__ */ jsxs("div", {
						className: "grid gap-2",
						children: [/* @__PURE__ */ jsxs(Label, {
							htmlFor: id,
							children: ["Reason ", /* @__PURE__ */ jsx("span", {
								className: "font-normal text-muted-foreground",
								children: "(optional, kept in the audit log)"
							})]
						}), /* @__PURE__ */ jsx(Textarea, {
							id,
							value: reason,
							maxLength: 1e3,
							onChange: (event) => setReason(event.target.value),
							placeholder: "e.g. Misattributed, duplicate, offensive…",
							rows: 3,
							ref: reasonRef
						})]
					}),
					/* @__PURE__ */ jsxs(DialogFooter, { children: [/* @__PURE__ */ jsx(Button, {
						type: "button",
						variant: "outline",
						onClick: () => onOpenChange(false),
						children: "Cancel"
					}), /* @__PURE__ */ jsx(Button, {
						type: "submit",
						variant: "destructive",
						children: "Reject quote"
					})] })
				]
			})
		})
	});
}
// src/client/features/moderation/components/moderation-queue.tsx
var PAGE = 20;
function excerpt(text, max = 60) {
	return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
function errorMessage(error) {
	return error instanceof ApiError ? error.message : "Please try again.";
}
/** One toast that sums up a (bulk) approval. */
function toastApproval({ succeeded, failed }) {
	const total = succeeded.length + failed.length;
	const first = failed[0];
	if (!first) {
		const only = succeeded[0];
		toast.success(total === 1 ? "Quote approved" : `Approved ${pluralize(total, "quote")}`, { description: total === 1 && only ? `“${excerpt(only.text)}” is now public.` : "They are now public on the home page." });
	} else if (succeeded.length === 0) toast.error("Approve failed", { description: total === 1 ? errorMessage(first.error) : `None of the ${total} quotes were approved: ${errorMessage(first.error)}` });
	else toast.warning(`Approved ${succeeded.length} of ${total} quotes`, { description: `${pluralize(failed.length, "quote")} could not be approved: ${errorMessage(first.error)}` });
}
/**
* The moderation queue (admins): pending quotes oldest first, each with its submitter, date and duplicate hint,
* and Approve / Reject / Edit; several can be selected and approved together. Approved and rejected quotes
* leave the queue at once.
*/
function ModerationQueue({ adminId, onEdit }) {
	const pending = usePendingQuotes();
	const approve = useApproveQuotes(adminId);
	const reject = useRejectQuote();
	const [selected, setSelected] = useState(/* @__PURE__ */ new Set());
	const [shown, setShown] = useState(PAGE);
	const [rejecting, setRejecting] = useState(null);
	if (pending.isPending) return /* @__PURE__ */ jsx(QueueSkeleton, {});
	if (pending.isError) return /* @__PURE__ */ jsx(FetchError, {
		title: "Failed to fetch quotes",
		error: pending.error,
		retrying: pending.isFetching,
		onRetry: () => void pending.refetch()
	});
	const quotes = pending.data.quotes;
	const inQueue = new Set(quotes.map((quote) => quote.id));
	const selectedQuotes = quotes.filter((quote) => selected.has(quote.id));
	const allSelected = quotes.length > 0 && selectedQuotes.length === quotes.length;
	const toggle = (id, on) => {
		const next = new Set([...selected].filter((key) => inQueue.has(key)));
		if (on) next.add(id);
		else next.delete(id);
		setSelected(next);
	};
	const runApprove = (batch) => {
		const ids = new Set(batch.map((quote) => quote.id));
		setSelected(new Set([...selected].filter((id) => !ids.has(id))));
		approve.mutate(batch, { onSuccess: toastApproval });
	};
	const runReject = (quote, reason) => {
		setRejecting(null);
		toggle(quote.id, false);
		reject.mutate({
			quote,
			reason
		}, { onSuccess: ({ failed }) => {
			const problem = failed[0];
			if (problem) toast.error("Reject failed", { description: errorMessage(problem.error) });
			else toast.success("Quote rejected", { description: `“${excerpt(quote.text)}” will not be published.` });
		} });
	};
	if (quotes.length === 0) return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-col items-center rounded-xl border border-dashed px-6 py-16 text-center",
		"data-testid": "queue-empty",
		children: [
			/* @__PURE__ */ jsx("div", {
				className: "mb-4 flex size-12 items-center justify-center rounded-full bg-emerald-500/10",
				children: /* @__PURE__ */ jsx(InboxIcon, {
					"aria-hidden": "true",
					className: "size-6 text-emerald-600 dark:text-emerald-400"
				})
			}),
			/* @__PURE__ */ jsx("h3", {
				className: "text-lg font-semibold",
				children: "No quotes waiting for review"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-2 max-w-sm text-sm text-muted-foreground",
				children: "New submissions will show up here, oldest first."
			})
		]
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "grid gap-3",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "sticky top-14 z-10 -mx-1 flex flex-wrap items-center gap-3 rounded-lg border bg-background/95 px-3 py-2 backdrop-blur supports-[backdrop-filter]:bg-background/80",
				children: [
					/* @__PURE__ */ jsxs("label", {
						className: "flex cursor-pointer items-center gap-2 text-sm font-medium",
						children: [/* @__PURE__ */ jsx(Checkbox, {
							checked: allSelected ? true : selectedQuotes.length > 0 ? "indeterminate" : false,
							onCheckedChange: (checked) => setSelected(checked === true ? new Set(inQueue) : /* @__PURE__ */ new Set()),
							"aria-label": "Select all quotes in the queue"
						}), selectedQuotes.length > 0 ? `${selectedQuotes.length} selected` : "Select all"]
					}),
					/* @__PURE__ */ jsxs("span", {
						className: "text-sm text-muted-foreground",
						"aria-live": "polite",
						children: [pluralize(pending.data.total, "quote"), " waiting"]
					}),
					/* @__PURE__ */ jsxs(Button, {
						size: "sm",
						className: "ml-auto",
						disabled: selectedQuotes.length === 0,
						onClick: () => runApprove(selectedQuotes),
						children: [
							/* @__PURE__ */ jsx(CheckCheckIcon, { "aria-hidden": "true" }),
							"Approve selected",
							selectedQuotes.length > 0 ? ` (${selectedQuotes.length})` : ""
						]
					})
				]
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "grid gap-3",
				"data-testid": "moderation-queue",
				children: quotes.slice(0, shown).map((quote) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(QueueRow, {
					quote,
					selected: selected.has(quote.id),
					onSelect: (on) => toggle(quote.id, on),
					onApprove: () => runApprove([quote]),
					onReject: () => setRejecting(quote),
					onEdit: () => onEdit(quote)
				}) }, quote.id))
			}),
			quotes.length > shown && /* @__PURE__ */ jsxs(Button, {
				variant: "outline",
				className: "justify-self-center",
				onClick: () => setShown(shown + PAGE),
				children: [
					"Show more (",
					quotes.length - shown,
					" left)"
				]
			}),
			/* @__PURE__ */ jsx(RejectDialog, {
				quote: rejecting,
				onOpenChange: (open) => !open && setRejecting(null),
				onReject: runReject
			})
		]
	});
}
function QueueRow({ quote, selected, onSelect, onApprove, onReject, onEdit }) {
	const short = excerpt(quote.text, 40);
	return /* @__PURE__ */ jsxs("article", {
		className: "grid grid-cols-[auto_1fr] gap-x-3 gap-y-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs data-[selected=true]:border-primary/60 data-[selected=true]:bg-primary/[0.03] sm:p-5 md:grid-cols-[auto_1fr_auto]",
		"data-testid": "queue-item",
		"data-selected": selected,
		children: [
			/* @__PURE__ */ jsx(Checkbox, {
				checked: selected,
				onCheckedChange: (checked) => onSelect(checked === true),
				"aria-label": `Select “${short}”`,
				className: "mt-1"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "min-w-0",
				children: [
					/* @__PURE__ */ jsx("blockquote", {
						className: "text-pretty break-words",
						children: /* @__PURE__ */ jsx("p", {
							className: "whitespace-pre-line",
							children: quote.text
						})
					}),
					/* @__PURE__ */ jsxs("p", {
						className: "mt-1 text-sm font-medium text-muted-foreground",
						children: ["— ", quote.author]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "mt-3 flex flex-wrap items-center gap-1.5",
						children: [/* @__PURE__ */ jsx(Badge, {
							variant: "secondary",
							className: "capitalize",
							children: quote.category
						}), quote.tags.map((tag) => /* @__PURE__ */ jsx(Badge, {
							variant: "outline",
							className: "max-w-40 truncate font-normal text-muted-foreground",
							children: tag
						}, tag))]
					}),
					/* @__PURE__ */ jsxs("p", {
						className: "mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground",
						children: [quote.email ? /* @__PURE__ */ jsxs("span", {
							className: "inline-flex min-w-0 items-center gap-1",
							"data-testid": "submitter",
							children: [/* @__PURE__ */ jsx(MailIcon, {
								"aria-hidden": "true",
								className: "size-3.5 shrink-0"
							}), /* @__PURE__ */ jsxs("span", {
								className: "break-all",
								children: ["Anonymous · ", quote.email]
							})]
						}) : /* @__PURE__ */ jsxs("span", {
							className: "inline-flex items-center gap-1",
							"data-testid": "submitter",
							title: quote.user_id ?? void 0,
							children: [/* @__PURE__ */ jsx(UserIcon, {
								"aria-hidden": "true",
								className: "size-3.5"
							}), quote.user_id ? `Member ${quote.user_id.slice(0, 8)}` : "Unknown submitter"]
						}), /* @__PURE__ */ jsxs("time", {
							dateTime: quote.created_at,
							title: formatDate(quote.created_at),
							children: ["Submitted ", formatRelative(quote.created_at)]
						})]
					}),
					/* @__PURE__ */ jsx(DuplicateHint, { quoteId: quote.id })
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "col-span-2 flex flex-wrap gap-2 md:col-span-1 md:flex-col md:items-stretch",
				children: [
					/* @__PURE__ */ jsxs(Button, {
						size: "sm",
						onClick: onApprove,
						"aria-label": `Approve “${short}”`,
						children: [/* @__PURE__ */ jsx(CheckIcon, { "aria-hidden": "true" }), "Approve"]
					}),
					/* @__PURE__ */ jsxs(Button, {
						size: "sm",
						variant: "outline",
						className: "text-destructive hover:bg-destructive/10 hover:text-destructive",
						onClick: onReject,
						"aria-label": `Reject “${short}”`,
						children: [/* @__PURE__ */ jsx(XIcon, { "aria-hidden": "true" }), "Reject"]
					}),
					/* @__PURE__ */ jsxs(Button, {
						size: "sm",
						variant: "ghost",
						onClick: onEdit,
						"aria-label": `Edit “${short}”`,
						children: [/* @__PURE__ */ jsx(PencilIcon, { "aria-hidden": "true" }), "Edit"]
					})
				]
			})
		]
	});
}
/** "A similar quote already exists" with links, when the catalogue holds near-duplicates. */
function DuplicateHint({ quoteId }) {
	const list = useQuoteDuplicates(quoteId).data?.duplicates ?? [];
	if (list.length === 0) return null;
	return /* @__PURE__ */ jsxs("div", {
		className: "mt-3 grid gap-1 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100",
		"data-testid": "duplicate-hint",
		children: [/* @__PURE__ */ jsxs("p", {
			className: "flex items-center gap-2 font-medium",
			children: [/* @__PURE__ */ jsx(AlertTriangleIcon, {
				"aria-hidden": "true",
				className: "size-4 shrink-0"
			}), QUOTE_MESSAGES.similarExists]
		}), /* @__PURE__ */ jsx("ul", {
			className: "grid gap-1",
			children: list.map((duplicate) => /* @__PURE__ */ jsxs("li", {
				className: "grid gap-x-3 sm:grid-cols-[1fr_auto] sm:items-baseline",
				children: [/* @__PURE__ */ jsxs(Link, {
					to: "/quote/$slug",
					params: { slug: duplicate.url_slug },
					className: "line-clamp-2 min-w-0 rounded-sm underline underline-offset-2 outline-none hover:no-underline focus-visible:ring-[3px] focus-visible:ring-ring/50",
					children: [
						"“",
						duplicate.text,
						"” — ",
						duplicate.author
					]
				}), /* @__PURE__ */ jsxs("span", {
					className: "text-xs opacity-80",
					children: [
						duplicate.status,
						" · ",
						Math.round(duplicate.similarity * 100),
						"% alike"
					]
				})]
			}, duplicate.id))
		})]
	});
}
function QueueSkeleton() {
	return /* @__PURE__ */ jsxs("div", {
		className: "grid gap-3",
		"aria-busy": "true",
		children: [
			/* @__PURE__ */ jsx("span", {
				className: "sr-only",
				role: "status",
				children: "Loading the moderation queue..."
			}),
			/* @__PURE__ */ jsx(Skeleton, { className: "h-12 w-full" }),
			Array.from({ length: 3 }, (_, index) => /* @__PURE__ */ jsxs("div", {
				className: "grid gap-3 rounded-xl border p-5",
				children: [
					/* @__PURE__ */ jsx(Skeleton, { className: "h-5 w-full" }),
					/* @__PURE__ */ jsx(Skeleton, { className: "h-5 w-2/3" }),
					/* @__PURE__ */ jsx(Skeleton, { className: "h-5 w-48" })
				]
			}, index))
		]
	});
}
// src/client/features/moderation/components/status-counts.tsx
var CARDS = [
	{
		key: "pending",
		label: "Pending",
		icon: ClockIcon,
		tone: "text-amber-600 dark:text-amber-400 bg-amber-500/10"
	},
	{
		key: "draft",
		label: "Draft",
		icon: CircleDashedIcon,
		tone: "text-muted-foreground bg-muted"
	},
	{
		key: "rejected",
		label: "Rejected",
		icon: CircleXIcon,
		tone: "text-red-600 dark:text-red-400 bg-red-500/10"
	},
	{
		key: "approved",
		label: "Approved",
		icon: CircleCheckIcon,
		tone: "text-emerald-600 dark:text-emerald-400 bg-emerald-500/10"
	},
	{
		key: "total",
		label: "Total",
		icon: LibraryIcon,
		tone: "text-primary bg-primary/10"
	}
];
/** How many quotes are in each status, as a row of cards. */
function StatusCounts() {
	const counts = useQuoteCounts();
	if (counts.isError) return /* @__PURE__ */ jsxs("p", {
		role: "alert",
		className: "flex items-center gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm text-red-700 dark:text-destructive",
		children: [
			/* @__PURE__ */ jsx(AlertCircleIcon, {
				"aria-hidden": "true",
				className: "size-4 shrink-0"
			}),
			"Failed to fetch stats: ",
			counts.error.message
		]
	});
	return /* @__PURE__ */ jsx("dl", {
		className: "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5",
		"data-testid": "status-counts",
		"aria-busy": counts.isPending,
		children: CARDS.map(({ key, label, icon: Icon, tone }) => /* @__PURE__ */ jsxs("div", {
			className: cn("relative flex min-w-0 flex-col justify-center rounded-xl border bg-card p-4 pl-17 text-card-foreground shadow-xs", key === "total" && "col-span-2 sm:col-span-1"),
			"data-testid": `count-${key}`,
			children: [/* @__PURE__ */ jsxs("dt", {
				className: "text-sm text-muted-foreground",
				children: [/* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					className: cn("absolute inset-y-0 left-4 my-auto flex size-10 items-center justify-center rounded-full", tone),
					children: /* @__PURE__ */ jsx(Icon, { className: "size-5" })
				}), label]
			}), /* @__PURE__ */ jsx("dd", {
				className: "text-2xl font-semibold tabular-nums",
				children: counts.data ? formatCount(counts.data[key]) : /* @__PURE__ */ jsx(Skeleton, { className: "my-1 h-6 w-10" })
			})]
		}, key))
	});
}
// src/client/features/moderation/components/moderation-view.tsx
/** The admin area's moderation: counts by status, then the queue of quotes waiting for review. */
function ModerationView({ adminId, onEdit }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "grid gap-10",
		children: [
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h1", {
				className: "text-3xl font-semibold tracking-tight sm:text-4xl",
				children: "Admin"
			}), /* @__PURE__ */ jsx("p", {
				className: "mt-2 text-muted-foreground",
				children: "Review submitted quotes and keep an eye on the catalogue."
			})] }),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "counts-heading",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "counts-heading",
					className: "sr-only",
					children: "Quotes by status"
				}), /* @__PURE__ */ jsx(StatusCounts, {})]
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "queue-heading",
				className: "min-w-0",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "mb-4",
					children: [/* @__PURE__ */ jsx("h2", {
						id: "queue-heading",
						className: "text-xl font-semibold tracking-tight",
						children: "Moderation queue"
					}), /* @__PURE__ */ jsx("p", {
						className: "mt-1 text-sm text-muted-foreground",
						children: "Pending quotes, oldest first."
					})]
				}), /* @__PURE__ */ jsx(ModerationQueue, {
					adminId,
					onEdit
				})]
			})
		]
	});
}
// src/client/app/routes/admin.tsx?tsr-split=component
function AdminRoute() {
	return /* @__PURE__ */ jsx(RequireSignIn, {
		what: "the admin area",
		permission: "viewAdminPanel",
		children: /* @__PURE__ */ jsx(AdminPage, {})
	});
}
function AdminPage() {
	usePageTitle("Admin");
	const { user } = useAuth();
	const { openEditor } = useQuoteEditor();
	if (!user) return null;
	return /* @__PURE__ */ jsx(PageContainer, { children: /* @__PURE__ */ jsx(ModerationView, {
		adminId: user.id,
		onEdit: openEditor
	}) });
}
export { AdminRoute as component };
