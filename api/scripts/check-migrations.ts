/**
 * `npm run lint` runs this: every migration after the baseline is checked against the schema of the
 * code before it (scripts/migration-check.ts); one that would break that code fails the run, naming
 * the migration, the table or column and what to do instead.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationProblems } from './migration-check.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repo = path.resolve(apiDir, '..');
const SCHEMA = 'api/src/db/schema.ts';
/**
 * Migrations up to this one shipped before the check existed, each reviewed by hand (0003 dropped
 * columns the code had stopped reading in the same release, before any deployment had two versions).
 */
const CHECKED_FROM = 19;

const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/** schema.ts in the commit before the one that added `file`; HEAD's while `file` is not committed. */
function schemaBefore(file: string): string {
  try {
    const added = git('log', '--diff-filter=A', '--format=%H', '-1', '--', file).trim();
    return git('show', `${added ? `${added}^` : 'HEAD'}:${SCHEMA}`);
  } catch {
    // No history (an export without .git): the working schema is the best there is.
    return readFileSync(path.join(repo, SCHEMA), 'utf8');
  }
}

const problems = readdirSync(path.join(apiDir, 'migrations'))
  .filter((name) => name.endsWith('.sql') && Number(name.slice(0, 4)) >= CHECKED_FROM)
  .sort()
  .flatMap((name) => {
    const file = `api/migrations/${name}`;
    return migrationProblems(file, readFileSync(path.join(repo, file), 'utf8'), schemaBefore(file));
  });

if (problems.length > 0) {
  console.error(`Migrations that would break the release before them (expand/contract, docs/production.md):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('migrations: no table or column the code before them reads is dropped, renamed or retyped');
