import { H as Button, V as Spinner } from "../entry-server.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/client/components/submit-button.tsx
/** A form's submit button: disabled with a spinner and `pendingLabel` while the form submits. */
function SubmitButton({ pending, pendingLabel, children, ...props }) {
	return /* @__PURE__ */ jsxs(Button, {
		type: "submit",
		disabled: pending,
		...props,
		children: [pending && /* @__PURE__ */ jsx(Spinner, {}), pending ? pendingLabel : children]
	});
}
export { SubmitButton as t };
