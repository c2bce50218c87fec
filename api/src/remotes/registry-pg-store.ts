import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { releaseRegistry } from '../db/schema.js';
import { emptyRegistry, fromStored, type RegistryDocument, RegistryError, type RegistryStore } from '@troo/releases';

// The registry on a PostgreSQL server: one row, so every API process (and the release CLI) sees one
// registry. A change holds the row's lock for its transaction: changes from anywhere queue, none lost.

export class PgRegistryStore implements RegistryStore {
  readonly where = 'the database (table release_registry)';
  private served: RegistryDocument | null = null;

  constructor(private readonly db: Database) {}

  async read(): Promise<RegistryDocument> {
    const [row] = await this.db.select().from(releaseRegistry).where(eq(releaseRegistry.id, 1));
    return row ? { ...fromStored(row.document), revision: row.revision } : emptyRegistry();
  }

  /** One indexed read of the revision; the document travels only when it changed. */
  async readIfChanged(known: number | null): Promise<RegistryDocument | null> {
    const cached = this.served?.revision ?? -1;
    const [row] = await this.db
      .select({
        revision: releaseRegistry.revision,
        document: sql<unknown>`case when ${releaseRegistry.revision} = ${cached} then null else ${releaseRegistry.document} end`,
      })
      .from(releaseRegistry)
      .where(eq(releaseRegistry.id, 1));
    if (!row) this.served = emptyRegistry();
    else if (row.revision !== cached) this.served = { ...fromStored(row.document), revision: row.revision };
    return this.served!.revision === known ? null : this.served!;
  }

  async update<T>(change: (current: RegistryDocument) => Promise<{ next: RegistryDocument; result: T }>): Promise<T> {
    try {
      return await this.db.transaction(async (tx) => {
        await tx.insert(releaseRegistry).values({ id: 1, revision: 0, document: emptyRegistry() }).onConflictDoNothing();
        const [row] = await tx.select().from(releaseRegistry).where(eq(releaseRegistry.id, 1)).for('no key update');
        const current = { ...fromStored(row!.document), revision: row!.revision };
        const { next, result } = await change(structuredClone(current));
        next.revision = current.revision + 1;
        await tx
          .update(releaseRegistry)
          .set({ revision: next.revision, document: next, updatedAt: new Date() })
          .where(eq(releaseRegistry.id, 1));
        return result;
      });
    } catch (error) {
      if ((error as { code?: string }).code === '42P01') {
        throw new RegistryError('The database has no release_registry table yet: start the API once on it (it migrates the database)');
      }
      throw error;
    }
  }
}
