import { z } from "zod";

/**
 * Notices to members (docs/product/notifications.md): a quote they keep changed attribution; a correction they
 * proposed was decided. The same table serves later kinds.
 */
export const NOTIFICATION_KINDS = ["attribution_changed", "correction_decided"] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How many notices GET /api/notifications answers, newest first. */
export const NOTIFICATION_PAGE_SIZE = 50;
export const NOTIFICATION_READ_IDS_MAX = 200;

export const NotificationSchema = z.object({
  id: z.uuid(),
  kind: NotificationKindSchema,
  quote_id: z.uuid().nullable(),
  /** The quote's page slug, for a link; null when the notice names no quote. */
  quote_slug: z.string().nullable(),
  message: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_SIZE).default(NOTIFICATION_PAGE_SIZE),
  /** Only unread notices. */
  unread: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
});

export const NotificationListSchema = z.object({
  notifications: z.array(NotificationSchema),
  /** Every unread notice of the member, beyond this page too. */
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

/** POST /api/notifications/read: these notices, or (no ids, or `all: true`) every one. */
export const NotificationReadSchema = z
  .object({
    ids: z.array(z.uuid()).min(1).max(NOTIFICATION_READ_IDS_MAX).optional(),
    all: z.literal(true).optional(),
  })
  .nullish()
  .transform((v) => v ?? {});
export const NotificationReadResultSchema = z.object({ marked: z.number().int(), unread: z.number().int() });
