import { z } from "zod";
import { AUTH_MESSAGES, NewPasswordSchema } from "./auth.ts";

/** Messages of the member's own account actions (docs/product/messages-and-limits.md; why: docs/decisions/025-account-lifecycle.md). */
export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: "Enter your current password",
  wrongPassword: "That password is not correct",
  samePassword: "Choose a password different from your current one",
  passwordChanged: "Your password has been changed. Your other devices have been signed out.",
  passwordChangeFailed: "Failed to change password. Please try again.",
  lastAdmin: "You are the only active admin. Make another member an admin before deleting your account.",
  accountDeleted: "Your account has been deleted",
  deleteFailed: "Failed to delete your account. Please try again.",
  exportFailed: "Failed to download your data. Please try again.",
} as const;

/** What deleting one's own account does (the same policy as an admin's deletion); the dialog states it. */
export const OWN_DELETE_POLICY =
  "Your approved quotes stay published without your name. Everything else is removed for good: your drafts, pending and rejected quotes, comments, reactions, bookmarks, lists and sessions. This cannot be undone.";

/** Data exports a member may download per window (counted per member). */
export const EXPORTS_PER_WINDOW = 5;
export const EXPORT_WINDOW_MS = 15 * 60_000;
/** Password confirmations (change, deletion) a member may try per window before a 429. */
export const PASSWORD_CHECKS_PER_WINDOW = 10;
export const PASSWORD_CHECK_WINDOW_MS = 15 * 60_000;

const m = ACCOUNT_MESSAGES;

/** The password a signed-in member types to confirm who they are (any length it may have been set with). */
export const CurrentPasswordSchema = z
  .string({ error: m.currentPasswordRequired })
  .min(1, m.currentPasswordRequired)
  .max(1024, m.wrongPassword);

/** POST /api/auth/change-password */
export const ChangePasswordBodySchema = z
  .object({ current_password: CurrentPasswordSchema, password: NewPasswordSchema })
  .refine((b) => b.password !== b.current_password, { message: m.samePassword, path: ["password"] });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** The change-password form: the body plus a confirmation of the new password. */
export const ChangePasswordFormSchema = z
  .object({
    current_password: CurrentPasswordSchema,
    password: NewPasswordSchema,
    confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsMismatch }),
  })
  .refine((f) => f.password !== f.current_password, { message: m.samePassword, path: ["password"] })
  .refine((f) => f.password === f.confirmPassword, {
    message: AUTH_MESSAGES.passwordsMismatch,
    path: ["confirmPassword"],
  });
export type ChangePasswordForm = z.input<typeof ChangePasswordFormSchema>;

/** DELETE /api/users/me and the confirmation dialog. */
export const DeleteAccountBodySchema = z.object({ password: CurrentPasswordSchema });
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

export const AccountDeletedSchema = z.object({
  deleted: z.literal(true),
  quotes_kept: z.number().int(),
  quotes_removed: z.number().int(),
  message: z.string(),
});
export type AccountDeleted = z.infer<typeof AccountDeletedSchema>;

// ── GET /api/users/me/export ─────────────────────────────────────────────────────────────────────
// Strict objects: a column added to a table reaches the export only by being named here (never a hash or token).

const iso = z.string();
const isoOrNull = z.string().nullable();

