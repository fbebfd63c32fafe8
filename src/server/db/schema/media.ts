import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./types.ts";
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
  /** Set by the admin verify call when the file is no longer in the media store. */
  fileMissing: boolean("file_missing").notNull().default(false),
  createdAt: createdAt(),
});

/**
 * A member's recorded or uploaded audio waiting for an admin (one per quote; a new upload replaces it). The file
 * lives under the media store's unserved `private/` prefix until approval copies it into the quote's audio.
 */
export const quoteAudioPending = pgTable(
  "quote_audio_pending",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id")
      .notNull()
      .unique()
      .references(() => quotes.id, { onDelete: "cascade" }),
    submittedBy: uuid("submitted_by").references(() => users.id, { onDelete: "set null" }),
    filePath: text("file_path").notNull(),
    /** The stored file's extension (its checked format): mp3, wav, m4a, webm or ogg. */
    format: text("format").notNull(),
    fileSize: integer("file_size").notNull(),
    duration: real("duration").notNull(),
    /** Peaks the server computed at upload (mp3, wav), carried into the waveform on approval. */
    peaks: jsonb("peaks").$type<number[]>(),
    peaksSampleRate: integer("peaks_sample_rate"),
    createdAt: createdAt(),
  },
  (t) => [index("quote_audio_pending_created_idx").on(t.createdAt)],
);

export const waveforms = pgTable("waveforms", {
  quoteId: uuid("quote_id")
    .primaryKey()
    .references(() => quotes.id, { onDelete: "cascade" }),
  peaks: jsonb("peaks").$type<number[]>().notNull(),
  resolution: integer("resolution").notNull(),
  sampleRate: integer("sample_rate").notNull(),
  generatedAt: timestamp("generated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Audio generation jobs, persisted so that they survive a restart (queued and running jobs are taken up
 * again at start). With REDIS_URL the queue itself is BullMQ's, and these rows still carry state and result.
 */
export const audioJobs = pgTable(
  "audio_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    state: text("state").$type<"queued" | "running" | "completed" | "failed">().notNull().default("queued"),
    progress: real("progress").notNull().default(0),
    settings: jsonb("settings").notNull(),
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("audio_jobs_state_created_idx").on(t.state, t.createdAt),
    index("audio_jobs_quote_idx").on(t.quoteId),
    check("audio_jobs_state_check", sql`${t.state} in ('queued', 'running', 'completed', 'failed')`),
    check("audio_jobs_progress_check", sql`${t.progress} >= 0 and ${t.progress} <= 1`),
  ],
);
