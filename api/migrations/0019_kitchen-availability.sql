CREATE TABLE "availability_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"unavailable" boolean NOT NULL,
	"user_id" uuid,
	"changed_by_name" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "prep_min_minutes" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "prep_max_minutes" integer DEFAULT 13 NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "prep_auto_raise" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_modifiers" ADD COLUMN "is_sold_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "availability_changes" ADD CONSTRAINT "availability_changes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_changes" ADD CONSTRAINT "availability_changes_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_changes" ADD CONSTRAINT "availability_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_changes_subject_idx" ON "availability_changes" USING btree ("branch_id","subject_id","changed_at");--> statement-breakpoint
CREATE INDEX "orders_waiting_idx" ON "orders" USING btree ("branch_id") WHERE "orders"."status" in ('Ordered', 'Accepted');