// Runs the commands given at once and prints each one's output, whole, when it ends; fails when any
// of them does. `npm test` checks lint and types this way (ESLint and each tsc mostly use one core:
// on two cores, together they take 95 s instead of 118).
//
//   node shared/scripts/at-once.mjs 'npm run lint' 'npm run typecheck'
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);

const codes = await Promise.all(
  commands.map(
    (command) =>
      new Promise((resolve) => {
        const start = performance.now();
        const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => {
          const seconds = Math.round((performance.now() - start) / 1000);
          process.stdout.write(`== ${command} (${code === 0 ? 'passed' : 'failed'} in ${seconds} s)\n${output}`);
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
