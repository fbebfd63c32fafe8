const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/theme-editor-panel-B3jlfWfA.js","assets/jsx-runtime-Dq8_Q5KF.js","assets/check-D8vSlTWN.js","assets/button-C9VChmVY.js","assets/utils-BjUhbVWX.js","assets/dist-BXu7aPWd.js","assets/auth-ChSxj-1l.js","assets/constants-DC2r50n9.js","assets/schemas-B-ba1ytk.js","assets/input-VpiLYCxB.js","assets/label-4zuHpApL.js","assets/dist-CHY1q1fc.js","assets/index-B9EO6Tp7.js","assets/api-BnqfSDLB.js","assets/queryOptions-DYezUBQg.js","assets/permissions-CeLJ-25C.js","assets/dist-DA6yL9LE.js","assets/es2015-t9MdX5OR.js","assets/index-QC6dgxlY.css","assets/useMutation-V3Zq-FO2.js"])))=>i.map(i=>d[i]);
import { a as __toESM, n as require_react, t as require_jsx_runtime } from "./jsx-runtime-Dq8_Q5KF.js";
import { n as PopoverContent, r as PopoverTrigger, t as Popover } from "./popover-BGBzU6ID.js";
import { E as ThemeEditorTrigger, J as __vitePreload, T as PanelFallback } from "./index-B9EO6Tp7.js";
// src/client/features/theme-editor/components/theme-editor-popover.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var loadThemeEditorPanel = () => __vitePreload(() => import("./theme-editor-panel-B3jlfWfA.js"), __vite__mapDeps([0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19]));
var ThemeEditorPanel = (0, import_react.lazy)(loadThemeEditorPanel);
/** The theme editor in a popover under the header's palette button. */
function ThemeEditorPopover({ className, ...panel }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Popover, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PopoverTrigger, {
		asChild: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ThemeEditorTrigger, {
			className,
			onPointerEnter: () => void loadThemeEditorPanel()
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PopoverContent, {
		align: "end",
		className: "w-80",
		"aria-label": "Theme colours",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
			fallback: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PanelFallback, {}),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ThemeEditorPanel, { ...panel })
		})
	})] });
}
export { ThemeEditorPopover as default, loadThemeEditorPanel };
