import { sql } from "drizzle-orm";
import { bigserial, index, jsonb, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { EVENT_TYPES } from "#contracts/constants.ts";
import { createdAt } from "./types.ts";
import { users } from "./users.ts";

export const eventTypeEnum = pgEnum("event_type", EVENT_TYPES);

export const events = pgTable(
  "events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    eventName: text("event_name").notNull(),
    eventType: eventTypeEnum("event_type").notNull(),
    metadata: jsonb("metadata").notNull().default(sql`'{}'::jsonb`),
    properties: jsonb("properties").notNull().default(sql`'{}'::jsonb`),
    pageUrl: text("page_url"),
    referrer: text("referrer"),
    userAgent: text("user_agent"),
    /** The client IP with its host part zeroed (IPv4 /24, IPv6 /48); the raw address is never stored. */
    ipAnonymized: text("ip_anonymized"),
    sessionId: text("session_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("events_created_idx").on(t.createdAt),
    index("events_type_created_idx").on(t.eventType, t.createdAt),
    index("events_user_idx").on(t.userId),
    // Recent shares, for the trending list.
    index("events_shares_created_idx").on(t.createdAt).where(sql`${t.eventName} = 'quote_share'`),
  ],
);

/** Who did what, when, for every admin action. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    details: jsonb("details").notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_entity_idx").on(t.entityType, t.entityId), index("audit_log_created_idx").on(t.createdAt)],
);
