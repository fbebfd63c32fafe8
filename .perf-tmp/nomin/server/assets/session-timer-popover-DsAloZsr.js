import { u as SESSION_SECONDS } from "./constants-DC2r50n9.js";
import { H as Button, V as Spinner, b as SESSION_STATUS_LABELS, v as STATUS_STYLE, x as formatCountdown, y as SessionTimerTrigger } from "../entry-server.js";
import { n as PopoverContent, r as PopoverTrigger, t as Popover } from "./popover-C-b2a4KD.js";
import { t as cn } from "./utils-C-mJS6jL.js";
import { useId } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { TimerResetIcon } from "lucide-react";
// src/client/features/auth/components/session-timer-popover.tsx
var STATUS_TEXT = {
	active: "You are signed in. A session lasts an hour from sign-in.",
	refresh: "Your session ends soon. Extend it to stay signed in.",
	expiring: "Your session is about to expire. Extend it now to stay signed in.",
	expired: "Your session has expired."
};
/** The session timer's popover: status, time left and "Extend session". */
function SessionTimerPopover({ status, left, open, onOpenChange, extending, onExtend, className }) {
	const style = STATUS_STYLE[status];
	const titleId = useId();
	const percentLeft = Math.round(left / SESSION_SECONDS * 100);
	return /* @__PURE__ */ jsxs(Popover, {
		open,
		onOpenChange,
		children: [/* @__PURE__ */ jsx(PopoverTrigger, {
			asChild: true,
			children: /* @__PURE__ */ jsx(SessionTimerTrigger, {
				status,
				left,
				className
			})
		}), /* @__PURE__ */ jsx(PopoverContent, {
			align: "end",
			className: "w-72",
			"aria-labelledby": titleId,
			"data-testid": "session-timer-popover",
			children: /* @__PURE__ */ jsxs("div", {
				className: "grid gap-3",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "flex items-center justify-between gap-3",
						children: [/* @__PURE__ */ jsxs("p", {
							id: titleId,
							className: "flex items-center gap-2 text-sm font-medium",
							children: [
								/* @__PURE__ */ jsx("span", {
									"aria-hidden": "true",
									className: cn("size-2 rounded-full", style.dot)
								}),
								"Session ",
								SESSION_STATUS_LABELS[status]
							]
						}), /* @__PURE__ */ jsxs("p", {
							className: "font-mono text-sm tabular-nums",
							children: [/* @__PURE__ */ jsx("span", {
								className: "sr-only",
								children: "Time left: "
							}), formatCountdown(left)]
						})]
					}),
					/* @__PURE__ */ jsx("div", {
						role: "progressbar",
						"aria-label": "Session time left",
						"aria-valuemin": 0,
						"aria-valuemax": 100,
						"aria-valuenow": percentLeft,
						className: "h-1.5 overflow-hidden rounded-full bg-muted",
						children: /* @__PURE__ */ jsx("div", {
							className: cn("h-full rounded-full", style.bar),
							style: { width: `${percentLeft}%` }
						})
					}),
					/* @__PURE__ */ jsx("p", {
						className: "text-sm text-muted-foreground",
						children: STATUS_TEXT[status]
					}),
					/* @__PURE__ */ jsxs(Button, {
						size: "sm",
						onClick: onExtend,
						disabled: extending,
						children: [extending ? /* @__PURE__ */ jsx(Spinner, {}) : /* @__PURE__ */ jsx(TimerResetIcon, { "aria-hidden": "true" }), extending ? "Extending..." : "Extend session"]
					})
				]
			})
		})]
	});
}
export { SessionTimerPopover as default };
