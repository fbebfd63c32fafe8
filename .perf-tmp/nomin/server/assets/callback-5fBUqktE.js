import { H as Button, K as useAuth, S as messageOf, a as Route, tt as usePageTitle, z as openAuthModal } from "../entry-server.js";
import { i as NewPasswordFormSchema } from "./auth-BnZ2IsEu.js";
import { n as FormAlert, r as FormField } from "./form-field-dhFeLcY3.js";
import { t as SubmitButton } from "./submit-button-Dts-peKj.js";
import { r as apiFetch, t as ApiError } from "./api-CIaH_iHj.js";
import { t as PasswordInput } from "./password-input-CZH_dPoc.js";
import { n as SimplePage, t as PageContainer } from "./page-BOc20Cw7.js";
import { useMutation } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { toast } from "sonner";
import { KeyRoundIcon, LinkIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
// src/client/features/auth/api/reset-password.ts
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
/**
* "Choose a new password" of a recovery link (/auth/callback?type=recovery&token=…). `onInvalidLink` gets
* the server's message when the link is unknown, used or expired.
*/
function NewPasswordForm({ token, onDone, onInvalidLink }) {
	const reset = useResetPassword();
	const [failure, setFailure] = useState(null);
	const [visible, setVisible] = useState(false);
	const form = useForm({
		resolver: zodResolver(NewPasswordFormSchema),
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
	return /* @__PURE__ */ jsxs("form", {
		noValidate: true,
		onSubmit,
		className: "grid gap-4",
		"aria-label": "Choose a new password",
		children: [
			/* @__PURE__ */ jsx(FormField, {
				label: "New password",
				error: errors.password?.message,
				hint: "At least 6 characters.",
				children: (control) => /* @__PURE__ */ jsx(PasswordInput, {
					...control,
					...form.register("password"),
					autoComplete: "new-password",
					autoFocus: true,
					visible,
					onVisibleChange: setVisible
				})
			}),
			/* @__PURE__ */ jsx(FormField, {
				label: "Confirm new password",
				error: errors.confirmPassword?.message,
				children: (control) => /* @__PURE__ */ jsx(PasswordInput, {
					...control,
					...form.register("confirmPassword"),
					autoComplete: "new-password",
					visible,
					onVisibleChange: setVisible
				})
			}),
			failure && /* @__PURE__ */ jsx(FormAlert, { children: failure }),
			/* @__PURE__ */ jsx(SubmitButton, {
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
	if (type === "recovery") return /* @__PURE__ */ jsx(RecoveryPage, { token });
	return /* @__PURE__ */ jsx(NothingToDo, {});
}
function NothingToDo() {
	usePageTitle("Signing in");
	return /* @__PURE__ */ jsxs(SimplePage, {
		title: "Nothing to finish here",
		icon: KeyRoundIcon,
		children: [/* @__PURE__ */ jsx("p", { children: "This page completes password recovery from an e-mailed link, and there is no link to complete." }), /* @__PURE__ */ jsx("p", {
			className: "text-base",
			children: /* @__PURE__ */ jsx(Link, {
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
	const [invalid, setInvalid] = useState(token ? null : "This reset link is incomplete. Please request a new one.");
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
	if (invalid || !token) return /* @__PURE__ */ jsx(PageContainer, { children: /* @__PURE__ */ jsxs("div", {
		role: "alert",
		className: "mx-auto flex max-w-md flex-col items-center rounded-xl border bg-card p-8 text-center shadow-sm",
		"data-testid": "reset-link-invalid",
		children: [
			/* @__PURE__ */ jsx("div", {
				className: "mb-5 flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive",
				children: /* @__PURE__ */ jsx(LinkIcon, {
					"aria-hidden": "true",
					className: "size-6"
				})
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-semibold tracking-tight",
				children: "This link can no longer be used"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-3 text-muted-foreground",
				children: invalid
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-6 flex flex-wrap justify-center gap-3",
				children: [/* @__PURE__ */ jsx(Button, {
					onClick: requestNewLink,
					children: "Request a new link"
				}), /* @__PURE__ */ jsx(Button, {
					asChild: true,
					variant: "outline",
					children: /* @__PURE__ */ jsx(Link, {
						to: "/",
						children: "Back to quotes"
					})
				})]
			})
		]
	}) });
	return /* @__PURE__ */ jsx(PageContainer, { children: /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-md rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8",
		children: [
			/* @__PURE__ */ jsx("div", {
				className: "mb-5 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary",
				children: /* @__PURE__ */ jsx(KeyRoundIcon, {
					"aria-hidden": "true",
					className: "size-6"
				})
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-semibold tracking-tight",
				children: "Choose a new password"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-2 mb-6 text-sm text-muted-foreground",
				children: "Pick a password of at least 6 characters. You will sign in with it from now on, on every device."
			}),
			/* @__PURE__ */ jsx(NewPasswordForm, {
				token,
				onDone: done,
				onInvalidLink: setInvalid
			})
		]
	}) });
}
export { AuthCallbackPage as component };
