-- Tenancy for rows that belong to a business without carrying business_id themselves (follows
-- tenant_row_security): such a row is the tenant's when its parent row is visible to the tenant,
-- and the parent is itself under row-level security, so EXISTS over it sees only this business's.
-- Safe to run twice: ENABLE is idempotent and each policy is dropped before it is made again.
--
-- Every other table of the business's data carries business_id (policies in tenant_row_security).
-- The tables below stay without policies because they belong to no business (row-security.test.ts
-- lists them with the same reasons, so a new table must choose):
--   mail_outbox, dev_mailbox_mails   e-mail records by address, written before any sign-in
--   auth_throttles, limit_counters,  counters keyed by hashed address or account, across businesses
--   limit_leases
--   sandbox_transactions,            the sandbox payment provider's own store (it stands in for
--   sandbox_refunds,                 Paystack, which Troo reaches as the system)
--   sandbox_subaccounts
--   release_registry,                the deployment's releases and what phones met of them
--   remote_version_minutes
--
-- one_time_codes: e-mailed codes of a business's user (users.business_id). Issued and spent on the
-- system path (sign-in, verification, password reset); a tenant sees only its own users' codes.
ALTER TABLE one_time_codes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS business_rows ON one_time_codes;
--> statement-breakpoint
CREATE POLICY business_rows ON one_time_codes TO troo_tenant
  USING (EXISTS (SELECT 1 FROM users u WHERE u.id = one_time_codes.user_id))
  WITH CHECK (EXISTS (SELECT 1 FROM users u WHERE u.id = one_time_codes.user_id));
