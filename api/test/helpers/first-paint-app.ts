import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { RouteDeclaration } from '@troo/shared/route-manifest';
import { publish, release } from '../../../platform/releases/src/remotes/registry.js';
import { buildTestApp, type TestApp } from './app.js';
import { remoteBuild, shellBuild } from './release-builds.js';
import { FIRST_PAINTS_FILE } from '../../../platform/pages/src/page-assets.js';

export interface FirstPaintApp {
  t: TestApp;
  /** The warnings the app logged, as they come. */
  warnings: string[];
  /** The live ordering release's first-paint.cjs, in its release folder. */
  firstPaintFile: string;
}

/**
 * An app whose live ordering release answers `routes` with `firstPaints` as its first-paint.cjs
 * (and a shell whose page has a root to paint beside), logging its warnings into `warnings`.
 */
export async function appWithFirstPaints(
  label: string,
  routes: RouteDeclaration[],
  firstPaints: string,
  env: Record<string, string> = {},
): Promise<FirstPaintApp> {
  const warnings: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      const line = JSON.parse(String(chunk)) as { level: number; msg: string };
      if (line.level === 40) warnings.push(line.msg);
      done();
    },
  });
  const releasesDir = mkdtempSync(path.join(tmpdir(), 'troo-releases-'));
  const t = await buildTestApp({ RELEASES_DIR: releasesDir, ...env }, { logger: { level: 'warn', stream } });
  const build = remoteBuild(label, { routes });
  writeFileSync(path.join(build, 'first-paint.cjs'), firstPaints);
  const shell = shellBuild(label);
  writeFileSync(path.join(shell, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  await release(t.app.releases, 'shell', (await publish(releasesDir, 'shell', shell, '1.0.0')).version, { by: 'test' });
  const { version } = await publish(releasesDir, 'ordering', build, '1.0.0');
  await release(t.app.releases, 'ordering', version, { by: 'test' });
  return { t, warnings, firstPaintFile: path.join(releasesDir, 'ordering', version, FIRST_PAINTS_FILE) };
}
