CREATE TABLE "order_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"line_index" integer,
	"amount_kobo" bigint NOT NULL,
	"reason" text NOT NULL,
	"by_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_adjustments_amount_positive" CHECK ("order_adjustments"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "tab_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"tab_id" uuid NOT NULL,
	"method" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"reference" text,
	"checkout_id" uuid,
	"recorded_by_user_id" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by_user_id" uuid,
	"void_reason" text,
	CONSTRAINT "tab_payments_checkout_id_unique" UNIQUE("checkout_id"),
	CONSTRAINT "tab_payments_amount_positive" CHECK ("tab_payments"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "tabs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"order_type" text NOT NULL,
	"table_group" text,
	"place_number" text,
	"opened_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "checkout_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "paid_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tab_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taken_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD CONSTRAINT "order_adjustments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD CONSTRAINT "order_adjustments_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD CONSTRAINT "order_adjustments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD CONSTRAINT "order_adjustments_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_payments" ADD CONSTRAINT "tab_payments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_payments" ADD CONSTRAINT "tab_payments_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_payments" ADD CONSTRAINT "tab_payments_tab_id_tabs_id_fk" FOREIGN KEY ("tab_id") REFERENCES "public"."tabs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_payments" ADD CONSTRAINT "tab_payments_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_payments" ADD CONSTRAINT "tab_payments_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tab_payments" ADD CONSTRAINT "tab_payments_voided_by_user_id_users_id_fk" FOREIGN KEY ("voided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tabs" ADD CONSTRAINT "tabs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tabs" ADD CONSTRAINT "tabs_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tabs" ADD CONSTRAINT "tabs_opened_by_user_id_users_id_fk" FOREIGN KEY ("opened_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_adjustments_order_idx" ON "order_adjustments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_adjustments_branch_created_idx" ON "order_adjustments" USING btree ("branch_id","created_at");--> statement-breakpoint
CREATE INDEX "tab_payments_tab_idx" ON "tab_payments" USING btree ("tab_id");--> statement-breakpoint
CREATE INDEX "tab_payments_branch_recorded_idx" ON "tab_payments" USING btree ("branch_id","recorded_at");--> statement-breakpoint
CREATE INDEX "tabs_branch_created_idx" ON "tabs" USING btree ("branch_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tabs_open_place_key" ON "tabs" USING btree ("branch_id","order_type",coalesce("table_group", ''),"place_number") WHERE "tabs"."status" = 'open' and "tabs"."place_number" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tab_id_tabs_id_fk" FOREIGN KEY ("tab_id") REFERENCES "public"."tabs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_taken_by_user_id_users_id_fk" FOREIGN KEY ("taken_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_tab_idx" ON "orders" USING btree ("tab_id");--> statement-breakpoint
-- Every order before tabs was prepaid by Paystack: each becomes a paid tab of its own (the order's
-- id serves as its tab's), paid by its checkout.
INSERT INTO "tabs" ("id", "business_id", "branch_id", "status", "order_type", "table_group", "place_number", "created_at", "paid_at")
SELECT "id", "business_id", "branch_id", 'paid', "order_type", "table_group", "customer"->>'tableNumber', "created_at", "paid_at"
FROM "orders" WHERE "tab_id" IS NULL;--> statement-breakpoint
INSERT INTO "tab_payments" ("business_id", "branch_id", "tab_id", "method", "amount_kobo", "reference", "checkout_id", "recorded_at")
SELECT "business_id", "branch_id", "id", 'paystack', "amount_paid_kobo", "reference", "checkout_id", "paid_at"
FROM "orders" WHERE "tab_id" IS NULL AND "amount_paid_kobo" > 0;--> statement-breakpoint
UPDATE "orders" SET "tab_id" = "id" WHERE "tab_id" IS NULL;
