CREATE TABLE "auth_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"subject" text,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "temporary_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "auth_throttles_subject_idx" ON "auth_throttles" USING btree ("subject");--> statement-breakpoint
CREATE INDEX "auth_throttles_window_idx" ON "auth_throttles" USING btree ("window_ends_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "subject";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "body_text";--> statement-breakpoint
ALTER TABLE "one_time_codes" DROP COLUMN "failed_attempts";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";