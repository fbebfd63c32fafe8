import { boolean, integer, jsonb, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./types.ts";
import { quotes } from "./quotes.ts";
import { users } from "./users.ts";

export const quoteAudio = pgTable("quote_audio", {
  id: uuid("id").primaryKey().defaultRandom(),
  quoteId: uuid("quote_id")
    .notNull()
    .unique()
    .references(() => quotes.id, { onDelete: "cascade" }),
  audioUrl: text("audio_url").notNull(),
  audioFilePath: text("audio_file_path").notNull(),
  createdByAdmin: boolean("created_by_admin").notNull().default(true),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  ttsVoice: text("tts_voice"),
  ttsSettings: jsonb("tts_settings"),
  fileSize: integer("file_size").notNull(),
  duration: real("duration").notNull(),
  createdAt: createdAt(),
});

export const waveforms = pgTable("waveforms", {
  quoteId: uuid("quote_id")
    .primaryKey()
    .references(() => quotes.id, { onDelete: "cascade" }),
  peaks: jsonb("peaks").$type<number[]>().notNull(),
  resolution: integer("resolution").notNull(),
  sampleRate: integer("sample_rate").notNull(),
  generatedAt: timestamp("generated_at", { withTimezone: true }).notNull().defaultNow(),
});
