import semver from 'semver';
import type { Compatibility } from './release-folder.js';

// The release guard: a remote runs against the shell's copies of the federation singletons (react,
// the router, redux…, and @troo/shared/runtime: the one store, session, api client and query cache),
// so it may go live only on a shell whose copies satisfy what it was built against. The runtime's
// version is the hash of its module graph and a remote asks for exactly it; the kit, the contract and
// the other helpers are bundled into each remote, so a change to them never reaches the guard.

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
  return problems;
}

/** The refusal for one remote on one shell, naming both builds and the release that fixes it. */
export function describeBreak(remote: Build, shell: Build, problems: string[]): string {
  return (
    `${remote.app} ${remote.version} cannot run on shell ${shell.version}:\n    ${problems.join('\n    ')}\n` +
    `    Release a shell built with the same runtime first, or both as one change: npm run remotes -- release shell ${remote.app}`
  );
}
