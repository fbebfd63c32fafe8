import { B as useQuoteEditor, Et as usePageTitle, F as DialogDescription, I as DialogFooter, L as DialogHeader, M as Dialog, P as DialogContent, R as DialogTitle, kt as Link, lt as TriangleExclamationPoint, st as X, xt as useAuth } from "./index-B9EO6Tp7.js";
import { a as __toESM, n as require_react, t as require_jsx_runtime } from "./jsx-runtime-Dq8_Q5KF.js";
import { s as createLucideIcon, t as Button } from "./button-C9VChmVY.js";
import { t as Check } from "./check-D8vSlTWN.js";
import { n as Mail, t as Checkbox } from "./checkbox-CBS-WZSi.js";
import { t as Pencil } from "./pencil-jAWxyzvE.js";
import { t as User } from "./user-D7V1-HL7.js";
import { n as toast } from "./dist-BXu7aPWd.js";
import { n as QUOTE_MESSAGES } from "./quotes-Egg038Tj.js";
import { a as CircleX, i as Clock, n as Badge, o as CircleDashed, s as CircleCheck, t as Skeleton } from "./skeleton-0XFADqjC.js";
import { i as FetchError, n as formatDate, r as formatRelative, t as RequireSignIn } from "./access-gates-DTULQSU4.js";
import { W as useQueryClient, i as withQuery, r as apiFetch, t as ApiError } from "./api-BnqfSDLB.js";
import { n as formatCount, r as pluralize, t as cn } from "./utils-BjUhbVWX.js";
import { t as useMutation } from "./useMutation-V3Zq-FO2.js";
import { n as invalidateQuoteQueries } from "./quote-cache-C4V2Gj4v.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-DYezUBQg.js";
import { o as QUOTE_QUERY_LIMIT } from "./constants-DC2r50n9.js";
import { t as Label } from "./label-4zuHpApL.js";
import { t as Textarea } from "./textarea-CamOxjWg.js";
import { t as CircleExclamationPoint } from "./circle-exclamation-point-6AWRQTN1.js";
import { t as PageContainer } from "./page-B9qAiS4l.js";
// node_modules/lucide-react/dist/esm/icons/check-check.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "check-check",
	size: 24,
	node: [["path", {
		d: "M18 6 7 17l-5-5",
		key: "116fxf"
	}], ["path", {
		d: "m22 10-7.5 7.5L13 16",
		key: "ke71qq"
	}]]
};
__iconData$2.node;
var CheckCheck = createLucideIcon(__iconData$2);
// node_modules/lucide-react/dist/esm/icons/inbox.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "inbox",
	size: 24,
	node: [["polyline", {
		points: "22 12 16 12 14 15 10 15 8 12 2 12",
		key: "o97t9d"
	}], ["path", {
		d: "M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z",
		key: "oot6mr"
	}]]
};
__iconData$1.node;
var Inbox = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/library.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "library",
	size: 24,
	node: [
		["path", {
			d: "m16 6 4 14",
			key: "ji33uf"
		}],
		["path", {
			d: "M12 6v14",
			key: "1n7gus"
		}],
		["path", {
			d: "M8 8v12",
			key: "1gg7y9"
		}],
		["path", {
			d: "M4 4v16",
			key: "6qkkli"
		}]
	]
};
__iconData.node;
var Library = createLucideIcon(__iconData);
// src/client/features/moderation/api/get-quote-counts.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
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
var import_jsx_runtime = require_jsx_runtime();
/** Asks for an optional reason before a quote is rejected. */
function RejectDialog({ quote, onOpenChange, onReject }) {
	const [reason, setReason] = (0, import_react.useState)("");
	const id = (0, import_react.useId)();
	const reasonRef = (0, import_react.useRef)(null);
	const opener = (0, import_react.useRef)(null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open: quote !== null,
		onOpenChange: (open) => {
			if (!open) setReason("");
			onOpenChange(open);
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContent, {
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
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				className: "grid gap-4",
				onSubmit: (event) => {
					event.preventDefault();
					if (!quote) return;
					onReject(quote, reason.trim() || void 0);
					setReason("");
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, { children: "Reject this quote?" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogDescription, {
						className: "line-clamp-3",
						children: quote ? `“${quote.text}” — ${quote.author}` : null
					})] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "grid gap-2",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Label, {
							htmlFor: id,
							children: ["Reason ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "font-normal text-muted-foreground",
								children: "(optional, kept in the audit log)"
							})]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
							id,
							value: reason,
							maxLength: 1e3,
							onChange: (event) => setReason(event.target.value),
							placeholder: "e.g. Misattributed, duplicate, offensive…",
							rows: 3,
							ref: reasonRef
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogFooter, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "button",
						variant: "outline",
						onClick: () => onOpenChange(false),
						children: "Cancel"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
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
	const [selected, setSelected] = (0, import_react.useState)(/* @__PURE__ */ new Set());
	const [shown, setShown] = (0, import_react.useState)(PAGE);
	const [rejecting, setRejecting] = (0, import_react.useState)(null);
	if (pending.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueueSkeleton, {});
	if (pending.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FetchError, {
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
	if (quotes.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex flex-col items-center rounded-xl border border-dashed px-6 py-16 text-center",
		"data-testid": "queue-empty",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mb-4 flex size-12 items-center justify-center rounded-full bg-emerald-500/10",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Inbox, {
					"aria-hidden": "true",
					className: "size-6 text-emerald-600 dark:text-emerald-400"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
				className: "text-lg font-semibold",
				children: "No quotes waiting for review"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-2 max-w-sm text-sm text-muted-foreground",
				children: "New submissions will show up here, oldest first."
			})
		]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-3",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "sticky top-14 z-10 -mx-1 flex flex-wrap items-center gap-3 rounded-lg border bg-background/95 px-3 py-2 backdrop-blur supports-[backdrop-filter]:bg-background/80",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						className: "flex cursor-pointer items-center gap-2 text-sm font-medium",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
							checked: allSelected ? true : selectedQuotes.length > 0 ? "indeterminate" : false,
							onCheckedChange: (checked) => setSelected(checked === true ? new Set(inQueue) : /* @__PURE__ */ new Set()),
							"aria-label": "Select all quotes in the queue"
						}), selectedQuotes.length > 0 ? `${selectedQuotes.length} selected` : "Select all"]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "text-sm text-muted-foreground",
						"aria-live": "polite",
						children: [pluralize(pending.data.total, "quote"), " waiting"]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						size: "sm",
						className: "ml-auto",
						disabled: selectedQuotes.length === 0,
						onClick: () => runApprove(selectedQuotes),
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckCheck, { "aria-hidden": "true" }),
							"Approve selected",
							selectedQuotes.length > 0 ? ` (${selectedQuotes.length})` : ""
						]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "grid gap-3",
				"data-testid": "moderation-queue",
				children: quotes.slice(0, shown).map((quote) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueueRow, {
					quote,
					selected: selected.has(quote.id),
					onSelect: (on) => toggle(quote.id, on),
					onApprove: () => runApprove([quote]),
					onReject: () => setRejecting(quote),
					onEdit: () => onEdit(quote)
				}) }, quote.id))
			}),
			quotes.length > shown && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
				variant: "outline",
				className: "justify-self-center",
				onClick: () => setShown(shown + PAGE),
				children: [
					"Show more (",
					quotes.length - shown,
					" left)"
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RejectDialog, {
				quote: rejecting,
				onOpenChange: (open) => !open && setRejecting(null),
				onReject: runReject
			})
		]
	});
}
function QueueRow({ quote, selected, onSelect, onApprove, onReject, onEdit }) {
	const short = excerpt(quote.text, 40);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "grid grid-cols-[auto_1fr] gap-x-3 gap-y-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs data-[selected=true]:border-primary/60 data-[selected=true]:bg-primary/[0.03] sm:p-5 md:grid-cols-[auto_1fr_auto]",
		"data-testid": "queue-item",
		"data-selected": selected,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
				checked: selected,
				onCheckedChange: (checked) => onSelect(checked === true),
				"aria-label": `Select “${short}”`,
				className: "mt-1"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "min-w-0",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("blockquote", {
						className: "text-pretty break-words",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "whitespace-pre-line",
							children: quote.text
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "mt-1 text-sm font-medium text-muted-foreground",
						children: ["— ", quote.author]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "mt-3 flex flex-wrap items-center gap-1.5",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
							variant: "secondary",
							className: "capitalize",
							children: quote.category
						}), quote.tags.map((tag) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
							variant: "outline",
							className: "max-w-40 truncate font-normal text-muted-foreground",
							children: tag
						}, tag))]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground",
						children: [quote.email ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "inline-flex min-w-0 items-center gap-1",
							"data-testid": "submitter",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Mail, {
								"aria-hidden": "true",
								className: "size-3.5 shrink-0"
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
								className: "break-all",
								children: ["Anonymous · ", quote.email]
							})]
						}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "inline-flex items-center gap-1",
							"data-testid": "submitter",
							title: quote.user_id ?? void 0,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(User, {
								"aria-hidden": "true",
								className: "size-3.5"
							}), quote.user_id ? `Member ${quote.user_id.slice(0, 8)}` : "Unknown submitter"]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("time", {
							dateTime: quote.created_at,
							title: formatDate(quote.created_at),
							children: ["Submitted ", formatRelative(quote.created_at)]
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DuplicateHint, { quoteId: quote.id })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "col-span-2 flex flex-wrap gap-2 md:col-span-1 md:flex-col md:items-stretch",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						size: "sm",
						onClick: onApprove,
						"aria-label": `Approve “${short}”`,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Check, { "aria-hidden": "true" }), "Approve"]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						size: "sm",
						variant: "outline",
						className: "text-destructive hover:bg-destructive/10 hover:text-destructive",
						onClick: onReject,
						"aria-label": `Reject “${short}”`,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, { "aria-hidden": "true" }), "Reject"]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						size: "sm",
						variant: "ghost",
						onClick: onEdit,
						"aria-label": `Edit “${short}”`,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pencil, { "aria-hidden": "true" }), "Edit"]
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
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mt-3 grid gap-1 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100",
		"data-testid": "duplicate-hint",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: "flex items-center gap-2 font-medium",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TriangleExclamationPoint, {
				"aria-hidden": "true",
				className: "size-4 shrink-0"
			}), QUOTE_MESSAGES.similarExists]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "grid gap-1",
			children: list.map((duplicate) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: "grid gap-x-3 sm:grid-cols-[1fr_auto] sm:items-baseline",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
					to: "/quote/$slug",
					params: { slug: duplicate.url_slug },
					className: "line-clamp-2 min-w-0 rounded-sm underline underline-offset-2 outline-none hover:no-underline focus-visible:ring-[3px] focus-visible:ring-ring/50",
					children: [
						"“",
						duplicate.text,
						"” — ",
						duplicate.author
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
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
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-3",
		"aria-busy": "true",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "sr-only",
				role: "status",
				children: "Loading the moderation queue..."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-12 w-full" }),
			Array.from({ length: 3 }, (_, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-3 rounded-xl border p-5",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-5 w-full" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-5 w-2/3" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "h-5 w-48" })
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
		icon: Clock,
		tone: "text-amber-600 dark:text-amber-400 bg-amber-500/10"
	},
	{
		key: "draft",
		label: "Draft",
		icon: CircleDashed,
		tone: "text-muted-foreground bg-muted"
	},
	{
		key: "rejected",
		label: "Rejected",
		icon: CircleX,
		tone: "text-red-600 dark:text-red-400 bg-red-500/10"
	},
	{
		key: "approved",
		label: "Approved",
		icon: CircleCheck,
		tone: "text-emerald-600 dark:text-emerald-400 bg-emerald-500/10"
	},
	{
		key: "total",
		label: "Total",
		icon: Library,
		tone: "text-primary bg-primary/10"
	}
];
/** How many quotes are in each status, as a row of cards. */
function StatusCounts() {
	const counts = useQuoteCounts();
	if (counts.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
		role: "alert",
		className: "flex items-center gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm text-red-700 dark:text-destructive",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircleExclamationPoint, {
				"aria-hidden": "true",
				className: "size-4 shrink-0"
			}),
			"Failed to fetch stats: ",
			counts.error.message
		]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dl", {
		className: "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5",
		"data-testid": "status-counts",
		"aria-busy": counts.isPending,
		children: CARDS.map(({ key, label, icon: Icon, tone }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: cn("relative flex min-w-0 flex-col justify-center rounded-xl border bg-card p-4 pl-17 text-card-foreground shadow-xs", key === "total" && "col-span-2 sm:col-span-1"),
			"data-testid": `count-${key}`,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dt", {
				className: "text-sm text-muted-foreground",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					"aria-hidden": "true",
					className: cn("absolute inset-y-0 left-4 my-auto flex size-10 items-center justify-center rounded-full", tone),
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { className: "size-5" })
				}), label]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
				className: "text-2xl font-semibold tabular-nums",
				children: counts.data ? formatCount(counts.data[key]) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { className: "my-1 h-6 w-10" })
			})]
		}, key))
	});
}
// src/client/features/moderation/components/moderation-view.tsx
/** The admin area's moderation: counts by status, then the queue of quotes waiting for review. */
function ModerationView({ adminId, onEdit }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-10",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "text-3xl font-semibold tracking-tight sm:text-4xl",
				children: "Admin"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-2 text-muted-foreground",
				children: "Review submitted quotes and keep an eye on the catalogue."
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				"aria-labelledby": "counts-heading",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "counts-heading",
					className: "sr-only",
					children: "Quotes by status"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusCounts, {})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				"aria-labelledby": "queue-heading",
				className: "min-w-0",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "mb-4",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						id: "queue-heading",
						className: "text-xl font-semibold tracking-tight",
						children: "Moderation queue"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "mt-1 text-sm text-muted-foreground",
						children: "Pending quotes, oldest first."
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ModerationQueue, {
					adminId,
					onEdit
				})]
			})
		]
	});
}
// src/client/app/routes/admin.tsx?tsr-split=component
function AdminRoute() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RequireSignIn, {
		what: "the admin area",
		permission: "viewAdminPanel",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdminPage, {})
	});
}
function AdminPage() {
	usePageTitle("Admin");
	const { user } = useAuth();
	const { openEditor } = useQuoteEditor();
	if (!user) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageContainer, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ModerationView, {
		adminId: user.id,
		onEdit: openEditor
	}) });
}
export { AdminRoute as component };
