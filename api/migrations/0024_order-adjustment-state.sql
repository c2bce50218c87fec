ALTER TABLE "order_adjustments" ADD COLUMN "state" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "may_adjust_orders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "order_adjustments_one_pending_refund" ON "order_adjustments" USING btree ("order_id") WHERE "order_adjustments"."state" = 'pending';