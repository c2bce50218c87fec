// Runs the named npm scripts one after another, as `npm test` does, printing each one's seconds
// as it ends (against its budget, when `script@seconds` names one: docs/testing.md, "Where a test
// goes") and a summary at the end, so a slow step shows in CI's log; stops at the first failure.
// A step over its budget is reported, not failed: a busy machine is slower, and the budget is a
// guide for where the next test goes.
//
// The steps after `--beside` run one after another at the same time as the last step before it:
// the browser tests spend much of their time waiting on pages, timers and servers, and the lint and
// the unit and API tests fill those cores. Each one's output is printed whole when it ends, so it
// never interleaves with the last step's. A beside step holding a space is a shell command (CI adds
// the API tests on PostgreSQL that way). A beside step that fails skips the ones after it and fails
// the run once the last step has ended.
//
//   node shared/scripts/in-turn.mjs build@45 test:browser@420 --beside check@120 test:unit test:api ['command' …]
import { runCommand } from './run-command.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const argv = process.argv.slice(2);
const besideAt = argv.indexOf('--beside');
const steps = (besideAt >= 0 ? argv.slice(0, besideAt) : argv).map(parseStep);
const besideSteps = besideAt >= 0 ? argv.slice(besideAt + 1).map(parseStep) : [];
if (besideAt >= 0 && besideSteps.length === 0) throw new Error('--beside needs at least one step');

/** 'script@60' → npm run script, budget 60 s; a step holding a space is a shell command, with no budget. */
function parseStep(argument) {
  if (argument.includes(' ')) return { name: argument, label: argument, command: argument };
  const [script, budget] = argument.split('@');
  return { name: script, label: `npm run ${script}`, command: `${npm} run ${script}`, budget };
}

/** '-- npm run x: passed in 12 s (budget 10 s: OVER)', and the summary's 'x 12 s (budget 10 s: OVER)'. */
function report(step, passed, seconds, prefix) {
  const against = step.budget ? ` (budget ${step.budget} s${seconds > Number(step.budget) ? ': OVER' : ''})` : '';
  console.log(`-- ${prefix}${step.label}: ${passed ? 'passed' : 'failed'} in ${seconds} s${against}`);
  return `${step.name} ${seconds} s${against}`;
}

/** Runs the beside steps in turn, each printed whole as it ends; resolves with their times and the first failure's code. */
async function runBeside() {
  const times = [];
  for (const step of besideSteps) {
    const { code, seconds, output } = await runCommand(step.command);
    process.stdout.write(`== beside: ${step.command}\n${output}`);
    times.push(report(step, code === 0, seconds, 'beside: '));
    if (code !== 0) return { times, code };
  }
  return { times, code: 0 };
}

const times = [];
let failed = null;
let beside = null;
for (const [at, step] of steps.entries()) {
  if (besideSteps.length && at === steps.length - 1) beside = runBeside();
  // Asynchronous, so the steps beside keep reading their output meanwhile.
  const { code, seconds } = await runCommand(step.command, { capture: false });
  times.push(report(step, code === 0, seconds, ''));
  if (code !== 0) {
    failed = code;
    break;
  }
}
if (beside) {
  const { times: besideTimes, code } = await beside;
  times.push(`beside the last step: ${besideTimes.join(', ')}`);
  if (code !== 0) failed ??= code;
}
console.log(`-- step times: ${times.join('; ')}`);
process.exit(failed ?? 0);
