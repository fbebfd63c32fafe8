import { n as PopoverContent, r as PopoverTrigger, t as Popover } from "./popover-C-b2a4KD.js";
import { _ as ThemeEditorTrigger, g as PanelFallback } from "../entry-server.js";
import { Suspense, lazy } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/client/features/theme-editor/components/theme-editor-popover.tsx
var loadThemeEditorPanel = () => import("./theme-editor-panel-Db3LzS5_.js");
var ThemeEditorPanel = lazy(loadThemeEditorPanel);
/** The theme editor in a popover under the header's palette button. */
function ThemeEditorPopover({ className, ...panel }) {
	return /* @__PURE__ */ jsxs(Popover, { children: [/* @__PURE__ */ jsx(PopoverTrigger, {
		asChild: true,
		children: /* @__PURE__ */ jsx(ThemeEditorTrigger, {
			className,
			onPointerEnter: () => void loadThemeEditorPanel()
		})
	}), /* @__PURE__ */ jsx(PopoverContent, {
		align: "end",
		className: "w-80",
		"aria-label": "Theme colours",
		children: /* @__PURE__ */ jsx(Suspense, {
			fallback: /* @__PURE__ */ jsx(PanelFallback, {}),
			children: /* @__PURE__ */ jsx(ThemeEditorPanel, { ...panel })
		})
	})] });
}
export { ThemeEditorPopover as default, loadThemeEditorPanel };
