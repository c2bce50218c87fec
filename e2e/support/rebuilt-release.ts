import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * A "new build" made from a copy of a published release (its integrity.json with it) whose files a
 * test edited: every file's hash is written again wherever the build names it (a remote entry's and
 * the shell's main script's chunk hashes, the shell page's main script), as rspack would have when
 * building the edited source. Without it the edited files are what integrity exists to refuse: files
 * changed after their build.
 */
export function rehashEditedBuild(build: string): void {
  const recorded = (JSON.parse(readFileSync(path.join(build, 'integrity.json'), 'utf8')) as { files: Record<string, string> }).files;
  const files = readdirSync(build, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(js|css|html)$/.test(file));
  // An edit changes a file's hash, which changes the file naming it (the entry, main.js), which
  // changes the file naming that (the page): until nothing changes.
  for (let changed = true; changed;) {
    changed = false;
    for (const file of files) {
      const now = `sha256-${createHash('sha256')
        .update(readFileSync(path.join(build, file)))
        .digest('base64')}`;
      const before = recorded[file.split(path.sep).join('/')];
      if (!before || before === now) continue;
      for (const other of files) {
        const full = path.join(build, other);
        const text = readFileSync(full, 'utf8');
        if (text.includes(before)) writeFileSync(full, text.split(before).join(now));
      }
      recorded[file.split(path.sep).join('/')] = now;
      changed = true;
    }
  }
}
