ALTER TABLE "branches" ADD COLUMN "vat_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "vat_basis_points" integer DEFAULT 750 NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "consumption_tax_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "consumption_tax_basis_points" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "taxes_included" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "tax_number" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "vat_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "consumption_tax_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "service_fee_basis_points" integer;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "vat_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "consumption_tax_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "taxes_included" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consumption_tax_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "service_fee_basis_points" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consumption_tax_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taxes_included" boolean DEFAULT true NOT NULL;