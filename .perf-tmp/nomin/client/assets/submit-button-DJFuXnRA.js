import { t as Button } from "./button-C9VChmVY.js";
import { Z as Spinner } from "./index-B9EO6Tp7.js";
import { t as require_jsx_runtime } from "./jsx-runtime-Dq8_Q5KF.js";
// src/client/components/submit-button.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A form's submit button: disabled with a spinner and `pendingLabel` while the form submits. */
function SubmitButton({ pending, pendingLabel, children, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
		type: "submit",
		disabled: pending,
		...props,
		children: [pending && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {}), pending ? pendingLabel : children]
	});
}
export { SubmitButton as t };
