import { z } from "zod";
import { ASSIGNABLE_ROLES, MEMBER_STATUSES } from "./constants.ts";

export { ASSIGNABLE_ROLES, MEMBER_STATUSES, type AssignableRole, type MemberStatus } from "./constants.ts";

/** Rows per page in the admin's member, comment and audit lists. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_MAX = 100;
const SEARCH_MAX = 200;

export const ADMIN_MEMBER_MESSAGES = {
  notFound: "User not found",
  selfDemote: "You cannot remove your own admin role",
  selfDisable: "You cannot disable your own account",
  selfDelete: "You cannot delete your own account here",
  lastAdmin: "The last active admin cannot be demoted, disabled or deleted",
  nothingToChange: "Choose a role or a status to change",
  /** The sign-in answer for a disabled account (shown in the dialog as the server message, docs/product/messages-and-limits.md). */
  accountDisabled: "This account has been disabled. Please contact an administrator.",
  roleChanged: "Role updated",
  disabled: "User disabled",
  enabled: "User enabled",
  deleted: "User deleted",
  updateFailed: "Failed to update user. Please try again.",
  deleteFailed: "Failed to delete user. Please try again.",
  fetchUsersFailed: "Failed to fetch users",
  fetchAuditFailed: "Failed to fetch audit log",
  fetchCommentsFailed: "Failed to fetch comments",
  fetchReportsFailed: "Failed to fetch reports",
} as const;

/**
 * What deleting a member does to their content (docs/decisions/019-admin-members.md); the confirmation dialog
 * states it word for word.
 */
export const DELETE_POLICY =
  "Their approved quotes stay published without a name. Everything else is removed for good: their drafts, pending and rejected quotes, comments, reactions, bookmarks, lists and sessions.";

const paging = {
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).default(ADMIN_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
};
/** Blank search text means no search. */
const searchText = z
  .string()
  .trim()
  .max(SEARCH_MAX)
  .optional()
  .transform((s) => (s ? s : undefined));

// ── Members ────────────────────────────────────────────────────────────────────────────────────────

export const AdminUserQuerySchema = z.object({
  q: searchText,
  role: z.enum(ASSIGNABLE_ROLES).optional(),
  status: z.enum(MEMBER_STATUSES).optional(),
  ...paging,
});
export type AdminUserQuery = z.output<typeof AdminUserQuerySchema>;

export const AdminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  name: z.string(),
  role: z.enum(["user", "superuser", "admin"]),
  status: z.enum(MEMBER_STATUSES),
  created_at: z.string(),
  disabled_at: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
  quotes_count: z.number().int(),
  comments_count: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserListSchema = z.object({ users: z.array(AdminUserSchema), total: z.number().int() });
export type AdminUserList = z.infer<typeof AdminUserListSchema>;

export const AdminUserPatchSchema = z
  .object({ role: z.enum(ASSIGNABLE_ROLES).optional(), disabled: z.boolean().optional() })
  .refine((b) => b.role !== undefined || b.disabled !== undefined, ADMIN_MEMBER_MESSAGES.nothingToChange);
export type AdminUserPatch = z.output<typeof AdminUserPatchSchema>;

export const AdminUserDeletedSchema = z.object({
  id: z.uuid(),
  deleted: z.literal(true),
  /** Approved quotes kept, now anonymous. */
  quotes_kept: z.number().int(),
  /** Drafts, pending and rejected quotes removed. */
  quotes_removed: z.number().int(),
});
export type AdminUserDeleted = z.infer<typeof AdminUserDeletedSchema>;

// ── Audit log ──────────────────────────────────────────────────────────────────────────────────────

export const AdminAuditQuerySchema = z.object({ ...paging });
export type AdminAuditQuery = z.output<typeof AdminAuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actor_id: z.uuid().nullable(),
  /** Null when the acting account has since been deleted. */
  actor_name: z.string().nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListSchema = z.object({ entries: z.array(AuditEntrySchema), total: z.number().int() });
export type AuditList = z.infer<typeof AuditListSchema>;

// ── Comments ───────────────────────────────────────────────────────────────────────────────────────

export const AdminCommentQuerySchema = z.object({ q: searchText, ...paging });
export type AdminCommentQuery = z.output<typeof AdminCommentQuerySchema>;

export const AdminCommentSchema = z.object({
  id: z.uuid(),
  content: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  hidden: z.boolean(),
  author: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  quote: z.object({ id: z.uuid(), slug: z.string(), excerpt: z.string(), author: z.string() }),
});
export type AdminComment = z.infer<typeof AdminCommentSchema>;

export const AdminCommentListSchema = z.object({ comments: z.array(AdminCommentSchema), total: z.number().int() });
export type AdminCommentList = z.infer<typeof AdminCommentListSchema>;
