// @troo/shared's version is what a remote asks the shell's copy for (requiredVersion ^version, strict),
// so it must move whenever shared/src does. version-stamp.json records the source (a hash) and the
// exported value names of the version last stamped; this check (run by `npm run lint`) fails when
// the source changed under the same version, or when the version was not raised enough for the
// names: a removed export needs a major bump, an added one at least a minor bump.
//
//   node shared/scripts/check-version.mjs            check
//   node shared/scripts/check-version.mjs --stamp    check the bump, then stamp the current version
//                                                    (`npm run stamp -w @troo/shared`)
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import semver from 'semver';

const require = createRequire(import.meta.url);
// The same names the shell's compat.json lists.
const { exportedValueNames } = require('../../rspack.compatibility.js');

const STAMP = 'version-stamp.json';
const STAMP_COMMAND = '`npm run stamp -w @troo/shared`';

/** sha256 over every file under `dir`/src: relative paths (sorted, with /) and contents. */
export function sourceHash(dir) {
  const src = path.join(dir, 'src');
  const files = fs
    .readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path
        .relative(src, path.join(entry.parentPath ?? entry.path, entry.name))
        .split(path.sep)
        .join('/'),
    )
    .sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(fs.readFileSync(path.join(src, file)))
      .update('\0');
  return hash.digest('hex');
}

/** Names in `after` and not in `before`, per request, as 'request: a, b' (requests with none left out). */
function difference(after, before) {
  return Object.entries(after)
    .map(([request, names]) => [request, names.filter((name) => !(before[request] ?? []).includes(name))])
    .filter(([, names]) => names.length)
    .map(([request, names]) => `${request}: ${names.join(', ')}`);
}

/**
 * Checks the shared folder `dir` (package.json, src/, version-stamp.json) against its stamp.
 * @returns {{ ok: boolean, problems: string[], notes: string[], current: { version: string, sourceHash: string, names: Record<string, string[]> }, stamped: boolean }}
 */
export function checkVersion({ dir }) {
  const { name, version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const label = path.basename(dir);
  const current = { version, sourceHash: sourceHash(dir), names: exportedValueNames(dir) };
  const stampFile = path.join(dir, STAMP);
  const stamp = fs.existsSync(stampFile) ? JSON.parse(fs.readFileSync(stampFile, 'utf8')) : null;
  const result = (problems, notes = []) => ({ ok: problems.length === 0, problems, notes, current, stamped: Boolean(stamp) });

  if (!semver.valid(version)) return result([`${label}/package.json: version "${version}" is not a semantic version`]);
  if (!stamp) return result([`${label}/${STAMP} is missing: run ${STAMP_COMMAND} to record ${name} ${version}`]);

  const added = difference(current.names, stamp.names);
  const removed = difference(stamp.names, current.names);
  const changes = [...added.map((line) => `added ${line}`), ...removed.map((line) => `removed ${line}`)];
  const changed = changes.length ? ` (exports ${changes.join('; ')})` : '';

  if (version === stamp.version) {
    if (current.sourceHash === stamp.sourceHash) return result([]);
    return result([
      `${label}/src changed since ${name} ${stamp.version} was stamped${changed}: raise ${label}/package.json's version — ` +
        `minor for an added export, major for a removed one, patch otherwise — then run ${STAMP_COMMAND}`,
    ]);
  }
  if (!semver.gt(version, stamp.version)) {
    return result([`${label}/package.json: version ${version} is not above the stamped ${stamp.version}`]);
  }
  const raised =
    semver.major(version) > semver.major(stamp.version) ? 'major' : semver.minor(version) > semver.minor(stamp.version) ? 'minor' : 'patch';
  const needed = removed.length ? 'major' : added.length ? 'minor' : 'patch';
  const rank = { patch: 0, minor: 1, major: 2 };
  if (rank[raised] < rank[needed]) {
    const why = removed.length ? `removes exports (${removed.join('; ')})` : `adds exports (${added.join('; ')})`;
    return result([
      `${name} ${stamp.version} → ${version} ${why}: that needs a ${needed} bump, at least ${semver.inc(stamp.version, needed)} ` +
        `(remotes built against ${stamp.version} ask the shell's copy for ^${stamp.version})`,
    ]);
  }
  return result([], [`${name} raised ${stamp.version} → ${version}${changed}: run ${STAMP_COMMAND} to record it`]);
}

/** checkVersion, then (when it passes, or no stamp exists yet) writes the stamp for the current version. */
export function stampVersion({ dir }) {
  const checked = checkVersion({ dir });
  if (!checked.ok && (checked.stamped || !semver.valid(checked.current.version))) return checked;
  fs.writeFileSync(path.join(dir, STAMP), `${JSON.stringify(checked.current, null, 2)}\n`);
  return { ...checked, ok: true, problems: [], notes: [`stamped ${path.basename(dir)} ${checked.current.version}`] };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const stamping = process.argv.includes('--stamp');
  const { ok, problems, notes } = stamping ? stampVersion({ dir }) : checkVersion({ dir });
  for (const note of notes) console.log(note);
  for (const problem of problems) console.error(`@troo/shared version check: ${problem}`);
  if (!ok && stamping) {
    console.error(`(A version never released may be stamped again: delete ${path.relative(process.cwd(), path.join(dir, STAMP))} first.)`);
  }
  process.exitCode = ok ? 0 : 1;
}
