// `npm run typecheck`: the browser code (tsconfig.json), the API and the browser tests each checked
// by its own tsc, all three at once (each is mostly one thread: together they take 35 s, not 42).
// Each one's errors are printed together once it ends; fails when any of them does.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const projects = ['tsconfig.json', 'api', 'e2e'];

const codes = await Promise.all(
  projects.map(
    (project) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [tsc, '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => {
          if (output) process.stdout.write(`== tsc -p ${project}\n${output}`);
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
