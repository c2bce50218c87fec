CREATE TABLE "sandbox_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_subaccounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subaccount_code" text NOT NULL,
	"business_name" text NOT NULL,
	"bank_code" text NOT NULL,
	"settlement_bank" text NOT NULL,
	"account_number" text NOT NULL,
	"percentage_charge_basis_points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_subaccounts_subaccount_code_unique" UNIQUE("subaccount_code")
);
--> statement-breakpoint
CREATE TABLE "sandbox_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"access_code" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"email" text NOT NULL,
	"callback_url" text NOT NULL,
	"status" text DEFAULT 'abandoned' NOT NULL,
	"gateway_response" text,
	"subaccount_code" text,
	"platform_share_kobo" bigint,
	"bearer" text,
	"metadata" jsonb,
	"refunded_kobo" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_transactions_reference_unique" UNIQUE("reference"),
	CONSTRAINT "sandbox_transactions_access_code_unique" UNIQUE("access_code")
);
--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_transaction_id_sandbox_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."sandbox_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_refunds_transaction_idx" ON "sandbox_refunds" USING btree ("transaction_id");