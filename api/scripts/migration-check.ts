/**
 * Expand/contract, checked: a migration may not drop, rename or retype a table or column that the
 * code before it still reads, because during a deploy (and after an API rollback) that code runs on
 * the new schema and answers 500. The code before a migration is api/src/db/schema.ts as it was in
 * the commit before the one that added the migration (HEAD's, for one not committed yet): Drizzle
 * selects every column that file declares. So a column goes in two releases: first out of schema.ts
 * (the code stops reading it; the migration drops nothing), then a later migration drops it.
 */

export interface DestructiveChange {
  statement: string;
  table: string;
  /** The column, or null when the whole table goes (or is renamed). */
  column: string | null;
  kind: 'drops' | 'renames' | 'retypes';
}

/** Table name → its column names, as a schema.ts source declares them (pgTable('t', { x: text('c') })). */
export function schemaColumns(source: string): Map<string, Set<string>> {
  const tables = new Map<string, Set<string>>();
  const starts = [...source.matchAll(/pgTable\(\s*'([a-z0-9_]+)'\s*,\s*\{/g)];
  for (const [index, start] of starts.entries()) {
    const end = starts[index + 1]?.index ?? source.length;
    const body = source.slice(start.index + start[0].length, end);
    // Each column is a builder call whose first argument is its SQL name: text('name'), integer('n')…
    const columns = [...body.matchAll(/\b[a-zA-Z]+\(\s*'([a-z0-9_]+)'/g)].map((match) => match[1]!);
    // id() and createdAt() name their own columns.
    if (/\bid\(\)/.test(body)) columns.push('id');
    if (/\bcreatedAt\(\)/.test(body)) columns.push('created_at');
    tables.set(start[1]!, new Set(columns));
  }
  return tables;
}

const name = String.raw`"?([a-z0-9_]+)"?`;
const PATTERNS: [RegExp, DestructiveChange['kind'], 'table' | 'column'][] = [
  [new RegExp(String.raw`ALTER TABLE\s+(?:IF EXISTS\s+)?${name}\s+DROP COLUMN\s+(?:IF EXISTS\s+)?${name}`, 'i'), 'drops', 'column'],
  [new RegExp(String.raw`ALTER TABLE\s+(?:IF EXISTS\s+)?${name}\s+RENAME COLUMN\s+${name}`, 'i'), 'renames', 'column'],
  [
    new RegExp(String.raw`ALTER TABLE\s+(?:IF EXISTS\s+)?${name}\s+ALTER COLUMN\s+${name}\s+(?:SET DATA\s+)?TYPE\b`, 'i'),
    'retypes',
    'column',
  ],
  [new RegExp(String.raw`ALTER TABLE\s+(?:IF EXISTS\s+)?${name}\s+RENAME TO\s+`, 'i'), 'renames', 'table'],
  [new RegExp(String.raw`DROP TABLE\s+(?:IF EXISTS\s+)?${name}`, 'i'), 'drops', 'table'],
];

/** The statements of a migration that take away or change a table or column. */
export function destructiveChanges(sql: string): DestructiveChange[] {
  const withoutComments = sql.replace(/--[^\n]*/g, '');
  const changes: DestructiveChange[] = [];
  for (const statement of withoutComments.split(/;|--> statement-breakpoint/)) {
    for (const [pattern, kind, what] of PATTERNS) {
      const match = pattern.exec(statement);
      if (match) {
        changes.push({
          statement: statement.trim().replace(/\s+/g, ' '),
          table: match[1]!,
          column: what === 'column' ? match[2]! : null,
          kind,
        });
        break;
      }
    }
  }
  return changes;
}

/** Why the migration would break the code before it, one line each; empty when it would not. */
export function migrationProblems(file: string, sql: string, schemaBefore: string): string[] {
  const before = schemaColumns(schemaBefore);
  const problems: string[] = [];
  for (const change of destructiveChanges(sql)) {
    const columns = before.get(change.table);
    if (!columns) continue;
    if (change.column === null) {
      problems.push(
        `${file}: ${change.kind} table "${change.table}", which the code before it still reads (api/src/db/schema.ts): ` +
          'remove the table from schema.ts in one release, drop it in a later one',
      );
    } else if (columns.has(change.column)) {
      problems.push(
        `${file}: ${change.kind} column "${change.table}"."${change.column}", which the code before it still reads ` +
          '(api/src/db/schema.ts): ' +
          (change.kind === 'drops'
            ? 'remove it from schema.ts in one release, drop it in a later one'
            : 'add the new column, write both and backfill, move the reads, then drop the old one in a later release'),
      );
    }
  }
  return problems;
}
