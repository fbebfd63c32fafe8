import { z } from "zod";
import { QuoteAudioSchema } from "./audio.ts";

/*
 * Members' audio waiting for an admin: a member's upload or recording never becomes a quote's narration by
 * itself. `POST /api/quotes/{id}/audio` answers 202 with the submission; an admin listens, then approves it (it
 * becomes the quote's audio, replacing the previous one) or rejects it (the file is deleted).
 */

export const AUDIO_REVIEW_MESSAGES = {
  /** `GET /api/quotes/{id}/audio/pending` by someone who is neither the quote's owner nor an admin (404). */
  noneAwaiting: "No audio is awaiting review for this quote",
  /** Approve, reject or listen to a submission that was decided or replaced meanwhile (404). */
  gone: "This audio is no longer awaiting review",
  /** The owner's notice in the editor and on the dashboard. */
  awaitingReview: "Awaiting review",
  submitted: "Audio sent for review",
  submittedDetail: "An admin listens to it before it plays on the quote.",
  approved: "Audio approved",
  rejected: "Audio rejected",
  approveFailed: "Failed to approve audio",
  rejectFailed: "Failed to reject audio",
} as const;

/** A submission awaiting review (`202` of an upload). */
export const PendingAudioSchema = z.object({
  id: z.string(),
  quote_id: z.string(),
  state: z.literal("awaiting_review"),
  /** Checked format, the stored file's extension: mp3, wav, m4a, webm or ogg. */
  format: z.string(),
  /** Bytes. */
  file_size: z.number().int(),
  /** Seconds. */
  duration: z.number(),
  created_at: z.string(),
});
export type PendingAudio = z.infer<typeof PendingAudioSchema>;

/** `GET /api/quotes/{id}/audio/pending` (the quote's owner or an admin): the submission, or null when none. */
export const QuotePendingAudioSchema = z.object({ pending: PendingAudioSchema.nullable() });
export type QuotePendingAudio = z.infer<typeof QuotePendingAudioSchema>;

/** `GET /api/audio/pending/mine`: the signed-in member's submissions awaiting review, newest first. */
export const MyPendingAudioSchema = z.object({ items: z.array(PendingAudioSchema) });
export type MyPendingAudio = z.infer<typeof MyPendingAudioSchema>;

export const ADMIN_PENDING_AUDIO_PAGE_SIZE = 20;

/** `GET /api/admin/audio/pending`: oldest first, so the longest wait is answered first. */
export const AdminPendingAudioQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_PENDING_AUDIO_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AdminPendingAudioQuery = z.input<typeof AdminPendingAudioQuerySchema>;
export type AdminPendingAudioFilters = z.output<typeof AdminPendingAudioQuerySchema>;

export const AdminPendingAudioItemSchema = z.object({
  pending: PendingAudioSchema,
  quote: z.object({
    id: z.string(),
    url_slug: z.string(),
    text: z.string(),
    author: z.string(),
    /** The text's language (BCP 47), for its `lang`. */
    language: z.string(),
    status: z.string(),
  }),
  /** Who sent it (null once their account is deleted). */
  submitted_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The narration an approval replaces, or null. */
  current: QuoteAudioSchema.nullable(),
});
export type AdminPendingAudioItem = z.infer<typeof AdminPendingAudioItemSchema>;

export const AdminPendingAudioListSchema = z.object({
  items: z.array(AdminPendingAudioItemSchema),
  total: z.number().int(),
});
export type AdminPendingAudioList = z.infer<typeof AdminPendingAudioListSchema>;

/** A submission id (anything else is a 404, as an unknown id is). */
export const PendingAudioParamsSchema = z.object({ id: z.string().max(100) });

/** `POST /api/admin/audio/pending/{id}/reject`. */
export const PendingAudioRejectedSchema = z.object({
  id: z.string(),
  quote_id: z.string(),
  rejected: z.literal(true),
});
export type PendingAudioRejected = z.infer<typeof PendingAudioRejectedSchema>;
