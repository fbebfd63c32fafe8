CREATE TABLE "quote_view_marks" (
	"quote_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_view_marks_quote_id_visitor_pk" PRIMARY KEY("quote_id","visitor")
);
--> statement-breakpoint
DROP INDEX "quotes_user_idx";--> statement-breakpoint
DROP INDEX "quotes_status_views_idx";--> statement-breakpoint
DROP INDEX "quotes_status_reactions_idx";--> statement-breakpoint
DROP INDEX "quotes_category_status_created_idx";--> statement-breakpoint
ALTER TABLE "quote_view_marks" ADD CONSTRAINT "quote_view_marks_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_view_marks_viewed_idx" ON "quote_view_marks" USING btree ("viewed_at");--> statement-breakpoint
CREATE INDEX "quotes_created_idx" ON "quotes" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_audio_created_idx" ON "quotes" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "quotes"."has_audio";--> statement-breakpoint
CREATE INDEX "quotes_user_created_idx" ON "quotes" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_status_views_idx" ON "quotes" USING btree ("status","views" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_status_reactions_idx" ON "quotes" USING btree ("status","reactions_count" DESC NULLS FIRST,"views" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_category_status_created_idx" ON "quotes" USING btree ("category","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);