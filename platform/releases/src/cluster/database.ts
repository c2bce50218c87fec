import pg from 'pg';

/** The database start:cluster uses when DATABASE_URL is not set: the local PostgreSQL's `troo`. */
export const LOCAL_CLUSTER_DATABASE = 'postgres://postgres@127.0.0.1:5432/troo';

/**
 * Creates the database `url` names when its server does not have it yet (through the server's
 * `postgres` database). Two starts at once: one creates it, the other finds it made.
 */
export async function ensureDatabase(url: string): Promise<'created' | 'present'> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
    throw new Error(`the database name in DATABASE_URL must be lower-case letters, digits and _ to be created here, not "${name}"`);
  }
  const serverUrl = new URL(url);
  serverUrl.pathname = '/postgres';
  const client = new pg.Client({ connectionString: serverUrl.toString() });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `cannot reach PostgreSQL at ${serverUrl.host} (${(error as Error).message}): start it (sudo pg_ctlcluster <version> main start) or set DATABASE_URL`,
    );
  }
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return 'present';
    try {
      await client.query(`CREATE DATABASE ${name}`);
      return 'created';
    } catch (error) {
      // duplicate_database: another start made it between the look and the create.
      if ((error as { code?: string }).code === '42P04') return 'present';
      throw error;
    }
  } finally {
    await client.end();
  }
}
