ALTER TABLE "branches" ADD COLUMN "ordering_settings_saved_at" timestamp with time zone;--> statement-breakpoint
-- Outlets whose settings differ from the defaults were saved before this column: count them as saved.
UPDATE "branches" SET "ordering_settings_saved_at" = "created_at" WHERE "delivery_enabled" OR "ordering_paused" OR "opening_hours" IS NOT NULL OR jsonb_array_length("pickup_locations") > 0;
