/** Toasts of the quote editor; docs/product/messages-and-limits.md's words where it gives them. */
export const EDITOR_TOASTS = {
  submissionFailed: {
    title: "Submission failed",
    description: "There was an error submitting your quote. Please try again.",
  },
  submitError: { title: "Error", description: "Failed to submit quote. Please try again." },
  updateFailed: { title: "Update failed", description: "Failed to update the quote. Please try again." },
  missingId: { title: "Validation Error", description: "Quote ID is missing. Cannot update quote." },
  signInRequired: { title: "Sign in required", description: "Please sign in or create an account to submit quotes." },
  deleteFailed: { title: "Delete failed" },
  deleted: { title: "Quote deleted" },
} as const;
