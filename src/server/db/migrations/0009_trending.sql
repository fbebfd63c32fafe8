CREATE TABLE "quote_view_hours" (
	"quote_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quote_view_hours_quote_id_hour_pk" PRIMARY KEY("quote_id","hour")
);
--> statement-breakpoint
ALTER TABLE "quote_view_hours" ADD CONSTRAINT "quote_view_hours_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_view_hours_hour_idx" ON "quote_view_hours" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "bookmarks_created_idx" ON "bookmarks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reactions_created_idx" ON "reactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "events_shares_created_idx" ON "events" USING btree ("created_at") WHERE "events"."event_name" = 'quote_share';