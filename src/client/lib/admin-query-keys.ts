import { queryKeys } from "./query-keys.ts";

/** The admin area's query keys, all under `queryKeys.admin.all`; apart so that public pages do not load them. */
export const adminQueryKeys = {
  all: queryKeys.admin.all,
  quoteCounts: ["admin", "quote-counts"] as const,
  stats: ["admin", "stats"] as const,
  analytics: (params: object) => ["admin", "analytics", params] as const,
  audit: (query: object) => ["admin", "audit", query] as const,
  users: { all: ["admin", "users"] as const, page: (query: object) => ["admin", "users", query] as const },
  comments: {
    all: ["admin", "comments"] as const,
    page: (query: object) => ["admin", "comments", query] as const,
  },
  reports: { all: ["admin", "reports"] as const, page: (query: object) => ["admin", "reports", query] as const },
  corrections: {
    all: ["admin", "corrections"] as const,
    page: (query: object) => ["admin", "corrections", query] as const,
  },
  audio: (query: object) => ["admin", "audio", query] as const,
  audioReview: {
    all: ["admin", "audio-review"] as const,
    page: (query: object) => ["admin", "audio-review", query] as const,
  },
};
