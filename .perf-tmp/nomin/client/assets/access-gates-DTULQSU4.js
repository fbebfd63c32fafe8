import { a as __toESM, n as require_react, t as require_jsx_runtime } from "./jsx-runtime-Dq8_Q5KF.js";
import { s as createLucideIcon, t as Button } from "./button-C9VChmVY.js";
import { t as can } from "./permissions-CeLJ-25C.js";
import { t as CircleExclamationPoint } from "./circle-exclamation-point-6AWRQTN1.js";
import { Et as usePageTitle, X as PagePending, Y as openAuthModal, Z as Spinner, ft as RotateCw, gt as ArrowLeft, kt as Link, xt as useAuth } from "./index-B9EO6Tp7.js";
// node_modules/lucide-react/dist/esm/icons/lock-keyhole.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "lock-keyhole",
	size: 24,
	node: [
		["circle", {
			cx: "12",
			cy: "16",
			r: "1",
			key: "1au0dj"
		}],
		["rect", {
			x: "3",
			y: "10",
			width: "18",
			height: "12",
			rx: "2",
			key: "6s8ecr"
		}],
		["path", {
			d: "M7 10V7a5 5 0 0 1 10 0v3",
			key: "1pqi11"
		}]
	]
};
__iconData$1.node;
var LockKeyhole = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/shield-exclamation-point.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "shield-exclamation-point",
	size: 24,
	node: [
		["path", {
			d: "M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z",
			key: "oel41y"
		}],
		["path", {
			d: "M12 8v4",
			key: "1got3b"
		}],
		["path", {
			d: "M12 16h.01",
			key: "1drbdi"
		}]
	],
	aliases: ["shield-alert"]
};
__iconData.node;
var ShieldExclamationPoint = createLucideIcon(__iconData);
// src/client/components/fetch-error.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A failed read: the spec's title (e.g. "Failed to fetch quotes"), the reason, and a Retry button. */
function FetchError({ title, error, retrying, onRetry }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		role: "alert",
		className: "flex flex-col items-center rounded-xl border border-destructive/30 bg-destructive/5 px-6 py-12 text-center",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircleExclamationPoint, {
				"aria-hidden": "true",
				className: "mb-3 size-6 text-destructive"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
				className: "font-semibold",
				children: title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-1 max-w-md text-sm break-words text-muted-foreground",
				children: error.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
				className: "mt-5",
				variant: "outline",
				onClick: onRetry,
				disabled: retrying,
				children: [retrying ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RotateCw, { "aria-hidden": "true" }), "Retry"]
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
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Anonymous visitors on a signed-in page: says so and opens the login dialog. */
function SignInRequired({ what }) {
	usePageTitle("Sign in required");
	(0, import_react.useEffect)(() => {
		const timer = setTimeout(() => openAuthModal("login"), 0);
		return () => clearTimeout(timer);
	}, []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center px-4 py-16 text-center",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mb-6 flex size-14 items-center justify-center rounded-full bg-primary/10",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LockKeyhole, {
					"aria-hidden": "true",
					className: "size-7 text-primary"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "text-3xl font-semibold tracking-tight",
				children: "Sign in required"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "mt-3 text-muted-foreground",
				children: [
					"Please sign in or create an account to open ",
					what,
					"."
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-8 flex flex-wrap justify-center gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					onClick: () => openAuthModal("login"),
					children: "Sign In"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
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
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center px-4 py-16 text-center",
		"data-testid": "admins-only",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mb-6 flex size-14 items-center justify-center rounded-full bg-destructive/10",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShieldExclamationPoint, {
					"aria-hidden": "true",
					className: "size-7 text-destructive"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-sm font-medium text-destructive",
				children: "403"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "mt-2 text-3xl font-semibold tracking-tight",
				children: "Admins only"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-3 text-muted-foreground",
				children: "This area is for administrators. Your account can browse, bookmark and submit quotes, but not moderate them."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				asChild: true,
				className: "mt-8",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
					to: "/",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowLeft, { "aria-hidden": "true" }), "Back to quotes"]
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
	if (verifying || !initialised && user === null) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PagePending, {});
	if (!user) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SignInRequired, { what });
	if (permission && !can(user.role, permission)) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdminsOnly, {});
	return children;
}
export { FetchError as i, formatDate as n, formatRelative as r, RequireSignIn as t };
