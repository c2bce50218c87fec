CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"product" text NOT NULL,
	"order_type" text NOT NULL,
	"lines" jsonb NOT NULL,
	"customer" jsonb NOT NULL,
	"subtotal_kobo" bigint NOT NULL,
	"service_fee_kobo" bigint NOT NULL,
	"delivery_fee_kobo" bigint NOT NULL,
	"tip_kobo" bigint NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "checkouts_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"checkout_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"number" integer NOT NULL,
	"status" text NOT NULL,
	"product" text NOT NULL,
	"order_type" text NOT NULL,
	"lines" jsonb NOT NULL,
	"customer" jsonb NOT NULL,
	"subtotal_kobo" bigint NOT NULL,
	"service_fee_kobo" bigint NOT NULL,
	"delivery_fee_kobo" bigint NOT NULL,
	"tip_kobo" bigint NOT NULL,
	"amount_paid_kobo" bigint NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_checkout_id_unique" UNIQUE("checkout_id"),
	CONSTRAINT "orders_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "last_order_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_pending_idx" ON "checkouts" USING btree ("created_at") WHERE "checkouts"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_branch_number_key" ON "orders" USING btree ("branch_id","number");--> statement-breakpoint
CREATE INDEX "orders_branch_created_idx" ON "orders" USING btree ("branch_id","created_at");