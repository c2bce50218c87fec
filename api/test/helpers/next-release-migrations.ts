import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../../src/db/client.js';

/**
 * The next release's migrations folder, made in `dir`: this repository's migrations plus `added`
 * (a name and its SQL each), numbered and journaled after the last as drizzle-kit would write them.
 */
export function nextReleaseMigrations(dir: string, added: [name: string, statement: string][]): string {
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
  for (const [name, statement] of added) {
    const last = journal.entries.at(-1)!;
    const tag = `${String(last.idx + 1).padStart(4, '0')}_${name}`;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag });
    writeFileSync(path.join(dir, `${tag}.sql`), statement);
  }
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}
