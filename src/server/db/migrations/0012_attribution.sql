-- An author's URL slug (docs/decisions/034-attribution.md), the same as authorSlug() in src/contracts/author-slug.ts:
-- common Latin accents folded, ASCII lower-cased, every other run of characters a hyphen, at most 80 characters;
-- a name with no Latin letter or digit becomes "author-" and the hex of its first bytes.
CREATE OR REPLACE FUNCTION echoes_slug(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(
    nullif(trim(BOTH '-' FROM left(regexp_replace(lower(translate(
      replace(replace(replace(replace(replace(value, 'ß', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'),
      'áÁàÀâÂäÄãÃåÅāĀăĂąĄǎǍçÇćĆčČĉĈċĊďĎđĐðÐéÉèÈêÊëËēĒėĖęĘěĚĕĔğĞĝĜġĠģĢĥĤħĦíÍìÌîÎïÏīĪįĮıIĭĬǐǏĵĴķĶłŁľĽĺĹļĻñÑńŃňŇņŅóÓòÒôÔöÖõÕøØōŌőŐŏŎǒǑŕŔřŘŗŖśŚšŠşŞŝŜșȘťŤţŢțȚúÚùÙûÛüÜūŪůŮűŰųŲŭŬǔǓýÝÿŸŷŶžŽźŹżŻİ',
      'aaaaaaaaaaaaaaaaaaaaccccccccccddddddeeeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiiijjkkllllllllnnnnnnnnoooooooooooooooooooorrrrrrssssssssssttttttuuuuuuuuuuuuuuuuuuuuyyyyyyzzzzzzi')), '[^a-z0-9]+', '-', 'g'), 80)), ''),
    'author-' || encode(convert_to(left(value, 8), 'UTF8'), 'hex'))
$$;--> statement-breakpoint
CREATE TYPE "public"."attribution_status" AS ENUM('verified', 'attributed', 'disputed', 'misattributed');--> statement-breakpoint
CREATE TABLE "attribution_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"old_status" "attribution_status" NOT NULL,
	"new_status" "attribution_status" NOT NULL,
	"old_actual_author" text,
	"new_actual_author" text,
	"note" text,
	"changed_by" uuid,
	"correction_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"notified_through" uuid,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "attribution_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"proposer_id" uuid,
	"proposed_status" "attribution_status" NOT NULL,
	"actual_author" text,
	"note" text NOT NULL,
	"source" jsonb,
	"status" text DEFAULT 'open' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authors" (
	"slug" text PRIMARY KEY NOT NULL,
	"born" text,
	"died" text,
	"description" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_sources" (
	"quote_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"location" text,
	CONSTRAINT "quote_sources_quote_id_source_id_pk" PRIMARY KEY("quote_id","source_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"quote_id" uuid,
	"message" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sources" ALTER COLUMN "publication_date" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "attribution_status" "attribution_status" DEFAULT 'attributed' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "attribution_actual_author" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "attribution_earliest_date" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "attribution_note" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "attribution_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "author_slug" text GENERATED ALWAYS AS (echoes_slug("quotes"."author")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "attribution_changes" ADD CONSTRAINT "attribution_changes_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribution_changes" ADD CONSTRAINT "attribution_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribution_corrections" ADD CONSTRAINT "attribution_corrections_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribution_corrections" ADD CONSTRAINT "attribution_corrections_proposer_id_users_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribution_corrections" ADD CONSTRAINT "attribution_corrections_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_sources" ADD CONSTRAINT "quote_sources_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_sources" ADD CONSTRAINT "quote_sources_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attribution_changes_quote_idx" ON "attribution_changes" USING btree ("quote_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "attribution_changes_unnotified_idx" ON "attribution_changes" USING btree ("created_at") WHERE "attribution_changes"."notified_at" is null and "attribution_changes"."old_status" <> "attribution_changes"."new_status";--> statement-breakpoint
CREATE INDEX "attribution_corrections_status_created_idx" ON "attribution_corrections" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "attribution_corrections_proposer_created_idx" ON "attribution_corrections" USING btree ("proposer_id","created_at");--> statement-breakpoint
CREATE INDEX "attribution_corrections_quote_idx" ON "attribution_corrections" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quote_sources_source_idx" ON "quote_sources" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "quotes_attribution_status_created_idx" ON "quotes" USING btree ("attribution_status","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_author_page_idx" ON "quotes" USING btree ("author_slug","attribution_status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "quotes"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "quotes_actual_author_idx" ON "quotes" USING btree (echoes_slug("attribution_actual_author")) WHERE "quotes"."attribution_actual_author" is not null;--> statement-breakpoint
CREATE INDEX "sources_name_idx" ON "sources" USING btree (lower("name"));--> statement-breakpoint
-- Existing single sources become each quote's primary source.
INSERT INTO "quote_sources" ("quote_id", "source_id", "position")
  SELECT "id", "source_id", 0 FROM "quotes" WHERE "source_id" IS NOT NULL;--> statement-breakpoint
UPDATE "sources" SET "type" = 'other' WHERE "type" IS NULL OR "type" NOT IN ('book', 'speech', 'letter', 'interview', 'article', 'film', 'song', 'web', 'other');--> statement-breakpoint
UPDATE "quotes" q SET "sources" = jsonb_build_array(jsonb_build_object(
    'id', s."id", 'name', s."name", 'type', s."type", 'author', s."author", 'publication_date', s."publication_date",
    'url', s."url", 'location', NULL, 'description', s."description"))
  FROM "sources" s WHERE q."source_id" = s."id";
