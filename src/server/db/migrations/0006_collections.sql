ALTER TABLE "list_items" ALTER COLUMN "content" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "list_items" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "list_items_list_quote_idx" ON "list_items" USING btree ("list_id","quote_id");--> statement-breakpoint
CREATE INDEX "list_items_quote_idx" ON "list_items" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lists_owner_name_idx" ON "lists" USING btree ("owner_id",lower("name"));