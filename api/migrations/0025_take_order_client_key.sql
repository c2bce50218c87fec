ALTER TABLE "orders" ADD COLUMN "client_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_business_client_key" ON "orders" USING btree ("business_id","client_key");