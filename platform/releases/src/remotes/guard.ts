import semver from 'semver';
import type { Compatibility } from './release-folder.js';

// The release guard: a remote runs against the shell's copies of the shared modules (singletons,
// loaded first), so it may go live only on a shell whose copies satisfy what it was built against:
// every version range it asked for, and every name it imports from @troo/shared.

export interface Build {
  app: string;
  version: string;
  compat: Compatibility;
}

/** Why `remote` would break on `shell`, one line each; empty when it runs. */
export function compatibilityProblems(remote: Build, shell: Build): string[] {
  const problems: string[] = [];
  for (const [module, wanted] of Object.entries(remote.compat.shared)) {
    const provided = shell.compat.shared[module];
    if (!provided) {
      problems.push(`${module}: the shell provides no copy (the remote would run its own, apart from the page's store and router)`);
    } else if (wanted.requiredVersion && !semver.satisfies(provided.version, wanted.requiredVersion, { includePrerelease: true })) {
      problems.push(`${module}: needs ${wanted.requiredVersion} (built against ${wanted.version}), the shell provides ${provided.version}`);
    }
  }
  for (const [module, names] of Object.entries(remote.compat.names)) {
    const exported = new Set(shell.compat.names[module] ?? []);
    const missing = names.filter((name) => !exported.has(name));
    if (missing.length) {
      const version = shell.compat.shared[module]?.version ?? shell.compat.shared['@troo/shared']?.version ?? '?';
      problems.push(`${module}: imports ${missing.join(', ')}, which the shell's copy (${version}) does not export`);
    }
  }
  return problems;
}

/** The refusal for one remote on one shell, naming both builds. */
export function describeBreak(remote: Build, shell: Build, problems: string[]): string {
  return `${remote.app} ${remote.version} cannot run on shell ${shell.version}:\n    ${problems.join('\n    ')}`;
}
