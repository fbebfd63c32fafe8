CREATE TABLE "audio_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"settings" jsonb NOT NULL,
	"requested_by" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "audio_jobs_state_check" CHECK ("audio_jobs"."state" in ('queued', 'running', 'completed', 'failed')),
	CONSTRAINT "audio_jobs_progress_check" CHECK ("audio_jobs"."progress" >= 0 and "audio_jobs"."progress" <= 1)
);
--> statement-breakpoint
ALTER TABLE "quote_audio" ADD COLUMN "file_missing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "audio_jobs" ADD CONSTRAINT "audio_jobs_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_jobs" ADD CONSTRAINT "audio_jobs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audio_jobs_state_created_idx" ON "audio_jobs" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "audio_jobs_quote_idx" ON "audio_jobs" USING btree ("quote_id");