ALTER TABLE "businesses" ADD COLUMN "payment_subaccount_claim" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "payment_subaccount_claim_expires_at" timestamp with time zone;