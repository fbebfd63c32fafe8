/** The corrections queue's status tabs, the work first (read by its route, so without the contracts' schemas). */
export const CORRECTION_FILTERS = ["open", "accepted", "rejected"] as const;
export type CorrectionFilter = (typeof CORRECTION_FILTERS)[number];
