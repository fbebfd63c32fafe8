import { a as __toESM, n as require_react, t as require_jsx_runtime } from "./jsx-runtime-Dq8_Q5KF.js";
import { At as useNavigate, Et as usePageTitle, Y as openAuthModal, a as Route, j as messageOf, kt as Link$1, xt as useAuth } from "./index-B9EO6Tp7.js";
import { s as createLucideIcon, t as Button } from "./button-C9VChmVY.js";
import { n as toast } from "./dist-BXu7aPWd.js";
import { i as u, n as FormAlert, r as FormField, s as useForm } from "./form-field-9eXmwWOd.js";
import { i as NewPasswordFormSchema } from "./auth-ChSxj-1l.js";
import { t as SubmitButton } from "./submit-button-DJFuXnRA.js";
import { r as apiFetch, t as ApiError } from "./api-BnqfSDLB.js";
import { t as useMutation } from "./useMutation-V3Zq-FO2.js";
import { t as PasswordInput } from "./password-input-CCPnYcRj.js";
import { n as SimplePage, t as PageContainer } from "./page-B9qAiS4l.js";
// node_modules/lucide-react/dist/esm/icons/key-round.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "key-round",
	size: 24,
	node: [["path", {
		d: "M2.586 17.414A2 2 0 0 0 2 18.828V21a1 1 0 0 0 1 1h3a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h1a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h.172a2 2 0 0 0 1.414-.586l.814-.814a6.5 6.5 0 1 0-4-4z",
		key: "1s6t7t"
	}], ["circle", {
		cx: "16.5",
		cy: "7.5",
		r: ".5",
		fill: "currentColor",
		key: "w0ekpg"
	}]]
};
__iconData$1.node;
var KeyRound = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/link.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "link",
	size: 24,
	node: [["path", {
		d: "M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71",
		key: "1cjeqo"
	}], ["path", {
		d: "M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71",
		key: "19qd67"
	}]]
};
__iconData.node;
var Link = createLucideIcon(__iconData);
// src/client/features/auth/api/reset-password.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** POST /api/auth/reset-password: sets the new password with the token of a reset link. */
function resetPassword(body) {
	return apiFetch("/api/auth/reset-password", {
		method: "POST",
		json: body,
		anonymous: true
	});
}
function useResetPassword() {
	return useMutation({ mutationFn: resetPassword });
}
// src/client/features/auth/components/new-password-form.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* "Choose a new password" of a recovery link (/auth/callback?type=recovery&token=…). `onInvalidLink` gets
* the server's message when the link is unknown, used or expired.
*/
function NewPasswordForm({ token, onDone, onInvalidLink }) {
	const reset = useResetPassword();
	const [failure, setFailure] = (0, import_react.useState)(null);
	const [visible, setVisible] = (0, import_react.useState)(false);
	const form = useForm({
		resolver: u(NewPasswordFormSchema),
		defaultValues: {
			password: "",
			confirmPassword: ""
		}
	});
	const { errors, isSubmitting } = form.formState;
	const onSubmit = form.handleSubmit(async ({ password }) => {
		setFailure(null);
		try {
			onDone((await reset.mutateAsync({
				token,
				password
			})).message);
		} catch (error) {
			if (error instanceof ApiError && error.status === 400 && error.body.includes("invalid_reset_token")) {
				onInvalidLink(error.message);
				return;
			}
			setFailure(messageOf(error, "Your password could not be changed. Please try again."));
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		noValidate: true,
		onSubmit,
		className: "grid gap-4",
		"aria-label": "Choose a new password",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: "New password",
				error: errors.password?.message,
				hint: "At least 6 characters.",
				children: (control) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordInput, {
					...control,
					...form.register("password"),
					autoComplete: "new-password",
					autoFocus: true,
					visible,
					onVisibleChange: setVisible
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: "Confirm new password",
				error: errors.confirmPassword?.message,
				children: (control) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordInput, {
					...control,
					...form.register("confirmPassword"),
					autoComplete: "new-password",
					visible,
					onVisibleChange: setVisible
				})
			}),
			failure && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormAlert, { children: failure }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
				pending: isSubmitting,
				pendingLabel: "Saving...",
				children: "Set new password"
			})
		]
	});
}
// src/client/app/routes/auth/callback.tsx?tsr-split=component
var linkClass = "rounded-sm font-medium text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-[3px] focus-visible:ring-ring/50";
/** The return target of e-mailed links (SPEC §2): a password recovery link lands here. */
function AuthCallbackPage() {
	const { type, token } = Route.useSearch();
	if (type === "recovery") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecoveryPage, { token });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NothingToDo, {});
}
function NothingToDo() {
	usePageTitle("Signing in");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimplePage, {
		title: "Nothing to finish here",
		icon: KeyRound,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "This page completes password recovery from an e-mailed link, and there is no link to complete." }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-base",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
				to: "/",
				className: linkClass,
				children: "Continue to the quotes"
			})
		})]
	});
}
function RecoveryPage({ token }) {
	usePageTitle("Choose a new password");
	const navigate = useNavigate();
	const { user, clearSession } = useAuth();
	const [invalid, setInvalid] = (0, import_react.useState)(token ? null : "This reset link is incomplete. Please request a new one.");
	const done = (message) => {
		if (user) clearSession();
		toast.success("Password updated", { description: message });
		navigate({
			to: "/",
			replace: true
		}).then(() => openAuthModal("login"));
	};
	const requestNewLink = () => {
		navigate({
			to: "/",
			replace: true
		}).then(() => openAuthModal("reset"));
	};
	if (invalid || !token) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageContainer, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		role: "alert",
		className: "mx-auto flex max-w-md flex-col items-center rounded-xl border bg-card p-8 text-center shadow-sm",
		"data-testid": "reset-link-invalid",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mb-5 flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					"aria-hidden": "true",
					className: "size-6"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "text-2xl font-semibold tracking-tight",
				children: "This link can no longer be used"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-3 text-muted-foreground",
				children: invalid
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-6 flex flex-wrap justify-center gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					onClick: requestNewLink,
					children: "Request a new link"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					asChild: true,
					variant: "outline",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
						to: "/",
						children: "Back to quotes"
					})
				})]
			})
		]
	}) });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageContainer, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mx-auto max-w-md rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mb-5 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(KeyRound, {
					"aria-hidden": "true",
					className: "size-6"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "text-2xl font-semibold tracking-tight",
				children: "Choose a new password"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-2 mb-6 text-sm text-muted-foreground",
				children: "Pick a password of at least 6 characters. You will sign in with it from now on, on every device."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NewPasswordForm, {
				token,
				onDone: done,
				onInvalidLink: setInvalid
			})
		]
	}) });
}
export { AuthCallbackPage as component };
