// Runs a shell command and times it. With its output held back (the default), commands run at once do
// not interleave their lines: at-once.mjs and in-turn.mjs's --beside steps print each command's output
// whole when it ends. `{ capture: false }` lets it print as it goes (in-turn.mjs's own steps).
import { spawn } from 'node:child_process';

/** Resolves, once the command ends, with its exit code (1 when killed), its seconds and its held-back output. */
export function runCommand(command, { capture = true } = {}) {
  const start = performance.now();
  const child = spawn(command, { shell: true, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ code: code ?? 1, seconds: Math.round((performance.now() - start) / 1000), output })),
  );
}
