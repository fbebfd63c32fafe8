import { sql } from "drizzle-orm";
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ROLES } from "#contracts/constants.ts";
import { createdAt, updatedAt } from "./types.ts";

export const roleEnum = pgEnum("user_role", ROLES);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    role: roleEnum("role").notNull().default("user"),
    themeClass: text("theme_class"),
    customColor: text("custom_color"),
    failedSignins: integer("failed_signins").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** Set by an admin: the account cannot sign in and its sessions were revoked. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    // The admin's member list: newest first, searched by name or e-mail (substring, trigram).
    index("users_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("users_search_trgm_idx").using(
      "gin",
      sql`(lower(${t.firstname} || ' ' || ${t.lastname} || ' ' || ${t.email})) gin_trgm_ops`,
    ),
  ],
);

/** A signed-in device; access tokens carry its id and die with it. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Single-use password reset links; only a hash of the token is kept. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("password_resets_user_idx").on(t.userId)],
);
