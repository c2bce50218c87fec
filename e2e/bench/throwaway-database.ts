import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database of its own on the given PostgreSQL server, so a bench's first start really is one. */
export async function throwawayDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `troo_bench_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
