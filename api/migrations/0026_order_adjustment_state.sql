ALTER TABLE "order_adjustments" ADD COLUMN "state" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "may_adjust_orders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "order_adjustments_request_key" ON "order_adjustments" USING btree ("order_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "order_adjustments_one_pending_refund" ON "order_adjustments" USING btree ("order_id") WHERE "order_adjustments"."state" = 'pending';