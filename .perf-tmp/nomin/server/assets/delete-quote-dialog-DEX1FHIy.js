import { H as Button, M as EDITOR_TOASTS, U as buttonVariants, V as Spinner } from "../entry-server.js";
import { t as cn } from "./utils-C-mJS6jL.js";
import { r as apiFetch } from "./api-CIaH_iHj.js";
import { t as invalidateAfterDelete } from "./quote-cache-C4V2Gj4v.js";
import { n as messageOf } from "./errors-B-xr_ELd.js";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { toast } from "sonner";
import { AlertDialog } from "radix-ui";
// src/client/components/ui/alert-dialog.tsx
function AlertDialog$1(props) {
	return /* @__PURE__ */ jsx(AlertDialog.Root, {
		"data-slot": "alert-dialog",
		...props
	});
}
function AlertDialogPortal(props) {
	return /* @__PURE__ */ jsx(AlertDialog.Portal, {
		"data-slot": "alert-dialog-portal",
		...props
	});
}
function AlertDialogOverlay({ className, ...props }) {
	return /* @__PURE__ */ jsx(AlertDialog.Overlay, {
		"data-slot": "alert-dialog-overlay",
		className: cn("fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:animate-in data-[state=open]:fade-in-0", className),
		...props
	});
}
function AlertDialogContent({ className, ...props }) {
	return /* @__PURE__ */ jsxs(AlertDialogPortal, { children: [/* @__PURE__ */ jsx(AlertDialogOverlay, {}), /* @__PURE__ */ jsx(AlertDialog.Content, {
		"data-slot": "alert-dialog-content",
		className: cn("fixed top-[50%] left-[50%] z-50 grid max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] translate-x-[-50%] translate-y-[-50%] gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg duration-200 data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=closed]:zoom-out-95 data-[state=open]:animate-in data-[state=open]:fade-in-0 data-[state=open]:zoom-in-95 sm:max-w-lg", className),
		...props
	})] });
}
function AlertDialogHeader({ className, ...props }) {
	return /* @__PURE__ */ jsx("div", {
		"data-slot": "alert-dialog-header",
		className: cn("flex flex-col gap-2 text-center sm:text-left", className),
		...props
	});
}
function AlertDialogFooter({ className, ...props }) {
	return /* @__PURE__ */ jsx("div", {
		"data-slot": "alert-dialog-footer",
		className: cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className),
		...props
	});
}
function AlertDialogTitle({ className, ...props }) {
	return /* @__PURE__ */ jsx(AlertDialog.Title, {
		"data-slot": "alert-dialog-title",
		className: cn("text-lg font-semibold", className),
		...props
	});
}
function AlertDialogDescription({ className, ...props }) {
	return /* @__PURE__ */ jsx(AlertDialog.Description, {
		"data-slot": "alert-dialog-description",
		className: cn("text-sm text-muted-foreground", className),
		...props
	});
}
function AlertDialogCancel({ className, ...props }) {
	return /* @__PURE__ */ jsx(AlertDialog.Cancel, {
		className: cn(buttonVariants({ variant: "outline" }), className),
		...props
	});
}
// src/client/features/quote-editor/api/delete-quote.ts
/** DELETE /api/quotes/{id}: owners their non-approved quotes, admins any. */
function deleteQuote(id) {
	return apiFetch(`/api/quotes/${encodeURIComponent(id)}`, { method: "DELETE" });
}
function useDeleteQuote() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (quote) => deleteQuote(quote.id),
		onSuccess: (_deleted, quote) => invalidateAfterDelete(queryClient, quote)
	});
}
// src/client/features/quote-editor/components/delete-quote-dialog.tsx
/** Asks before a quote is deleted; toasts "Quote deleted" or "Delete failed" (SPEC §8). */
function DeleteQuoteDialog({ quote, open, onOpenChange, onDeleted, onCloseAutoFocus }) {
	const remove = useDeleteQuote();
	const confirm = async () => {
		if (!quote) return;
		try {
			await remove.mutateAsync(quote);
			toast.success(EDITOR_TOASTS.deleted.title, { description: `“${excerpt(quote.text)}” is gone.` });
			onOpenChange(false);
			onDeleted(quote);
		} catch (error) {
			toast.error(EDITOR_TOASTS.deleteFailed.title, { description: messageOf(error, "The quote could not be deleted. Please try again.") });
		}
	};
	return /* @__PURE__ */ jsx(AlertDialog$1, {
		open,
		onOpenChange: (next) => !remove.isPending && onOpenChange(next),
		children: /* @__PURE__ */ jsxs(AlertDialogContent, {
			"data-testid": "delete-quote-dialog",
			onCloseAutoFocus,
			children: [/* @__PURE__ */ jsxs(AlertDialogHeader, { children: [/* @__PURE__ */ jsx(AlertDialogTitle, { children: "Delete this quote?" }), /* @__PURE__ */ jsx(AlertDialogDescription, { children: quote ? /* @__PURE__ */ jsxs(Fragment, { children: [
				"“",
				excerpt(quote.text),
				"” will be removed for good. This cannot be undone."
			] }) : null })] }), /* @__PURE__ */ jsxs(AlertDialogFooter, { children: [/* @__PURE__ */ jsx(AlertDialogCancel, {
				disabled: remove.isPending,
				children: "Cancel"
			}), /* @__PURE__ */ jsxs(Button, {
				variant: "destructive",
				onClick: () => void confirm(),
				disabled: remove.isPending,
				children: [remove.isPending && /* @__PURE__ */ jsx(Spinner, {}), "Delete quote"]
			})] })]
		})
	});
}
function excerpt(text, max = 80) {
	return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
export { DeleteQuoteDialog as default };
