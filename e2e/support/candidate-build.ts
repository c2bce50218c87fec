import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Rspack from '@rspack/core';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

/** The name the candidate runtime adds, and the checkout built against it imports. */
export const CANDIDATE_EXPORT = 'candidateGreeting';

const notBuilt = (file: string) => !/[/\\](node_modules|dist)([/\\]|$)/.test(file);

/**
 * What the teams do for a change to the runtime singleton (@troo/shared/runtime: the store, the api
 * client): the live shell and remotes were built against the old runtime, so the shell and every remote
 * are built again with it and released as one change. A copy of the repository's build (rspack configs,
 * lockfile, shared with one more runtime export, every app; checkout's Tip screen uses the new export),
 * built for real in one run as `npm run build` does. The copies live inside the repository, so they
 * resolve React and the rest from its node_modules. Returns each app's build folder (by federation
 * name), the new runtime version and a clean-up.
 */
export async function buildAllWithNewerRuntime(): Promise<{ dists: Record<string, string>; runtimeVersion: string; remove: () => void }> {
  // A folder of its own per build (mkdtemp): builds in parallel test workers never share one.
  const root = mkdtempSync(path.join(repo, 'e2e', '.candidate-'));
  for (const file of readdirSync(repo).filter((name) => /^rspack\..+\.js$/.test(name) || name === 'package-lock.json')) {
    cpSync(path.join(repo, file), path.join(root, file));
  }
  const apps = JSON.parse(readFileSync(path.join(repo, 'shared/src/route-manifest/apps.json'), 'utf8')) as Record<string, string>;
  for (const dir of ['native', 'shared', ...Object.values(apps)])
    cpSync(path.join(repo, dir), path.join(root, dir), { recursive: true, filter: notBuilt });
  // Linked as npm links the workspace: the build resolves it by its real path (compiled like our own code).
  mkdirSync(path.join(root, 'node_modules/@troo'), { recursive: true });
  symlinkSync('../../shared', path.join(root, 'node_modules/@troo/shared'));
  const runtime = path.join(root, 'shared/src/runtime.ts');
  writeFileSync(runtime, `${readFileSync(runtime, 'utf8')}\nexport const ${CANDIDATE_EXPORT} = () => 'from a newer runtime';\n`);
  const tip = path.join(root, 'mfe-checkout/src/exposes/tip.tsx');
  writeFileSync(
    tip,
    `import { ${CANDIDATE_EXPORT} } from '@troo/shared/runtime';\nconsole.info(${CANDIDATE_EXPORT}());\n${readFileSync(tip, 'utf8')}`,
  );

  const { buildApps } = require(path.join(root, 'rspack.build.js')) as { buildApps: (dirs: string[]) => Promise<unknown> };
  // A failed build leaves no copy behind.
  await buildApps(Object.values(apps)).catch((error: unknown) => {
    rmSync(root, { recursive: true, force: true });
    throw error;
  });
  const { runtimeVersion } = require(path.join(root, 'rspack.runtime-version.js')) as { runtimeVersion: (dir: string) => string };
  return {
    dists: Object.fromEntries(Object.entries(apps).map(([name, dir]) => [name, path.join(root, dir, 'dist')])),
    runtimeVersion: runtimeVersion(path.join(root, 'shared')),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** Builds a remote's folder for real with the project's rspack config (as its own rspack.config.js does). */
async function buildRemote(dir: string, name: string): Promise<void> {
  const { rspack } = require('@rspack/core') as typeof Rspack;
  const { createAppConfig } = require(path.join(repo, 'rspack.shared.js')) as {
    createAppConfig: (options: { dir: string; name: string }) => Rspack.Configuration;
  };
  const stats = await new Promise<Rspack.Stats>((resolve, reject) =>
    rspack(createAppConfig({ dir, name })).run((error, result) => (error ? reject(error) : resolve(result!))),
  );
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
}

export interface SourceEdit {
  /** A file under the app's folder, e.g. 'src/features/qr-landing/components/StartOrderFlow.tsx'. */
  file: string;
  from: string;
  to: string;
}

/**
 * A team's next version of a remote: a copy of its folder with `edits` made, built for real (its
 * rspack build and its first paints), ready to publish. Returns the build folder and a clean-up.
 */
export async function buildRemoteCandidate(
  appDir: string,
  name: string,
  edits: SourceEdit[],
): Promise<{ dist: string; remove: () => void }> {
  const root = mkdtempSync(path.join(repo, 'e2e', '.candidate-'));
  const app = path.join(root, appDir);
  cpSync(path.join(repo, appDir), app, { recursive: true, filter: notBuilt });
  for (const { file, from, to } of edits) {
    const text = readFileSync(path.join(app, file), 'utf8');
    if (!text.includes(from)) throw new Error(`${file} has no "${from}" to change`);
    writeFileSync(path.join(app, file), text.replace(from, to));
  }
  await buildRemote(app, name);
  const { buildFirstPaint } = require(path.join(repo, 'rspack.first-paint.js')) as { buildFirstPaint: (dir: string) => Promise<boolean> };
  await buildFirstPaint(app);
  return { dist: path.join(app, 'dist'), remove: () => rmSync(root, { recursive: true, force: true }) };
}
