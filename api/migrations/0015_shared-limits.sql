CREATE TABLE "limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limit_leases" (
	"scope" text NOT NULL,
	"lease_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "limit_leases_scope_lease_id_pk" PRIMARY KEY("scope","lease_id")
);
--> statement-breakpoint
CREATE INDEX "limit_counters_window_idx" ON "limit_counters" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "limit_leases_lease_idx" ON "limit_leases" USING btree ("lease_id");--> statement-breakpoint
CREATE INDEX "limit_leases_expires_idx" ON "limit_leases" USING btree ("expires_at");