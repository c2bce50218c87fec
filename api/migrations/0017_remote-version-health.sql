CREATE TABLE "remote_version_minutes" (
	"app" text NOT NULL,
	"version" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"page_loads" integer DEFAULT 0 NOT NULL,
	"load_errors" integer DEFAULT 0 NOT NULL,
	"timeouts" integer DEFAULT 0 NOT NULL,
	"code_errors" integer DEFAULT 0 NOT NULL,
	"last_message" text,
	"last_route" text,
	CONSTRAINT "remote_version_minutes_app_version_minute_pk" PRIMARY KEY("app","version","minute")
);
--> statement-breakpoint
CREATE INDEX "remote_version_minutes_minute_idx" ON "remote_version_minutes" USING btree ("minute");