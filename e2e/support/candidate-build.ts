import { cpSync, mkdirSync, mkdtempSync, symlinkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Rspack from '@rspack/core';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

/** The name the candidate @troo/shared adds, and the checkout built against it imports. */
export const CANDIDATE_EXPORT = 'candidateGreeting';

const notBuilt = (file: string) => !/[/\\](node_modules|dist)([/\\]|$)/.test(file);

/**
 * What a team does when it ships a checkout that needs something new in @troo/shared before the
 * shell has it: a copy of shared with one more export (its version a minor step up), and a copy of
 * mfe-checkout whose Tip screen uses it, built for real with the project's rspack config. The copies
 * live inside the repository, so they resolve React and the rest from its node_modules. Returns the
 * build folder and a clean-up.
 */
export async function buildCheckoutAgainstNewerShared(): Promise<{ dist: string; sharedVersion: string; remove: () => void }> {
  // A folder of its own per build (mkdtemp): builds in parallel test workers never share one.
  const root = mkdtempSync(path.join(repo, 'e2e', '.candidate-'));
  const shared = path.join(root, 'shared');
  cpSync(path.join(repo, 'shared'), shared, { recursive: true, filter: notBuilt });
  // Linked as npm links the workspace: the build resolves it by its real path (compiled like our own code).
  mkdirSync(path.join(root, 'node_modules/@troo'), { recursive: true });
  symlinkSync('../../shared', path.join(root, 'node_modules/@troo/shared'));
  const pkg = JSON.parse(readFileSync(path.join(shared, 'package.json'), 'utf8')) as { version: string };
  const [major, minor] = pkg.version.split('.').map(Number);
  pkg.version = `${major}.${minor! + 1}.0`;
  writeFileSync(path.join(shared, 'package.json'), JSON.stringify(pkg, null, 2));
  writeFileSync(
    path.join(shared, 'src/index.ts'),
    `${readFileSync(path.join(shared, 'src/index.ts'), 'utf8')}\nexport const ${CANDIDATE_EXPORT} = () => 'from a newer @troo/shared';\n`,
  );

  const app = path.join(root, 'mfe-checkout');
  cpSync(path.join(repo, 'mfe-checkout'), app, { recursive: true, filter: notBuilt });
  const tip = path.join(app, 'src/exposes/tip.tsx');
  writeFileSync(
    tip,
    `import { ${CANDIDATE_EXPORT} } from '@troo/shared';\nconsole.info(${CANDIDATE_EXPORT}());\n${readFileSync(tip, 'utf8')}`,
  );

  await buildRemote(app, 'checkout');
  return { dist: path.join(app, 'dist'), sharedVersion: pkg.version, remove: () => rmSync(root, { recursive: true, force: true }) };
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
