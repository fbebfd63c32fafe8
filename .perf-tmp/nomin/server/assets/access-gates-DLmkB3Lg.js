import { t as can } from "./permissions-CeLJ-25C.js";
import { B as PagePending, H as Button, K as useAuth, V as Spinner, tt as usePageTitle, z as openAuthModal } from "../entry-server.js";
import { Link } from "@tanstack/react-router";
import { useEffect } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { AlertCircleIcon, ArrowLeftIcon, LockKeyholeIcon, RotateCwIcon, ShieldAlertIcon } from "lucide-react";
// src/client/components/fetch-error.tsx
/** A failed read: the spec's title (e.g. "Failed to fetch quotes"), the reason, and a Retry button. */
function FetchError({ title, error, retrying, onRetry }) {
	return /* @__PURE__ */ jsxs("div", {
		role: "alert",
		className: "flex flex-col items-center rounded-xl border border-destructive/30 bg-destructive/5 px-6 py-12 text-center",
		children: [
			/* @__PURE__ */ jsx(AlertCircleIcon, {
				"aria-hidden": "true",
				className: "mb-3 size-6 text-destructive"
			}),
			/* @__PURE__ */ jsx("h3", {
				className: "font-semibold",
				children: title
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-1 max-w-md text-sm break-words text-muted-foreground",
				children: error.message
			}),
			/* @__PURE__ */ jsxs(Button, {
				className: "mt-5",
				variant: "outline",
				onClick: onRetry,
				disabled: retrying,
				children: [retrying ? /* @__PURE__ */ jsx(Spinner, {}) : /* @__PURE__ */ jsx(RotateCwIcon, { "aria-hidden": "true" }), "Retry"]
			})
		]
	});
}
// src/client/lib/dates.ts
var dateFormat = new Intl.DateTimeFormat("en-GB", {
	day: "numeric",
	month: "short",
	year: "numeric"
});
var relativeFormat = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
/** "2026-01-03T10:00:00Z" → "3 Jan 2026"; "" for a value that is not a date. */
function formatDate(iso) {
	const date = new Date(iso);
	return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
}
var STEPS = [
	["second", 60],
	["minute", 60],
	["hour", 24],
	["day", 7],
	["week", 4.35],
	["month", 12],
	["year", Infinity]
];
/** "just now", "5 minutes ago", "yesterday", "3 weeks ago"… relative to `now`. */
function formatRelative(iso, now = Date.now()) {
	const time = new Date(iso).getTime();
	if (Number.isNaN(time)) return "";
	let value = (time - now) / 1e3;
	if (Math.abs(value) < 45) return "just now";
	for (const [unit, size] of STEPS) {
		if (Math.abs(value) < size) return relativeFormat.format(Math.round(value), unit);
		value /= size;
	}
	return formatDate(iso);
}
// src/client/app/layout/access-gates.tsx
/** Anonymous visitors on a signed-in page: says so and opens the login dialog. */
function SignInRequired({ what }) {
	usePageTitle("Sign in required");
	useEffect(() => {
		const timer = setTimeout(() => openAuthModal("login"), 0);
		return () => clearTimeout(timer);
	}, []);
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center px-4 py-16 text-center",
		children: [
			/* @__PURE__ */ jsx("div", {
				className: "mb-6 flex size-14 items-center justify-center rounded-full bg-primary/10",
				children: /* @__PURE__ */ jsx(LockKeyholeIcon, {
					"aria-hidden": "true",
					className: "size-7 text-primary"
				})
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "text-3xl font-semibold tracking-tight",
				children: "Sign in required"
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "mt-3 text-muted-foreground",
				children: [
					"Please sign in or create an account to open ",
					what,
					"."
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-8 flex flex-wrap justify-center gap-3",
				children: [/* @__PURE__ */ jsx(Button, {
					onClick: () => openAuthModal("login"),
					children: "Sign In"
				}), /* @__PURE__ */ jsx(Button, {
					variant: "outline",
					onClick: () => openAuthModal("register"),
					children: "Get Started"
				})]
			})
		]
	});
}
/** A signed-in user without the permission a page needs (a 403). */
function AdminsOnly() {
	usePageTitle("Admins only");
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center px-4 py-16 text-center",
		"data-testid": "admins-only",
		children: [
			/* @__PURE__ */ jsx("div", {
				className: "mb-6 flex size-14 items-center justify-center rounded-full bg-destructive/10",
				children: /* @__PURE__ */ jsx(ShieldAlertIcon, {
					"aria-hidden": "true",
					className: "size-7 text-destructive"
				})
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-sm font-medium text-destructive",
				children: "403"
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "mt-2 text-3xl font-semibold tracking-tight",
				children: "Admins only"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-3 text-muted-foreground",
				children: "This area is for administrators. Your account can browse, bookmark and submit quotes, but not moderate them."
			}),
			/* @__PURE__ */ jsx(Button, {
				asChild: true,
				className: "mt-8",
				children: /* @__PURE__ */ jsxs(Link, {
					to: "/",
					children: [/* @__PURE__ */ jsx(ArrowLeftIcon, { "aria-hidden": "true" }), "Back to quotes"]
				})
			})
		]
	});
}
/**
* Shows `children` only to signed-in users (and, with `permission`, only to those who have it). While a
* stored session is being verified nothing of the page shows.
*/
function RequireSignIn({ what, permission, children }) {
	const { user, verifying, initialised } = useAuth();
	if (verifying || !initialised && user === null) return /* @__PURE__ */ jsx(PagePending, {});
	if (!user) return /* @__PURE__ */ jsx(SignInRequired, { what });
	if (permission && !can(user.role, permission)) return /* @__PURE__ */ jsx(AdminsOnly, {});
	return children;
}
export { FetchError as i, formatDate as n, formatRelative as r, RequireSignIn as t };
