import { t as ApiError } from "./api-CIaH_iHj.js";
import { t as Input } from "./input-C7mm9zg8.js";
import { jsx } from "react/jsx-runtime";
// src/client/components/email-input.tsx
/** An e-mail address input: the e-mail keyboard, autofill and the usual placeholder. */
function EmailInput(props) {
	return /* @__PURE__ */ jsx(Input, {
		type: "email",
		autoComplete: "email",
		inputMode: "email",
		placeholder: "you@example.com",
		...props
	});
}
// src/client/lib/field-errors.ts
/** The per-field messages of the server's error envelope (`fields`), if any. */
function fieldErrorsOf(error) {
	if (!(error instanceof ApiError)) return {};
	try {
		const parsed = JSON.parse(error.body);
		if (parsed && typeof parsed === "object" && "fields" in parsed && parsed.fields && typeof parsed.fields === "object") return Object.fromEntries(Object.entries(parsed.fields).filter((entry) => typeof entry[1] === "string"));
	} catch {}
	return {};
}
export { EmailInput as n, fieldErrorsOf as t };
