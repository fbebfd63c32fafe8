CREATE TABLE "quote_audio_pending" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"submitted_by" uuid,
	"file_path" text NOT NULL,
	"format" text NOT NULL,
	"file_size" integer NOT NULL,
	"duration" real NOT NULL,
	"peaks" jsonb,
	"peaks_sample_rate" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_audio_pending_quote_id_unique" UNIQUE("quote_id")
);
--> statement-breakpoint
ALTER TABLE "quote_audio_pending" ADD CONSTRAINT "quote_audio_pending_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_audio_pending" ADD CONSTRAINT "quote_audio_pending_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_audio_pending_created_idx" ON "quote_audio_pending" USING btree ("created_at");