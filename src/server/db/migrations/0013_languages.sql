-- The text-search configuration of a language (docs/decisions/035-languages.md), by the tag's primary subtag; the
-- same map as textSearchConfig() in src/server/modules/quotes/text-search-config.ts. Only configurations that
-- PostgreSQL 15 and later all ship; any other language is searched word for word ('simple').
CREATE OR REPLACE FUNCTION echoes_ts_config(lang text) RETURNS regconfig
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT (CASE lower(split_part(lang, '-', 1))
    WHEN 'en' THEN 'english' WHEN 'ar' THEN 'arabic' WHEN 'hy' THEN 'armenian' WHEN 'eu' THEN 'basque'
    WHEN 'ca' THEN 'catalan' WHEN 'da' THEN 'danish' WHEN 'nl' THEN 'dutch' WHEN 'fi' THEN 'finnish'
    WHEN 'fr' THEN 'french' WHEN 'de' THEN 'german' WHEN 'el' THEN 'greek' WHEN 'hi' THEN 'hindi'
    WHEN 'hu' THEN 'hungarian' WHEN 'id' THEN 'indonesian' WHEN 'ga' THEN 'irish' WHEN 'it' THEN 'italian'
    WHEN 'lt' THEN 'lithuanian' WHEN 'ne' THEN 'nepali' WHEN 'no' THEN 'norwegian' WHEN 'nb' THEN 'norwegian'
    WHEN 'nn' THEN 'norwegian' WHEN 'pt' THEN 'portuguese' WHEN 'ro' THEN 'romanian' WHEN 'ru' THEN 'russian'
    WHEN 'sr' THEN 'serbian' WHEN 'es' THEN 'spanish' WHEN 'sv' THEN 'swedish' WHEN 'ta' THEN 'tamil'
    WHEN 'tr' THEN 'turkish' WHEN 'yi' THEN 'yiddish'
    ELSE 'simple' END)::regconfig
$$;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "translation_of" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "translator" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_translation_of_quotes_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (
        setweight(to_tsvector(echoes_ts_config("quotes"."language"), coalesce("quotes"."text", '')), 'A') ||
        setweight(to_tsvector('english'::regconfig, coalesce("quotes"."author", '')), 'A') ||
        setweight(to_tsvector('english'::regconfig, immutable_array_to_string("quotes"."tags", ' ')), 'B') ||
        setweight(to_tsvector('english'::regconfig, coalesce("quotes"."category", '')), 'B') ||
        setweight(to_tsvector('english'::regconfig, coalesce("quotes"."context", '') || ' ' || coalesce("quotes"."description", '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "quotes_search_gin_idx" ON "quotes" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "quotes_language_status_created_idx" ON "quotes" USING btree (split_part("language", '-', 1),"status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_translation_of_idx" ON "quotes" USING btree ("translation_of") WHERE "quotes"."translation_of" is not null;
