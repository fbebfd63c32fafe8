import { H as Button, d as Sheet, f as SheetContent, h as SheetTitle, m as SheetHeader, p as SheetDescription } from "../entry-server.js";
import { a as FilterChips, i as SortSelect, n as ViewToggle, r as FilterControls } from "./routes-DH8AFQcz.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/client/features/quotes/components/mobile-filters.tsx
/** Under 768 px the filters live in a sheet; each change applies at once, as on wider screens. */
function MobileFilters({ open, onOpenChange, filters, onChange, onClear, canFilterStatus, signedIn, offered, view, onViewChange, chips, onRemoveChip, returnFocusTo }) {
	return /* @__PURE__ */ jsx(Sheet, {
		open,
		onOpenChange,
		children: /* @__PURE__ */ jsxs(SheetContent, {
			side: "bottom",
			className: "max-h-[85dvh] gap-0 rounded-t-2xl p-0",
			"data-testid": "mobile-filters",
			onCloseAutoFocus: (event) => {
				if (!returnFocusTo?.current) return;
				event.preventDefault();
				returnFocusTo.current.focus();
			},
			children: [
				/* @__PURE__ */ jsxs(SheetHeader, {
					className: "border-b px-5 pt-5 pb-4",
					children: [/* @__PURE__ */ jsx(SheetTitle, { children: "Filters" }), /* @__PURE__ */ jsx(SheetDescription, { children: "Changes apply to the list right away." })]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "flex flex-col gap-4 overflow-y-auto px-5 py-5",
					children: [
						/* @__PURE__ */ jsx(FilterChips, {
							chips,
							onRemove: onRemoveChip
						}),
						/* @__PURE__ */ jsx(FilterControls, {
							filters,
							onChange,
							canFilterStatus,
							signedIn,
							offered,
							layout: "stack"
						}),
						/* @__PURE__ */ jsx(SortSelect, {
							filters,
							onChange,
							showLabel: true
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "flex flex-col gap-1.5",
							children: [/* @__PURE__ */ jsx("span", {
								className: "text-sm font-medium",
								children: "View"
							}), /* @__PURE__ */ jsx(ViewToggle, {
								view,
								onChange: onViewChange,
								showText: true,
								className: "self-start"
							})]
						})
					]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "flex items-center justify-between gap-3 border-t px-5 py-4",
					children: [/* @__PURE__ */ jsx(Button, {
						type: "button",
						variant: "ghost",
						onClick: onClear,
						disabled: chips.length === 0,
						children: "Clear filters"
					}), /* @__PURE__ */ jsx(Button, {
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
