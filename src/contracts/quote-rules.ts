import type { QuoteStatus, Role } from "./constants.ts";
import { can } from "./permissions.ts";

/**
 * Who may do what with a quote, and which status it gets (docs/product/quotes-and-search.md and docs/product/accounts-and-roles.md, decision 003): written once,
 * enforced by the server and followed by the client's buttons, badges and notices.
 */

/** The signed-in user as the quote rules see them. */
export interface QuoteViewer {
  id: string;
  role: Role;
}

type MaybeViewer = QuoteViewer | null | undefined;

/** A status only a moderator gives; other statuses are the owner's to choose. */
export type ModeratedStatus = Extract<QuoteStatus, "approved" | "rejected">;
export type BadgeStatus = Exclude<QuoteStatus, "approved">;

/** Statuses an owner without the approve permission may give their own quote. */
export const OWNER_STATUSES = ["draft", "pending"] as const satisfies readonly QuoteStatus[];

const isOwnerStatus = (status: QuoteStatus): status is (typeof OWNER_STATUSES)[number] =>
  (OWNER_STATUSES as readonly QuoteStatus[]).includes(status);

const owns = (viewer: QuoteViewer, quote: { user_id?: string | null }) =>
  quote.user_id != null && quote.user_id === viewer.id;

/** Approved and rejected are a moderator's decisions. */
export function isModeratedStatus(status: QuoteStatus): status is ModeratedStatus {
  return status === "approved" || status === "rejected";
}

/** Owners may edit their own quotes; those who may edit any quote edit all. */
export function canEditQuote(viewer: MaybeViewer, quote: { user_id: string | null }): boolean {
  if (!viewer) return false;
  if (can(viewer.role, "editAnyQuote")) return true;
  return owns(viewer, quote) && can(viewer.role, "editOwnQuotes");
}

/** Owners delete their own quotes while they are not approved; those who may edit any quote delete any. */
export function canDeleteQuote(viewer: MaybeViewer, quote: { user_id: string | null; status: QuoteStatus }): boolean {
  if (!viewer) return false;
  if (can(viewer.role, "editAnyQuote")) return true;
  return canEditQuote(viewer, quote) && quote.status !== "approved";
}

/** A status as a badge: Rejected, Pending or Draft; none when approved. */
export function badgeStatus(status: QuoteStatus | null | undefined): BadgeStatus | null {
  return status && status !== "approved" ? status : null;
}

/**
 * The badge a viewer sees on a quote: owners on their own quotes, and those who approve quotes (who moderate
 * every quote) on all; none for approved quotes and for everyone else.
 */
export function ownerBadgeStatus(
  viewer: MaybeViewer,
  quote: { status?: QuoteStatus | null; user_id?: string | null },
): BadgeStatus | null {
  if (!viewer) return null;
  return owns(viewer, quote) || can(viewer.role, "approveQuotes") ? badgeStatus(quote.status) : null;
}

/**
 * The status a new quote gets: those who approve quotes pick any (pending by default); everyone else gets
 * draft or pending, and anything else they ask for becomes pending.
 */
export function statusOfNewQuote(role: Role, requested: QuoteStatus | undefined): QuoteStatus {
  if (can(role, "approveQuotes")) return requested ?? "pending";
  return requested && isOwnerStatus(requested) ? requested : "pending";
}

/**
 * Whether an owner's edit sends the quote back to review: it was approved or rejected, so its changed text has
 * not been looked at.
 */
export function ownerEditReturnsToReview(current: QuoteStatus): current is ModeratedStatus {
  return isModeratedStatus(current);
}

/**
 * The status after an edit. Those who approve quotes set any status (none asked for keeps the current one).
 * An owner may ask for draft or pending (anything else becomes pending); without asking, an approved or
 * rejected quote goes back to pending and any other keeps its status.
 */
export function statusAfterEdit(role: Role, current: QuoteStatus, requested: QuoteStatus | undefined): QuoteStatus {
  if (can(role, "approveQuotes")) return requested ?? current;
  if (requested !== undefined) return isOwnerStatus(requested) ? requested : "pending";
  return ownerEditReturnsToReview(current) ? "pending" : current;
}

/**
 * The status "Submit for Review" asks for: pending, except in edit of an approved or rejected quote, where it asks
 * for none (undefined) — the quote keeps its status in the request, and statusAfterEdit sends an owner's edit back
 * to review.
 */
export function reviewRequestStatus(mode: "create" | "edit", current?: QuoteStatus): "pending" | undefined {
  return mode === "edit" && current !== undefined && isModeratedStatus(current) ? undefined : "pending";
}
