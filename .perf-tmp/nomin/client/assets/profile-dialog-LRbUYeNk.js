import { i as u, r as FormField, s as useForm } from "./form-field-9eXmwWOd.js";
import { n as toast } from "./dist-BXu7aPWd.js";
import { a as ProfileSchema } from "./auth-ChSxj-1l.js";
import { t as SubmitButton } from "./submit-button-DJFuXnRA.js";
import { t as Button } from "./button-C9VChmVY.js";
import { F as DialogDescription, I as DialogFooter, L as DialogHeader, M as Dialog, N as DialogClose, P as DialogContent, R as DialogTitle, xt as useAuth } from "./index-B9EO6Tp7.js";
import { t as Input } from "./input-VpiLYCxB.js";
import { t as useMutation } from "./useMutation-V3Zq-FO2.js";
import { r as apiFetch } from "./api-BnqfSDLB.js";
import { t as require_jsx_runtime } from "./jsx-runtime-Dq8_Q5KF.js";
// src/client/features/auth/api/update-profile.ts
/** PATCH /api/auth/update-profile: first and last name (the e-mail is read-only). */
function updateProfile(body) {
	return apiFetch("/api/auth/update-profile", {
		method: "PATCH",
		json: body
	});
}
function useUpdateProfile() {
	return useMutation({ mutationFn: updateProfile });
}
// src/client/features/auth/components/profile-dialog.tsx
var import_jsx_runtime = require_jsx_runtime();
var PROFILE_UPDATE_FAILED = "Failed to update profile. Please try again.";
/** Edit profile (SPEC §5): first and last name; the e-mail is shown read-only. */
function ProfileDialog({ open, onOpenChange }) {
	const { user } = useAuth();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open: open && user !== null,
		onOpenChange,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContent, {
			className: "sm:max-w-md",
			children: user && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileForm, {
				user,
				onDone: () => onOpenChange(false)
			})
		})
	});
}
function ProfileForm({ user, onDone }) {
	const { updateUser } = useAuth();
	const update = useUpdateProfile();
	const form = useForm({
		resolver: u(ProfileSchema),
		defaultValues: {
			firstname: user.user_metadata.firstname ?? "",
			lastname: user.user_metadata.lastname ?? "",
			email: user.email
		}
	});
	const { errors, isSubmitting } = form.formState;
	const onSubmit = form.handleSubmit(async ({ firstname, lastname }) => {
		try {
			const updated = await update.mutateAsync({
				firstname,
				lastname
			});
			updateUser(updated);
			toast.success("Profile updated", { description: "Your name has been saved." });
			onDone();
		} catch {
			toast.error("Update failed", { description: PROFILE_UPDATE_FAILED });
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		noValidate: true,
		onSubmit,
		className: "grid gap-4",
		"aria-label": "Edit profile",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogHeader, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, { children: "Edit profile" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogDescription, { children: "Change the name shown with your quotes." })] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-4 sm:grid-cols-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
					label: "First name",
					error: errors.firstname?.message,
					children: (control) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
						...control,
						...form.register("firstname"),
						autoComplete: "given-name",
						autoFocus: true
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
					label: "Last name",
					error: errors.lastname?.message,
					children: (control) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
						...control,
						...form.register("lastname"),
						autoComplete: "family-name"
					})
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
				label: "Email",
				error: errors.email?.message,
				hint: "Your e-mail address cannot be changed.",
				children: (control) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					...control,
					...form.register("email"),
					type: "email",
					readOnly: true,
					className: "bg-muted"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogFooter, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogClose, {
				asChild: true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "button",
					variant: "outline",
					children: "Cancel"
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
				pending: isSubmitting,
				pendingLabel: "Saving...",
				children: "Save changes"
			})] })
		]
	});
}
export { PROFILE_UPDATE_FAILED, ProfileDialog as default };
