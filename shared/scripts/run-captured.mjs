// Runs a shell command with its output held back, so commands run at once do not interleave their
// lines: at-once.mjs and in-turn.mjs's --beside steps print each command's output whole when it ends.
import { spawn } from 'node:child_process';

/** Resolves, once the command ends, with its exit code (1 when killed), its seconds and its output. */
export function runCaptured(command) {
  const start = performance.now();
  const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ code: code ?? 1, seconds: Math.round((performance.now() - start) / 1000), output })),
  );
}
