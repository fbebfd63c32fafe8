import { t as Button } from "./button-C9VChmVY.js";
import { C as SheetHeader, S as SheetDescription, b as Sheet, w as SheetTitle, x as SheetContent } from "./index-B9EO6Tp7.js";
import { a as FilterChips, i as SortSelect, n as ViewToggle, r as FilterControls } from "./routes-zftJX0WO.js";
import { t as require_jsx_runtime } from "./jsx-runtime-Dq8_Q5KF.js";
// src/client/features/quotes/components/mobile-filters.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Under 768 px the filters live in a sheet; each change applies at once, as on wider screens. */
function MobileFilters({ open, onOpenChange, filters, onChange, onClear, canFilterStatus, signedIn, offered, view, onViewChange, chips, onRemoveChip, returnFocusTo }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Sheet, {
		open,
		onOpenChange,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SheetContent, {
			side: "bottom",
			className: "max-h-[85dvh] gap-0 rounded-t-2xl p-0",
			"data-testid": "mobile-filters",
			onCloseAutoFocus: (event) => {
				if (!returnFocusTo?.current) return;
				event.preventDefault();
				returnFocusTo.current.focus();
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SheetHeader, {
					className: "border-b px-5 pt-5 pb-4",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SheetTitle, { children: "Filters" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SheetDescription, { children: "Changes apply to the list right away." })]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex flex-col gap-4 overflow-y-auto px-5 py-5",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterChips, {
							chips,
							onRemove: onRemoveChip
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterControls, {
							filters,
							onChange,
							canFilterStatus,
							signedIn,
							offered,
							layout: "stack"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SortSelect, {
							filters,
							onChange,
							showLabel: true
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "flex flex-col gap-1.5",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "text-sm font-medium",
								children: "View"
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ViewToggle, {
								view,
								onChange: onViewChange,
								showText: true,
								className: "self-start"
							})]
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex items-center justify-between gap-3 border-t px-5 py-4",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "button",
						variant: "ghost",
						onClick: onClear,
						disabled: chips.length === 0,
						children: "Clear filters"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "button",
						onClick: () => onOpenChange(false),
						children: "Show results"
					})]
				})
			]
		})
	});
}
export { MobileFilters as default };
