import { a as ProfileSchema } from "./auth-BnZ2IsEu.js";
import { r as FormField } from "./form-field-dhFeLcY3.js";
import { t as SubmitButton } from "./submit-button-Dts-peKj.js";
import { C as Dialog, D as DialogFooter, E as DialogDescription, H as Button, K as useAuth, O as DialogHeader, T as DialogContent, k as DialogTitle, w as DialogClose } from "../entry-server.js";
import { t as Input } from "./input-C7mm9zg8.js";
import { r as apiFetch } from "./api-CIaH_iHj.js";
import { useMutation } from "@tanstack/react-query";
import { jsx, jsxs } from "react/jsx-runtime";
import { toast } from "sonner";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
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
var PROFILE_UPDATE_FAILED = "Failed to update profile. Please try again.";
/** Edit profile (SPEC §5): first and last name; the e-mail is shown read-only. */
function ProfileDialog({ open, onOpenChange }) {
	const { user } = useAuth();
	return /* @__PURE__ */ jsx(Dialog, {
		open: open && user !== null,
		onOpenChange,
		children: /* @__PURE__ */ jsx(DialogContent, {
			className: "sm:max-w-md",
			children: user && /* @__PURE__ */ jsx(ProfileForm, {
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
		resolver: zodResolver(ProfileSchema),
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
	return /* @__PURE__ */ jsxs("form", {
		noValidate: true,
		onSubmit,
		className: "grid gap-4",
		"aria-label": "Edit profile",
		children: [
			/* @__PURE__ */ jsxs(DialogHeader, { children: [/* @__PURE__ */ jsx(DialogTitle, { children: "Edit profile" }), /* @__PURE__ */ jsx(DialogDescription, { children: "Change the name shown with your quotes." })] }),
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-4 sm:grid-cols-2",
				children: [/* @__PURE__ */ jsx(FormField, {
					label: "First name",
					error: errors.firstname?.message,
					children: (control) => /* @__PURE__ */ jsx(Input, {
						...control,
						...form.register("firstname"),
						autoComplete: "given-name",
						autoFocus: true
					})
				}), /* @__PURE__ */ jsx(FormField, {
					label: "Last name",
					error: errors.lastname?.message,
					children: (control) => /* @__PURE__ */ jsx(Input, {
						...control,
						...form.register("lastname"),
						autoComplete: "family-name"
					})
				})]
			}),
			/* @__PURE__ */ jsx(FormField, {
				label: "Email",
				error: errors.email?.message,
				hint: "Your e-mail address cannot be changed.",
				children: (control) => /* @__PURE__ */ jsx(Input, {
					...control,
					...form.register("email"),
					type: "email",
					readOnly: true,
					className: "bg-muted"
				})
			}),
			/* @__PURE__ */ jsxs(DialogFooter, { children: [/* @__PURE__ */ jsx(DialogClose, {
				asChild: true,
				children: /* @__PURE__ */ jsx(Button, {
					type: "button",
					variant: "outline",
					children: "Cancel"
				})
			}), /* @__PURE__ */ jsx(SubmitButton, {
				pending: isSubmitting,
				pendingLabel: "Saving...",
				children: "Save changes"
			})] })
		]
	});
}
export { PROFILE_UPDATE_FAILED, ProfileDialog as default };
