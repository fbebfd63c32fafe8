import { t as cn } from "./utils-C-mJS6jL.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/client/app/layout/page.tsx
/** The page column: centred, padded, as wide as the header. */
function PageContainer({ className, children }) {
	return /* @__PURE__ */ jsx("div", {
		className: cn("mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 md:py-14", className),
		children
	});
}
/** A page with a heading and a short panel under it, for pages whose features are still to come. */
function SimplePage({ title, icon: Icon, children }) {
	return /* @__PURE__ */ jsxs(PageContainer, { children: [/* @__PURE__ */ jsx("h1", {
		className: "text-3xl font-semibold tracking-tight sm:text-4xl",
		children: title
	}), /* @__PURE__ */ jsxs("div", {
		className: "mt-8 flex max-w-2xl flex-col items-start gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:flex-row sm:p-8",
		children: [/* @__PURE__ */ jsx("div", {
			className: "flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary",
			children: /* @__PURE__ */ jsx(Icon, {
				"aria-hidden": "true",
				className: "size-6"
			})
		}), /* @__PURE__ */ jsx("div", {
			className: "min-w-0 space-y-3 text-muted-foreground [&>p:first-child]:text-lg [&>p:first-child]:font-medium [&>p:first-child]:text-foreground",
			children
		})]
	})] });
}
export { SimplePage as n, PageContainer as t };
