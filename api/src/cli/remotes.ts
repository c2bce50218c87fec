// npm run remotes -- list | release <remote> [<version>] | rollback <remote> [<version>] | publish <remote> <build-dir>
// Changes only the registry (and, for publish, adds a version folder): no rebuild, no restart.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, REPO_ROOT } from '../config.js';
import { listReleases, publish, readRegistry, REMOTE_NAMES, RegistryError, release, rollback } from '../remotes/registry.js';

const USAGE = `usage: npm run remotes -- <command>
  list                              every remote: live version and published versions
  release <remote> [<version>]      make a published version live (default: the newest)
  rollback <remote> [<version>]     go back to the previously live version (or the one named)
  publish <remote> <build-dir>      publish a build folder as a new immutable version
remotes: ${REMOTE_NAMES.join(', ')}`;

async function list(releasesDir: string) {
  const registry = await readRegistry(releasesDir);
  for (const name of REMOTE_NAMES) {
    const live = registry.remotes[name]?.live ?? null;
    console.log(`${name}  live: ${live ?? '(none)'}`);
    for (const info of await listReleases(releasesDir, name)) {
      console.log(`  ${info.version === live ? '*' : ' '} ${info.version}  published ${info.publishedAt}`);
    }
  }
}

async function main(args: string[]) {
  const [command, remote, extra] = args;
  const { releasesDir } = loadConfig();
  switch (command) {
    case 'list':
      return list(releasesDir);
    case 'release':
      if (!remote) break;
      return console.log(`${remote}: ${await release(releasesDir, remote, extra)} is live`);
    case 'rollback':
      if (!remote) break;
      return console.log(`${remote}: rolled back, ${await rollback(releasesDir, remote, extra)} is live`);
    case 'publish': {
      if (!remote || !extra) break;
      const { version: packageVersion } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
      const { version, created } = await publish(releasesDir, remote, path.resolve(extra), packageVersion);
      return console.log(`${remote}: ${created ? 'published' : 'already published as'} ${version} (not live; release it to use it)`);
    }
  }
  console.error(USAGE);
  process.exitCode = 2;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof RegistryError ? error.message : error);
  process.exitCode = 1;
});
