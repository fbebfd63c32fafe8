import { a as __toESM, n as require_react, t as require_jsx_runtime } from "./jsx-runtime-Dq8_Q5KF.js";
import { A as formatCountdown, D as STATUS_STYLE, O as SessionTimerTrigger, Z as Spinner, k as SESSION_STATUS_LABELS, ut as TimerReset } from "./index-B9EO6Tp7.js";
import { u as SESSION_SECONDS } from "./constants-DC2r50n9.js";
import { t as Button } from "./button-C9VChmVY.js";
import { n as PopoverContent, r as PopoverTrigger, t as Popover } from "./popover-BGBzU6ID.js";
import { t as cn } from "./utils-BjUhbVWX.js";
// src/client/features/auth/components/session-timer-popover.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var STATUS_TEXT = {
	active: "You are signed in. A session lasts an hour from sign-in.",
	refresh: "Your session ends soon. Extend it to stay signed in.",
	expiring: "Your session is about to expire. Extend it now to stay signed in.",
	expired: "Your session has expired."
};
/** The session timer's popover: status, time left and "Extend session". */
function SessionTimerPopover({ status, left, open, onOpenChange, extending, onExtend, className }) {
	const style = STATUS_STYLE[status];
	const titleId = (0, import_react.useId)();
	const percentLeft = Math.round(left / SESSION_SECONDS * 100);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Popover, {
		open,
		onOpenChange,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PopoverTrigger, {
			asChild: true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SessionTimerTrigger, {
				status,
				left,
				className
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PopoverContent, {
			align: "end",
			className: "w-72",
			"aria-labelledby": titleId,
			"data-testid": "session-timer-popover",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-3",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex items-center justify-between gap-3",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							id: titleId,
							className: "flex items-center gap-2 text-sm font-medium",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									"aria-hidden": "true",
									className: cn("size-2 rounded-full", style.dot)
								}),
								"Session ",
								SESSION_STATUS_LABELS[status]
							]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "font-mono text-sm tabular-nums",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "sr-only",
								children: "Time left: "
							}), formatCountdown(left)]
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						role: "progressbar",
						"aria-label": "Session time left",
						"aria-valuemin": 0,
						"aria-valuemax": 100,
						"aria-valuenow": percentLeft,
						className: "h-1.5 overflow-hidden rounded-full bg-muted",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
							className: cn("h-full rounded-full", style.bar),
							style: { width: `${percentLeft}%` }
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-sm text-muted-foreground",
						children: STATUS_TEXT[status]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						size: "sm",
						onClick: onExtend,
						disabled: extending,
						children: [extending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TimerReset, { "aria-hidden": "true" }), extending ? "Extending..." : "Extend session"]
					})
				]
			})
		})]
	});
}
export { SessionTimerPopover as default };
