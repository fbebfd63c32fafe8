import { z } from "zod";
import path from "node:path";

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const optionalUrl = (protocols: RegExp, hint: string) =>
  optionalText.refine((v) => v === undefined || (URL.canParse(v) && protocols.test(v)), hint);

/** Every environment variable of docs/runtime.md, parsed once. */
export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: optionalUrl(/^postgres(ql)?:/, "must be a postgres:// or postgresql:// URL"),
    REDIS_URL: optionalUrl(/^rediss?:/, "must be a redis:// or rediss:// URL"),
    /** Prefix of every Redis key and channel, so that several deployments (or test runs) can share one Redis. */
    REDIS_PREFIX: z
      .string()
      .regex(/^[\w.-]{1,64}$/, "must be 1-64 letters, digits, '.', '_' or '-'")
      .default("echoes"),
    ADMIN_EMAIL: optionalText.pipe(z.email("must be an e-mail address").optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, "must be at least 8 characters").optional()),
    PUBLIC_URL: optionalUrl(/^https?:/, "must be an http(s) URL"),
    SMTP_URL: optionalUrl(/^smtps?:/, "must be an smtp:// or smtps:// URL"),
    MAIL_FROM: z.string().default("Echoes <no-reply@echoes.local>"),
    JWT_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    GA_MEASUREMENT_ID: optionalText.pipe(
      z
        .string()
        .regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXX")
        .optional(),
    ),
    RATE_LIMIT_AUTH_PER_MIN: z.coerce.number().int().min(1).default(20),
    RATE_LIMIT_EVENTS_PER_MIN: z.coerce.number().int().min(1).default(120),
    /** Anonymous list and search requests per minute per client IP that no cached response answers. */
    RATE_LIMIT_LISTS_PER_MIN: z.coerce.number().int().min(1).default(120),
    /** PostgreSQL: list and search statements are cancelled after this many milliseconds (503). */
    STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(500),
    /** Analytics events one client address (IPv4, or IPv6 /64) may have stored per day; more are refused. */
    EVENTS_PER_IP_PER_DAY: z.coerce.number().int().min(1).default(5000),
    /** Analytics events older than this many days are deleted (in small batches, every hour). */
    EVENTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).default(180),
    TRUST_PROXY: optionalText,
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    CLIENT_DIR: z.string().default("./dist/client"),
    /** Audio generation jobs run at once in one process (default: every core but one, at least one). */
    AUDIO_CONCURRENCY: optionalText.pipe(z.coerce.number<string | undefined>().int().min(1).max(64).optional()),
    /** How often the morning e-mail's schedule looks for members whose hour has come (0 turns it off). */
    DAILY_MAIL_TICK_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  })
  .superRefine(
    (c, ctx) => {
      if ((c.ADMIN_EMAIL === undefined) !== (c.ADMIN_PASSWORD === undefined)) {
        ctx.addIssue({
          code: "custom",
          path: [c.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"],
          message: "ADMIN_EMAIL and ADMIN_PASSWORD are set together",
        });
      }
    },
    // Run even when other variables are bad, so that every problem is listed at once.
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  )
  .transform((c) => ({
    ...c,
    DATA_DIR: path.resolve(c.DATA_DIR),
    CLIENT_DIR: path.resolve(c.CLIENT_DIR),
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ""),
  }));

export type Config = z.output<typeof ConfigSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses the environment (or overrides, as tests do) and lists every bad variable at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join(".") || "config"}: ${issue.message}`));
  }
  return result.data;
}
