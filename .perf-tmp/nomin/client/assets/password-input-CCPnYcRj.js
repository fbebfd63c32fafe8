import { a as __toESM, n as require_react, t as require_jsx_runtime } from "./jsx-runtime-Dq8_Q5KF.js";
import { t as Eye } from "./eye-DANhbeYL.js";
import { s as createLucideIcon } from "./button-C9VChmVY.js";
import { t as Input } from "./input-VpiLYCxB.js";
import { t as cn } from "./utils-BjUhbVWX.js";
// node_modules/lucide-react/dist/esm/icons/eye-off.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "eye-off",
	size: 24,
	node: [
		["path", {
			d: "M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49",
			key: "ct8e1f"
		}],
		["path", {
			d: "M14.084 14.158a3 3 0 0 1-4.242-4.242",
			key: "151rxh"
		}],
		["path", {
			d: "M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143",
			key: "13bj9a"
		}],
		["path", {
			d: "m2 2 20 20",
			key: "1ooewy"
		}]
	]
};
__iconData.node;
var EyeOff = createLucideIcon(__iconData);
// src/client/features/auth/components/password-input.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** A password input with a show/hide button. */
function PasswordInput({ visible: visibleProp, onVisibleChange, className, ...props }) {
	const [visibleState, setVisibleState] = (0, import_react.useState)(false);
	const visible = visibleProp ?? visibleState;
	const toggle = () => {
		setVisibleState(!visible);
		onVisibleChange?.(!visible);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "relative",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
			type: visible ? "text" : "password",
			className: cn("pr-10", className),
			...props
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			onClick: toggle,
			"aria-label": visible ? "Hide password" : "Show password",
			"aria-pressed": visible,
			className: "absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
			children: visible ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EyeOff, {
				"aria-hidden": "true",
				className: "size-4"
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Eye, {
				"aria-hidden": "true",
				className: "size-4"
			})
		})]
	});
}
export { PasswordInput as t };
