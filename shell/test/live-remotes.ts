import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_FOLDERS, REMOTE_NAMES, type LiveRemote, type RouteManifest } from '@troo/shared/route-manifest';

const repo = path.resolve(__dirname, '../..');

/** Each remote's folder and federation name, from the one list of apps (apps.json). */
export const remoteFolders = () => REMOTE_NAMES.map((name) => ({ dir: path.join(repo, APP_FOLDERS[name]), name }));

/** The five remotes as /remotes.json would list them, with the routes.json each declares in this repository. */
export function liveRemotesOfThisRepo(): LiveRemote[] {
  return remoteFolders().map(({ dir, name }) => ({
    name,
    version: 'test',
    entry: `/remotes/${name}/test/remoteEntry.js`,
    routes: (JSON.parse(readFileSync(path.join(dir, 'routes.json'), 'utf8')) as RouteManifest).routes,
  }));
}
