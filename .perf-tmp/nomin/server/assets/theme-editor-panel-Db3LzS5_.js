import { c as THEME_PRESETS, n as CustomColorSchema } from "./auth-BnZ2IsEu.js";
import { G as DEFAULT_PRESET_CLASS, H as Button, V as Spinner, W as useThemeScheme } from "../entry-server.js";
import { t as Input } from "./input-C7mm9zg8.js";
import { t as Label } from "./label-Csc3aM2z.js";
import { t as cn } from "./utils-C-mJS6jL.js";
import { r as apiFetch } from "./api-CIaH_iHj.js";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { toast } from "sonner";
import { CheckIcon, RotateCcwIcon } from "lucide-react";
// src/client/features/theme-editor/api/update-theme.ts
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
/** The theme editor (SPEC §3, §5): eight presets and a custom #rrggbb colour, applied to the UI at once. */
function ThemeEditorPanel({ canSave, onSaved }) {
	const { scheme, setScheme } = useThemeScheme();
	const updateTheme = useUpdateTheme();
	const [hex, setHex] = useState(scheme.customColor ?? "");
	const [hexError, setHexError] = useState(null);
	const ids = {
		hex: useId(),
		error: useId(),
		hint: useId()
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
	return /* @__PURE__ */ jsxs("div", {
		className: "grid gap-4",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-1",
				children: [/* @__PURE__ */ jsx("h2", {
					className: "text-sm font-semibold",
					children: "Theme colour"
				}), /* @__PURE__ */ jsx("p", {
					className: "text-xs text-muted-foreground",
					children: canSave ? "Applies at once and is saved to your profile." : "Applies at once and is kept on this device. Sign in to keep it everywhere."
				})]
			}),
			/* @__PURE__ */ jsx("div", {
				role: "radiogroup",
				"aria-label": "Preset colours",
				className: "grid grid-cols-4 gap-2",
				children: THEME_PRESETS.map((preset) => {
					const active = activeClass === preset.themeClass;
					return /* @__PURE__ */ jsxs("button", {
						type: "button",
						role: "radio",
						"aria-checked": active,
						onClick: () => choose({
							themeClass: preset.themeClass,
							customColor: null
						}, { themeClass: preset.themeClass }),
						className: cn("group flex flex-col items-center gap-1 rounded-md p-1.5 text-xs outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50", active && "bg-accent"),
						children: [/* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							className: cn("flex size-8 items-center justify-center rounded-full border border-black/10 shadow-xs dark:border-white/15", active && "ring-2 ring-foreground ring-offset-2 ring-offset-background"),
							style: { backgroundColor: preset.color },
							children: active && /* @__PURE__ */ jsx(CheckIcon, { className: "size-4 text-white drop-shadow" })
						}), /* @__PURE__ */ jsx("span", {
							className: cn("text-muted-foreground group-hover:text-foreground", active && "font-medium text-foreground"),
							children: preset.name
						})]
					}, preset.themeClass);
				})
			}),
			/* @__PURE__ */ jsxs("form", {
				noValidate: true,
				onSubmit: applyCustom,
				className: "grid gap-2",
				children: [
					/* @__PURE__ */ jsx(Label, {
						htmlFor: ids.hex,
						children: "Custom colour"
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "flex items-center gap-2",
						children: [
							/* @__PURE__ */ jsx("input", {
								type: "color",
								"aria-label": "Pick a custom colour",
								value: pickerValue,
								onChange: (event) => {
									setHex(event.target.value);
									setHexError(null);
								},
								className: "h-9 w-10 shrink-0 cursor-pointer rounded-md border border-input bg-transparent p-1"
							}),
							/* @__PURE__ */ jsx(Input, {
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
							/* @__PURE__ */ jsx(Button, {
								type: "submit",
								variant: "secondary",
								disabled: updateTheme.isPending,
								children: "Apply"
							})
						]
					}),
					hexError ? /* @__PURE__ */ jsx("p", {
						id: ids.error,
						role: "alert",
						className: "text-sm text-destructive",
						children: hexError
					}) : /* @__PURE__ */ jsxs("p", {
						id: ids.hint,
						className: "text-xs text-muted-foreground",
						children: ["Six hex digits with a leading #, e.g. #0ea5e9.", scheme.customColor && /* @__PURE__ */ jsxs("span", {
							className: "ml-1 font-medium text-foreground",
							children: ["In use: ", scheme.customColor]
						})]
					})
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex items-center justify-between gap-2 border-t pt-3",
				children: [/* @__PURE__ */ jsxs("p", {
					className: "flex min-h-5 items-center gap-1.5 text-xs text-muted-foreground",
					"aria-live": "polite",
					children: [updateTheme.isPending && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Spinner, { className: "size-3" }), " Saving..."] }), updateTheme.isSuccess && !updateTheme.isPending && "Saved to your profile"]
				}), /* @__PURE__ */ jsxs(Button, {
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
					children: [/* @__PURE__ */ jsx(RotateCcwIcon, { "aria-hidden": "true" }), "Reset"]
				})]
			})
		]
	});
}
export { ThemeEditorPanel as default };
