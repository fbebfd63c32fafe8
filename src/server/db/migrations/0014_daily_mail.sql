CREATE TABLE "daily_mail_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"local_day" date NOT NULL,
	"quote_id" uuid,
	"status" text DEFAULT 'sending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "daily_mail_subscriptions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"hour" smallint NOT NULL,
	"timezone" text NOT NULL,
	"next_due_at" timestamp with time zone,
	"next_local_day" date,
	"rotation" integer DEFAULT 0 NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_mail_sends" ADD CONSTRAINT "daily_mail_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_mail_sends" ADD CONSTRAINT "daily_mail_sends_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_mail_subscriptions" ADD CONSTRAINT "daily_mail_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_mail_sends_user_day_idx" ON "daily_mail_sends" USING btree ("user_id","local_day");--> statement-breakpoint
CREATE INDEX "daily_mail_sends_retry_idx" ON "daily_mail_sends" USING btree ("next_attempt_at") WHERE "daily_mail_sends"."status" in ('sending', 'retrying');--> statement-breakpoint
CREATE UNIQUE INDEX "daily_mail_subscriptions_token_idx" ON "daily_mail_subscriptions" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "daily_mail_subscriptions_due_idx" ON "daily_mail_subscriptions" USING btree ("next_due_at") WHERE "daily_mail_subscriptions"."enabled";