import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LiveRemote, RouteManifest } from '@troo/shared/route-manifest';
import apps from '../../shared/src/route-manifest/apps.json';

const repo = path.resolve(__dirname, '../..');

/** Each remote's folder and federation name, from the one list of apps (apps.json). */
export const remoteFolders = () =>
  Object.entries(apps)
    .filter(([name]) => name !== 'shell')
    .map(([name, dir]) => ({ dir: path.join(repo, dir), name }));

/** The five remotes as /remotes.json would list them, with the routes.json each declares in this repository. */
export function liveRemotesOfThisRepo(): LiveRemote[] {
  return remoteFolders().map(({ dir, name }) => ({
    name,
    version: 'test',
    entry: `/remotes/${name}/test/remoteEntry.js`,
    routes: (JSON.parse(readFileSync(path.join(dir, 'routes.json'), 'utf8')) as RouteManifest).routes,
  }));
}
