import { t as cn } from "./utils-BjUhbVWX.js";
import { t as require_jsx_runtime } from "./jsx-runtime-Dq8_Q5KF.js";
// src/client/app/layout/page.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The page column: centred, padded, as wide as the header. */
function PageContainer({ className, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: cn("mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 md:py-14", className),
		children
	});
}
/** A page with a heading and a short panel under it, for pages whose features are still to come. */
function SimplePage({ title, icon: Icon, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageContainer, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
		className: "text-3xl font-semibold tracking-tight sm:text-4xl",
		children: title
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mt-8 flex max-w-2xl flex-col items-start gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:flex-row sm:p-8",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
				"aria-hidden": "true",
				className: "size-6"
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "min-w-0 space-y-3 text-muted-foreground [&>p:first-child]:text-lg [&>p:first-child]:font-medium [&>p:first-child]:text-foreground",
			children
		})]
	})] });
}
export { SimplePage as n, PageContainer as t };
