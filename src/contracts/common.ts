import { z } from "zod";

/** The text of a UUID (any version, lower or upper case hex), unanchored: the one id pattern of the codebase. */
export const UUID_PATTERN = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
const UUID = new RegExp(`^${UUID_PATTERN}$`);

/** Whether `value` can be a row id at all (anything else is simply not found, never a database error). */
export const isUuid = (value: string): boolean => UUID.test(value);

/** The one error envelope every failing API call answers with. */
export const ErrorEnvelopeSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** Query-string booleans arrive as text. */
export const QueryBoolean = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0"])])
  .transform((v) => v === true || v === "true" || v === "1");

export const HealthSchema = z.object({
  status: z.literal("ok"),
  database: z.literal("up"),
  version: z.string(),
});

/** GET /api/ready: this process may take traffic (a load balancer's readiness check). */
export const ReadySchema = z.object({
  status: z.literal("ready"),
  database: z.literal("up"),
  migrations: z.literal("applied"),
  /** "unused" without REDIS_URL. */
  redis: z.enum(["up", "unused"]),
  version: z.string(),
});