const ExportProfileSchema = z.strictObject({
  id: z.uuid(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  role: z.string(),
  theme_class: z.string().nullable(),
  custom_color: z.string().nullable(),
  created_at: iso,
  updated_at: iso,
  last_sign_in_at: isoOrNull,
});

const ExportQuoteSchema = z.strictObject({
  id: z.uuid(),
  url_slug: z.string(),
  text: z.string(),
  author: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  context: z.string().nullable(),
  reference_url: z.string().nullable(),
  description: z.string().nullable(),
  status: z.string(),
  views: z.number().int(),
  has_audio: z.boolean(),
  background_url: z.string().nullable(),
  background_type: z.string().nullable(),
  approved_at: isoOrNull,
  created_at: iso,
  updated_at: iso,
});

/**
 * What the export says instead of a quote's words when the member may no longer see the quote (its owner made it a
 * draft, it was rejected…): the same rule as every other read of quotes.
 */
export const EXPORT_QUOTE_UNAVAILABLE = "no longer available";
const quoteNote = z.literal(EXPORT_QUOTE_UNAVAILABLE).optional();

/**
 * A quote the member engaged with, named so the export reads on its own; one they may no longer see keeps only its
 * id, with `quote_text` and `quote_author` null and `quote_note` "no longer available".
 */
const QuoteRefSchema = z.strictObject({
  quote_id: z.uuid(),
  quote_text: z.string().nullable(),
  quote_author: z.string().nullable(),
  quote_note: quoteNote,
});

const ExportBookmarkSchema = QuoteRefSchema.extend({ created_at: iso });
const ExportReactionSchema = QuoteRefSchema.extend({ reaction_type: z.string(), created_at: iso });
const ExportCommentSchema = QuoteRefSchema.extend({
  id: z.uuid(),
  content: z.string(),
  hidden: z.boolean(),
  created_at: iso,
  updated_at: iso,
});
const ExportReportSchema = QuoteRefSchema.extend({
  id: z.uuid(),
  reason: z.string(),
  description: z.string().nullable(),
  status: z.string(),
  created_at: iso,
  resolved_at: isoOrNull,
});
const ExportListItemSchema = z.strictObject({
  id: z.uuid(),
  quote_id: z.uuid().nullable(),
  quote_text: z.string().nullable(),
  quote_author: z.string().nullable(),
  quote_note: quoteNote,
  content: z.string(),
  position: z.number().int(),
  is_completed: z.boolean(),
  metadata: z.unknown(),
  created_at: iso,
});
const ExportListSchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  list_type: z.string(),
  color: z.string().nullable(),
  is_public: z.boolean(),
  metadata: z.unknown(),
  created_at: iso,
  updated_at: iso,
  items: z.array(ExportListItemSchema),
});
const ExportAudioSchema = QuoteRefSchema.extend({
  audio_url: z.string(),
  tts_voice: z.string().nullable(),
  tts_settings: z.unknown(),
  file_size: z.number(),
  duration: z.number(),
  created_by_admin: z.boolean(),
  created_at: iso,
});
/** A recording or upload of the member's that an admin has not yet approved or rejected. */
const ExportPendingAudioSchema = QuoteRefSchema.extend({
  format: z.string(),
  file_size: z.number(),
  duration: z.number(),
  created_at: iso,
});
const ExportVisitSchema = QuoteRefSchema.extend({ visited_at: iso });
const ExportEventSchema = z.strictObject({
  event_name: z.string(),
  event_type: z.string(),
  metadata: z.unknown(),
  properties: z.unknown(),
  page_url: z.string().nullable(),
  referrer: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: iso,
});
/** Signed-in devices: when, from where; never the session's id, which tokens carry. */
const ExportSessionSchema = z.strictObject({
  created_at: iso,
  last_used_at: iso,
  expires_at: iso,
  revoked_at: isoOrNull,
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  current: z.boolean(),
});

/** The morning e-mail's settings and deliveries (never the unsubscribe link's secret). */
const ExportDailyMailSchema = z.strictObject({
  enabled: z.boolean(),
  source: z.string(),
  hour: z.number(),
  timezone: z.string(),
  created_at: iso,
  updated_at: iso,
  deliveries: z.array(
    z.strictObject({
      day: z.string(),
      quote_id: z.string().nullable(),
      status: z.string(),
      attempts: z.number(),
      last_error: z.string().nullable(),
      sent_at: isoOrNull,
    }),
  ),
});

export const ACCOUNT_EXPORT_FORMAT = "echoes-account-export";

export const AccountExportSchema = z.strictObject({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  version: z.literal(1),
  exported_at: iso,
  profile: ExportProfileSchema,
  quotes: z.array(ExportQuoteSchema),
  bookmarks: z.array(ExportBookmarkSchema),
  reactions: z.array(ExportReactionSchema),
  comments: z.array(ExportCommentSchema),
  reports: z.array(ExportReportSchema),
  lists: z.array(ExportListSchema),
  audio: z.array(ExportAudioSchema),
  audio_awaiting_review: z.array(ExportPendingAudioSchema),
  visits: z.array(ExportVisitSchema),
  events: z.array(ExportEventSchema),
  sessions: z.array(ExportSessionSchema),
  daily_mail: ExportDailyMailSchema.nullable(),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;

/** The download's file name: echoes-export-YYYY-MM-DD.json (UTC date). */
export function exportFileName(at: Date): string {
  return `echoes-export-${at.toISOString().slice(0, 10)}.json`;
}
