ALTER TABLE "checkouts" ADD COLUMN "table_group" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "table_group" text;