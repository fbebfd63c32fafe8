CREATE TABLE "review_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"grade" text NOT NULL,
	"local_day" date NOT NULL,
	"reviewed_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_states" (
	"user_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"ease" double precision NOT NULL,
	"repetitions" integer NOT NULL,
	"interval_days" integer NOT NULL,
	"due_at" timestamp (3) with time zone NOT NULL,
	"mastered_at" timestamp with time zone,
	"reviewed_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "review_states_user_id_quote_id_pk" PRIMARY KEY("user_id","quote_id")
);
--> statement-breakpoint
ALTER TABLE "review_log" ADD CONSTRAINT "review_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_log" ADD CONSTRAINT "review_log_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_states" ADD CONSTRAINT "review_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_states" ADD CONSTRAINT "review_states_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_log_user_day_idx" ON "review_log" USING btree ("user_id","local_day");--> statement-breakpoint
CREATE INDEX "review_log_quote_idx" ON "review_log" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "review_states_user_due_idx" ON "review_states" USING btree ("user_id","due_at") WHERE "review_states"."mastered_at" is null;--> statement-breakpoint
CREATE INDEX "review_states_quote_idx" ON "review_states" USING btree ("quote_id");