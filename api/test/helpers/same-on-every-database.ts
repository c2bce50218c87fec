/**
 * The options for a describe() whose tests never open the run's database (they check files, lint
 * rules or an embedded database in a folder) in a file whose other tests do: they run the same on
 * PGlite and on PostgreSQL, so the PostgreSQL run (TEST_DATABASE_URL) leaves them to the PGlite
 * run, as it leaves whole files that open none (scripts/run-tests.ts).
 */
export const sameOnEveryDatabase = {
  skip: process.env.TEST_DATABASE_URL ? 'opens no database of the run: the PGlite run covers it' : false,
} as const;
