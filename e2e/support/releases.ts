import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const cli = (args: string[]) => ['--conditions=troo-dist', path.join(repo, 'api/dist/cli/remotes-entry.js'), ...args];
const env = () => ({ ...process.env, DATA_DIR: process.env.TROO_DATA_DIR, RELEASES_DIR: process.env.TROO_RELEASES_DIR });
const run = (args: string[]) =>
  execFileSync(process.execPath, cli(args), { env: env(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** `npm run remotes -- <args>` without blocking the test: its pages go on loading while it runs. */
export function remotesInBackground(...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, cli(args), { env: env(), encoding: 'utf8' }, (error, stdout, stderr) =>
      error ? reject(new Error(`npm run remotes -- ${args.join(' ')}: ${stderr || error.message}`)) : resolve(stdout),
    );
  });
}

/** `npm run remotes -- <args>` against the running test server's releases. */
export function remotes(...args: string[]): string {
  return run(args);
}

/** The same, for a command that must be refused: what it printed on stderr (it fails the test if it succeeds). */
export function remotesRefused(...args: string[]): string {
  try {
    run(args);
  } catch (error) {
    return String((error as { stderr?: string }).stderr ?? error);
  }
  throw new Error(`npm run remotes -- ${args.join(' ')} was expected to be refused, and succeeded`);
}
