ALTER TABLE "branches" ADD COLUMN "payment_methods" jsonb DEFAULT '["paystack"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "diner_pay_later" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "tab_id" uuid;--> statement-breakpoint
ALTER TABLE "tab_payments" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_tab_id_tabs_id_fk" FOREIGN KEY ("tab_id") REFERENCES "public"."tabs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tab_payments_client_key" ON "tab_payments" USING btree ("tab_id","client_key");