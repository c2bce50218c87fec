import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LiveRemote, RouteManifest } from '@troo/shared/route-manifest';

const repo = path.resolve(__dirname, '../..');

/** Each remote's folder and federation name, as its rspack.config.js names it. */
export const remoteFolders = () =>
  readdirSync(repo)
    .filter((dir) => dir.startsWith('mfe-'))
    .map((dir) => ({
      dir: path.join(repo, dir),
      name: /name: '(\w+)'/.exec(readFileSync(path.join(repo, dir, 'rspack.config.js'), 'utf8'))![1]!,
    }));

/** The five remotes as /remotes.json would list them, with the routes.json each declares in this repository. */
export function liveRemotesOfThisRepo(): LiveRemote[] {
  return remoteFolders().map(({ dir, name }) => ({
    name,
    version: 'test',
    entry: `/remotes/${name}/test/remoteEntry.js`,
    routes: (JSON.parse(readFileSync(path.join(dir, 'routes.json'), 'utf8')) as RouteManifest).routes,
  }));
}
