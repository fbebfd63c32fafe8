import { t as Label } from "./label-Csc3aM2z.js";
import { t as cn } from "./utils-C-mJS6jL.js";
import { useId } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { AlertCircleIcon } from "lucide-react";
// src/client/components/form-field.tsx
/**
* A labelled form field: the error (announced, role=alert) and the hint are tied to the control with
* aria-describedby, and the control is marked aria-invalid while the error shows.
*/
function FormField({ label, optional = false, error, hint, hintWithError = false, aside, className, children }) {
	const id = useId();
	const errorId = `${id}-error`;
	const hintId = `${id}-hint`;
	const describedBy = [hint ? hintId : void 0, error ? errorId : void 0].filter(Boolean).join(" ") || void 0;
	return /* @__PURE__ */ jsxs("div", {
		className: cn("grid gap-2", className),
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex min-h-4 items-center justify-between gap-2",
				children: [/* @__PURE__ */ jsxs(Label, {
					htmlFor: id,
					children: [label, optional && /* @__PURE__ */ jsx("span", {
						className: "font-normal text-muted-foreground",
						children: "(optional)"
					})]
				}), aside]
			}),
			children({
				id,
				"aria-invalid": Boolean(error),
				"aria-describedby": describedBy
			}),
			hint && (hintWithError || !error) && /* @__PURE__ */ jsx("p", {
				id: hintId,
				className: "text-xs text-muted-foreground",
				children: hint
			}),
			error && /* @__PURE__ */ jsx(FieldError, {
				id: errorId,
				children: error
			})
		]
	});
}
function FieldError({ id, children }) {
	return /* @__PURE__ */ jsx("p", {
		id,
		role: "alert",
		className: "text-sm text-destructive",
		children
	});
}
/** A failure of the whole form, shown above its submit button. */
function FormAlert({ children }) {
	return /* @__PURE__ */ jsxs("div", {
		role: "alert",
		className: "flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-red-700 dark:bg-destructive/10 dark:text-destructive",
		children: [/* @__PURE__ */ jsx(AlertCircleIcon, {
			"aria-hidden": "true",
			className: "mt-0.5 size-4 shrink-0"
		}), /* @__PURE__ */ jsx("p", { children })]
	});
}
export { FormAlert as n, FormField as r, FieldError as t };
