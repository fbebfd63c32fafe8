import { a as __toESM, n as require_react, t as require_jsx_runtime } from "./jsx-runtime-Dq8_Q5KF.js";
import { t as Check } from "./check-D8vSlTWN.js";
import { s as createLucideIcon, t as Button } from "./button-C9VChmVY.js";
import { n as toast } from "./dist-BXu7aPWd.js";
import { c as THEME_PRESETS, n as CustomColorSchema } from "./auth-ChSxj-1l.js";
import { t as Input } from "./input-VpiLYCxB.js";
import { t as Label } from "./label-4zuHpApL.js";
import { Z as Spinner, _t as useThemeScheme, vt as DEFAULT_PRESET_CLASS } from "./index-B9EO6Tp7.js";
import { t as cn } from "./utils-BjUhbVWX.js";
import { t as useMutation } from "./useMutation-V3Zq-FO2.js";
import { r as apiFetch } from "./api-BnqfSDLB.js";
// node_modules/lucide-react/dist/esm/icons/rotate-ccw.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "rotate-ccw",
	size: 24,
	node: [["path", {
		d: "M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8",
		key: "1357e3"
	}], ["path", {
		d: "M3 3v5h5",
		key: "1xhq8a"
	}]]
};
__iconData.node;
var RotateCcw = createLucideIcon(__iconData);
// src/client/features/theme-editor/api/update-theme.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** PATCH /api/user/theme: a preset ({ themeClass }) or a custom colour ({ customColor: "#rrggbb" }). */
function updateTheme(body) {
	return apiFetch("/api/user/theme", {
		method: "PATCH",
		json: body
	});
}
function useUpdateTheme() {
	return useMutation({ mutationFn: updateTheme });
}
// src/client/features/theme-editor/components/theme-editor-panel.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The theme editor (SPEC §3, §5): eight presets and a custom #rrggbb colour, applied to the UI at once. */
function ThemeEditorPanel({ canSave, onSaved }) {
	const { scheme, setScheme } = useThemeScheme();
	const updateTheme = useUpdateTheme();
	const [hex, setHex] = (0, import_react.useState)(scheme.customColor ?? "");
	const [hexError, setHexError] = (0, import_react.useState)(null);
	const ids = {
		hex: (0, import_react.useId)(),
		error: (0, import_react.useId)(),
		hint: (0, import_react.useId)()
	};
	const activeClass = scheme.customColor ? null : scheme.themeClass ?? "theme-blue";
	const choose = (next, body) => {
		setScheme(next);
		if (!canSave) return;
		updateTheme.mutate(body, {
			onSuccess: (user) => onSaved?.(user),
			onError: (error) => toast.error("Theme not saved", { description: error.message || "Your colour applies here but could not be saved to your profile." })
		});
	};
	const applyCustom = (event) => {
		event.preventDefault();
		const parsed = CustomColorSchema.safeParse(hex);
		if (!parsed.success) {
			setHexError(parsed.error.issues[0]?.message ?? "Invalid colour");
			return;
		}
		setHexError(null);
		setHex(parsed.data);
		choose({
			themeClass: null,
			customColor: parsed.data
		}, { customColor: parsed.data });
	};
	const pickerValue = /^#[0-9a-f]{6}$/i.test(hex) ? hex.toLowerCase() : scheme.customColor ?? "#3b82f6";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-4",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-1",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					className: "text-sm font-semibold",
					children: "Theme colour"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-xs text-muted-foreground",
					children: canSave ? "Applies at once and is saved to your profile." : "Applies at once and is kept on this device. Sign in to keep it everywhere."
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				role: "radiogroup",
				"aria-label": "Preset colours",
				className: "grid grid-cols-4 gap-2",
				children: THEME_PRESETS.map((preset) => {
					const active = activeClass === preset.themeClass;
					return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
						type: "button",
						role: "radio",
						"aria-checked": active,
						onClick: () => choose({
							themeClass: preset.themeClass,
							customColor: null
						}, { themeClass: preset.themeClass }),
						className: cn("group flex flex-col items-center gap-1 rounded-md p-1.5 text-xs outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50", active && "bg-accent"),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							"aria-hidden": "true",
							className: cn("flex size-8 items-center justify-center rounded-full border border-black/10 shadow-xs dark:border-white/15", active && "ring-2 ring-foreground ring-offset-2 ring-offset-background"),
							style: { backgroundColor: preset.color },
							children: active && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Check, { className: "size-4 text-white drop-shadow" })
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: cn("text-muted-foreground group-hover:text-foreground", active && "font-medium text-foreground"),
							children: preset.name
						})]
					}, preset.themeClass);
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				noValidate: true,
				onSubmit: applyCustom,
				className: "grid gap-2",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Label, {
						htmlFor: ids.hex,
						children: "Custom colour"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex items-center gap-2",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
								type: "color",
								"aria-label": "Pick a custom colour",
								value: pickerValue,
								onChange: (event) => {
									setHex(event.target.value);
									setHexError(null);
								},
								className: "h-9 w-10 shrink-0 cursor-pointer rounded-md border border-input bg-transparent p-1"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
								id: ids.hex,
								value: hex,
								onChange: (event) => {
									setHex(event.target.value);
									if (hexError) setHexError(null);
								},
								placeholder: "#3b82f6",
								spellCheck: false,
								autoComplete: "off",
								maxLength: 7,
								className: "font-mono",
								"aria-invalid": hexError !== null,
								"aria-describedby": hexError ? ids.error : ids.hint
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								type: "submit",
								variant: "secondary",
								disabled: updateTheme.isPending,
								children: "Apply"
							})
						]
					}),
					hexError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						id: ids.error,
						role: "alert",
						className: "text-sm text-destructive",
						children: hexError
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						id: ids.hint,
						className: "text-xs text-muted-foreground",
						children: ["Six hex digits with a leading #, e.g. #0ea5e9.", scheme.customColor && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "ml-1 font-medium text-foreground",
							children: ["In use: ", scheme.customColor]
						})]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex items-center justify-between gap-2 border-t pt-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "flex min-h-5 items-center gap-1.5 text-xs text-muted-foreground",
					"aria-live": "polite",
					children: [updateTheme.isPending && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, { className: "size-3" }), " Saving..."] }), updateTheme.isSuccess && !updateTheme.isPending && "Saved to your profile"]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					type: "button",
					variant: "ghost",
					size: "sm",
					onClick: () => {
						setHex("");
						setHexError(null);
						choose({
							themeClass: DEFAULT_PRESET_CLASS,
							customColor: null
						}, { themeClass: DEFAULT_PRESET_CLASS });
					},
					disabled: activeClass === DEFAULT_PRESET_CLASS,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RotateCcw, { "aria-hidden": "true" }), "Reset"]
				})]
			})
		]
	});
}
export { ThemeEditorPanel as default };
