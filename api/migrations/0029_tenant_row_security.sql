-- Tenancy enforced by the database (docs/security.md, "Tenancy"). Tenant work runs in transactions
-- that `SET LOCAL ROLE troo_tenant` and set `troo.business_id` (api/src/data/scope.ts); this role
-- is not the tables' owner, so the policies below apply to it and it sees and writes only that
-- business's rows. The connecting user (owner or superuser) bypasses them: that is the system path.
-- Roles are cluster-wide and test databases are copies of one template: create it only once. A
-- connecting user without CREATEROLE needs an administrator to have run, once (docs/production.md):
--   CREATE ROLE troo_tenant NOLOGIN; GRANT troo_tenant TO <the DATABASE_URL user>;
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'troo_tenant') THEN
    CREATE ROLE troo_tenant NOLOGIN;
  END IF;
  IF NOT pg_has_role(current_user, 'troo_tenant', 'MEMBER') THEN
    EXECUTE format('GRANT troo_tenant TO %I', current_user);
  END IF;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO troo_tenant;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO troo_tenant;
--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO troo_tenant;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO troo_tenant;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO troo_tenant;
--> statement-breakpoint
-- Every table carrying business_id (all uuid; a later table with one needs the same policy, which
-- test/tenancy.test.ts checks). nullif: an unset business reads as none, never as a cast error.
-- No FORCE: tenant work never runs as the owner, and the owner's bypass is the system path.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.table_name, c.data_type
    FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = 'public' AND c.column_name = 'business_id' AND tb.table_type = 'BASE TABLE'
  LOOP
    IF t.data_type <> 'uuid' THEN
      RAISE EXCEPTION '%.business_id is %, not uuid', t.table_name, t.data_type;
    END IF;
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.table_name);
    EXECUTE format(
      'CREATE POLICY business_rows ON %I TO troo_tenant '
      'USING (business_id = nullif(current_setting(''troo.business_id'', true), '''')::uuid) '
      'WITH CHECK (business_id = nullif(current_setting(''troo.business_id'', true), '''')::uuid)',
      t.table_name
    );
  END LOOP;
END $$;
--> statement-breakpoint
-- The businesses table is keyed by the business itself.
ALTER TABLE businesses ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY business_rows ON businesses TO troo_tenant
  USING (id = nullif(current_setting('troo.business_id', true), '')::uuid)
  WITH CHECK (id = nullif(current_setting('troo.business_id', true), '')::uuid);
