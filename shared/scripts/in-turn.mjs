// Runs the named npm scripts one after another, as `npm test` does, printing each one's seconds
// as it ends (against its budget, when `script@seconds` names one: docs/testing.md, "Where a test
// goes") and a summary at the end, so a slow step shows in CI's log; stops at the first failure.
// A step over its budget is reported, not failed: a busy machine is slower, and the budget is a
// guide for where the next test goes.
//
// `--beside-last 'command'` runs a command at the same time as the last step (CI: the API tests on
// PostgreSQL beside the browser tests, whose cores wait on browsers and servers a sixth of the time),
// printing its output whole when it ends; it fails the run when it fails.
//
//   node shared/scripts/in-turn.mjs check@60 test:unit@35 build test:browser [--beside-last 'command']
import { spawn } from 'node:child_process';
import { runCaptured } from './run-captured.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const argv = process.argv.slice(2);
const besideAt = argv.indexOf('--beside-last');
const besideCommand = besideAt >= 0 ? argv[besideAt + 1] : undefined;
if (besideAt >= 0 && !besideCommand) throw new Error('--beside-last needs a command');
const steps = besideAt >= 0 ? argv.filter((_, at) => at !== besideAt && at !== besideAt + 1) : argv;

/** Starts the command; resolves with its exit code and seconds once it ends, printing its output then. */
async function startBeside(command) {
  const { code, seconds, output } = await runCaptured(command);
  process.stdout.write(`== beside the last step: ${command}\n${output}`);
  console.log(`-- beside the last step: ${code === 0 ? 'passed' : 'failed'} in ${seconds} s`);
  return { code, seconds };
}

const times = [];
let failed = null;
let beside = null;
for (const [at, argument] of steps.entries()) {
  const [script, budget] = argument.split('@');
  if (besideCommand && at === steps.length - 1) beside = startBeside(besideCommand);
  const start = performance.now();
  // Asynchronous, so the command beside keeps reading its output meanwhile.
  const { status, signal } = await new Promise((resolve) =>
    spawn(npm, ['run', script], { stdio: 'inherit' }).on('close', (code, endSignal) => resolve({ status: code, signal: endSignal })),
  );
  const seconds = Math.round((performance.now() - start) / 1000);
  const against = budget ? ` (budget ${budget} s${seconds > Number(budget) ? ': OVER' : ''})` : '';
  times.push(`${script} ${seconds} s${against}`);
  console.log(`-- npm run ${script}: ${status === 0 ? 'passed' : 'failed'} in ${seconds} s${against}`);
  if (status !== 0) {
    failed = signal ? 1 : (status ?? 1);
    break;
  }
}
if (beside) {
  const { code, seconds } = await beside;
  times.push(`beside the last step ${seconds} s`);
  if (code !== 0) failed ??= code;
}
console.log(`-- step times: ${times.join(', ')}`);
process.exit(failed ?? 0);
