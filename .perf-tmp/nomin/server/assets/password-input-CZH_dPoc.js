import { t as Input } from "./input-C7mm9zg8.js";
import { t as cn } from "./utils-C-mJS6jL.js";
import { useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { EyeIcon, EyeOffIcon } from "lucide-react";
// src/client/features/auth/components/password-input.tsx
/** A password input with a show/hide button. */
function PasswordInput({ visible: visibleProp, onVisibleChange, className, ...props }) {
	const [visibleState, setVisibleState] = useState(false);
	const visible = visibleProp ?? visibleState;
	const toggle = () => {
		setVisibleState(!visible);
		onVisibleChange?.(!visible);
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "relative",
		children: [/* @__PURE__ */ jsx(Input, {
			type: visible ? "text" : "password",
			className: cn("pr-10", className),
			...props
		}), /* @__PURE__ */ jsx("button", {
			type: "button",
			onClick: toggle,
			"aria-label": visible ? "Hide password" : "Show password",
			"aria-pressed": visible,
			className: "absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
			children: visible ? /* @__PURE__ */ jsx(EyeOffIcon, {
				"aria-hidden": "true",
				className: "size-4"
			}) : /* @__PURE__ */ jsx(EyeIcon, {
				"aria-hidden": "true",
				className: "size-4"
			})
		})]
	});
}
export { PasswordInput as t };
