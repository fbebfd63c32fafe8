import { z } from "zod";

import { CONSENT_VERSION } from "./constants.ts";

export { CONSENT_VERSION } from "./constants.ts";

export const ConsentRecordSchema = z.object({
  necessary: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  /** When the choice was made (ISO 8601). */
  timestamp: z.string(),
  version: z.literal(CONSENT_VERSION),
});
export type ConsentRecord = z.infer<typeof ConsentRecordSchema>;
export type ConsentChoice = Pick<ConsentRecord, "analytics" | "marketing">;

/** Cookie lifetimes of docs/product/messages-and-limits.md. */
export const COOKIE_DURATIONS = {
  session: "Session",
  consent: "1 year",
  analytics: "2 years",
  marketing: "1 year",
} as const;
