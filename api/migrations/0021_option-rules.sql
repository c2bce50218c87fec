ALTER TABLE "menu_modifier_groups" ADD COLUMN "min_choices" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_modifier_groups" ADD COLUMN "max_choices" integer;