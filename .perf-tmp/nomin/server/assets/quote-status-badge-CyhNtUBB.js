import { t as cn } from "./utils-C-mJS6jL.js";
import { jsx, jsxs } from "react/jsx-runtime";
import { CircleCheckIcon, CircleDashedIcon, CircleXIcon, ClockIcon } from "lucide-react";
/** The tags a card shows and how many it leaves out (SPEC §2: the first 3 tags then +N more). */
function visibleTags(tags, limit = 3) {
	return {
		shown: tags.slice(0, limit),
		hidden: Math.max(0, tags.length - limit)
	};
}
// src/client/lib/status-labels.ts
/** How a status is named on badges and tabs. */
var STATUS_LABELS = {
	draft: "Draft",
	pending: "Pending",
	rejected: "Rejected",
	approved: "Approved"
};
// src/client/components/quote-status-badge.tsx
var STYLES = {
	pending: "border-amber-300 bg-amber-50 text-amber-800 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-300",
	draft: "border-border bg-muted text-neutral-600 dark:text-muted-foreground",
	rejected: "border-red-300 bg-red-50 text-red-700 dark:border-red-400/30 dark:bg-red-400/10 dark:text-red-300",
	approved: "border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-400/30 dark:bg-emerald-400/10 dark:text-emerald-300"
};
var ICONS = {
	pending: ClockIcon,
	draft: CircleDashedIcon,
	rejected: CircleXIcon,
	approved: CircleCheckIcon
};
/** A quote's status as a small coloured badge: Pending, Draft, Rejected or Approved. */
function QuoteStatusBadge({ status, className }) {
	const Icon = ICONS[status];
	return /* @__PURE__ */ jsxs("span", {
		"data-testid": "quote-status-badge",
		"data-status": status,
		className: cn("inline-flex w-fit shrink-0 items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap", STYLES[status], className),
		children: [/* @__PURE__ */ jsx(Icon, {
			"aria-hidden": "true",
			className: "size-3"
		}), STATUS_LABELS[status]]
	});
}
export { STATUS_LABELS as n, visibleTags as r, QuoteStatusBadge as t };
