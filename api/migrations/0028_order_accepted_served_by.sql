ALTER TABLE "orders" ADD COLUMN "accepted_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "served_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_served_by_user_id_users_id_fk" FOREIGN KEY ("served_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;