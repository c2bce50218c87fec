// Runs the named npm scripts one after another, as `npm test` does, printing each one's seconds
// as it ends (against its budget, when `script@seconds` names one: docs/testing.md, "Where a test
// goes") and a summary at the end, so a slow step shows in CI's log; stops at the first failure.
// A step over its budget is reported, not failed: a busy machine is slower, and the budget is a
// guide for where the next test goes.
//
//   node shared/scripts/in-turn.mjs check@70 test:unit@40 test:api@130 test:e2e@250
import { spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
let failed = null;
for (const argument of process.argv.slice(2)) {
  const [script, budget] = argument.split('@');
  const start = performance.now();
  const { status, signal } = spawnSync(npm, ['run', script], { stdio: 'inherit' });
  const seconds = Math.round((performance.now() - start) / 1000);
  const against = budget ? ` (budget ${budget} s${seconds > Number(budget) ? ': OVER' : ''})` : '';
  times.push(`${script} ${seconds} s${against}`);
  console.log(`-- npm run ${script}: ${status === 0 ? 'passed' : 'failed'} in ${seconds} s${against}`);
  if (status !== 0) {
    failed = signal ? 1 : (status ?? 1);
    break;
  }
}
console.log(`-- step times: ${times.join(', ')}`);
process.exit(failed ?? 0);
