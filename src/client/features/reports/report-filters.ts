/** The report queue's status tabs: open first (the work), then decided ones, then everything (read by its route). */
export const QUEUE_FILTERS = ["open", "resolved", "dismissed", "all"] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];
