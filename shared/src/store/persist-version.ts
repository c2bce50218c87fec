/**
 * The version of the stored state's shape. Raise it with a migration in persist-migrations.ts whenever
 * a persisted slice changes shape, so a phone holding state from an older release never breaks a newer
 * shell, and test the migration (shared/test/persist-migration.test.ts: the old stored shape in, the new
 * out). New fields need no migration: restoring merges each slice over its initial state.
 */
export const PERSIST_VERSION = 2;
